/**
 * The New York Stock Exchange's calendar: which weekdays it was closed for a whole day, by its
 * holiday rules and the closures it announced (storms, days of mourning). Prices of US
 * securities exist only on trading days, so a weekday without a close is a gap in a price file
 * only when the exchange was open that day.
 *
 * The rules hold from 1971 (the Uniform Monday Holiday Act moved Washington's Birthday and
 * Memorial Day to Mondays); dates before that are outside the calendar. Early closes (half
 * days) are trading days here: a close exists for them.
 */
import { civilDay, isWeekend, nthWeekday, observedWeekday, weekdayOf } from '../calendar-days.ts';

/** The first day the calendar answers for. */
export const NYSE_CALENDAR_FROM = '1971-01-01';
const FIRST_YEAR = 1971;

export interface ExchangeClosure {
  date: string;
  name: string;
}

/**
 * Closures no rule gives: each from the exchange's own announcements, checked against the list
 * kept by pandas_market_calendars (tests/fixtures/market/SOURCES.md).
 */
export const NYSE_UNSCHEDULED_CLOSURES: readonly ExchangeClosure[] = [
  { date: '1972-11-07', name: 'Presidential election day' },
  { date: '1972-12-28', name: 'Day of mourning for President Truman' },
  { date: '1973-01-25', name: 'Day of mourning for President Johnson' },
  { date: '1976-11-02', name: 'Presidential election day' },
  { date: '1977-07-14', name: 'New York City blackout' },
  { date: '1980-11-04', name: 'Presidential election day' },
  { date: '1985-09-27', name: 'Hurricane Gloria' },
  { date: '1994-04-27', name: 'Day of mourning for President Nixon' },
  { date: '2001-09-11', name: 'September 11 attacks' },
  { date: '2001-09-12', name: 'September 11 attacks' },
  { date: '2001-09-13', name: 'September 11 attacks' },
  { date: '2001-09-14', name: 'September 11 attacks' },
  { date: '2004-06-11', name: 'Day of mourning for President Reagan' },
  { date: '2007-01-02', name: 'Day of mourning for President Ford' },
  { date: '2012-10-29', name: 'Hurricane Sandy' },
  { date: '2012-10-30', name: 'Hurricane Sandy' },
  { date: '2018-12-05', name: 'Day of mourning for President George H. W. Bush' },
  { date: '2025-01-09', name: 'Day of mourning for President Carter' },
];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a valid ISO date; RangeError otherwise. */
function dayNumber(iso: string): number {
  const match = ISO_DATE.exec(iso);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== iso)
    throw new RangeError(`not a calendar date: ${iso}`);
  return time / DAY_MS;
}

const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Easter Sunday (Gregorian), by the anonymous algorithm (Meeus/Jones/Butcher). */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return civilDay(year, month, date);
}

/** The exchange's rule-based full-day holidays of one year, as observed. */
export function nyseHolidays(year: number): ExchangeClosure[] {
  if (!Number.isInteger(year) || year < FIRST_YEAR)
    throw new RangeError(`the NYSE calendar starts in ${FIRST_YEAR}: ${year}`);
  const holidays: [number, string][] = [];
  // New Year's Day on a Saturday is not moved back into the old year (NYSE Rule 7.2).
  const newYear = civilDay(year, 1, 1);
  if (weekdayOf(newYear) !== 6) holidays.push([observedWeekday(newYear), "New Year's Day"]);
  if (year >= 1998) holidays.push([nthWeekday(year, 1, 1, 3), 'Martin Luther King, Jr. Day']);
  holidays.push([nthWeekday(year, 2, 1, 3), "Washington's Birthday"]);
  holidays.push([easterSunday(year) - 2, 'Good Friday']);
  holidays.push([nthWeekday(year, 5, 1, -1), 'Memorial Day']);
  if (year >= 2022) holidays.push([observedWeekday(civilDay(year, 6, 19)), 'Juneteenth']);
  holidays.push([observedWeekday(civilDay(year, 7, 4)), 'Independence Day']);
  holidays.push([nthWeekday(year, 9, 1, 1), 'Labor Day']);
  holidays.push([nthWeekday(year, 11, 4, 4), 'Thanksgiving Day']);
  holidays.push([observedWeekday(civilDay(year, 12, 25)), 'Christmas Day']);
  return holidays.map(([day, name]) => ({ date: isoOf(day), name }));
}

const closuresByYear = new Map<number, Map<string, string>>();

/** Every full-day closure of a year on a weekday: the holidays and the unscheduled ones. */
function closuresOf(year: number): Map<string, string> {
  let closures = closuresByYear.get(year);
  if (!closures) {
    closures = new Map(nyseHolidays(year).map((h) => [h.date, h.name]));
    for (const c of NYSE_UNSCHEDULED_CLOSURES)
      if (c.date.startsWith(`${year}-`)) closures.set(c.date, c.name);
    closuresByYear.set(year, closures);
  }
  return closures;
}

/** A date the calendar knows, as its day number; RangeError for others. */
function calendarDay(date: string): number {
  const day = dayNumber(date);
  if (date < NYSE_CALENDAR_FROM)
    throw new RangeError(`the NYSE calendar starts on ${NYSE_CALENDAR_FROM}: ${date}`);
  return day;
}

/** Why the exchange was closed on a weekday (`null`: it was open, or the day is a weekend). */
export function nyseClosure(date: string): string | null {
  if (isWeekend(calendarDay(date))) return null;
  return closuresOf(Number(date.slice(0, 4))).get(date) ?? null;
}

/** Whether the exchange held a session that day: a weekday that was no closure. */
export function isTradingDay(date: string): boolean {
  return !isWeekend(calendarDay(date)) && nyseClosure(date) === null;
}

/**
 * The trading days from `from` to `to`, both included, in order. The part of the span before
 * the calendar's first day is left out: the calendar does not know it.
 */
export function tradingDaysBetween(from: string, to: string): string[] {
  const start = Math.max(dayNumber(from), dayNumber(NYSE_CALENDAR_FROM));
  const end = dayNumber(to);
  const days: string[] = [];
  for (let day = start; day <= end; day += 1) {
    if (isWeekend(day)) continue;
    const iso = isoOf(day);
    if (!closuresOf(Number(iso.slice(0, 4))).has(iso)) days.push(iso);
  }
  return days;
}

/**
 * The trading days from `from` to `to` that have no entry in `presentDates`: the gaps of a
 * price series. A weekday the exchange was closed is no gap; dates outside the span are ignored.
 */
export function missingTradingDays(
  presentDates: Iterable<string>,
  from: string,
  to: string,
): string[] {
  const present = new Set(presentDates);
  return tradingDaysBetween(from, to).filter((day) => !present.has(day));
}
