/**
 * The PSLRA lookback (15 U.S.C. 78u-4(e)): the 90 calendar days beginning on the corrective
 * disclosure. M is the mean close over the window, M_d the mean from its first day through day
 * d. Both come from daily closes or, when a plan of allocation publishes them, from its table,
 * used as is. A table without an entry for a sale's day falls back to the closes; without
 * closes that is a problem for the user to fix, never a guess.
 */
import { addDays, isIsoDate, show } from './dates.ts';
import { decimalOf } from './decimal.ts';
import { gapProblems } from './price-gaps.ts';
import { priceWindow, type Window } from './price-window.ts';
import type { Rat } from './rational.ts';
import type { IsoDate, LossInput, LossProblem } from './types.ts';

export const LOOKBACK_DAYS = 90;

/** The first corrective disclosure when none is given: the day after the class period. */
export function defaultDisclosureDate(classPeriodEnd: IsoDate): IsoDate {
  return addDays(classPeriodEnd, 1);
}

// A loss run asks for the same few windows once per account: Date arithmetic is worth keeping.
const windows = new Map<IsoDate, Window>();

/** The 90 calendar days beginning on the disclosure date, both ends inclusive. */
export function lookbackWindow(disclosureDate: IsoDate): Window {
  let window = windows.get(disclosureDate);
  if (!window) {
    window = { start: disclosureDate, end: addDays(disclosureDate, LOOKBACK_DAYS - 1) };
    if (windows.size > 10_000) windows.clear();
    windows.set(disclosureDate, window);
  }
  return { ...window };
}

export interface LookbackSource {
  window: Window;
  source: 'prices' | 'plan';
  /** M; null when it cannot be known (see `problems`). */
  mean: Rat | null;
  problems: LossProblem[];
  /** M_d for a day of the window (its date and day number), or why there is none. */
  meanThrough(date: IsoDate, day: number): Rat | string;
}

const positive = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0;

function fromPrices(input: LossInput, window: Window): LookbackSource {
  if (!input.prices) {
    const message = `Give the daily closes for the lookback window (${window.start} to ${window.end}) or the plan's lookback table: M cannot be known without one`;
    return {
      window,
      source: 'prices',
      mean: null,
      problems: [{ field: 'prices', message }],
      meanThrough: () => 'no prices',
    };
  }
  const prices = priceWindow(input.prices, window, input.splits);
  return {
    window,
    source: 'prices',
    mean: prices.mean,
    problems: [...prices.entryProblems, ...gapProblems(prices, window)],
    meanThrough: (date, day) =>
      prices.meanThrough(day) ??
      `no close between the disclosure date ${window.start} and ${date} to take M_d from`,
  };
}

function tableProblems(input: LossInput, window: Window): LossProblem[] {
  const table = input.lookback!;
  const problems: LossProblem[] = [];
  if (!positive(table.mean)) {
    problems.push({
      field: 'lookback.mean',
      message: `The lookback table's mean M must be a positive number, not ${show(table.mean)}`,
    });
  }
  for (const [date, mean] of Object.entries(table.meanThrough ?? {})) {
    const field = `lookback.meanThrough.${date}`;
    if (!isIsoDate(date))
      problems.push({
        field,
        message: `The lookback table has an entry for "${date}", which is not a date (YYYY-MM-DD)`,
      });
    else if (date < window.start || date > window.end) {
      problems.push({
        field,
        date,
        message: `The lookback table has an M_d for ${date}, outside the lookback window (${window.start} to ${window.end})`,
      });
    }
    if (!positive(mean))
      problems.push({
        field,
        message: `The lookback table's M_d for ${date} must be a positive number, not ${show(mean)}`,
      });
  }
  return problems;
}

function fromTable(input: LossInput, window: Window): LookbackSource {
  const table = input.lookback!;
  const problems = tableProblems(input, window);
  let pricesChecked = false;
  const fallback = (date: IsoDate, day: number): Rat | string => {
    const missing = `the lookback table has no M_d for ${date}`;
    if (!input.prices)
      return `${missing} and no prices were given to work it out: add it to the table`;
    const prices = priceWindow(input.prices, window, input.splits);
    if (!pricesChecked) {
      pricesChecked = true;
      problems.push(...prices.entryProblems);
    }
    const gap = prices.gaps.find((g) => g.from <= date);
    if (gap)
      return `${missing} and the prices miss closes from ${gap.from} to ${gap.to}: add either`;
    return (
      prices.meanThrough(day) ??
      `${missing} and the prices have no close from ${window.start} to ${date}`
    );
  };
  return {
    window,
    source: 'plan',
    mean: positive(table.mean) ? decimalOf(table.mean) : null,
    problems,
    meanThrough(date, day) {
      const value = table.meanThrough?.[date];
      if (value === undefined) return fallback(date, day);
      return positive(value)
        ? decimalOf(value)
        : `the lookback table's M_d for ${date} is not a positive number`;
    },
  };
}

/** Where M and M_d come from: the plan's table when given, else the daily closes. */
export function lookbackSource(input: LossInput, disclosureDate: IsoDate): LookbackSource {
  const window = lookbackWindow(disclosureDate);
  return input.lookback ? fromTable(input, window) : fromPrices(input, window);
}
