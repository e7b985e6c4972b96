/**
 * Reading a security's daily prices by id and date: the generated price book with the imported
 * prices laid over it. An imported close on a day replaces the generated one for that security
 * and day; imported days outside the generated range are added, so a security's days are its
 * own once it has imports (the generated ones share one axis). Merged series are built once per
 * version of the imported prices, so every reader uses an import as soon as it is committed.
 */
import { derivedFrom } from './derived.ts';
import type { ImportedPrice } from './imported-prices.ts';
import { indexOnOrBefore } from './price-book.ts';
import type { Store } from './store.ts';

type PriceStore = Pick<Store, 'prices' | 'priceIndex' | 'importedPrices'>;

const splitsBySecurity = derivedFrom(
  (store: Pick<Store, 'splits'>) => [store.splits],
  (store) => {
    const bySecurity = new Map<string, { date: string; ratio: number }[]>();
    for (const s of store.splits.all()) {
      const list = bySecurity.get(s.securityId) ?? [];
      list.push({ date: s.date, ratio: s.ratio });
      bySecurity.set(s.securityId, list);
    }
    for (const list of bySecurity.values()) list.sort((a, b) => (a.date < b.date ? -1 : 1));
    return bySecurity;
  },
);

/** A security's stock splits, oldest first. */
export function splitsOf(
  store: Pick<Store, 'splits'>,
  securityId: string,
): readonly { date: string; ratio: number }[] {
  return splitsBySecurity(store).get(securityId) ?? [];
}

export interface PriceSeries {
  /** Ascending; for a security without imports, the price book's own `days` (same array). */
  days: readonly string[];
  closes: ArrayLike<number>;
  /** 0 on an imported day whose file gave no volume. */
  volumes: ArrayLike<number>;
  /** Per day, the file's adjusted close (null where none); null for a series without imports. */
  adjCloses: readonly (number | null)[] | null;
  /** Per day, 1 where the close was imported; null for a series without imports. */
  imported: Uint8Array | null;
}

const importsBySecurity = derivedFrom(
  (store: PriceStore) => [store.importedPrices],
  (store) => {
    const bySecurity = new Map<string, ImportedPrice[]>();
    for (const p of store.importedPrices.all()) {
      const list = bySecurity.get(p.securityId) ?? [];
      list.push(p);
      bySecurity.set(p.securityId, list);
    }
    for (const list of bySecurity.values()) list.sort((a, b) => (a.date < b.date ? -1 : 1));
    return bySecurity;
  },
);

/** Merged series, made on first read of each security after a change to the imports. */
const mergedSeries = derivedFrom(
  (store: PriceStore) => [store.importedPrices],
  () => new Map<string, PriceSeries>(),
);

function generatedSeries(store: PriceStore, securityId: string): PriceSeries | null {
  const i = store.priceIndex.get(securityId);
  if (i === undefined) return null;
  const { days, closes, volumes } = store.prices;
  return { days, closes: closes[i]!, volumes: volumes[i]!, adjCloses: null, imported: null };
}

function merge(generated: PriceSeries | null, imports: readonly ImportedPrice[]): PriceSeries {
  const days: string[] = [];
  const closes: number[] = [];
  const volumes: number[] = [];
  const adjCloses: (number | null)[] = [];
  const imported: number[] = [];
  const genDays = generated?.days ?? [];
  let g = 0;
  let m = 0;
  while (g < genDays.length || m < imports.length) {
    const gDay = genDays[g];
    const im = imports[m];
    if (im && (gDay === undefined || im.date <= gDay)) {
      days.push(im.date);
      closes.push(im.close);
      volumes.push(im.volume ?? 0);
      adjCloses.push(im.adjClose);
      imported.push(1);
      if (gDay === im.date) g += 1;
      m += 1;
    } else {
      days.push(gDay!);
      closes.push(generated!.closes[g]!);
      volumes.push(generated!.volumes[g]!);
      adjCloses.push(null);
      imported.push(0);
      g += 1;
    }
  }
  return {
    days,
    closes: Float64Array.from(closes),
    volumes: Float64Array.from(volumes),
    adjCloses,
    imported: Uint8Array.from(imported),
  };
}

/** A security's daily prices; null when it has none, generated or imported. */
export function seriesOf(store: PriceStore, securityId: string): PriceSeries | null {
  const imports = importsBySecurity(store).get(securityId);
  if (!imports) return generatedSeries(store, securityId);
  const cache = mergedSeries(store);
  let series = cache.get(securityId);
  if (!series) {
    series = merge(generatedSeries(store, securityId), imports);
    cache.set(securityId, series);
  }
  return series;
}

/** A security's latest close and its day, generated or imported; null without prices. */
export function lastCloseOf(
  store: PriceStore,
  securityId: string,
): { lastClose: number; lastCloseDate: string } | null {
  const series = seriesOf(store, securityId);
  const at = (series?.days.length ?? 0) - 1;
  if (!series || at < 0) return null;
  return { lastClose: series.closes[at]!, lastCloseDate: series.days[at]! };
}

/** Every security that has prices: the generated ones and those with imports only. */
export function securitiesWithPrices(store: PriceStore): string[] {
  const ids = new Set(store.priceIndex.keys());
  for (const id of importsBySecurity(store).keys()) ids.add(id);
  return [...ids];
}

/** The imported row of a security's day, if any. */
export function importedOn(
  store: PriceStore,
  securityId: string,
  date: string,
): ImportedPrice | undefined {
  return store.importedPrices.get(`${securityId}@${date}`);
}

/** Daily closes of a security after `after` up to `until` (inclusive), oldest first. */
export function pricePoints(
  store: PriceStore,
  securityId: string,
  after: string,
  until: string,
): { date: string; close: number }[] {
  const series = seriesOf(store, securityId);
  if (!series) return [];
  const { days, closes } = series;
  const points: { date: string; close: number }[] = [];
  for (let d = indexOnOrBefore(days, after) + 1; d < days.length && days[d]! <= until; d += 1) {
    points.push({ date: days[d]!, close: closes[d]! });
  }
  return points;
}

/** The close on `date`, or on the last trading day before it; null if there is none. */
export function closeOn(store: PriceStore, securityId: string, date: string): number | null {
  const series = seriesOf(store, securityId);
  const d = series ? indexOnOrBefore(series.days, date) : -1;
  return series && d >= 0 ? series.closes[d]! : null;
}

/** The close of exactly `date`; null when there is none that day. */
export function closeOfDay(store: PriceStore, securityId: string, date: string): number | null {
  const series = seriesOf(store, securityId);
  const d = series ? indexOnOrBefore(series.days, date) : -1;
  return series && d >= 0 && series.days[d] === date ? series.closes[d]! : null;
}

/** The close on the first trading day after `date`; null if there is none yet. */
export function closeAfter(store: PriceStore, securityId: string, date: string): number | null {
  const series = seriesOf(store, securityId);
  if (!series) return null;
  const d = indexOnOrBefore(series.days, date) + 1;
  return d < series.days.length ? series.closes[d]! : null;
}

/** US dollars per unit of `currency` on `date` (1 for dollars and unknown currencies). */
export function fxOn(store: PriceStore, currency: string, date: string): number {
  const rates = store.prices.fx.get(currency);
  const d = indexOnOrBefore(store.prices.days, date);
  return rates && d >= 0 ? rates[d]! : 1;
}
