/**
 * M and M_d from daily closes: the closes inside the lookback window, their running sums, and
 * the stretches of the window they do not cover (price-gaps.ts).
 *
 * A loss run calls the engine once per account with the same price list, so the work is done
 * once per (price list, disclosure date) and kept while the list lives: price lists are treated
 * as immutable.
 */
import { dayNumber, dayOf, fromDayNumber, isIsoDate, show } from './dates.ts';
import { findGaps, type Gap } from './price-gaps.ts';
import { decimalOf } from './decimal.ts';
import { RAT_ZERO, ratAdd, ratDivInt, ratInv, ratMul, type Rat } from './rational.ts';
import { shareFactor } from './split-basis.ts';
import type { DailyClose, IsoDate, LossProblem, LossSplit } from './types.ts';

export interface Window {
  start: IsoDate;
  end: IsoDate;
}

export interface PriceWindow {
  /** Bad entries in the price list (anywhere in it). */
  entryProblems: readonly LossProblem[];
  /** Stretches of the window without closes that hold a trading day (NYSE calendar). */
  gaps: readonly Gap[];
  /** The first and last close inside the window; null without any. */
  first: IsoDate | null;
  last: IsoDate | null;
  /** M; null without closes in the window. */
  mean: Rat | null;
  /** M_d: the mean of the closes from the window's start through a day number; null before the first. */
  meanThrough(day: number): Rat | null;
}

function entryProblems(prices: readonly DailyClose[]): LossProblem[] {
  const problems: LossProblem[] = [];
  const seen = new Map<string, number>();
  prices.forEach((p, i) => {
    if (!isIsoDate(p.date)) {
      problems.push({
        field: `prices[${i}].date`,
        message: `Price ${i + 1}: "${show(p.date)}" is not a date (YYYY-MM-DD)`,
      });
      return;
    }
    if (typeof p.close !== 'number' || !Number.isFinite(p.close) || p.close <= 0) {
      problems.push({
        field: `prices[${i}].close`,
        message: `Price ${i + 1} (${p.date}): the close must be a positive number, not ${show(p.close)}`,
      });
    }
    const other = seen.get(p.date);
    if (other !== undefined) {
      problems.push({
        field: `prices[${i}].date`,
        message: `Price ${i + 1}: a second close for ${p.date} (price ${other + 1} has one)`,
      });
    } else seen.set(p.date, i);
  });
  return problems;
}

/** A close in the shares of the window's last day (split-basis.ts). */
function closeInBasis(date: IsoDate, close: number, window: Window, splits: readonly LossSplit[]) {
  const value = decimalOf(close);
  return splits.length === 0 ? value : ratMul(value, ratInv(shareFactor(splits, date, window.end)));
}

function build(
  prices: readonly DailyClose[],
  window: Window,
  splits: readonly LossSplit[],
): PriceWindow {
  const start = dayNumber(window.start);
  const end = dayNumber(window.end);
  const inside = prices
    .map((p) => ({ date: p.date, day: dayOf(p.date), close: p.close }))
    .filter((p) => p.day >= start && p.day <= end)
    .filter((p) => typeof p.close === 'number' && Number.isFinite(p.close) && p.close > 0)
    .sort((a, b) => a.day - b.day);
  const sums: Rat[] = [RAT_ZERO];
  for (const p of inside)
    sums.push(ratAdd(sums[sums.length - 1]!, closeInBasis(p.date, p.close, window, splits)));
  // How many closes fall on or before each day of the window: M_d is then one array read.
  const countThrough = new Int32Array(end - start + 1);
  for (let i = 0, day = start; day <= end; day += 1) {
    while (i < inside.length && inside[i]!.day <= day) i += 1;
    countThrough[day - start] = i;
  }
  const means = new Array<Rat | null | undefined>(inside.length + 1).fill(undefined);
  const meanOfFirst = (count: number) => {
    let mean = means[count];
    if (mean === undefined) {
      mean = count === 0 ? null : ratDivInt(sums[count]!, count);
      means[count] = mean;
    }
    return mean;
  };
  const days = inside.map((p) => p.day);
  return {
    entryProblems: entryProblems(prices),
    gaps: findGaps(days, start, end),
    first: days.length > 0 ? fromDayNumber(days[0]!) : null,
    last: days.length > 0 ? fromDayNumber(days[days.length - 1]!) : null,
    mean: meanOfFirst(inside.length),
    meanThrough: (day) =>
      day < start || day > end ? null : meanOfFirst(countThrough[day - start]!),
  };
}

const cache = new WeakMap<readonly DailyClose[], Map<IsoDate, PriceWindow>>();

export function priceWindow(
  prices: readonly DailyClose[],
  window: Window,
  splits: readonly LossSplit[] = [],
): PriceWindow {
  // With splits the closes depend on them too: built afresh (few securities have any).
  if (splits.length > 0) return build(prices, window, splits);
  let byStart = cache.get(prices);
  if (!byStart) {
    byStart = new Map();
    cache.set(prices, byStart);
  }
  let found = byStart.get(window.start);
  if (!found) {
    found = build(prices, window, splits);
    byStart.set(window.start, found);
  }
  return found;
}
