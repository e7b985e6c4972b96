import { describe, expect, it } from 'vitest';
import { classPeriodInOrder } from '../class-period.ts';

describe('a class period', () => {
  it('should be in order when it ends on or after its first day', () => {
    expect(classPeriodInOrder('2024-01-02', '2024-01-02')).toBe(true);
    expect(classPeriodInOrder('2024-01-02', '2025-06-30')).toBe(true);
  });

  it('should not be in order when it ends before it starts', () => {
    expect(classPeriodInOrder('2024-05-01', '2024-04-30')).toBe(false);
  });
});
