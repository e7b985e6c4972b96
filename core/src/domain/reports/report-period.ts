/**
 * The periods client reports cover: a calendar year (`2025`) for annual reports and scorecards,
 * a calendar quarter (`2025-Q3`) for quarterly reports.
 */
export const REPORT_TYPES = ['annual', 'quarterly', 'scorecard'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

const YEAR = /^\d{4}$/;
const QUARTER = /^\d{4}-Q[1-4]$/;

/** `2025` for annual reports and scorecards, `2025-Q3` for quarterly reports. */
export function isPeriodOf(type: ReportType, period: string): boolean {
  return (type === 'quarterly' ? QUARTER : YEAR).test(period);
}

export interface PeriodRange {
  /** First and last day, ISO dates, both included. */
  start: string;
  end: string;
  /** Its months, `2025-07`, oldest first. */
  months: string[];
}

const QUARTER_END = ['03-31', '06-30', '09-30', '12-31'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

export function periodRange(type: ReportType, period: string): PeriodRange {
  if (!isPeriodOf(type, period)) throw new RangeError(`'${period}' is not a ${type} period`);
  const year = period.slice(0, 4);
  const quarter = type === 'quarterly' ? Number(period.slice(-1)) : null;
  const first = quarter === null ? 1 : quarter * 3 - 2;
  const count = quarter === null ? 12 : 3;
  const months = Array.from({ length: count }, (_, i) => `${year}-${pad(first + i)}`);
  const end = quarter === null ? `${year}-12-31` : `${year}-${QUARTER_END[quarter - 1]!}`;
  return { start: `${months[0]!}-01`, end, months };
}

/** The period before: last year, or last quarter (Q1's is the previous year's Q4). */
export function previousPeriod(type: ReportType, period: string): string {
  const year = Number(period.slice(0, 4));
  if (type !== 'quarterly') return String(year - 1);
  const quarter = Number(period.slice(-1));
  return quarter === 1 ? `${String(year - 1)}-Q4` : `${String(year)}-Q${String(quarter - 1)}`;
}

/** The latest whole period ended on or before `asOf` (an ISO date). */
export function lastClosedPeriod(type: ReportType, asOf: string): string {
  const year = Number(asOf.slice(0, 4));
  if (type !== 'quarterly') return String(year - 1);
  const month = Number(asOf.slice(5, 7));
  const current = Math.ceil(month / 3);
  return previousPeriod(type, `${String(year)}-Q${String(current)}`);
}

/** The `count` latest whole periods ended on or before `asOf`, newest first (for pickers). */
export function recentPeriods(type: ReportType, asOf: string, count: number): string[] {
  const periods = [lastClosedPeriod(type, asOf)];
  while (periods.length < count) periods.push(previousPeriod(type, periods.at(-1)!));
  return periods;
}
