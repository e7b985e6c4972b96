import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, fromDayNumber } from '../../loss/dates.ts';
import { courtDeadline, federalHolidayOn, federalHolidaysOf, isClosedDay } from '../index.ts';

const FIXTURE = new URL(
  '../../../../tests/fixtures/court/opm-federal-holidays-2016-2022.txt',
  import.meta.url,
);

describe('the federal holidays (5 U.S.C. 6103, as observed)', () => {
  it("should agree day by day with the OPM's tables for 2016 to 2022", () => {
    const published = new Set(readFileSync(FIXTURE, 'utf8').trim().split('\n'));
    // The source omits Veterans Day 2020; the OPM's 2020 table has it (see SOURCES.md).
    published.add('2020-11-11');
    const ours = new Set<string>();
    for (let day = dayNumber('2016-01-01'); day <= dayNumber('2022-12-31'); day += 1) {
      if (federalHolidayOn(day)) ours.add(fromDayNumber(day));
    }
    expect([...ours].sort()).toEqual([...published].sort());
  });

  it('should name the holidays of a year as the statute stood then', () => {
    const names = (year: number) => federalHolidaysOf(year).map((h) => h.name);
    expect(names(1985)).not.toContain('Birthday of Martin Luther King, Jr.');
    expect(names(1986)).toContain('Birthday of Martin Luther King, Jr.');
    expect(names(2020)).not.toContain('Juneteenth National Independence Day');
    expect(federalHolidaysOf(2026)).toHaveLength(11);
    // Veterans Day on the fourth Monday of October, 1971 to 1977.
    expect(federalHolidayOn(dayNumber('1975-10-27'))).toBe('Veterans Day');
    expect(federalHolidayOn(dayNumber('1975-11-11'))).toBeNull();
  });

  it('should observe a Saturday holiday on the Friday before, a Sunday one on the Monday after', () => {
    expect(federalHolidayOn(dayNumber('2026-07-03'))).toBe('Independence Day');
    expect(federalHolidayOn(dayNumber('2026-07-04'))).toBeNull();
    expect(federalHolidayOn(dayNumber('2027-12-24'))).toBe('Christmas Day');
    expect(federalHolidayOn(dayNumber('2023-01-02'))).toBe("New Year's Day");
    expect(federalHolidayOn(dayNumber('2027-12-31'))).toBe("New Year's Day");
  });
});

describe('courtDeadline (Fed. R. Civ. P. 6)', () => {
  // Each example counted by hand on a calendar.
  it.each([
    // An ordinary weekday.
    [{ from: '2026-11-27', days: 21, direction: 'after' }, '2026-12-18'],
    // PSLRA early notice, 20 days after a complaint filed on a Friday.
    [{ from: '2024-06-28', days: 20, direction: 'after' }, '2024-07-18'],
    // Ends on a Saturday: on to Monday.
    [{ from: '2026-01-01', days: 30, direction: 'after' }, '2026-02-02'],
    // Ends on Juneteenth (Friday): on to Monday.
    [{ from: '2026-06-05', days: 14, direction: 'after' }, '2026-06-22'],
    // Ends on Friday 2026-07-03, the day Independence Day is observed: past the weekend.
    [{ from: '2026-06-03', days: 30, direction: 'after' }, '2026-07-06'],
    // Ends on Friday 2021-12-31, New Year's Day 2022 observed: on to Monday 2022-01-03.
    [{ from: '2021-12-01', days: 30, direction: 'after' }, '2022-01-03'],
    // Weekends and holidays inside the period count.
    [{ from: '2026-11-20', days: 7, direction: 'after' }, '2026-11-27'],
    // Counting back to Christmas (Friday): back again to Thursday.
    [{ from: '2026-12-28', days: 3, direction: 'before' }, '2026-12-24'],
    // Counting back to a Sunday: back to Friday.
    [{ from: '2026-03-18', days: 10, direction: 'before' }, '2026-03-06'],
    // Service by mail: 3 days after the period's end.
    [{ from: '2026-03-02', days: 14, direction: 'after', service: 'mail' }, '2026-03-19'],
    // ... rolling again: 2026-01-16 + 3 is Monday 2026-01-19, MLK Day, so Tuesday.
    [{ from: '2026-01-02', days: 14, direction: 'after', service: 'mail' }, '2026-01-20'],
    // ... after the period itself rolled: Sat 01-17 → Tue 01-20 (MLK Monday), + 3 → Fri 01-23.
    [{ from: '2026-01-03', days: 14, direction: 'after', service: 'mail' }, '2026-01-23'],
    // Electronic and personal service add nothing.
    [{ from: '2026-03-02', days: 14, direction: 'after', service: 'electronic' }, '2026-03-16'],
    [{ from: '2026-03-02', days: 14, direction: 'after', service: 'personal' }, '2026-03-16'],
  ] as const)('should count %o to %s', (input, expected) => {
    expect(courtDeadline(input)).toBe(expected);
  });

  it.each([
    [{ from: '2026-02-30', days: 10, direction: 'after' }, /real day/],
    [{ from: '26-02-03', days: 10, direction: 'after' }, /YYYY-MM-DD/],
    [{ from: '2026-02-03', days: -1, direction: 'after' }, /whole number/],
    [{ from: '2026-02-03', days: 2.5, direction: 'after' }, /whole number/],
    [{ from: '2026-02-03', days: 2, direction: 'sideways' }, /'after' or 'before'/],
    [{ from: '2026-02-03', days: 2, direction: 'before', service: 'mail' }, /6\(d\)/],
  ])('should refuse %o', (input, message) => {
    expect(() => courtDeadline(input as Parameters<typeof courtDeadline>[0])).toThrow(message);
  });

  it('should never end on a weekend or a holiday, and never before the period has run', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: dayNumber('1990-01-01'), max: dayNumber('2040-12-31') }),
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom('after' as const, 'before' as const),
        fc.boolean(),
        (from, days, direction, mail) => {
          const input = {
            from: fromDayNumber(from),
            days,
            direction,
            ...(mail && direction === 'after' ? { service: 'mail' as const } : {}),
          };
          const end = dayNumber(courtDeadline(input));
          expect(isClosedDay(end)).toBe(false);
          if (direction === 'after') expect(end).toBeGreaterThanOrEqual(from + days);
          else expect(end).toBeLessThanOrEqual(from - days);
          // No more than a long weekend's roll (and 6(d)'s 3 days) past the plain count.
          expect(
            Math.abs(end - (from + (direction === 'after' ? days : -days))),
          ).toBeLessThanOrEqual(mail ? 3 + 4 + 4 : 4);
        },
      ),
    );
  });
});
