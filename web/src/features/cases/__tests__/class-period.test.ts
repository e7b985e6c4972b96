import { describe, expect, it } from 'vitest';
import { classPeriodDays, priceWindow } from '../class-period.ts';

describe('the class period helpers', () => {
  it('should count both the first and the last day', () => {
    expect(classPeriodDays('2024-01-01', '2024-01-01')).toBe(1);
    expect(classPeriodDays('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('should chart from a quarter before the period through the look-back after it', () => {
    expect(priceWindow('2024-04-01', '2024-06-30')).toEqual({
      from: '2024-01-02',
      to: '2024-09-28',
    });
  });
});
