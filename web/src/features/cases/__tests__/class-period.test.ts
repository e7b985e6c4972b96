import { describe, expect, it } from 'vitest';
import { classPeriodDays, priceWindow } from '../class-period.ts';

describe('the class period helpers', () => {
  it('should count both the first and the last day', () => {
    expect(classPeriodDays('2024-01-01', '2024-01-01')).toBe(1);
    expect(classPeriodDays('2024-01-01', '2024-12-31')).toBe(366);
  });

  const period = { classPeriodStart: '2024-04-01', classPeriodEnd: '2024-06-30' };

  it('should chart from a quarter before the period through the lookback after it', () => {
    expect(priceWindow({ ...period, disclosureDate: null })).toEqual({
      from: '2024-01-02',
      to: '2024-09-28',
    });
  });

  it('should open the lookback on the case’s own disclosure date when it has one', () => {
    expect(priceWindow({ ...period, disclosureDate: '2024-07-02' }).to).toBe('2024-09-29');
  });
});
