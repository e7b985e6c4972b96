/**
 * What a security's daily closes cover, by the NYSE calendar: the first and last close, the
 * trading days between them that have none (gaps, run together into spans), and closes on days
 * the exchange was closed (a generated weekday holiday, or a file's mistake). Days before the
 * calendar's first day are not judged.
 */
import { isTradingDay, NYSE_CALENDAR_FROM, tradingDaysBetween } from './exchange-calendar.ts';

export interface PriceGap {
  /** First and last missing trading day of the span. */
  from: string;
  to: string;
  /** Trading days missing in the span. */
  days: number;
}

export interface PriceCoverage {
  firstDate: string | null;
  lastDate: string | null;
  closes: number;
  /** Trading days between the first and the last close without a close. */
  missingDays: number;
  gaps: PriceGap[];
  /** Closes on weekdays or weekends the exchange did not trade. */
  closedDayCloses: string[];
}

/**
 * The trading days of `tradingDays` without a close in `present`, run together into spans:
 * consecutive trading days (a closure between two of them does not split a span).
 */
export function missingSpans(
  tradingDays: readonly string[],
  present: ReadonlySet<string>,
): { missingDays: number; gaps: PriceGap[] } {
  const gaps: PriceGap[] = [];
  let missingDays = 0;
  let open: PriceGap | null = null;
  for (const day of tradingDays) {
    if (present.has(day)) {
      open = null;
      continue;
    }
    missingDays += 1;
    if (open) {
      open.to = day;
      open.days += 1;
    } else {
      open = { from: day, to: day, days: 1 };
      gaps.push(open);
    }
  }
  return { missingDays, gaps };
}

/** `dates`: the days with a close, ascending. */
export function priceCoverage(dates: readonly string[]): PriceCoverage {
  const firstDate = dates[0] ?? null;
  const lastDate = dates.at(-1) ?? null;
  const { missingDays, gaps } =
    firstDate && lastDate
      ? missingSpans(tradingDaysBetween(firstDate, lastDate), new Set(dates))
      : { missingDays: 0, gaps: [] };
  const closedDayCloses = dates.filter((d) => d >= NYSE_CALENDAR_FROM && !isTradingDay(d));
  return { firstDate, lastDate, closes: dates.length, missingDays, gaps, closedDayCloses };
}

export interface PriceChartAxis {
  /** The closes' days and the trading days between them without one, ascending. */
  days: string[];
  /** The trading days without a close, run together into spans: what the chart marks. */
  missing: PriceGap[];
}

/**
 * A price chart's day axis by the NYSE calendar: a day the exchange was closed is not on it (no
 * gap is drawn for a holiday), a trading day without a close is, empty, so the line breaks there.
 * `dates`: the days with a close, ascending.
 */
export function priceChartAxis(dates: readonly string[]): PriceChartAxis {
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) return { days: [], missing: [] };
  const present = new Set(dates);
  const trading = tradingDaysBetween(first, last);
  const { gaps } = missingSpans(trading, present);
  const days = [...new Set([...dates, ...trading])].sort();
  return { days, missing: gaps };
}

// Drop finders ask again on every call for the same series: kept while the array lives.
const missingBeforeCache = new WeakMap<readonly string[], Uint8Array>();

/**
 * For each close of `dates` (ascending), 1 when a trading day without a close lies between it
 * and the close before (a gap), 0 otherwise: days the exchange was closed are no gap. The first
 * close has nothing before it (0).
 */
export function missingBefore(dates: readonly string[]): Uint8Array {
  const cached = missingBeforeCache.get(dates);
  if (cached) return cached;
  const flags = new Uint8Array(dates.length);
  const first = dates[0];
  const last = dates.at(-1);
  if (first !== undefined && last !== undefined) {
    const trading = tradingDaysBetween(first, last);
    let t = 0;
    for (let i = 1; i < dates.length; i += 1) {
      const previous = dates[i - 1]!;
      const day = dates[i]!;
      while (t < trading.length && trading[t]! <= previous) t += 1;
      if (t < trading.length && trading[t]! < day) flags[i] = 1;
    }
  }
  missingBeforeCache.set(dates, flags);
  return flags;
}
