/**
 * The calendar's date math, pure so it is tested alone: which days a view shows, which range
 * it asks the API for, where previous/next lead. Days are ISO dates (`2026-11-01`) throughout;
 * date-fns works on local midnights, so no time zone ever shifts a day.
 */
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { addWeeks } from 'date-fns/addWeeks';
import { eachDayOfInterval } from 'date-fns/eachDayOfInterval';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfWeek } from 'date-fns/endOfWeek';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';

export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The agenda shows a month, or one day when opened from a crowded day of the month grid. */
export const AGENDA_SPANS = ['month', 'day'] as const;
export type AgendaSpan = (typeof AGENDA_SPANS)[number];

/** Weeks start on Monday (ISO 8601), as courts and the practice count business weeks. */
export const WEEK_STARTS_ON = 1;

/** Inclusive on both ends, as the list convention's `from`/`to`. */
export interface DateRange {
  from: string;
  to: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const weekOptions = { weekStartsOn: WEEK_STARTS_ON } as const;

export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

function day(iso: string): Date {
  return parseISO(iso);
}

/** The URL's date when it is a real calendar date, else the fallback (today). */
export function parseIsoDate(value: string | null | undefined, fallback: string): string {
  if (!value || !ISO_DATE.test(value)) return fallback;
  const parsed = parseISO(value);
  return isValid(parsed) && toIsoDate(parsed) === value ? value : fallback;
}

export function monthRange(date: string): DateRange {
  return { from: toIsoDate(startOfMonth(day(date))), to: toIsoDate(endOfMonth(day(date))) };
}

export function weekRange(date: string): DateRange {
  return {
    from: toIsoDate(startOfWeek(day(date), weekOptions)),
    to: toIsoDate(endOfWeek(day(date), weekOptions)),
  };
}

/** Every day from `from` to `to`, both included. */
export function daysOf(range: DateRange): string[] {
  return eachDayOfInterval({ start: day(range.from), end: day(range.to) }).map(toIsoDate);
}

/** The month grid: whole weeks from the week holding the 1st to the week holding the last day. */
export function monthGridDays(date: string): string[] {
  const month = monthRange(date);
  return daysOf({ from: weekRange(month.from).from, to: weekRange(month.to).to });
}

/** The range a view shows and asks the API for: the month grid's padding days stay empty. */
export function rangeFor(view: CalendarView, date: string, span: AgendaSpan = 'month'): DateRange {
  if (view === 'week') return weekRange(date);
  if (view === 'agenda' && span === 'day') return { from: date, to: date };
  return monthRange(date);
}

/** The date previous (-1) or next (1) leads to: one month, week or day along. */
export function shiftDate(
  view: CalendarView,
  date: string,
  step: 1 | -1,
  span: AgendaSpan = 'month',
): string {
  if (view === 'week') return toIsoDate(addWeeks(day(date), step));
  if (view === 'agenda' && span === 'day') return toIsoDate(addDays(day(date), step));
  return toIsoDate(addMonths(day(date), step));
}

/** The heading of the shown range: "November 2026", "Nov 23 – Nov 29, 2026", "Mon, Nov 23, 2026". */
export function rangeTitle(view: CalendarView, date: string, span: AgendaSpan = 'month'): string {
  const range = rangeFor(view, date, span);
  if (range.from === range.to) return format(day(range.from), 'EEE, MMM d, yyyy');
  if (view === 'week') {
    const sameYear = range.from.slice(0, 4) === range.to.slice(0, 4);
    const start = format(day(range.from), sameYear ? 'MMM d' : 'MMM d, yyyy');
    return `${start} – ${format(day(range.to), 'MMM d, yyyy')}`;
  }
  return format(day(date), 'MMMM yyyy');
}

/** The weekday names in grid order, starting on WEEK_STARTS_ON. */
export function weekdayNames(): { short: string; long: string }[] {
  return daysOf(weekRange('2026-01-05')).map((iso) => ({
    short: format(day(iso), 'EEE'),
    long: format(day(iso), 'EEEE'),
  }));
}

export function isSameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** Items grouped by their `date`, in the order given. */
export function groupByDay<T extends { date: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.date);
    if (group) group.push(item);
    else groups.set(item.date, [item]);
  }
  return groups;
}
