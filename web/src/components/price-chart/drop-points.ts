/**
 * Price drops as dots on a price chart's close line (the security page, the Security Price
 * Drops screen): each on the close of its day, labelled by its fall where labels do not crowd.
 */
import type { ChartPoint } from '../chart/chart-types.ts';

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'always',
});

export const formatChange = (change: number): string => percent.format(change);

/** What a drop needs to be drawn: its day, the close it fell to and by how much. */
export interface DropMark {
  date: string;
  close: number;
  change: number;
}

/** Labels closer than this share of the charted days would run into each other. */
const LABEL_GAP_SHARE = 0.04;

/**
 * A dot per drop on its close. A drop is labelled by its fall when `labelled` and no other drop
 * is so close on the chart's days that the two labels would overlap (the list names them all).
 */
export function dropPoints(
  drops: readonly DropMark[],
  labelled: boolean,
  days: readonly string[],
): ChartPoint[] {
  const index = new Map(days.map((day, i) => [day, i]));
  const gap = Math.max(1, days.length * LABEL_GAP_SHARE);
  const positions = drops.map((d) => index.get(d.date));
  const crowded = (i: number) => {
    const at = positions[i];
    return (
      at === undefined ||
      positions.some((other, j) => j !== i && other !== undefined && Math.abs(other - at) < gap)
    );
  };
  return drops.map((d, i) => ({
    x: d.date,
    y: d.close,
    ...(labelled && !crowded(i) ? { label: formatChange(d.change) } : {}),
  }));
}
