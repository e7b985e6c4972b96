/**
 * Where daily closes fail to cover the lookback window, by the NYSE calendar (the one the
 * coverage, the price chart and the drop finders use): a weekend or a day the exchange was
 * closed is no gap; any trading day without a close is missing data, which the engine will not
 * average over. Before the calendar's first day (1971) every weekday counts as a trading day.
 */
import { NYSE_CALENDAR_FROM, nyseClosure } from '../domain/market/exchange-calendar.ts';
import { dayNumber, fromDayNumber, isWeekendDay } from './dates.ts';
import type { PriceWindow, Window } from './price-window.ts';
import type { IsoDate, LossProblem } from './types.ts';

export interface Gap {
  from: IsoDate;
  to: IsoDate;
}

const CALENDAR_START = dayNumber(NYSE_CALENDAR_FROM);

function isTradingDayNumber(day: number): boolean {
  if (isWeekendDay(day)) return false;
  return day < CALENDAR_START || nyseClosure(fromDayNumber(day)) === null;
}

function hasTradingDay(from: number, to: number): boolean {
  for (let day = from; day <= to; day += 1) if (isTradingDayNumber(day)) return true;
  return false;
}

/**
 * The stretches from `start` to `end` (day numbers) between closes that hold a trading day:
 * each from the day after a close to the day before the next (or the window's ends).
 */
export function findGaps(days: readonly number[], start: number, end: number): Gap[] {
  const gaps: Gap[] = [];
  let previous = start - 1;
  for (const day of [...days, end + 1]) {
    if (day - previous > 1 && hasTradingDay(previous + 1, day - 1)) {
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
