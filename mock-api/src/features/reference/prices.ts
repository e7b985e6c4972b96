/**
 * Daily prices of one security, and the sharp one-day drops across all of them. The drops are
 * found once (core `detectDrops`), and again after a change to the securities or an import of
 * prices; which cases a drop belongs to is joined on every call, as cases do change.
 */
import {
  MOST_LISTED_GAPS,
  priceDropList,
  priceList,
  type Case,
  type Price,
  type PriceDrop,
} from '@backoffice/core/api';
import { comparableCloses, detectDrops, priceCoverage } from '@backoffice/core/domain';
import { toDay } from '../../domain/dates.ts';
import { listRows } from '../../query/list.ts';
import type { HandlersOf } from '../handler.ts';
import { derivedFrom } from '../../store/derived.ts';
import { securitiesWithPrices, seriesOf, splitsOf, type PriceSeries } from '../../store/prices.ts';
import type { Store } from '../../store/store.ts';
import { securities } from './securities.ts';

/** A class period ending at most this many days before a drop makes the drop its disclosure. */
const DISCLOSURE_WINDOW_DAYS = 5;

const allDrops = derivedFrom(
  (store: Store) => [store.securities, store.importedPrices, store.splits],
  findAllDrops,
);

function findAllDrops(store: Store): Omit<PriceDrop, 'caseIds'>[] {
  const drops: Omit<PriceDrop, 'caseIds'>[] = [];
  for (const securityId of securitiesWithPrices(store)) {
    const security = store.securities.get(securityId);
    const series = seriesOf(store, securityId);
    if (!security || !series) continue;
    // Across a split, closes are compared in post-split shares: a split is no drop.
    const closes = comparableCloses(series.days, series.closes, splitsOf(store, securityId));
    for (const drop of detectDrops(closes, undefined, series.days)) {
      drops.push({
        id: `PD-${String(drops.length + 1).padStart(5, '0')}`,
        securityId,
        ticker: security.ticker,
        cusip: security.cusip,
        securityName: security.name,
        date: series.days[drop.index]!,
        previousClose: drop.previousClose,
        close: drop.close,
        change: Math.round(drop.change * 10000) / 10000,
        volume: series.volumes[drop.index]!,
      });
    }
  }
  return drops;
}

function casesOf(drop: Omit<PriceDrop, 'caseIds'>, cases: readonly Case[]): string[] {
  const day = toDay(drop.date);
  return cases
    .filter((c) => c.securityIds.includes(drop.securityId))
    .filter(
      (c) =>
        day - toDay(c.classPeriodEnd) > 0 &&
        day - toDay(c.classPeriodEnd) <= DISCLOSURE_WINDOW_DAYS,
    )
    .map((c) => c.id);
}

function pricesOf(securityId: string, series: PriceSeries): Price[] {
  const { days, closes, volumes, imported, adjCloses } = series;
  return days.map((date, d) => {
    const adjClose = adjCloses?.[d];
    return {
      securityId,
      date,
      close: closes[d]!,
      volume: volumes[d]!,
      ...(imported ? { imported: imported[d] === 1 } : {}),
      ...(adjClose !== undefined && adjClose !== null ? { adjClose } : {}),
    };
  });
}

export const priceHandlers: HandlersOf<
  'listSecurityPrices' | 'listPriceDrops' | 'getSecurityPriceCoverage'
> = {
  getSecurityPriceCoverage: (call) => {
    const security = securities.find(call);
    const series = seriesOf(call.store, security.id);
    const coverage = priceCoverage(series?.days ?? []);
    let importedCloses = 0;
    for (const flag of series?.imported ?? []) importedCloses += flag;
    return {
      securityId: security.id,
      calendar: 'XNYS' as const,
      ...coverage,
      importedCloses,
      gaps: coverage.gaps.slice(0, MOST_LISTED_GAPS),
    };
  },
  listSecurityPrices: (call) => {
    const security = securities.find(call);
    const series = seriesOf(call.store, security.id);
    const rows: Price[] = series ? pricesOf(security.id, series) : [];
    return listRows(rows, call.query, priceList);
  },
  listPriceDrops: (call) => {
    const cases = call.store.cases.all();
    const rows = allDrops(call.store).map((d) => ({ ...d, caseIds: casesOf(d, cases) }));
    return listRows(rows, call.query, priceDropList);
  },
};
