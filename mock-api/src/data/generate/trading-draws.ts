/** The random choices behind the trades: who trades what, how often, and on which days. */
import type { Account, Security } from '@backoffice/core/api';
import type { Rng } from './rng.ts';

export function universes(
  rng: Rng,
  accounts: readonly Account[],
  securities: readonly Security[],
  featured: readonly number[],
) {
  const byCurrency = new Map<string, number[]>();
  securities.forEach((s, i) =>
    byCurrency.set(s.currency, [...(byCurrency.get(s.currency) ?? []), i]),
  );
  const domestic = securities.flatMap((s, i) => (s.market === 'domestic' ? [i] : []));
  const foreign = securities.flatMap((s, i) => (s.market === 'foreign' ? [i] : []));
  return accounts.map((a) => {
    const local = a.currency === 'USD' ? domestic : (byCurrency.get(a.currency) ?? foreign);
    const size = rng.int(8, 24);
    const picks = new Set(rng.sample(local, Math.min(local.length, size - 3)));
    if (a.currency === 'USD') for (const f of rng.sample(featured, rng.int(6, 14))) picks.add(f);
    for (const f of rng.sample(a.currency === 'USD' ? foreign : domestic, 3)) picks.add(f);
    return Int32Array.from(picks);
  });
}

export function cumulative(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => (out[i] = sum += w));
  return out;
}

export function pickIndex(cum: Float64Array, r: number): number {
  const target = r * cum[cum.length - 1]!;
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many trades fall on each day: about even, with busier and quieter days. */
export function perDay(rng: Rng, days: number, total: number): Int32Array {
  const weights = Array.from({ length: days }, () => 0.6 + rng.next() * 0.8);
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = Int32Array.from(weights, (w) => Math.floor((w / sum) * total));
  let left = total - counts.reduce((a, b) => a + b, 0);
  for (let d = 0; left > 0; d = (d + 1) % days, left -= 1) counts[d]! += 1;
  return counts;
}
