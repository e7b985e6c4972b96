/**
 * Stock splits put every quantity and price in one basis, so that shares bought before a split
 * match shares sold after it and a price is compared with closes of the same shares: the shares
 * of the lookback's last day (closes in the lookback stay as traded unless a split falls inside
 * it). A quantity of day d is multiplied, and its price, close or inflation divided, by the
 * product of the ratios of the splits from d (exclusive) to that day; for a day after it, by the
 * inverse of those in between. A trade on a split's ex-date is already in the new shares. Exact:
 * the factors are rationals and quantities are counted in units fine enough for them.
 */
import { decimalOf } from './decimal.ts';
import { isIsoDate, show } from './dates.ts';
import { rat, ratInv, ratMul, type Rat } from './rational.ts';
import type { IsoDate, LossProblem, LossSplit } from './types.ts';

const ONE = rat(1);

/** Shares one share of `from` is in the shares of `to` (either order). */
export function shareFactor(splits: readonly LossSplit[], from: IsoDate, to: IsoDate): Rat {
  let factor = ONE;
  const [low, high] = from <= to ? [from, to] : [to, from];
  for (const s of splits)
    if (s.date > low && s.date <= high) factor = ratMul(factor, decimalOf(s.ratio));
  return from <= to ? factor : ratInv(factor);
}

/** What is wrong with the splits given; empty when nothing. */
export function splitProblems(splits: unknown): LossProblem[] {
  if (splits === undefined) return [];
  if (!Array.isArray(splits)) return [{ field: 'splits', message: 'The splits must be a list' }];
  return (splits as LossSplit[]).flatMap((s, i) => {
    const problems: LossProblem[] = [];
    if (!isIsoDate(s.date))
      problems.push({
        field: `splits[${i}].date`,
        message: `Split ${i + 1}: "${show(s.date)}" is not a date (YYYY-MM-DD)`,
      });
    if (typeof s.ratio !== 'number' || !Number.isFinite(s.ratio) || s.ratio <= 0)
      problems.push({
        field: `splits[${i}].ratio`,
        message: `Split ${i + 1}: the ratio must be a positive number, not ${show(s.ratio)}`,
      });
    return problems;
  });
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** The least common multiple of the factors' denominators: quantities scaled by it stay whole. */
export function factorScale(factors: readonly Rat[]): number {
  let scale = 1;
  for (const f of factors) {
    const d = f.big === null ? f.d : Number(f.big.d);
    scale = (scale / gcd(scale, d)) * d;
  }
  return scale;
}

/** `qn` (a quantity in units of 1/qScale, scaled by `factorScale`) in the basis's shares. */
export function adjustedQn(qn: number, factor: Rat): number {
  if (factor.big === null) return (qn / factor.d) * factor.n;
  return Number((BigInt(qn) * factor.big.n) / factor.big.d);
}
