import { describe, expect, it } from 'vitest';
import {
  daysOf,
  groupByDay,
  monthGridDays,
  monthRange,
  parseIsoDate,
  rangeFor,
  rangeTitle,
  shiftDate,
  weekdayNames,
  weekRange,
} from '../calendar-range.ts';

describe('the calendar date math', () => {
  it('should lay a month out in whole Monday-first weeks', () => {
    // November 2026 starts on a Sunday and ends on a Monday: six rows.
    const days = monthGridDays('2026-11-17');
    expect(days).toHaveLength(42);
    expect(days[0]).toBe('2026-10-26');
    expect(days[6]).toBe('2026-11-01');
    expect(days.at(-1)).toBe('2026-12-06');
  });

  it('should need only four rows for a February that starts on a Monday', () => {
    const days = monthGridDays('2027-02-10');
    expect(days).toHaveLength(28);
    expect(days[0]).toBe('2027-02-01');
    expect(days.at(-1)).toBe('2027-02-28');
  });

  it('should bound a month and a week inclusively, across a year end', () => {
    expect(monthRange('2024-02-15')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(weekRange('2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(weekRange('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekRange('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('should list every day of a range once, across a daylight-saving change', () => {
    const days = daysOf({ from: '2026-03-27', to: '2026-03-31' });
    expect(days).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
  });

  it('should ask for the month, the week or the one day a view shows', () => {
    expect(rangeFor('month', '2026-11-17')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(rangeFor('agenda', '2026-11-17')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(rangeFor('week', '2026-11-17')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(rangeFor('agenda', '2026-11-17', 'day')).toEqual({
      from: '2026-11-17',
      to: '2026-11-17',
    });
  });

  it('should step a month, a week or a day, clamping to the end of a shorter month', () => {
    expect(shiftDate('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftDate('month', '2026-01-15', -1)).toBe('2025-12-15');
    expect(shiftDate('agenda', '2026-11-15', 1)).toBe('2026-12-15');
    expect(shiftDate('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(shiftDate('agenda', '2026-11-30', 1, 'day')).toBe('2026-12-01');
  });

  it('should title the shown range', () => {
    expect(rangeTitle('month', '2026-11-17')).toBe('November 2026');
    expect(rangeTitle('week', '2026-11-17')).toBe('Nov 16 – Nov 22, 2026');
    expect(rangeTitle('week', '2026-12-31')).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(rangeTitle('agenda', '2026-11-17', 'day')).toBe('Tue, Nov 17, 2026');
  });

  it('should keep a valid URL date and fall back to today for anything else', () => {
    expect(parseIsoDate('2026-02-28', '2026-11-23')).toBe('2026-02-28');
    expect(parseIsoDate('2026-02-30', '2026-11-23')).toBe('2026-11-23');
    expect(parseIsoDate('2026-2-3', '2026-11-23')).toBe('2026-11-23');
    expect(parseIsoDate('yesterday', '2026-11-23')).toBe('2026-11-23');
    expect(parseIsoDate(null, '2026-11-23')).toBe('2026-11-23');
  });

  it('should name the weekdays Monday first', () => {
    expect(weekdayNames().map((d) => d.short)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
  });

  it('should group items by day in the order given', () => {
    const groups = groupByDay([
      { date: '2026-11-02', n: 1 },
      { date: '2026-11-03', n: 2 },
      { date: '2026-11-02', n: 3 },
    ]);
    expect([...groups.keys()]).toEqual(['2026-11-02', '2026-11-03']);
    expect(groups.get('2026-11-02')?.map((i) => i.n)).toEqual([1, 3]);
  });
});
