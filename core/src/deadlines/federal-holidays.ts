/**
 * The legal public holidays of 5 U.S.C. 6103(a), on the days set aside for observing them: a
 * holiday on a Saturday is observed the Friday before, one on a Sunday the Monday after
 * (6103(b) and Executive Order 11582). This is what Fed. R. Civ. P. 6(a)(6)(A) calls a legal
 * holiday. Inauguration Day (6103(c)) is left out: it is a holiday only in the Washington area,
 * and days the President or a state declares (6(a)(6)(B), (C)) are not known in advance.
 */
import { civilDay, nthWeekday, observedWeekday } from '../domain/calendar-days.ts';
import { fromDayNumber } from '../loss/dates.ts';

const MONDAY = 1;
const THURSDAY = 4;

/** The holidays of `year` as the statute stood that year, by name, as day numbers observed. */
export function federalHolidaysOf(year: number): { name: string; day: number }[] {
  const holidays = [
    { name: "New Year's Day", day: observedWeekday(civilDay(year, 1, 1)) },
    { name: 'Washington’s Birthday', day: nthWeekday(year, 2, MONDAY, 3) },
    { name: 'Memorial Day', day: nthWeekday(year, 5, MONDAY, -1) },
    { name: 'Independence Day', day: observedWeekday(civilDay(year, 7, 4)) },
    { name: 'Labor Day', day: nthWeekday(year, 9, MONDAY, 1) },
    { name: 'Columbus Day', day: nthWeekday(year, 10, MONDAY, 2) },
    {
      name: 'Veterans Day',
      // 1971 to 1977 it fell on the fourth Monday of October (Pub. L. 90-363, undone by 94-97).
      day:
        year >= 1971 && year <= 1977
          ? nthWeekday(year, 10, MONDAY, 4)
          : observedWeekday(civilDay(year, 11, 11)),
    },
    { name: 'Thanksgiving Day', day: nthWeekday(year, 11, THURSDAY, 4) },
    { name: 'Christmas Day', day: observedWeekday(civilDay(year, 12, 25)) },
  ];
  if (year >= 1986) {
    holidays.push({
      name: 'Birthday of Martin Luther King, Jr.',
      day: nthWeekday(year, 1, MONDAY, 3),
    });
  }
  if (year >= 2021) {
    holidays.push({
      name: 'Juneteenth National Independence Day',
      day: observedWeekday(civilDay(year, 6, 19)),
    });
  }
  return holidays.sort((a, b) => a.day - b.day);
}

const byYear = new Map<number, ReadonlyMap<number, string>>();

/** The holiday observed on a day (its name), or null. */
export function federalHolidayOn(day: number): string | null {
  const year = Number(fromDayNumber(day).slice(0, 4));
  // New Year's Day on a Saturday is observed on December 31 of the year before.
  for (const y of [year, year + 1]) {
    let days = byYear.get(y);
    if (!days) {
      days = new Map(federalHolidaysOf(y).map((h) => [h.day, h.name]));
      byYear.set(y, days);
    }
    const name = days.get(day);
    if (name) return name;
  }
  return null;
}
