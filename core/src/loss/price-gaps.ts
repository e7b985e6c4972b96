/**
 * Where daily closes fail to cover the lookback window. Markets close on weekends and a few
 * holidays, so a weekend or one missing weekday is normal; two or more weekdays in a row
 * without a close mean missing data, which the engine will not average over.
 */
import { fromDayNumber, isWeekendDay } from './dates.ts';
import type { PriceWindow, Window } from './price-window.ts';
import type { IsoDate, LossProblem } from './types.ts';

export interface Gap {
  from: IsoDate;
  to: IsoDate;
}

function weekdaysBetween(from: number, to: number): number {
  let count = 0;
  for (let day = from; day <= to; day += 1) if (!isWeekendDay(day)) count += 1;
  return count;
}

/** Runs of two or more weekdays from `start` to `end` (day numbers) without a close. */
export function findGaps(days: readonly number[], start: number, end: number): Gap[] {
  const gaps: Gap[] = [];
  let previous = start - 1;
  for (const day of [...days, end + 1]) {
    if (day - previous > 1 && weekdaysBetween(previous + 1, day - 1) >= 2) {
      gaps.push({ from: fromDayNumber(previous + 1), to: fromDayNumber(day - 1) });
    }
    previous = day;
  }
  return gaps;
}

/** What is wrong with the closes' cover of the window, in words the user can act on. */
export function gapProblems(prices: PriceWindow, window: Window): LossProblem[] {
  const span = `the lookback window (${window.start} to ${window.end})`;
  if (prices.first === null || prices.last === null) {
    return [
      {
        field: 'prices',
        message: `No closes in ${span}: give the daily closes for it, or the plan's lookback table`,
      },
    ];
  }
  return prices.gaps.map((gap) => {
    const message =
      gap.to === window.end
        ? `The prices end on ${prices.last}, before ${span} is over: add the closes from ${gap.from} to ${gap.to}`
        : gap.from === window.start
          ? `The prices in ${span} start on ${prices.first}: add the closes from ${gap.from} to ${gap.to}`
          : `Closes are missing from ${gap.from} to ${gap.to}, inside ${span}`;
    return { field: 'prices', message };
  });
}
