/**
 * A court deadline counted as Fed. R. Civ. P. 6 counts it. 6(a)(1): exclude the day of the
 * event, count every day (weekends and legal holidays included), include the last day; when the
 * last day is a Saturday, a Sunday or a legal holiday, the period runs on to the next day that is
 * none of these — later when counting after the event, earlier when counting before it
 * (6(a)(5)). 6(d): after service by mail, 3 days are added once the period would otherwise end,
 * and the day so reached rolls the same way. Electronic service adds nothing since 2016, nor
 * does personal service.
 */
import { dayNumber, dayOf, fromDayNumber, show } from '../loss/dates.ts';
import { isWeekend } from '../domain/calendar-days.ts';
import { federalHolidayOn } from './federal-holidays.ts';

export type CountDirection = 'after' | 'before';
export type ServiceMethod = 'mail' | 'electronic' | 'personal';

export interface CourtDeadlineInput {
  /** The event's date, `YYYY-MM-DD`. */
  from: string;
  days: number;
  direction: CountDirection;
  /** How the paper that starts the period was served; only mail adds days (Rule 6(d)). */
  service?: ServiceMethod;
}

/** Checked at run time too: a caller's JSON may say anything. */
const DIRECTIONS: readonly string[] = ['after', 'before'] satisfies CountDirection[];

/** Days Rule 6(d) adds after service by mail. */
export const MAIL_SERVICE_DAYS = 3;

/** A Saturday, a Sunday or a legal holiday: a day a period may not end on. */
export function isClosedDay(day: number): boolean {
  return isWeekend(day) || federalHolidayOn(day) !== null;
}

function rolled(day: number, step: 1 | -1): number {
  let d = day;
  while (isClosedDay(d)) d += step;
  return d;
}

function checked(input: CourtDeadlineInput): void {
  if (dayOf(input.from) === -1) {
    throw new RangeError(
      `expected the event's date as YYYY-MM-DD, a real day; got ${show(input.from)}`,
    );
  }
  if (!Number.isInteger(input.days) || input.days < 0) {
    throw new RangeError(`expected a whole number of days, 0 or more; got ${show(input.days)}`);
  }
  if (!DIRECTIONS.includes(input.direction)) {
    throw new RangeError(
      `expected the direction 'after' or 'before'; got ${show(input.direction)}`,
    );
  }
  if (input.service === 'mail' && input.direction === 'before') {
    throw new RangeError(
      'Rule 6(d) adds days only to a period counted after service, not before an event',
    );
  }
}

/** The last day to act, `YYYY-MM-DD`; a RangeError for a date, count or direction that cannot be. */
export function courtDeadline(input: CourtDeadlineInput): string {
  checked(input);
  const step = input.direction === 'after' ? 1 : -1;
  let day = rolled(dayNumber(input.from) + step * input.days, step);
  if (input.service === 'mail') day = rolled(day + MAIL_SERVICE_DAYS, 1);
  return fromDayNumber(day);
}
