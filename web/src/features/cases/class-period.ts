/**
 * Dates around a class period: its length, and the window of prices worth charting (a quarter
 * before it, for what "normal" looked like, through the 90-day lookback after the disclosure).
 */
import type { Case } from '@backoffice/core/api';
import { disclosureOf } from '@backoffice/core/domain';
import { lookbackWindow } from '@backoffice/core/loss';
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';

const CONTEXT_DAYS = 90;

export function classPeriodDays(start: string, end: string): number {
  return differenceInCalendarDays(parseISO(end), parseISO(start)) + 1;
}

type CaseDates = Pick<Case, 'classPeriodStart' | 'classPeriodEnd' | 'disclosureDate'>;

/** The last day of the case's 90-day lookback, which opens on the corrective disclosure. */
export function lookbackEndOf(c: CaseDates): string {
  return lookbackWindow(disclosureOf(c)).end;
}

export function priceWindow(c: CaseDates): { from: string; to: string } {
  return {
    from: format(addDays(parseISO(c.classPeriodStart), -CONTEXT_DAYS), 'yyyy-MM-dd'),
    to: lookbackEndOf(c),
  };
}
