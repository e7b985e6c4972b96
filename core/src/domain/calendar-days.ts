/**
 * Days as numbers (days since 1970-01-01, UTC) and the rules holiday calendars are written in:
 * the nth weekday of a month and a weekend holiday's observed weekday. The exchange calendar
 * (market/exchange-calendar.ts) and the federal holidays of court deadlines (deadlines/) both
 * count on these.
 */
const DAY_MS = 86_400_000;

/** The day number of a calendar date given by its parts (month 1–12; day 0 is the day before). */
export const civilDay = (year: number, month: number, date: number): number =>
  Date.UTC(year, month - 1, date) / DAY_MS;

/** 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

export const isWeekend = (day: number): boolean => weekdayOf(day) === 0 || weekdayOf(day) === 6;

/** The `n`th (1-based) given weekday of a month; `n = -1` is the last one. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n < 0) {
    const last = civilDay(year, month + 1, 0);
    return last - ((weekdayOf(last) - weekday + 7) % 7);
  }
  const first = civilDay(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
}

/** A fixed-date holiday on a Saturday is observed on the Friday, on a Sunday on the Monday. */
export function observedWeekday(day: number): number {
  const weekday = weekdayOf(day);
  return weekday === 6 ? day - 1 : weekday === 0 ? day + 1 : day;
}
