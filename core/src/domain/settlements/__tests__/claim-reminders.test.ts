import { describe, expect, it } from 'vitest';
import { claimDeadlineWarning, claimNotFiled, cureDeadlineNear } from '../claim-reminders.ts';

describe('claim reminders', () => {
  it.each([
    ['2026-12-31', '2026-11-30', null],
    ['2026-12-31', '2026-12-01', 30],
    ['2026-12-31', '2026-12-24', 7],
    ['2026-12-31', '2026-12-31', 7],
    ['2026-12-31', '2027-01-01', null],
  ] as const)(
    'should warn of a claim deadline of %s on %s with the %s-day reminder',
    (due, today, warning) => {
      expect(claimDeadlineWarning(due, today)).toBe(warning);
    },
  );

  it('should count only claims nothing was filed for as not filed', () => {
    expect(claimNotFiled('eligible')).toBe(true);
    expect(claimNotFiled('in_preparation')).toBe(true);
    expect(claimNotFiled('filed')).toBe(false);
    expect(claimNotFiled('deficient')).toBe(false);
  });

  it('should tell a cure deadline within 7 days, not a later or a past one', () => {
    expect(cureDeadlineNear('2026-12-08', '2026-12-01')).toBe(true);
    expect(cureDeadlineNear('2026-12-09', '2026-12-01')).toBe(false);
    expect(cureDeadlineNear('2026-11-30', '2026-12-01')).toBe(false);
  });
});
