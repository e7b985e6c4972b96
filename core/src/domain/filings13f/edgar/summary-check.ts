/**
 * A filing checked against its own summary page: the number of entries, and the total value
 * within rounding. Each entry's value is rounded to the filing's unit (a thousand dollars
 * before 2023, a dollar since), so the entries may sum to the total give or take half a unit
 * per entry; the SEC's own check allows no more. A disagreement is a problem on the filing.
 */
import type { ValueUnit } from '../lines.ts';
import type { SummaryPage, TableEntry } from './types.ts';

const n = (v: number) => v.toLocaleString('en-US');

/** How far the entries' sum may be from the summary's total, in the filing's unit. */
export function valueTolerance(entries: number): number {
  return Math.max(1, Math.ceil(entries / 2));
}

export function summaryProblems(
  summary: SummaryPage,
  entries: readonly Pick<TableEntry, 'reportedValue'>[],
  unit: ValueUnit,
): string[] {
  const problems: string[] = [];
  if (summary.entryTotal !== entries.length)
    problems.push(
      `The summary page gives ${n(summary.entryTotal)} entries; the information table has ${n(entries.length)}`,
    );
  const sum = entries.reduce((total, e) => total + e.reportedValue, 0);
  if (Math.abs(sum - summary.valueTotal) > valueTolerance(entries.length)) {
    const what = unit === 'THOUSANDS' ? 'thousands of dollars' : 'dollars';
    problems.push(
      `The summary page gives a total value of ${n(summary.valueTotal)} (${what}); the entries sum to ${n(sum)}`,
    );
  }
  return problems;
}
