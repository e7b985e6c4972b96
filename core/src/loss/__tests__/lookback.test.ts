import { describe, expect, it } from 'vitest';
import { defaultDisclosureDate, lookbackWindow, LOOKBACK_DAYS } from '../index.ts';

describe('the PSLRA lookback', () => {
  it('should open on the day after the class period by default', () => {
    expect(defaultDisclosureDate('2024-03-31')).toBe('2024-04-01');
    expect(defaultDisclosureDate('2024-12-31')).toBe('2025-01-01');
  });

  it('should run 90 calendar days beginning on the disclosure date', () => {
    expect(LOOKBACK_DAYS).toBe(90);
    expect(lookbackWindow('2024-04-01')).toEqual({ start: '2024-04-01', end: '2024-06-29' });
    expect(lookbackWindow('2023-12-15')).toEqual({ start: '2023-12-15', end: '2024-03-13' });
  });
});
