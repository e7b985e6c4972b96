import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../loss/dates.ts';
import { deadlineStateProblem, deadlineUrgency, earliestOpen } from '../index.ts';

const TODAY = '2026-11-27';

describe('deadlineUrgency', () => {
  it('should call an open deadline past its date overdue, by hand', () => {
    expect(deadlineUrgency('2026-11-26', TODAY)).toBe('overdue');
    expect(deadlineUrgency('2025-01-02', TODAY)).toBe('overdue');
  });

  it('should call one due today up to 7 days ahead due soon, and later after that', () => {
    expect(deadlineUrgency(TODAY, TODAY)).toBe('due_soon');
    expect(deadlineUrgency('2026-12-04', TODAY)).toBe('due_soon');
    expect(deadlineUrgency('2026-12-05', TODAY)).toBe('later');
  });

  it('should never call a done or waived deadline overdue or due', () => {
    expect(deadlineUrgency('2026-01-01', TODAY, 'done')).toBe('settled');
    expect(deadlineUrgency(TODAY, TODAY, 'waived')).toBe('settled');
  });

  it('should be overdue exactly when an open date is before today, whatever the dates', () => {
    const day = fc.integer({ min: -4000, max: 4000 }).map((n) => addDays(TODAY, n));
    fc.assert(
      fc.property(
        day,
        day,
        fc.constantFrom('open', 'done', 'waived' as const),
        (due, today, state) => {
          const urgency = deadlineUrgency(due, today, state);
          expect(urgency === 'overdue').toBe(state === 'open' && due < today);
          if (state !== 'open') expect(urgency).toBe('settled');
        },
      ),
    );
  });
});

describe('deadlineStateProblem', () => {
  it('should settle an open deadline and reopen a settled one, nothing else', () => {
    expect(deadlineStateProblem('open', 'done')).toBeNull();
    expect(deadlineStateProblem('open', 'waived')).toBeNull();
    expect(deadlineStateProblem('waived', 'open')).toBeNull();
    expect(deadlineStateProblem('done', 'done')).toBe('the deadline is already done');
    expect(deadlineStateProblem('done', 'waived')).toMatch(/reopen it/);
  });
});

describe('earliestOpen', () => {
  it('should pick the earliest open deadline, an overdue one included, never a settled one', () => {
    const d = (id: string, dueOn: string, state: 'open' | 'done' | 'waived') => ({
      id,
      dueOn,
      state,
    });
    const rows = [
      d('a', '2026-12-10', 'open'),
      d('b', '2026-11-01', 'done'),
      d('c', '2026-11-10', 'open'),
      d('e', '2026-10-01', 'waived'),
    ];
    expect(earliestOpen(rows)?.id).toBe('c');
    expect(earliestOpen(rows.filter((r) => r.state !== 'open'))).toBeNull();
  });
});
