/** Calendar quarters as 13-F reports use them: a report is for a quarter end (03-31 … 12-31). */

const QUARTER_END = /^\d{4}-(03-31|06-30|09-30|12-31)$/;

export function isQuarterEnd(date: string): boolean {
  return QUARTER_END.test(date);
}

/** The first day of the quarter that ends on `period` (`2023-06-30` → `2023-04-01`). */
export function quarterStart(period: string): string {
  const month = Number(period.slice(5, 7)) - 2;
  return `${period.slice(0, 4)}-${String(month).padStart(2, '0')}-01`;
}

/** `2023-06-30` → `Q2 2023`. */
export function quarterLabel(period: string): string {
  return `Q${String(Math.ceil(Number(period.slice(5, 7)) / 3))} ${period.slice(0, 4)}`;
}

/** Every quarter end from `first` to `last` (both quarter ends), newest first. */
export function quarterEndsBetween(first: string, last: string): string[] {
  const ends: string[] = [];
  let year = Number(last.slice(0, 4));
  let quarter = Math.ceil(Number(last.slice(5, 7)) / 3);
  const DAYS = ['03-31', '06-30', '09-30', '12-31'];
  for (;;) {
    const end = `${String(year)}-${DAYS[quarter - 1]!}`;
    if (end < first) return ends;
    ends.push(end);
    quarter -= 1;
    if (quarter === 0) [year, quarter] = [year - 1, 4];
  }
}
