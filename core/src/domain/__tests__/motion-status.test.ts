import { describe, expect, it } from 'vitest';
import { MOTION_STATUSES } from '../../api/entities/motions.ts';
import { FINAL_MOTION_STATUSES, isMotionOverdue } from '../motion-status.ts';

const TODAY = '2025-06-15';

describe('motion deadlines', () => {
  it('should name only statuses the contract knows as final', () => {
    for (const status of FINAL_MOTION_STATUSES) expect(MOTION_STATUSES).toContain(status);
  });

  it.each(MOTION_STATUSES)(
    'should count a passed deadline as overdue only while %s is open',
    (status) => {
      const open = !(FINAL_MOTION_STATUSES as readonly string[]).includes(status);
      expect(isMotionOverdue({ deadline: '2025-06-14', status }, TODAY)).toBe(open);
    },
  );

  it('should not count a deadline of today, a later one or none as overdue', () => {
    expect(isMotionOverdue({ deadline: TODAY, status: 'pending' }, TODAY)).toBe(false);
    expect(isMotionOverdue({ deadline: '2025-07-01', status: 'pending' }, TODAY)).toBe(false);
    expect(isMotionOverdue({ deadline: null, status: 'pending' }, TODAY)).toBe(false);
  });
});
