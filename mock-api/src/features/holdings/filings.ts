/** 13-F filers, their reported positions, and the loss estimates drawn from them. */
import {
  filerList,
  filingHoldingList,
  filingLossList,
  type Filer,
  type FilingHolding,
  type FilingLoss,
} from '@backoffice/core/api';
import { estimateFilingLosses } from '../../domain/filing-losses.ts';
import type { HandlersOf } from '../../http/handler.ts';
import type { ClientScope } from '../../http/scope.ts';
import { listRows } from '../../http/list.ts';
import { closeAfter, closeOn } from '../../store/prices.ts';
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

/** Derived on every call: cases (their periods, captions) may have changed. */
export function filingLosses(store: Store): FilingLoss[] {
  const rows: FilingLoss[] = [];
  for (const c of store.cases.all()) {
    for (const securityId of c.securityIds) {
      const priceBefore = closeOn(store, securityId, c.classPeriodEnd);
      const priceAfter = closeAfter(store, securityId, c.classPeriodEnd);
      if (priceBefore === null || priceAfter === null) continue;
      const window = {
        classPeriodStart: c.classPeriodStart,
        classPeriodEnd: c.classPeriodEnd,
        priceBefore,
        priceAfter,
      };
      for (const estimate of estimateFilingLosses(window, linesOf(store, securityId))) {
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
