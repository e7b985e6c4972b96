/**
 * What a changed trigger does to the deadlines counted from it. Deadlines share a trigger when
 * they are of one case and count from the same docket entry, or from the same event (its name,
 * whatever the case, and its date). A new date recomputes every one of them that has a rule; a
 * deadline set by hand keeps its date. The moves are worked out before anything is written, so
 * staff see them first.
 */
import { dayNumber } from '../loss/dates.ts';
import type { ServiceMethod } from './court-deadline.ts';
import { ruleDeadline, type DeadlineRule } from './rules.ts';

export type DeadlineTrigger =
  | { kind: 'event'; event: string; date: string }
  | { kind: 'docketEntry'; docketEntryId: string; date: string };

export interface TriggeredDeadline {
  id: string;
  caseId: string;
  title: string;
  dueOn: string;
  ruleId: string | null;
  service: ServiceMethod | null;
  trigger: DeadlineTrigger | null;
}

export interface DeadlineMove {
  deadlineId: string;
  title: string;
  from: string;
  to: string;
  /** Calendar days the date moves: later positive, earlier negative, 0 when it stays. */
  days: number;
}

export function sameTrigger(a: DeadlineTrigger, b: DeadlineTrigger): boolean {
  if (a.kind === 'docketEntry')
    return b.kind === 'docketEntry' && a.docketEntryId === b.docketEntryId;
  if (b.kind === 'docketEntry') return false;
  return a.date === b.date && a.event.trim().toLowerCase() === b.event.trim().toLowerCase();
}

/** The deadlines that share `edited`'s trigger, `edited` first. */
export function sharingTrigger<D extends TriggeredDeadline>(edited: D, all: readonly D[]): D[] {
  const trigger = edited.trigger;
  if (!trigger) return [edited];
  const others = all.filter(
    (d) =>
      d.id !== edited.id &&
      d.caseId === edited.caseId &&
      d.trigger &&
      sameTrigger(d.trigger, trigger),
  );
  return [edited, ...others];
}

/**
 * The new date of each deadline counted from `edited`'s trigger once the trigger's date is
 * `date`: one move per deadline with a rule (a RangeError as courtDeadline's for a bad date).
 */
export function triggerMoves<D extends TriggeredDeadline>(
  edited: D,
  all: readonly D[],
  date: string,
  ruleOf: (id: string) => DeadlineRule | undefined,
): DeadlineMove[] {
  const moves: DeadlineMove[] = [];
  for (const d of sharingTrigger(edited, all)) {
    const rule = d.ruleId === null ? undefined : ruleOf(d.ruleId);
    if (!rule) continue;
    const to = ruleDeadline(rule, date, d.service ?? undefined);
    moves.push({
      deadlineId: d.id,
      title: d.title,
      from: d.dueOn,
      to,
      days: dayNumber(to) - dayNumber(d.dueOn),
    });
  }
  return moves;
}
