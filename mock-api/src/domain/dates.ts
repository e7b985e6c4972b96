/**
 * Business-day arithmetic on ISO dates. Weekends are skipped; exchange holidays are not
 * modelled (the data only needs to look like a trading calendar, not be one).
 */

const DAY_MS = 86_400_000;

/** Memoised: the generator converts the same few thousand dates again and again. */
const dayCache = new Map<string, number>();

export function toDay(iso: string): number {
  let day = dayCache.get(iso);
  if (day === undefined) {
    day = Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
    dayCache.set(iso, day);
  }
  return day;
}

export function fromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return fromDay(toDay(iso) + days);
}

function isWeekday(day: number): boolean {
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday (4)
  return weekday !== 0 && weekday !== 6;
}

/** Every weekday from `start` to `end`, inclusive. */
export function businessDays(start: string, end: string): string[] {
  const days: string[] = [];
  for (let d = toDay(start); d <= toDay(end); d += 1) if (isWeekday(d)) days.push(fromDay(d));
  return days;
}

export function addBusinessDays(iso: string, count: number): string {
  let day = toDay(iso);
  let left = count;
  while (left > 0) {
    day += 1;
    if (isWeekday(day)) left -= 1;
  }
  return fromDay(day);
}

/** The last day of each calendar quarter from `start` to `end`. */
export function quarterEnds(start: string, end: string): string[] {
  const ends: string[] = [];
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year += 1) {
    for (const md of ['03-31', '06-30', '09-30', '12-31']) {
      const date = `${year}-${md}`;
      if (date >= start && date <= end) ends.push(date);
    }
  }
  return ends;
}

export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

/** An instant on a business date, at a given minute of the day, as the API writes it. */
export function instant(date: string, minuteOfDay: number): string {
  return new Date(toDay(date) * DAY_MS + minuteOfDay * 60_000).toISOString();
}
