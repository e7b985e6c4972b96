/**
 * The periods client reports cover: a calendar year (`2025`) for annual reports and scorecards,
 * a calendar quarter (`2025-Q3`) for quarterly reports, a calendar month (`2025-07`) for the
 * monthly monitoring report.
 */
export const REPORT_TYPES = ['annual', 'quarterly', 'monthly', 'scorecard'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** What each type is called on screen. */
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  annual: 'Annual report',
  quarterly: 'Quarterly report',
  monthly: 'Monthly monitoring report',
  scorecard: 'Scorecard',
};

/** How many months a type's period spans. */
const MONTHS_OF: Record<ReportType, 1 | 3 | 12> = {
  annual: 12,
  quarterly: 3,
  monthly: 1,
  scorecard: 12,
};

const SHAPE: Record<1 | 3 | 12, RegExp> = {
  12: /^\d{4}$/,
  3: /^\d{4}-Q[1-4]$/,
  1: /^\d{4}-(0[1-9]|1[0-2])$/,
};

/** `2025` for annual reports and scorecards, `2025-Q3` for quarterly, `2025-07` for monthly. */
export function isPeriodOf(type: ReportType, period: string): boolean {
  return SHAPE[MONTHS_OF[type]].test(period);
}

/** What a type's period is called, in a form's label. */
export function periodNoun(type: ReportType): 'Year' | 'Quarter' | 'Month' {
  const span = MONTHS_OF[type];
  return span === 12 ? 'Year' : span === 3 ? 'Quarter' : 'Month';
}

export interface PeriodRange {
  /** First and last day, ISO dates, both included. */
  start: string;
  end: string;
  /** Its months, `2025-07`, oldest first. */
  months: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthName = (year: number, month: number) => `${String(year)}-${pad(month)}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The period's first month, as a year and a month number (1–12). */
function firstMonth(type: ReportType, period: string): { year: number; month: number } {
  const year = Number(period.slice(0, 4));
  const span = MONTHS_OF[type];
  if (span === 12) return { year, month: 1 };
  if (span === 3) return { year, month: Number(period.slice(-1)) * 3 - 2 };
  return { year, month: Number(period.slice(5, 7)) };
}

/** The period of `type` whose first month is the given one (which must start such a period). */
function periodStarting(type: ReportType, year: number, month: number): string {
  const span = MONTHS_OF[type];
  if (span === 12) return String(year);
  if (span === 3) return `${String(year)}-Q${String((month + 2) / 3)}`;
  return monthName(year, month);
}

export function periodRange(type: ReportType, period: string): PeriodRange {
  if (!isPeriodOf(type, period)) throw new RangeError(`'${period}' is not a ${type} period`);
  const { year, month: first } = firstMonth(type, period);
  const count = MONTHS_OF[type];
  const months = Array.from({ length: count }, (_, i) => monthName(year, first + i));
  const last = first + count - 1;
  return {
    start: `${months[0]!}-01`,
    end: `${monthName(year, last)}-${pad(daysIn(year, last))}`,
    months,
  };
}

/** The period before: last year, last quarter (Q1's is the previous year's Q4), last month. */
export function previousPeriod(type: ReportType, period: string): string {
  const { year, month } = firstMonth(type, period);
  const back = month - MONTHS_OF[type];
  return back >= 1 ? periodStarting(type, year, back) : periodStarting(type, year - 1, back + 12);
}

/** The latest whole period ended on or before `asOf` (an ISO date). */
export function lastClosedPeriod(type: ReportType, asOf: string): string {
  const year = Number(asOf.slice(0, 4));
  const month = Number(asOf.slice(5, 7));
  const span = MONTHS_OF[type];
  const current = periodStarting(type, year, month - ((month - 1) % span));
  return previousPeriod(type, current);
}

/** The `count` latest whole periods ended on or before `asOf`, newest first (for pickers). */
export function recentPeriods(type: ReportType, asOf: string, count: number): string[] {
  const periods = [lastClosedPeriod(type, asOf)];
  while (periods.length < count) periods.push(previousPeriod(type, periods.at(-1)!));
  return periods;
}
