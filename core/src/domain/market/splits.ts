/**
 * Stock splits as corporate actions: on its date (the ex-date, the first day the shares trade
 * split) each share becomes `ratio` shares (4 for a 4-for-1 split, 0.1 for a 1-for-10 reverse
 * split), and the price falls in proportion. Closes as traded are kept as traded; where closes
 * of different days must be compared (a day's fall), the earlier ones are put in today's shares.
 */

export interface Split {
  date: string;
  ratio: number;
}

/** Shares one share held at the close of `date` has become by the close of `until`. */
export function splitFactorBetween(splits: readonly Split[], date: string, until: string): number {
  let factor = 1;
  for (const s of splits) if (s.date > date && s.date <= until) factor *= s.ratio;
  return factor;
}

/** A quantity held on `from`, in the shares of `to` (both calendar dates, `from` ≤ `to`). */
export function sharesAfterSplits(
  quantity: number,
  from: string,
  to: string,
  splits: readonly Split[],
): number {
  return quantity * splitFactorBetween(splits, from, to);
}

/**
 * Closes put in the shares of the last day: each close divided by the ratios of the splits
 * after its day, so that a split is no fall. `days` ascending, one close each. Without splits
 * the closes themselves are returned.
 */
export function comparableCloses(
  days: readonly string[],
  closes: ArrayLike<number>,
  splits: readonly Split[],
): ArrayLike<number> {
  if (splits.length === 0) return closes;
  const last = days.at(-1) ?? '';
  return Float64Array.from(days, (day, d) => closes[d]! / splitFactorBetween(splits, day, last));
}

/** Why a split cannot be recorded; null when it can. */
export function splitProblem(split: Split, existing: readonly Split[]): string | null {
  if (!(split.ratio > 0) || !Number.isFinite(split.ratio)) return 'the ratio must be above 0';
  if (split.ratio === 1) return 'a ratio of 1 changes nothing';
  if (existing.some((s) => s.date === split.date))
    return `the security already has a split on ${split.date}`;
  return null;
}

/** The largest share count a split's label names ("1-for-1000" at most). */
const MOST_SHARES = 1000;

/**
 * A split as staff say it: new shares for old, "2-for-1", "3-for-2", "1-for-10" (reverse).
 * A ratio no two counts up to a thousand give exactly is shown as its number ("1.2345-for-1").
 */
export function splitLabel(ratio: number): string {
  for (let old = 1; old <= MOST_SHARES; old += 1) {
    const shares = Math.round(ratio * old);
    if (shares >= 1 && shares <= MOST_SHARES && Math.abs(shares / old - ratio) < 1e-9)
      return `${String(shares)}-for-${String(old)}`;
  }
  return `${String(ratio)}-for-1`;
}
