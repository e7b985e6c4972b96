import { describe, expect, it } from 'vitest';
import { deadlineHistoryWording } from '../deadline-history.ts';

const trigger = (date: string) => ({ kind: 'event', event: 'complaint filed', date });
const entry = (
  operation: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  related: { rows: string; created: number; updated: number; deleted: number }[] = [],
) => ({
  action: before ? ('updated' as const) : ('created' as const),
  operation,
  before,
  after,
  related,
});

describe("a deadline's history in words", () => {
  it('should say what was created: due date, rule and trigger, owner by name', () => {
    const created = entry('createDeadline', null, {
      id: 'DL-00001',
      title: 'Early notice',
      trigger: trigger('2026-11-02'),
      ruleId: 'pslra-early-notice',
      ruleName: 'PSLRA early notice',
      dueOn: '2026-11-23',
      ownerId: 'u-staff',
      ownerName: 'Sam Staff',
      state: 'open',
    });
    expect(deadlineHistoryWording(created)).toEqual({
      action: 'Created',
      details: [
        'Early notice, due Nov 23, 2026',
        'Rule: PSLRA early notice, counted from complaint filed, Nov 2, 2026',
        'Owner: Sam Staff',
      ],
    });
  });

  it('should say how a trigger change moved the deadline, and how many moved with it', () => {
    const moved = entry(
      'changeDeadlineTrigger',
      { trigger: trigger('2026-11-02'), dueOn: '2026-11-23' },
      { trigger: trigger('2026-11-09'), dueOn: '2026-11-30' },
      [{ rows: 'deadlines', created: 0, updated: 2, deleted: 0 }],
    );
    expect(deadlineHistoryWording(moved)).toEqual({
      action: 'Trigger changed',
      details: [
        'Trigger: complaint filed, Nov 2, 2026 → complaint filed, Nov 9, 2026',
        'Due date moved: Nov 23, 2026 → Nov 30, 2026',
        '2 other deadlines counted from the same trigger moved with it',
      ],
    });
  });

  it.each([
    ['done', 'Marked done'],
    ['waived', 'Waived'],
    ['open', 'Reopened'],
  ])('should name the state change to %s as "%s"', (state, action) => {
    const changed = entry('setDeadlineState', { state: 'x' }, { state });
    expect(deadlineHistoryWording(changed)).toEqual({ action, details: [] });
  });

  it('should name owners, not their ids, and say other hand edits', () => {
    const edited = entry(
      'updateDeadline',
      { ownerId: 'u-staff', ownerName: 'Sam Staff', title: 'Notice', dueOn: '2026-12-01' },
      { ownerId: 'u-admin', ownerName: 'Ada Admin', title: 'Notice to class', dueOn: '2026-12-03' },
    );
    expect(deadlineHistoryWording(edited)).toEqual({
      action: 'Edited',
      details: [
        'Title: Notice → Notice to class',
        'Due date moved: Dec 1, 2026 → Dec 3, 2026',
        'Owner: Sam Staff → Ada Admin',
      ],
    });
  });
});
