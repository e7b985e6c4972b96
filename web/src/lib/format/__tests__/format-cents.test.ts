import { describe, expect, it } from 'vitest';
import { formatCents } from '../format.ts';

describe('formatCents', () => {
  it('should show integer cents as dollars with two decimals', () => {
    expect(formatCents(123_405)).toBe('$1,234.05');
    expect(formatCents(7)).toBe('$0.07');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('should show a gain (negative cents) with a minus sign', () => {
    expect(formatCents(-1_200)).toBe('-$12.00');
    expect(formatCents(-5)).toBe('-$0.05');
  });

  it('should stay exact beyond what a fractional dollar amount holds', () => {
    expect(formatCents(900_719_925_474_099)).toBe('$9,007,199,254,740.99');
  });

  it('should show a dash for a missing amount', () => {
    expect(formatCents(null)).toBe('—');
  });
});
