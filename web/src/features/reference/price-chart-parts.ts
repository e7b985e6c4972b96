/**
 * What the security's chart draws besides its prices: each case's class period as a band, each
 * detected drop as a dot on the close of its day, and the sentence that says it all to a reader
 * who cannot see the chart.
 */
import type { Case, PriceDrop } from '@backoffice/core/api';
import type { ChartBand, ChartPoint } from '../../components/chart/chart-types.ts';
import { formatDate } from '../../lib/format/format.ts';

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'always',
});
const BAND_LABEL_CHARS = 22;

export const formatChange = (change: number): string => percent.format(change);

/** "In re Acme Corp. Securities Litigation" → "Acme Corp. Securities…": what fits over a band. */
export function shortCaption(caption: string): string {
  const text = caption.replace(/^In re\s+/i, '');
  return text.length <= BAND_LABEL_CHARS ? text : `${text.slice(0, BAND_LABEL_CHARS - 1)}…`;
}

export function classPeriodBands(cases: readonly Case[], labelled: boolean): ChartBand[] {
  return cases.map((c) => ({
    from: c.classPeriodStart,
    to: c.classPeriodEnd,
    ...(labelled ? { label: shortCaption(c.caption) } : {}),
  }));
}

/** Labels closer than this share of the charted days would run into each other. */
const LABEL_GAP_SHARE = 0.04;

/**
 * A dot per drop on its close. A drop is labelled by its fall when `labelled` and no other drop
 * is so close on the chart's days that the two labels would overlap (the list names them all).
 */
export function dropPoints(
  drops: readonly PriceDrop[],
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

/** Only what falls inside the days charted counts in the sentence. */
export function chartSummary(
  ticker: string,
  days: readonly string[],
  cases: readonly Case[],
  drops: readonly PriceDrop[],
): string {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return `${ticker}: no prices`;
  const periods = cases.filter((c) => c.classPeriodEnd >= first && c.classPeriodStart <= last);
  const shown = drops.filter((d) => d.date >= first && d.date <= last);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return (
    `${ticker} daily close and volume from ${formatDate(first)} to ${formatDate(last)}; ` +
    `${plural(periods.length, 'class period')} shaded; ${plural(shown.length, 'price drop')} marked`
  );
}
