import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOf, fromDayNumber, isIsoDate } from '../dates.ts';

const DAY_MS = 86_400_000;

describe('calendar dates as day numbers', () => {
  it('should agree with Date both ways, across leap years and centuries', () => {
    fc.assert(
      fc.property(fc.integer({ min: -719_162, max: 2_932_896 }), (day) => {
        const iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
        expect(fromDayNumber(day)).toBe(iso);
        expect(dayOf(iso)).toBe(day);
      }),
      { numRuns: 5000 },
    );
  });

  it.each(['2024-02-29', '2000-02-29', '1970-01-01', '9999-12-31'])('should accept %s', (date) => {
    expect(isIsoDate(date)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '0000-01-01',
    '2024-1-01',
    '2024/01/01',
    ' 2024-01-01',
    '',
  ])('should refuse %j', (date) => {
    expect(dayOf(date)).toBe(-1);
  });

  it('should refuse what is not a string', () => {
    expect(isIsoDate(20240101)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});
