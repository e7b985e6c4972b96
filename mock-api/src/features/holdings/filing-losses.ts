/**
 * Institutions' estimated losses on each case, from their 13-F share positions by core's
 * proxy-trade estimate (FIFO and LIFO through the loss engine). A case's are derived again when
 * it changes, every case's when the securities, the filers or their lines, the closes or the
 * splits change.
 */
import type { Case, FilingLoss } from '@backoffice/core/api';
import {
  disclosureOf,
  estimateProxyLoss,
  ProxyEstimateError,
  type ProxyEstimate,
} from '@backoffice/core/domain';
import { lookbackWindow, LossInputError } from '@backoffice/core/loss';
import { addDays } from '../../domain/dates.ts';
import { closeAfter, closeOn, pricePoints, splitsOf } from '../../store/prices.ts';
import { derivedFrom } from '../../store/derived.ts';
import type { WarehousePosition } from '../../store/filing-warehouse/index.ts';
import type { Store } from '../../store/store.ts';

function byFiler(rows: readonly WarehousePosition[]): Map<string, WarehousePosition[]> {
  const filers = new Map<string, WarehousePosition[]>();
  for (const row of rows) {
    const list = filers.get(row.filerId);
    if (list) list.push(row);
    else filers.set(row.filerId, [row]);
  }
  return filers;
}

/** A filer's estimate, or null: no position from the class period on, or closes missing. */
function estimateOf(
  input: Omit<Parameters<typeof estimateProxyLoss>[0], 'reports'>,
  rows: readonly WarehousePosition[],
): ProxyEstimate | null {
  try {
    return estimateProxyLoss({ ...input, reports: rows });
  } catch (err) {
    if (err instanceof LossInputError || err instanceof ProxyEstimateError) return null;
    throw err;
  }
}

async function lossesOf(store: Store, c: Case, securityId: string): Promise<FilingLoss[]> {
  const priceBefore = closeOn(store, securityId, c.classPeriodEnd);
  const priceAfter = closeAfter(store, securityId, c.classPeriodEnd);
  if (priceBefore === null || priceAfter === null) return [];
  const disclosureDate = disclosureOf(c);
  const lookbackEnd = lookbackWindow(disclosureDate).end;
  // Every quarter read: from the start of the one the class period begins in (≤ 92 days
  // before) to the end of the one the lookback ends in.
  const from = addDays(c.classPeriodStart, -93);
  const input = {
    classPeriod: { start: c.classPeriodStart, end: c.classPeriodEnd },
    disclosureDate,
    closes: pricePoints(store, securityId, from, addDays(lookbackEnd, 92)),
    splits: splitsOf(store, securityId),
  };
  const warehouse = await store.filingLines.warehouse();
  const rows = await warehouse.sharePositionsOfSecurity(securityId);
  const out: FilingLoss[] = [];
  for (const [filerId, reports] of byFiler(rows)) {
    const estimate = estimateOf(input, reports);
    if (!estimate || (estimate.fifoLoss <= 0 && estimate.lifoLoss <= 0)) continue;
    const filer = store.filers.get(filerId);
    out.push({
      id: `${c.id}.${filerId}.${securityId}`,
      caseId: c.id,
      caseCaption: c.caption,
      filerId,
      filerName: filer?.name ?? '',
      cik: filer?.cik ?? '0000000000',
      securityId,
      ticker: store.securities.get(securityId)?.ticker ?? '',
      classPeriodEnd: c.classPeriodEnd,
      period: estimate.lastPeriod,
      shares: estimate.shares,
      priceBefore,
      priceAfter,
      estimatedLoss: estimate.fifoLoss,
      fifoLoss: estimate.fifoLoss,
      lifoLoss: estimate.lifoLoss,
      startHolding: estimate.startHolding,
      startPeriod: estimate.startPeriod,
      proxyTrades: estimate.trades.length,
      isClient: (filer?.clientId ?? null) !== null,
    });
  }
  return out;
}

interface CaseLosses {
  /** The case as its losses were worked out for it. */
  asOf: string;
  losses: Promise<FilingLoss[]>;
}

/** Per case, until the securities, the filers or their lines change. */
const lossesByCase = derivedFrom(
  (store: Store) => [
    store.securities,
    store.filers,
    store.filingLines,
    store.importedPrices,
    store.splits,
  ],
  () => new Map<string, CaseLosses>(),
);

async function caseLosses(store: Store, c: Case): Promise<FilingLoss[]> {
  const out: FilingLoss[] = [];
  for (const securityId of c.securityIds) out.push(...(await lossesOf(store, c, securityId)));
  return out;
}

/**
 * Every case's estimates. A case's are worked out again only when that case changed: another
 * case's edit (cases are created and edited all day) leaves the others' as they are. Calls
 * asking at once share one working out.
 */
export async function filingLosses(store: Store): Promise<FilingLoss[]> {
  const kept = lossesByCase(store);
  const live = new Set<string>();
  const out: FilingLoss[] = [];
  for (const c of store.cases.all()) {
    live.add(c.id);
    const asOf = JSON.stringify(c);
    let entry = kept.get(c.id);
    if (entry?.asOf !== asOf) {
      const fresh: CaseLosses = { asOf, losses: caseLosses(store, c) };
      // A failure is not kept: the next call works the case out again.
      fresh.losses.catch(() => {
        if (kept.get(c.id) === fresh) kept.delete(c.id);
      });
      entry = fresh;
      kept.set(c.id, entry);
    }
    for (const loss of await entry.losses) out.push(loss);
  }
  for (const id of kept.keys()) if (!live.has(id)) kept.delete(id);
  return out;
}
