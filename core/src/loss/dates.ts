/**
 * Calendar dates: ISO strings (`2024-03-15`) outside, day numbers (days since 1970-01-01)
 * inside. The engine reads each trade's date once into a number, so that placing it in a period
 * or the lookback is integer comparison rather than string comparison, and does it by arithmetic
 * (no regex, no Date): it runs once per trade.
 */
import type { IsoDate } from './types.ts';

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const ZERO = 48;
const DASH = 45;

function digits(s: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) {
    const digit = s.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
function civilDay(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

/**
 * The day number of a real calendar day written `YYYY-MM-DD`, or -1 for anything else. Not a
 * type guard: the input is typed, this checks what JSON or a form actually sent.
 */
export function dayOf(value: unknown): number {
  if (typeof value !== 'string' || value.length !== 10) return -1;
  if (value.charCodeAt(4) !== DASH || value.charCodeAt(7) !== DASH) return -1;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 7);
  const day = digits(value, 8, 10);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return -1;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (month === 2 && day === 29 && !leap) return -1;
  return civilDay(year, month, day);
}

export function isIsoDate(value: unknown): boolean {
  return dayOf(value) !== -1;
}

/** Days since 1970-01-01 of a valid ISO date. */
export function dayNumber(date: IsoDate): number {
  return dayOf(date);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The ISO date of a day number (civil_from_days). */
export function fromDayNumber(dayNumber: number): IsoDate {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** Saturday or Sunday, from a day number (1970-01-01 was a Thursday). */
export function isWeekendDay(day: number): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
}

/** Any value as text for a message (input from JSON may not be what its type says). */
export function show(value: unknown): string {
  return String(value);
}
