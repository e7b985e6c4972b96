/**
 * Dates around a class period: its length, and the window of prices worth charting (a quarter
 * before it, for what "normal" looked like, through the 90-day look-back after it).
 */
import { lookbackEnd } from '@backoffice/core/domain';
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

const CONTEXT_DAYS = 90;

export function classPeriodDays(start: string, end: string): number {
  return differenceInCalendarDays(parseISO(end), parseISO(start)) + 1;
}

export function priceWindow(start: string, end: string): { from: string; to: string } {
  return {
    from: format(addDays(parseISO(start), -CONTEXT_DAYS), 'yyyy-MM-dd'),
    to: lookbackEnd(end),
  };
}
