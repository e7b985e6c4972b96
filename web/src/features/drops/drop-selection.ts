/**
 * Which drop the screen charts, kept in the URL beside the list's own parameters
 * (`?security=SE-0001&on=2024-03-15`), and the span of prices charted around it.
 */
import { dropThresholdsSchema, type DropThresholds } from '@backoffice/core/api';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { subYears } from 'date-fns/subYears';
import { DEFAULT_THRESHOLDS, THRESHOLD_PARAMS } from './drop-table.ts';

export const SECURITY_PARAM = 'security';
export const DATE_PARAM = 'on';
/** Days of prices charted after the drop: what followed it. */
const DAYS_AFTER = 120;

export interface DropSelection {
  securityId: string;
  date: string;
}

export function selectionOf(search: URLSearchParams): DropSelection | null {
  const securityId = search.get(SECURITY_PARAM);
  const date = search.get(DATE_PARAM);
  return securityId && date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { securityId, date } : null;
}

/** The list's URL with one drop selected (the list's view kept). */
export function selectHref(search: URLSearchParams, pathname: string, s: DropSelection): string {
  const next = new URLSearchParams(search);
  next.set(SECURITY_PARAM, s.securityId);
  next.set(DATE_PARAM, s.date);
  return `${pathname}?${next.toString()}`;
}

const thresholdsSchema = dropThresholdsSchema;
export type { DropThresholds };

/**
 * The thresholds in the URL, with the defaults for those it leaves out; the defaults alone when
 * the URL's are not valid (the list says what is wrong with them).
 */
export function thresholdsOf(search: URLSearchParams): DropThresholds {
  const values: Record<string, string> = { ...DEFAULT_THRESHOLDS };
  for (const name of THRESHOLD_PARAMS) {
    const value = search.get(name);
    if (value !== null && value !== '') values[name] = value;
  }
  const parsed = thresholdsSchema.safeParse(values);
  return parsed.success ? parsed.data : thresholdsSchema.parse(DEFAULT_THRESHOLDS);
}

/** A year before the drop to a few months after it. */
export function chartSpan(date: string): { from: string; to: string } {
  const day = parseISO(date);
  return {
    from: format(subYears(day, 1), 'yyyy-MM-dd'),
    to: format(addDays(day, DAYS_AFTER), 'yyyy-MM-dd'),
  };
}
