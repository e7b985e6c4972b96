/**
 * What the calculator's price chart draws: the class period and lookback window as bands, the
 * disclosure as a line, M as a level, and the trades as points at their US-dollar price.
 */
import type { LossInput, LossOutput } from '@backoffice/core/loss';
import type {
  ChartBand,
  ChartLevel,
  ChartMarker,
  ChartPoint,
} from '../../../components/chart/chart-types.ts';
import { formatPerShare } from './loss-format.ts';

/** More points than this would crowd the chart and slow it: nearby days then share a point. */
const MAX_POINTS_PER_SIDE = 150;
const DAY_MS = 86_400_000;

/** Days since 1970 of an ISO date; a busy account repeats its dates, so each is read once. */
function dayNumbers() {
  const known = new Map<string, number>();
  return (iso: string): number => {
    let day = known.get(iso);
    if (day === undefined) {
      day = Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
      known.set(iso, day);
    }
    return day;
  };
}

interface Bucket {
  date: string;
  buy: boolean;
  shares: number;
  value: number;
}

/**
 * A point per day and side at the day's average US-dollar price; when the trades span more days
 * than fit, per few days (the first day of each span), so a busy account stays readable.
 */
export function tradePoints(input: LossInput): ChartPoint[] {
  const first = input.trades[0]?.date;
  const last = input.trades.at(-1)?.date;
  if (!first || !last) return [];
  const dayNumber = dayNumbers();
  const span = dayNumber(last) - dayNumber(first) + 1;
  const step = Math.max(1, Math.ceil(span / MAX_POINTS_PER_SIDE));
  const start = dayNumber(first);
  const buckets = new Map<string, Bucket>();
  for (const t of input.trades) {
    const buy = t.side === 'BUY';
    const key = `${String(Math.floor((dayNumber(t.date) - start) / step))}|${t.side}`;
    const bucket = buckets.get(key) ?? { date: t.date, buy, shares: 0, value: 0 };
    bucket.shares += t.quantity;
    bucket.value += t.quantity * t.price * (t.fxRate ?? 1);
    buckets.set(key, bucket);
  }
  return [...buckets.values()].map((b) => ({
    x: b.date,
    y: b.shares > 0 ? b.value / b.shares : 0,
    symbol: b.buy ? 'up' : 'down',
  }));
}

export function chartBands(input: LossInput, output: LossOutput, labelled: boolean): ChartBand[] {
  return [
    {
      from: input.classPeriod.start,
      to: input.classPeriod.end,
      ...(labelled ? { label: 'Class period' } : {}),
    },
    {
      from: output.lookback.start,
      to: output.lookback.end,
      tone: 'alt',
      ...(labelled ? { label: 'Lookback' } : {}),
    },
  ];
}

export const disclosureMarker = (output: LossOutput): ChartMarker => ({
  x: output.lookback.start,
  label: 'Disclosure',
});

export const meanLevel = (output: LossOutput): ChartLevel => ({
  y: output.lookback.mean,
  label: `M ${formatPerShare(output.lookback.mean)}`,
});
