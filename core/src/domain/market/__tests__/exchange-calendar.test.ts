import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isTradingDay,
  missingTradingDays,
  nyseClosure,
  nyseHolidays,
  tradingDaysBetween,
} from '../exchange-calendar.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../../tests/fixtures/market/${name}`, import.meta.url), 'utf8');

/** `1/2/1978` → `1978-01-02`. */
function fromUsDate(text: string): string {
  const [m, d, y] = text.split('/');
  return `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
}

/** Every weekday from `from` to `to`, both included. */
function weekdays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000) {
    const date = new Date(t);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6)
      days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

/** Days the published list and the calendar disagree on, each named with which side says closed. */
function disagreements(published: Set<string>, from: string, to: string): string[] {
  return weekdays(from, to).flatMap((day) => {
    const calendarClosed = !isTradingDay(day);
    if (calendarClosed === published.has(day)) return [];
    return [`${day}: ${calendarClosed ? 'calendar' : 'published list'} says closed`];
  });
}

describe('the NYSE calendar against published holiday lists', () => {
  it('should agree day by day with pandas_market_calendars’ list of full-day closures, 1971 to mid-2021', () => {
    const published = new Set(
      fixture('nyse_full_day_holidays_1971_2021.csv').trim().split('\n').map(fromUsDate),
    );
    expect(published.size).toBe(439);
    expect(disagreements(published, '1971-01-01', '2021-07-05')).toEqual([]);
  });

  it('should agree day by day with the NYSE holiday lists of 2022 to 2026', () => {
    const rows = fixture('nyse_holidays_2022_2026.csv').trim().split('\n').slice(1);
    const published = new Set(rows.map((row) => row.split(',')[0]!));
    expect(published.size).toBe(50);
    expect(disagreements(published, '2022-01-01', '2026-12-31')).toEqual([]);
  });
});

describe('the NYSE holiday rules', () => {
  it('should not close on the Friday before a New Year’s Day that falls on a Saturday', () => {
    expect(isTradingDay('2021-12-31')).toBe(true);
    expect(isTradingDay('2010-12-31')).toBe(true);
    expect(nyseHolidays(2022).map((h) => h.name)).not.toContain("New Year's Day");
  });

  it('should move a Sunday holiday to the Monday and a Saturday one to the Friday', () => {
    expect(nyseClosure('2023-01-02')).toBe("New Year's Day");
    expect(nyseClosure('2022-06-20')).toBe('Juneteenth');
    expect(nyseClosure('2026-07-03')).toBe('Independence Day');
  });

  it('should keep Juneteenth only from 2022 and Martin Luther King Day only from 1998', () => {
    expect(isTradingDay('2021-06-18')).toBe(true);
    expect(isTradingDay('1997-01-20')).toBe(true);
    expect(nyseClosure('1998-01-19')).toBe('Martin Luther King, Jr. Day');
  });

  it('should name the unscheduled closures', () => {
    expect(nyseClosure('2012-10-29')).toBe('Hurricane Sandy');
    expect(nyseClosure('2001-09-14')).toBe('September 11 attacks');
    expect(nyseClosure('2025-01-09')).toBe('Day of mourning for President Carter');
    expect(nyseClosure('2025-01-10')).toBeNull();
  });

  it('should refuse dates that are not calendar dates or come before the calendar', () => {
    expect(() => isTradingDay('2024-02-30')).toThrow(RangeError);
    expect(() => isTradingDay('24-02-01')).toThrow(RangeError);
    expect(() => isTradingDay('1970-06-01')).toThrow(/starts on 1971-01-01/);
  });
});

describe('trading days and gaps', () => {
  it('should count the sessions of a year as the exchange held them', () => {
    // Hurricane Sandy closed two weekdays of 2012, which had 250 sessions.
    expect(tradingDaysBetween('2012-01-01', '2012-12-31')).toHaveLength(250);
    expect(tradingDaysBetween('2024-01-01', '2024-12-31')).toHaveLength(252);
    expect(tradingDaysBetween('2024-01-05', '2024-01-04')).toEqual([]);
  });

  it('should find as gaps only the missing days the exchange was open', () => {
    const present = ['2012-10-25', '2012-10-26', '2012-11-01', '2012-11-02'];
    // The weekend and Sandy's closures are not gaps; the 31st is.
    expect(missingTradingDays(present, '2012-10-25', '2012-11-02')).toEqual(['2012-10-31']);
  });

  it('should find no gap in a series made of the trading days themselves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 400 }),
        (offset, length) => {
          const from = new Date(Date.UTC(1971, 0, 1 + offset)).toISOString().slice(0, 10);
          const to = new Date(Date.UTC(1971, 0, 1 + offset + length)).toISOString().slice(0, 10);
          const days = tradingDaysBetween(from, to);
          expect(missingTradingDays(days, from, to)).toEqual([]);
          expect(days.every(isTradingDay)).toBe(true);
          // Dropping one session makes exactly that day a gap.
          if (days.length > 0) {
            const dropped = days[Math.floor(days.length / 2)]!;
            expect(
              missingTradingDays(
                days.filter((d) => d !== dropped),
                from,
                to,
              ),
            ).toEqual([dropped]);
          }
        },
      ),
    );
  });
});
