/**
 * Security price drops under the caller's thresholds (core `findDrops`), net of an equal-weighted
 * market index when asked, with what our clients' holdings lost and the case covering the drop.
 * Holdings and their loss count only the clients the caller may see, like every other figure.
 * The index is built once per store from the generated prices (the benchmark of the generated
 * universe); a security whose days are its own (imported prices) reads it on its days, the
 * index's last value before each (its first before it begins). The holdings per security (per
 * client scope) are summed again after a change to the holdings.
 */
import { securityDropList, type SecurityDrop } from '@backoffice/core/api';
import {
  caseForDrop,
  comparableCloses,
  equalWeightIndex,
  findDrops,
  valueLost,
  type DropRules,
} from '@backoffice/core/domain';
import type { HandlersOf } from '../handler.ts';
import { listRows } from '../../query/list.ts';
import type { ClientScope } from '../../domain/client-scope.ts';
import { derivedFrom } from '../../store/derived.ts';
import { indexOnOrBefore } from '../../store/price-book.ts';
import { securitiesWithPrices, seriesOf, splitsOf, type PriceSeries } from '../../store/prices.ts';
import type { Store } from '../../store/store.ts';

const indexes = new WeakMap<object, Float64Array>();

/** The benchmark: every security's close, equally weighted (the mock data holds no index). */
function marketIndex(store: Store): Float64Array {
  const cached = indexes.get(store.prices);
  if (cached) return cached;
  const made = equalWeightIndex(store.prices.closes, store.prices.days.length);
  indexes.set(store.prices, made);
  return made;
}

/** The market index on a series' own days. */
function marketOn(store: Store, series: PriceSeries, market: Float64Array): ArrayLike<number> {
  if (series.days === store.prices.days) return market;
  return Float64Array.from(series.days, (day) => {
    const d = indexOnOrBefore(store.prices.days, day);
    return market[Math.max(d, 0)] ?? NaN;
  });
}

type Held = readonly { date: string; shares: number }[];
/** Per client scope (the user's client names; '' for everyone's), until the holdings change. */
const heldByScope = derivedFrom(
  (store: Store) => [store.holdings],
  () => new Map<string, Map<string, Held>>(),
);

/** Per security, the shares the clients in scope held on each report date, by date. */
function holdingsBySecurity(store: Store, scope: ClientScope, scopeKey: string): Map<string, Held> {
  const byScope = heldByScope(store);
  const cached = byScope.get(scopeKey);
  if (cached) return cached;
  const totals = new Map<string, Map<string, number>>();
  for (const h of store.holdings.all()) {
    if (!scope.sees(h.clientId)) continue;
    const byDate = totals.get(h.securityId) ?? new Map<string, number>();
    byDate.set(h.asOfDate, (byDate.get(h.asOfDate) ?? 0) + h.quantity);
    totals.set(h.securityId, byDate);
  }
  const made = new Map<string, Held>();
  for (const [id, byDate] of totals) {
    const dates = [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b));
    made.set(
      id,
      dates.map(([date, shares]) => ({ date, shares })),
    );
  }
  byScope.set(scopeKey, made);
  return made;
}

/** Shares held at the last report on or before `date`; null when none. */
function sharesBefore(list: Held | undefined, date: string): number | null {
  let shares: number | null = null;
  for (const h of list ?? []) {
    if (h.date > date) break;
    shares = h.shares;
  }
  return shares && shares > 0 ? shares : null;
}

interface DropQuery {
  threshold: number;
  severe: number;
  window: '1' | '2';
  net: boolean;
  volume?: number | undefined;
}

/** Whose holdings a caller may see: everyone's, or those of the clients they are limited to. */
export interface HoldingsScope {
  scope: ClientScope;
  clientNames: readonly string[];
}

export function securityDrops(
  store: Store,
  q: DropQuery,
  { scope, clientNames }: HoldingsScope,
): SecurityDrop[] {
  const rules: DropRules = {
    threshold: q.threshold / 100,
    severe: q.severe / 100,
    window: q.window === '2' ? 2 : 1,
    volumeMultiple: q.volume,
  };
  const market = q.net ? marketIndex(store) : undefined;
  const scopeKey = scope.restricted ? JSON.stringify([...clientNames].sort()) : '';
  const holdings = holdingsBySecurity(store, scope, scopeKey);
  const cases = store.cases.all();
  const rows: SecurityDrop[] = [];
  for (const securityId of securitiesWithPrices(store)) {
    const security = store.securities.get(securityId);
    const series = seriesOf(store, securityId);
    if (!security || !series) continue;
    const { days, volumes } = series;
    // Across a split, closes are compared in post-split shares: a split is no drop.
    const closes = comparableCloses(days, series.closes, splitsOf(store, securityId));
    const marketHere = market ? marketOn(store, series, market) : undefined;
    for (const d of findDrops({ closes, volumes, market: marketHere, dates: days }, rules)) {
      const date = days[d.index]!;
      const fromDate = days[d.index - d.window]!;
      const shares = sharesBefore(holdings.get(securityId), fromDate);
      rows.push({
        id: `${securityId}-${date}`,
        securityId,
        ticker: security.ticker,
        cusip: security.cusip,
        securityName: security.name,
        date,
        fromDate,
        previousClose: d.previousClose,
        close: d.close,
        change: round4(d.change),
        rawChange: round4(d.rawChange),
        marketChange: d.marketChange === null ? null : round4(d.marketChange),
        tier: d.tier,
        window: d.window,
        volume: volumes[d.index]!,
        volumeRatio: d.volumeRatio === null ? null : Math.round(d.volumeRatio * 100) / 100,
        heldShares: shares,
        valueLost: shares === null ? null : valueLost(shares, d.previousClose, d.close),
        caseId: caseForDrop(cases, securityId, date),
      });
    }
  }
  return rows;
}

const round4 = (x: number) => Math.round(x * 10000) / 10000;

/** The list engine filters on the row columns only; the thresholds were applied above. */
const rowRules = {
  ...securityDropList,
  filters: { securityId: undefined, tier: undefined },
};

export const securityDropHandlers: HandlersOf<'listSecurityDrops'> = {
  listSecurityDrops: (call) =>
    listRows(
      securityDrops(call.store, call.query, {
        scope: call.scope,
        clientNames: call.user.clientNames,
      }),
      call.query,
      rowRules,
    ),
};
