/** Reading the price book by security id and date. */
import { indexOnOrBefore } from './price-book.ts';
import type { Store } from './store.ts';

type PriceStore = Pick<Store, 'prices' | 'priceIndex'>;

/** Daily closes of a security after `after` up to `until` (inclusive), oldest first. */
export function pricePoints(
  store: PriceStore,
  securityId: string,
  after: string,
  until: string,
): { date: string; close: number }[] {
  const i = store.priceIndex.get(securityId);
  if (i === undefined) return [];
  const closes = store.prices.closes[i]!;
  const { days } = store.prices;
  const points: { date: string; close: number }[] = [];
  for (let d = indexOnOrBefore(days, after) + 1; d < days.length && days[d]! <= until; d += 1) {
    points.push({ date: days[d]!, close: closes[d]! });
  }
  return points;
}

/** The close on `date`, or on the last trading day before it; null if there is none. */
export function closeOn(store: PriceStore, securityId: string, date: string): number | null {
  const i = store.priceIndex.get(securityId);
  const d = indexOnOrBefore(store.prices.days, date);
  if (i === undefined || d < 0) return null;
  return store.prices.closes[i]![d]!;
}

/** The close on the first trading day after `date`; null if there is none yet. */
export function closeAfter(store: PriceStore, securityId: string, date: string): number | null {
  const i = store.priceIndex.get(securityId);
  const d = indexOnOrBefore(store.prices.days, date) + 1;
  if (i === undefined || d >= store.prices.days.length) return null;
  return store.prices.closes[i]![d]!;
}

/** US dollars per unit of `currency` on `date` (1 for dollars and unknown currencies). */
export function fxOn(store: PriceStore, currency: string, date: string): number {
  const rates = store.prices.fx.get(currency);
  const d = indexOnOrBefore(store.prices.days, date);
  return rates && d >= 0 ? rates[d]! : 1;
}
