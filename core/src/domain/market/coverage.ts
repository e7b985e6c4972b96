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
