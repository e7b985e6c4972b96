import { describe, expect, it } from 'vitest';
import {
  isPeriodOf,
  lastClosedPeriod,
  periodRange,
  previousPeriod,
  recentPeriods,
} from '../report-period.ts';

describe('report periods', () => {
  it('should take a year for annual reports and scorecards, a quarter for quarterly ones', () => {
    expect(isPeriodOf('annual', '2025')).toBe(true);
    expect(isPeriodOf('scorecard', '2025')).toBe(true);
    expect(isPeriodOf('quarterly', '2025-Q3')).toBe(true);
    expect(isPeriodOf('annual', '2025-Q3')).toBe(false);
    expect(isPeriodOf('quarterly', '2025')).toBe(false);
    expect(isPeriodOf('quarterly', '2025-Q5')).toBe(false);
  });

  it('should span a whole year with its twelve months', () => {
    const range = periodRange('annual', '2024');
    expect(range.start).toBe('2024-01-01');
    expect(range.end).toBe('2024-12-31');
    expect(range.months).toHaveLength(12);
    expect(range.months[11]).toBe('2024-12');
  });

  it('should span a quarter with its three months and its real last day', () => {
    expect(periodRange('quarterly', '2025-Q2')).toEqual({
      start: '2025-04-01',
      end: '2025-06-30',
      months: ['2025-04', '2025-05', '2025-06'],
    });
    expect(periodRange('quarterly', '2025-Q3').end).toBe('2025-09-30');
  });

  it('should refuse a period of the wrong shape', () => {
    expect(() => periodRange('annual', '2025-Q1')).toThrow(RangeError);
  });

  it('should step back a quarter across a year', () => {
    expect(previousPeriod('quarterly', '2025-Q1')).toBe('2024-Q4');
    expect(previousPeriod('quarterly', '2025-Q3')).toBe('2025-Q2');
    expect(previousPeriod('annual', '2025')).toBe('2024');
  });

  it('should name the last whole period before a date', () => {
    expect(lastClosedPeriod('annual', '2026-03-05')).toBe('2025');
    expect(lastClosedPeriod('quarterly', '2026-03-05')).toBe('2025-Q4');
    expect(lastClosedPeriod('quarterly', '2026-11-24')).toBe('2026-Q3');
  });

  it('should offer the latest whole periods, newest first', () => {
    expect(recentPeriods('quarterly', '2026-02-10', 3)).toEqual(['2025-Q4', '2025-Q3', '2025-Q2']);
    expect(recentPeriods('annual', '2026-02-10', 2)).toEqual(['2025', '2024']);
  });
});
