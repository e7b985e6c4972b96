/**
 * Daily closes with real-looking volatility: a geometric random walk per security (its own
 * volatility and drift, occasional fat-tailed moves), plus the sharp drops the cases are about,
 * and FX rates for the foreign currencies. Held in typed arrays: 240 securities × 1,800 days.
 */
import type { Security } from '@backoffice/core/api';
import type { PriceBook } from '../../store/price-book.ts';
import type { Rng } from './rng.ts';

/** A forced move on a day: a case's corrective disclosure or a bad quarter. */
export interface Shock {
  securityIndex: number;
  dayIndex: number;
  /** -0.3 is a 30% fall. */
  change: number;
}

const FX_START: Readonly<Record<string, number>> = {
  EUR: 1.12,
  GBP: 1.31,
  JPY: 0.0092,
  CAD: 0.76,
  CHF: 1.03,
};
const TRADING_DAYS = 252;

function series(rng: Rng, length: number, start: number, annualVol: number, drift: number) {
  const closes = new Float64Array(length);
  const sigma = annualVol / Math.sqrt(TRADING_DAYS);
  const mu = drift / TRADING_DAYS - (sigma * sigma) / 2;
  let price = start;
  for (let d = 0; d < length; d += 1) {
    // About one day in seventy moves two to three times as much: markets have fat tails.
    const shock = rng.chance(0.015) ? rng.normal() * 2.5 : rng.normal();
    if (d > 0) price *= Math.exp(mu + sigma * shock);
    closes[d] = price;
  }
  return closes;
}

export function generatePrices(
  rng: Rng,
  securities: readonly Security[],
  days: readonly string[],
  shocks: readonly Shock[],
): PriceBook {
  const n = days.length;
  const closes: Float64Array[] = [];
  const volumes: Float64Array[] = [];
  const shocksBySecurity = new Map<number, Shock[]>();
  for (const s of shocks)
    shocksBySecurity.set(s.securityIndex, [...(shocksBySecurity.get(s.securityIndex) ?? []), s]);
  securities.forEach((security, i) => {
    const scale = security.currency === 'JPY' ? 110 : 1;
    const start = Math.exp(Math.log(40) + rng.normal() * 0.8) * scale;
    const c = series(rng, n, start, 0.18 + rng.next() * 0.42, -0.04 + rng.next() * 0.18);
    const v = new Float64Array(n);
    const baseVolume = Math.exp(Math.log(1_500_000) + rng.normal());
    for (let d = 0; d < n; d += 1) v[d] = Math.round(baseVolume * Math.exp(rng.normal() * 0.35));
    for (const s of shocksBySecurity.get(i) ?? []) {
      // Everything from the shock day on moves with it, so the drop persists.
      const factor = 1 + s.change;
      for (let d = s.dayIndex; d < n; d += 1) c[d]! *= factor;
      v[s.dayIndex]! *= 6 + rng.next() * 6;
      for (let d = s.dayIndex + 1; d < Math.min(n, s.dayIndex + 5); d += 1) v[d]! *= 2.5;
    }
    for (let d = 0; d < n; d += 1) {
      c[d] = Math.max(0.01, Math.round(c[d]! * 100) / 100);
      v[d] = Math.round(v[d]!);
    }
    closes.push(c);
    volumes.push(v);
  });
  const fx = new Map<string, Float64Array>();
  fx.set('USD', new Float64Array(n).fill(1));
  for (const [currency, start] of Object.entries(FX_START)) {
    const rates = series(rng, n, start, 0.08, 0);
    fx.set(
      currency,
      rates.map((r) => Math.round(r * 1e6) / 1e6),
    );
  }
  return { days, dayIndex: new Map(days.map((d, i) => [d, i])), closes, volumes, fx };
}
