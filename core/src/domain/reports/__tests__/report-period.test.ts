import { describe, expect, it } from 'vitest';
import {
  isPeriodOf,
  lastClosedPeriod,
  periodNoun,
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

  it('should take a month for the monthly monitoring report', () => {
    expect(isPeriodOf('monthly', '2026-10')).toBe(true);
    expect(isPeriodOf('monthly', '2026-13')).toBe(false);
    expect(isPeriodOf('monthly', '2026-00')).toBe(false);
    expect(isPeriodOf('monthly', '2026')).toBe(false);
    expect(isPeriodOf('annual', '2026-10')).toBe(false);
    expect(periodNoun('monthly')).toBe('Month');
    expect(periodNoun('quarterly')).toBe('Quarter');
    expect(periodNoun('scorecard')).toBe('Year');
  });

  it('should span a month to its real last day, leap years included', () => {
    expect(periodRange('monthly', '2024-02')).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
      months: ['2024-02'],
    });
    expect(periodRange('monthly', '2025-02').end).toBe('2025-02-28');
    expect(periodRange('monthly', '2026-12').end).toBe('2026-12-31');
  });

  it('should step back a month across a year and name the last whole month', () => {
    expect(previousPeriod('monthly', '2026-01')).toBe('2025-12');
    expect(previousPeriod('monthly', '2026-10')).toBe('2026-09');
    expect(lastClosedPeriod('monthly', '2026-11-01')).toBe('2026-10');
    expect(lastClosedPeriod('monthly', '2026-01-31')).toBe('2025-12');
    expect(recentPeriods('monthly', '2026-02-10', 3)).toEqual(['2026-01', '2025-12', '2025-11']);
  });
});
