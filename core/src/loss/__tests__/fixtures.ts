/** Small builders for hand-checked loss inputs. */
import type { DailyClose, LossTrade } from '../types.ts';
import { addDays, dayNumber, isWeekendDay } from '../dates.ts';

export const buy = (date: string, quantity: number, price: number, fxRate?: number): LossTrade =>
  fxRate === undefined
    ? { date, side: 'BUY', quantity, price }
    : { date, side: 'BUY', quantity, price, fxRate };

export const sell = (date: string, quantity: number, price: number, fxRate?: number): LossTrade =>
  fxRate === undefined
    ? { date, side: 'SELL', quantity, price }
    : { date, side: 'SELL', quantity, price, fxRate };

/** A close on every weekday from `from` to `to`: the given ones first, then `rest`. */
export function weekdayCloses(
  from: string,
  to: string,
  first: readonly number[],
  rest: number,
): DailyClose[] {
  const closes: DailyClose[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (isWeekendDay(dayNumber(date))) continue;
    closes.push({ date, close: first[closes.length] ?? rest });
  }
  return closes;
}

/** Class period Q1 2024: the lookback runs 2024-04-01 (a Monday) to 2024-06-29. */
export const Q1 = { start: '2024-01-01', end: '2024-03-31' };
