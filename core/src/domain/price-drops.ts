/**
 * Sharp price drops: the events securities class actions are usually built on (a corrective
 * disclosure sends the price down). Works on plain arrays of closes so it can scan hundreds of
 * thousands of prices without building objects; the caller maps indexes to dates. Given the
 * dates, a fall across a trading day without a close is no drop of one (or two) days: it spans
 * more, unseen. A day the exchange was closed is no missing day (NYSE calendar).
 */
import { missingBefore } from './market/coverage.ts';

export interface DropAt {
  /** Index of the day of the drop; the previous close is at `index - 1`. */
  index: number;
  previousClose: number;
  close: number;
  /** Negative fraction: -0.25 is a 25% fall. */
  change: number;
}

export const DEFAULT_DROP_THRESHOLD = 0.1;
/** The stronger tier: a fall this deep is ranked apart. */
export const DEFAULT_SEVERE_THRESHOLD = 0.2;
/** Volume confirmation compares a day's volume with the average of this many days before. */
export const VOLUME_AVERAGE_DAYS = 20;

/** Whether a trading day without a close lies inside the `window` closes up to `i`. */
function spansGap(gaps: Uint8Array | null, i: number, window: number): boolean {
  if (!gaps) return false;
  for (let d = i - window + 1; d <= i; d += 1) if (gaps[d]) return true;
  return false;
}

/**
 * Days whose close fell by at least `threshold` (a fraction, 0.1 = 10%) from the day before;
 * with `dates` (one per close), not across a missing trading day.
 */
export function detectDrops(
  closes: ArrayLike<number>,
  threshold: number = DEFAULT_DROP_THRESHOLD,
  dates?: readonly string[],
): DropAt[] {
  if (!(threshold > 0 && threshold < 1)) throw new RangeError('threshold must be between 0 and 1');
  const gaps = dates ? missingBefore(dates) : null;
  const drops: DropAt[] = [];
  for (let i = 1; i < closes.length; i += 1) {
    if (spansGap(gaps, i, 1)) continue;
    const previousClose = closes[i - 1]!;
    const close = closes[i]!;
    if (previousClose <= 0) continue;
    const change = close / previousClose - 1;
    if (change <= -threshold) drops.push({ index: i, previousClose, close, change });
  }
  return drops;
}

/** 90 / 100 − 1 is −0.0999…98 in floating point: a fall of exactly the threshold counts. */
const EPSILON = 1e-12;

export type DropWindow = 1 | 2;
export type DropTier = 'drop' | 'severe';

export interface DropRules {
  /** Fractions: 0.1 finds falls of 10% or more; `severe` marks the stronger tier. */
  threshold: number;
  severe: number;
  /** Days the return is measured over: 1 (close to close) or 2 (two days before to the day). */
  window: DropWindow;
  /** Optional: the day's volume must be at least this multiple of the 20-day average. */
  volumeMultiple?: number | undefined;
}

export interface DropSeries {
  closes: ArrayLike<number>;
  /** Needed for volume confirmation. */
  volumes?: ArrayLike<number> | undefined;
  /** A market index over the same days: returns are then measured net of the market's. */
  market?: ArrayLike<number> | undefined;
  /** The closes' dates: a window across a missing trading day is no drop (NYSE calendar). */
  dates?: readonly string[] | undefined;
}

export interface DropEvent extends DropAt {
  /** Close `window` days before the drop (`previousClose` is that close). */
  window: DropWindow;
  /** The security's own return over the window. */
  rawChange: number;
  /** The market's return over the same window; null when measured raw. */
  marketChange: number | null;
  tier: DropTier;
  /** Day volume ÷ 20-day average volume; null without volumes or history. */
  volumeRatio: number | null;
}

/** Why a set of rules cannot be applied; null when they can. */
export function dropRulesProblem(rules: DropRules): string | null {
  if (!(rules.threshold > 0 && rules.threshold < 1)) return 'threshold must be between 0 and 1';
  if (!(rules.severe > 0 && rules.severe < 1)) return 'severe must be between 0 and 1';
  if (rules.severe < rules.threshold) return 'severe must not be below threshold';
  if (rules.volumeMultiple !== undefined && !(rules.volumeMultiple > 0)) {
    return 'volumeMultiple must be positive';
  }
  return null;
}

/** Average volume of the `VOLUME_AVERAGE_DAYS` days before `i`; null without enough history. */
function averageVolume(volumes: ArrayLike<number>, i: number): number | null {
  if (i < VOLUME_AVERAGE_DAYS) return null;
  let sum = 0;
  for (let d = i - VOLUME_AVERAGE_DAYS; d < i; d += 1) sum += volumes[d]!;
  return sum / VOLUME_AVERAGE_DAYS;
}

/**
 * Drops under the rules: the return over the window (net of the market's when a market series
 * is given) at or below −threshold, confirmed by volume when asked. Two-day drops that overlap
 * keep the deeper one, so one event is counted once.
 */
export function findDrops(series: DropSeries, rules: DropRules): DropEvent[] {
  const problem = dropRulesProblem(rules);
  if (problem) throw new RangeError(problem);
  const { closes, volumes, market, dates } = series;
  const w = rules.window;
  const gaps = dates ? missingBefore(dates) : null;
  const found: DropEvent[] = [];
  for (let i = w; i < closes.length; i += 1) {
    if (spansGap(gaps, i, w)) continue;
    const previousClose = closes[i - w]!;
    const close = closes[i]!;
    if (!(previousClose > 0)) continue;
    const rawChange = close / previousClose - 1;
    const marketChange = market && market[i - w]! > 0 ? market[i]! / market[i - w]! - 1 : null;
    const change = marketChange === null ? rawChange : rawChange - marketChange;
    if (change > EPSILON - rules.threshold) continue;
    const average = volumes ? averageVolume(volumes, i) : null;
    const volumeRatio = volumes && average ? volumes[i]! / average : null;
    if (
      rules.volumeMultiple !== undefined &&
      !(volumeRatio !== null && volumeRatio >= rules.volumeMultiple)
    ) {
      continue;
    }
    const tier: DropTier = change <= EPSILON - rules.severe ? 'severe' : 'drop';
    const event = {
      index: i,
      previousClose,
      close,
      change,
      window: w,
      rawChange,
      marketChange,
      tier,
      volumeRatio,
    };
    const last = found.at(-1);
    if (last && i - last.index < w) {
      if (change < last.change) found[found.length - 1] = event;
    } else found.push(event);
  }
  return found;
}

/**
 * An equal-weighted market index from many securities' closes (each day's average return),
 * starting at 100: the benchmark drops are measured against when no published index is held.
 */
export function equalWeightIndex(
  series: readonly ArrayLike<number>[],
  length: number,
): Float64Array {
  const index = new Float64Array(length);
  if (length === 0) return index;
  index[0] = 100;
  for (let d = 1; d < length; d += 1) {
    let sum = 0;
    let n = 0;
    for (const closes of series) {
      const before = closes[d - 1]!;
      if (before > 0) {
        sum += closes[d]! / before - 1;
        n += 1;
      }
    }
    index[d] = index[d - 1]! * (1 + (n > 0 ? sum / n : 0));
  }
  return index;
}

/** Market value lost by holders of `shares` when the price fell from `previousClose` to `close`. */
export function valueLost(shares: number, previousClose: number, close: number): number {
  return Math.round(shares * Math.max(0, previousClose - close) * 100) / 100;
}
