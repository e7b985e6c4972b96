/**
 * One trade's own checks: a real date, a side, a positive quantity that stays exact at the
 * input's quantity scale, a positive price and FX rate. `tradeIsValid` is the fast yes run once
 * per trade; only a trade that fails it pays for the words.
 */
import { dayOf, show } from './dates.ts';
import type { LossProblem, LossTrade } from './types.ts';

const positive = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0;

function exactAtScale(quantity: number, qScale: number): boolean {
  const qn = Math.round(quantity * qScale);
  return Number.isSafeInteger(qn) && qn / qScale === quantity;
}

/** `day`: the trade's day number from `dayOf`, -1 when its date is not one. */
export function tradeIsValid(t: LossTrade, day: number, qScale: number): boolean {
  const side: unknown = t.side;
  return (
    day !== -1 &&
    (side === 'BUY' || side === 'SELL') &&
    positive(t.quantity) &&
    exactAtScale(t.quantity, qScale) &&
    positive(t.price) &&
    (t.fxRate === undefined || positive(t.fxRate))
  );
}

/** What is wrong with a trade that failed `tradeIsValid`, each problem naming it. */
export function tradeProblems(t: LossTrade, index: number, qScale: number): LossProblem[] {
  const validDate = dayOf(t.date) !== -1;
  const name = validDate ? `Trade ${index + 1} (${t.date})` : `Trade ${index + 1}`;
  const problems: LossProblem[] = [];
  const problem = (field: string, message: string) => {
    const where = validDate ? { tradeIndex: index, date: t.date } : { tradeIndex: index };
    problems.push({ field: `trades[${index}].${field}`, ...where, message: `${name}: ${message}` });
  };
  if (!validDate) problem('date', `"${show(t.date)}" is not a date (YYYY-MM-DD)`);
  const side: unknown = t.side;
  if (side !== 'BUY' && side !== 'SELL') {
    problem('side', `the side must be BUY or SELL, not ${show(side)}`);
  }
  if (!positive(t.quantity)) {
    problem(
      'quantity',
      `the quantity must be a positive number of shares, not ${show(t.quantity)}`,
    );
  } else if (!exactAtScale(t.quantity, qScale)) {
    problem(
      'quantity',
      `the quantity ${t.quantity} has more digits than can be kept exact beside the other quantities (15 significant digits in all)`,
    );
  }
  if (!positive(t.price))
    problem('price', `the price must be a positive number, not ${show(t.price)}`);
  if (t.fxRate !== undefined && !positive(t.fxRate)) {
    problem('fxRate', `the FX rate must be a positive number, not ${show(t.fxRate)}`);
  }
  return problems;
}
