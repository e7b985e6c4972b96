/**
 * Sharp one-day price drops: the events securities class actions are usually built on (a
 * corrective disclosure sends the price down). Works on a plain array of closes so it can scan
 * hundreds of thousands of prices without building objects; the caller maps indexes to dates.
 */

export interface DropAt {
  /** Index of the day of the drop; the previous close is at `index - 1`. */
  index: number;
  previousClose: number;
  close: number;
  /** Negative fraction: -0.25 is a 25% fall. */
  change: number;
}

export const DEFAULT_DROP_THRESHOLD = 0.1;

/** Days whose close fell by at least `threshold` (a fraction, 0.1 = 10%) from the day before. */
export function detectDrops(
  closes: ArrayLike<number>,
  threshold: number = DEFAULT_DROP_THRESHOLD,
): DropAt[] {
  if (!(threshold > 0 && threshold < 1)) throw new RangeError('threshold must be between 0 and 1');
  const drops: DropAt[] = [];
  for (let i = 1; i < closes.length; i += 1) {
    const previousClose = closes[i - 1]!;
    const close = closes[i]!;
    if (previousClose <= 0) continue;
    const change = close / previousClose - 1;
    if (change <= -threshold) drops.push({ index: i, previousClose, close, change });
  }
  return drops;
}
