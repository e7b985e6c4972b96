/**
 * Which of a case's deadlines matter at a glance: the PSLRA lead-plaintiff deadline (the date by
 * which investors must move to lead the class), whether each deadline is met, still open or
 * missed, and the next one to act on. Dates are calendar dates (`2024-03-15`), which compare as
 * strings.
 */
interface DatedDeadline {
  kind: string;
  date: string;
  done: boolean;
}

/** Met; still to come (today included); or past its date and not met. */
export type DeadlineState = 'done' | 'open' | 'overdue';

export const DEADLINE_STATE_LABELS: Readonly<Record<DeadlineState, string>> = {
  done: 'Done',
  open: 'Open',
  overdue: 'Overdue',
};

/** A deadline's state on `today` (an ISO date): a deadline due today is still open. */
export function deadlineState(
  deadline: { date: string; done: boolean },
  today: string,
): DeadlineState {
  if (deadline.done) return 'done';
  return deadline.date < today ? 'overdue' : 'open';
}

function earliest<D extends DatedDeadline>(deadlines: readonly D[]): D | null {
  let first: D | null = null;
  for (const deadline of deadlines) {
    if (!first || deadline.date < first.date) first = deadline;
  }
  return first;
}

/** The lead-plaintiff deadline (the earliest, should a case carry more than one). */
export function leadPlaintiffDeadline<D extends DatedDeadline>(deadlines: readonly D[]): D | null {
  return earliest(deadlines.filter((d) => d.kind === 'lead_plaintiff'));
}

/**
 * The deadline to act on next: the earliest one not yet met, a missed one included (a missed
 * deadline is the most urgent, not one to skip).
 */
export function nextDeadline<D extends DatedDeadline>(deadlines: readonly D[]): D | null {
  return earliest(deadlines.filter((d) => !d.done));
}

/** Calendar events that are deadlines (a filing or a hearing happens; it is not met or missed). */
const DEADLINE_EVENT_KINDS: ReadonlySet<string> = new Set([
  'case_deadline',
  'motion_deadline',
  'court_deadline',
]);

/** A calendar event's deadline state, or null when the event is not a deadline. */
export function eventDeadlineState(
  event: { kind: string; date: string; done: boolean },
  today: string,
): DeadlineState | null {
  return DEADLINE_EVENT_KINDS.has(event.kind) ? deadlineState(event, today) : null;
}

/** The next deadline of a case, from its own list or its deadline records. */
export interface CaseNextDeadline {
  date: string;
  /** The case deadline's kind; null for a deadline record. */
  kind: string | null;
  title: string;
}

/**
 * A case's next deadline: the earliest not met among its own deadlines and its earliest open
 * deadline record (which the API gives as `nextDeadlineRecord`), a missed one included.
 */
export function caseNextDeadline(c: {
  deadlines: readonly (DatedDeadline & { description: string })[];
  nextDeadlineRecord?: { title: string; dueOn: string } | null | undefined;
}): CaseNextDeadline | null {
  const own = nextDeadline(c.deadlines);
  const record = c.nextDeadlineRecord;
  if (record && (!own || record.dueOn < own.date)) {
    return { date: record.dueOn, kind: null, title: record.title };
  }
  return own ? { date: own.date, kind: own.kind, title: own.description } : null;
}
