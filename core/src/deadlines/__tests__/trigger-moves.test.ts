import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../loss/dates.ts';
import {
  deadlineRuleProblem,
  ruleDeadline,
  SECURITIES_CLASS_ACTION_RULES,
  triggerMoves,
  type DeadlineTrigger,
  type TriggeredDeadline,
} from '../index.ts';

const ruleOf = (id: string) => SECURITIES_CLASS_ACTION_RULES.find((r) => r.id === id);
const notice: DeadlineTrigger = { kind: 'event', event: 'Notice published', date: '2026-01-26' };

function deadline(
  id: string,
  ruleId: string | null,
  trigger: DeadlineTrigger | null,
  caseId = 'CA-0001',
): TriggeredDeadline {
  const rule = ruleId ? ruleOf(ruleId) : undefined;
  return {
    id,
    caseId,
    title: id,
    ruleId,
    service: null,
    trigger,
    dueOn: rule && trigger ? ruleDeadline(rule, trigger.date) : '2026-05-01',
  };
}

describe('triggerMoves', () => {
  const motions = deadline('motions', 'pslra-lead-plaintiff-motion', notice);
  const appointment = deadline('appointment', 'pslra-lead-plaintiff-appointment', {
    ...notice,
    event: ' notice PUBLISHED ',
  });
  const byHand = deadline('by-hand', null, notice);
  const otherCase = deadline('other', 'pslra-lead-plaintiff-motion', notice, 'CA-0002');
  const otherEvent = deadline('answer', 'frcp-answer', { ...notice, event: 'served' });
  const all = [motions, appointment, byHand, otherCase, otherEvent];

  it('should move every ruled deadline of the case counted from the trigger, by hand', () => {
    // Notice a week later, 2026-02-02: motions 60 days → Friday 04-03 (from 03-27, +7);
    // appointment 90 days → Sunday 05-03 → Monday 05-04 (from 04-27, +7).
    expect(triggerMoves(motions, all, '2026-02-02', ruleOf)).toEqual([
      { deadlineId: 'motions', title: 'motions', from: '2026-03-27', to: '2026-04-03', days: 7 },
      {
        deadlineId: 'appointment',
        title: 'appointment',
        from: '2026-04-27',
        to: '2026-05-04',
        days: 7,
      },
    ]);
  });

  it('should show a one-day shift that a weekend absorbs as a move of 0 days', () => {
    // Notice on Tuesday 01-27: motions 60 days → Saturday 03-28 → Monday 03-30 (+3).
    // Notice on Saturday 01-24 instead: 60 days → Wednesday 03-25 (−2).
    expect(triggerMoves(motions, [motions], '2026-01-27', ruleOf)[0]?.days).toBe(3);
    expect(triggerMoves(motions, [motions], '2026-01-24', ruleOf)[0]?.days).toBe(-2);
    expect(triggerMoves(motions, [motions], '2026-01-26', ruleOf)[0]?.days).toBe(0);
  });

  it('should match a docket entry trigger by the entry alone', () => {
    const entry: DeadlineTrigger = {
      kind: 'docketEntry',
      docketEntryId: 'DE-00001',
      date: '2026-01-05',
    };
    const a = deadline('a', 'pslra-early-notice', entry);
    const b = deadline('b', 'frcp-answer', { ...entry, date: '2026-01-06' });
    const c = deadline('c', 'frcp-answer', { ...notice, date: '2026-01-05' });
    expect(triggerMoves(a, [a, b, c], '2026-01-12', ruleOf).map((m) => m.deadlineId)).toEqual([
      'a',
      'b',
    ]);
  });

  it("should give each moved deadline its rule's count from the new date, shifted by the days said", () => {
    const shift = fc.integer({ min: -400, max: 400 });
    fc.assert(
      fc.property(shift, (days) => {
        const date = addDays(notice.date, days);
        for (const move of triggerMoves(motions, all, date, ruleOf)) {
          const moved = all.find((d) => d.id === move.deadlineId)!;
          expect(move.to).toBe(ruleDeadline(ruleOf(moved.ruleId!)!, date));
          expect(addDays(move.from, move.days)).toBe(move.to);
          // Rule 6 rolls at most over a long weekend: the move stays near the trigger's shift.
          expect(Math.abs(move.days - days)).toBeLessThanOrEqual(4);
        }
      }),
    );
  });
});

describe('deadlineRuleProblem', () => {
  const rule = { days: 14, unit: 'days', direction: 'after', service: null } as const;

  it('should accept a rule that makes sense', () => {
    expect(deadlineRuleProblem(rule)).toBeNull();
    expect(deadlineRuleProblem({ ...rule, days: 4, unit: 'weeks', service: 'mail' })).toBeNull();
  });

  it('should name what is wrong with numbers that make no sense', () => {
    expect(deadlineRuleProblem({ ...rule, days: 0 })?.field).toBe('days');
    expect(deadlineRuleProblem({ ...rule, days: -14 })?.message).toMatch(/at least 1 day/);
    expect(deadlineRuleProblem({ ...rule, days: 2.5 })?.message).toMatch(/whole number/);
    expect(deadlineRuleProblem({ ...rule, days: 200, unit: 'weeks' })?.message).toMatch(
      /at most 730/,
    );
    expect(deadlineRuleProblem({ ...rule, direction: 'before', service: 'mail' })?.field).toBe(
      'service',
    );
  });
});
