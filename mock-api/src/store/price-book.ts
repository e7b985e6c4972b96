/** The generated daily closes and FX rates the store holds, and how a date finds its day. */

export interface PriceBook {
  /** Business days, ascending; index `d` of every series is `days[d]`. */
  days: readonly string[];
  dayIndex: ReadonlyMap<string, number>;
  closes: readonly Float64Array[];
  volumes: readonly Float64Array[];
  /** US dollars per unit of currency, per day. */
  fx: ReadonlyMap<string, Float64Array>;
}

/** Index of the last entry of sorted `days` on or before `date`; -1 if none. */
export function indexOnOrBefore(days: readonly string[], date: string): number {
  let lo = 0;
  let hi = days.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]! <= date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
