/** 13-F filers, their reported positions, and the loss estimates drawn from them (by the engine). */
import {
  filerList,
  filingHoldingList,
  filingLossList,
  type Case,
  type Filer,
  type FilingHolding,
  type FilingLoss,
} from '@backoffice/core/api';
import { disclosureOf } from '@backoffice/core/domain';
import { LossInputError } from '@backoffice/core/loss';
import { addDays } from '../../data/generate/dates.ts';
import { estimateFilingLosses, type CaseWindow } from '../../domain/filing-losses.ts';
import type { HandlersOf } from '../../http/handler.ts';
import type { ClientScope } from '../../http/scope.ts';
import { listRows } from '../../http/list.ts';
import { closeAfter, closeOn, pricePoints } from '../../store/prices.ts';
import type { Store } from '../../store/store.ts';
import { resource } from '../resource.ts';

const filers = resource<Filer>({
  what: '13-F filer',
  source: (store) => store.filers,
  list: filerList,
});

/**
 * 13-F filings are public, but which filer is one of our clients is not: a client-scoped user
 * sees that link only for their own clients (and so cannot find other clients by filtering).
 */
function shown(filer: Filer, scope: ClientScope): Filer {
  return filer.clientId === null || scope.sees(filer.clientId)
    ? filer
    : { ...filer, clientId: null };
}

const bySecurity = new WeakMap<object, Map<string, FilingHolding[]>>();

function linesOf(store: Store, securityId: string): readonly FilingHolding[] {
  let index = bySecurity.get(store.filingHoldings);
  if (!index) {
    index = new Map();
    for (const line of store.filingHoldings.all()) {
      if (!line.securityId) continue;
      const list = index.get(line.securityId);
      if (list) list.push(line);
      else index.set(line.securityId, [line]);
    }
    bySecurity.set(store.filingHoldings, index);
  }
  return index.get(securityId) ?? [];
}

/** A case's window for the estimates: its dates, and the closes the lookback is taken from. */
function windowOf(store: Store, c: Case, securityId: string): CaseWindow {
  const disclosureDate = disclosureOf(c);
  return {
    classPeriodStart: c.classPeriodStart,
    classPeriodEnd: c.classPeriodEnd,
    disclosureDate,
    prices: pricePoints(store, securityId, addDays(disclosureDate, -1), store.asOf),
    closeOn: (date) => closeOn(store, securityId, date),
  };
}

function estimatesOf(store: Store, c: Case, securityId: string) {
  try {
    return estimateFilingLosses(windowOf(store, c, securityId), linesOf(store, securityId));
  } catch (err) {
    if (err instanceof LossInputError) return [];
    throw err;
  }
}

function derive(store: Store): FilingLoss[] {
  const rows: FilingLoss[] = [];
  for (const c of store.cases.all()) {
    for (const securityId of c.securityIds) {
      const priceBefore = closeOn(store, securityId, c.classPeriodEnd);
      const priceAfter = closeAfter(store, securityId, c.classPeriodEnd);
      if (priceBefore === null || priceAfter === null) continue;
      for (const estimate of estimatesOf(store, c, securityId)) {
        const filer = store.filers.get(estimate.filerId);
        rows.push({
          id: `${c.id}.${estimate.filerId}.${securityId}`,
          caseId: c.id,
          caseCaption: c.caption,
          filerId: estimate.filerId,
          filerName: filer?.name ?? '',
          cik: filer?.cik ?? '0000000000',
          securityId,
          ticker: store.securities.get(securityId)?.ticker ?? '',
          classPeriodEnd: c.classPeriodEnd,
          period: estimate.period,
          shares: estimate.shares,
          priceBefore,
          priceAfter,
          estimatedLoss: estimate.estimatedLoss,
        });
      }
    }
  }
  return rows;
}

/** Derived again whenever the cases or the filers change (captions, periods, names). */
const derived = new WeakMap<readonly Case[], { filers: readonly Filer[]; rows: FilingLoss[] }>();

export function filingLosses(store: Store): FilingLoss[] {
  const cases = store.cases.all();
  const filers = store.filers.all();
  const seen = derived.get(cases);
  if (seen && seen.filers === filers) return seen.rows;
  const rows = derive(store);
  derived.set(cases, { filers, rows });
  return rows;
}

export const filingHandlers: HandlersOf<
  'listFilers' | 'getFiler' | 'listFilingHoldings' | 'listFilingLosses'
> = {
  listFilers: (call) =>
    listRows(
      call.store.filers.all().map((f) => shown(f, call.scope)),
      call.query,
      filerList,
    ),
  getFiler: (call) => shown(filers.get(call), call.scope),
  listFilingHoldings: (call) =>
    listRows(call.store.filingHoldings.all(), call.query, filingHoldingList),
  listFilingLosses: (call) => listRows(filingLosses(call.store), call.query, filingLossList),
};
