/**
 * The dates of a daily price file, read in one order for the whole file. `03/04/2024` is
 * 4 March in an American file and 3 April in a European one, and a row cannot tell which: the
 * order is decided from every date of the file at once (a day above 12 shows where the day
 * is; failing that, daily rows are days apart in only one of the two readings).
 */

import { fullYear, isoOf, monthOf } from '../sheet-cells.ts';

export type DayMonthOrder = 'month-first' | 'day-first';

/** A date whose reading does not depend on the day/month order, or the two numbers of one that does. */
type DateCell =
  | { kind: 'fixed'; iso: string | null }
  | { kind: 'numeric'; first: number; second: number; year: number };

// A time after the date (`2024-01-02 00:00:00-05:00`, `2024-01-02T00:00:00Z`) is dropped:
// daily files name the trading day.
const TIME_SUFFIX = /[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?\s*([AaPp][Mm])?\s*(Z|[+-]\d{2}:?\d{2})?$/;

function classify(text: string): DateCell {
  const cell = text.trim().replace(TIME_SUFFIX, '').trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(cell);
  if (m) return { kind: 'fixed', iso: isoOf(Number(m[1]), Number(m[2]), Number(m[3])) };
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(cell);
  if (m) return { kind: 'fixed', iso: isoOf(Number(m[1]), Number(m[2]), Number(m[3])) };
  // 2-Jan-2024, 02 Jan 24, 2-January-2024
  m = /^(\d{1,2})[-\s/]([A-Za-z]{3,9})\.?[-\s/,]+(\d{2}|\d{4})$/.exec(cell);
  if (m && monthOf(m[2]!) > 0)
    return { kind: 'fixed', iso: isoOf(fullYear(m[3]!), monthOf(m[2]!), Number(m[1])) };
  // Jan 2, 2024 / January 02 2024
  m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(cell);
  if (m && monthOf(m[1]!) > 0)
    return { kind: 'fixed', iso: isoOf(Number(m[3]), monthOf(m[1]!), Number(m[2])) };
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(cell);
  if (m)
    return { kind: 'numeric', first: Number(m[1]), second: Number(m[2]), year: fullYear(m[3]!) };
  return { kind: 'fixed', iso: null };
}

function readAs(cell: DateCell, order: DayMonthOrder): string | null {
  if (cell.kind === 'fixed') return cell.iso;
  return order === 'month-first'
    ? isoOf(cell.year, cell.first, cell.second)
    : isoOf(cell.year, cell.second, cell.first);
}

export type DateReading =
  | { ok: true; dates: (string | null)[]; order: DayMonthOrder | null }
  | { ok: false; reason: string };

/** Days between two ISO dates, unsigned. */
const daysApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

/** Consecutive daily rows are at most this far apart (a long exchange closure is 4 or 5 days). */
const MOST_DAYS_BETWEEN_ROWS = 10;

function readsAsDaily(dates: readonly (string | null)[]): boolean {
  const known = dates.filter((d): d is string => d !== null);
  return (
    known.length > 1 &&
    known.every((d, i) => i === 0 || daysApart(d, known[i - 1]!) <= MOST_DAYS_BETWEEN_ROWS)
  );
}

/**
 * Every date cell of a file as an ISO date (`null` where a cell is no date), with the day/month
 * order chosen for the file, or the reason no order can be chosen.
 */
export function readFileDates(cells: readonly string[]): DateReading {
  const parsed = cells.map(classify);
  const numeric = parsed.filter((c) => c.kind === 'numeric');
  if (numeric.length === 0)
    return { ok: true, dates: parsed.map((c) => readAs(c, 'month-first')), order: null };
  const dayFirst = numeric.some((c) => c.first > 12);
  const monthFirst = numeric.some((c) => c.second > 12);
  if (dayFirst && monthFirst)
    return {
      ok: false,
      reason:
        'The dates put the day first in some rows and the month first in others: one file must use one order',
    };
  let order: DayMonthOrder | null = dayFirst ? 'day-first' : monthFirst ? 'month-first' : null;
  if (!order) {
    const monthFirstDates = parsed.map((c) => readAs(c, 'month-first'));
    const dayFirstDates = parsed.map((c) => readAs(c, 'day-first'));
    const asMonthFirst = readsAsDaily(monthFirstDates);
    const asDayFirst = readsAsDaily(dayFirstDates);
    if (asMonthFirst !== asDayFirst) order = asMonthFirst ? 'month-first' : 'day-first';
  }
  if (!order)
    return {
      ok: false,
      reason:
        'Cannot tell whether the dates put the day or the month first (no day above 12, and both readings are plausible): write them as YYYY-MM-DD',
    };
  const chosen = order;
  return { ok: true, dates: parsed.map((c) => readAs(c, chosen)), order: chosen };
}
