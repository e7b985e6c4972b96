/**
 * How urgent a deadline is on a day: overdue once its date has passed while it is still open,
 * due soon from 7 days before up to its date (due today is still due, not missed), later
 * otherwise. A deadline done or waived is settled: never overdue, never due.
 */
import { dayNumber } from '../loss/dates.ts';

export const DEADLINE_RECORD_STATES = ['open', 'done', 'waived'] as const;
export type DeadlineRecordState = (typeof DEADLINE_RECORD_STATES)[number];

export type DeadlineUrgency = 'overdue' | 'due_soon' | 'later' | 'settled';

/** Days before its date from which a deadline counts as due soon. */
export const DUE_SOON_DAYS = 7;

export const DEADLINE_URGENCY_LABELS: Readonly<Record<DeadlineUrgency, string>> = {
  overdue: 'Overdue',
  due_soon: 'Due soon',
  later: 'Later',
  settled: 'Settled',
};

/** `dueOn` and `today` are ISO dates. */
export function deadlineUrgency(
  dueOn: string,
  today: string,
  state: DeadlineRecordState = 'open',
): DeadlineUrgency {
  if (state !== 'open') return 'settled';
  const left = dayNumber(dueOn) - dayNumber(today);
  if (left < 0) return 'overdue';
  return left <= DUE_SOON_DAYS ? 'due_soon' : 'later';
}

/** Which state a deadline may move to from its state: settle an open one, reopen a settled one. */
export function deadlineStateProblem(
  from: DeadlineRecordState,
  to: DeadlineRecordState,
): string | null {
  if (from === to) return `the deadline is already ${to}`;
  if (from !== 'open' && to !== 'open')
    return `the deadline is ${from}: reopen it before marking it ${to}`;
  return null;
}

/** The earliest open deadline, an overdue one included (a missed date is the most urgent). */
export function earliestOpen<D extends { dueOn: string; state: DeadlineRecordState }>(
  deadlines: readonly D[],
): D | null {
  let first: D | null = null;
  for (const d of deadlines) {
    if (d.state === 'open' && (!first || d.dueOn < first.dueOn)) first = d;
  }
  return first;
}
