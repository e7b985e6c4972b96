/**
 * The spans the price chart offers, counted back from the last recorded close (not from today:
 * a delisted security's prices end where its trading did).
 */
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { subYears } from 'date-fns/subYears';

export const PRICE_RANGES = [
  { id: '1y', label: '1Y', years: 1 },
  { id: '3y', label: '3Y', years: 3 },
  { id: '5y', label: '5Y', years: 5 },
  { id: 'all', label: 'All', years: null },
] as const;

export type PriceRangeId = (typeof PRICE_RANGES)[number]['id'];

/** The whole history by default: the class periods of older cases are in it. */
export const DEFAULT_PRICE_RANGE: PriceRangeId = 'all';

export function priceRangeOf(value: string | null): PriceRangeId {
  return PRICE_RANGES.find((r) => r.id === value)?.id ?? DEFAULT_PRICE_RANGE;
}

/** The first day the range shows (the day after the same date N years before), or none: all. */
export function rangeStart(lastDate: string, range: PriceRangeId): string | undefined {
  const years = PRICE_RANGES.find((r) => r.id === range)?.years ?? null;
  if (years === null) return undefined;
  const start = subYears(parseISO(lastDate), years);
  start.setDate(start.getDate() + 1);
  return format(start, 'yyyy-MM-dd');
}
