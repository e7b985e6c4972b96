/**
 * Settlements: listed, read, added and changed. Adding one generates its claims; a change of its
 * period, securities or plan recomputes them. The claim counts and recognized total shown are
 * over the claims the caller may see, so a client-scoped user's totals are their clients' only.
 */
import {
  CLAIM_STATUSES,
  settlementList,
  type Settlement,
  type SettlementUpdate,
} from '@backoffice/core/api';
import { settlementNetFund } from '@backoffice/core/domain';
import type { ClientScope } from '../../domain/client-scope.ts';
import type { Store } from '../../store/store.ts';
import type { HandlersOf } from '../handler.ts';
import { resource, type BodyCall, type PatchCall } from '../resource.ts';
import { syncClaims } from './claim-generation.ts';
import { applySettlement, buildSettlement, PLAN_FIELDS } from './settlement-writes.ts';

function current(row: Settlement, store: Store, scope: ClientScope): Settlement {
  const claimCounts = Object.fromEntries(
    CLAIM_STATUSES.map((s) => [s, 0]),
  ) as Settlement['claimCounts'];
  let recognizedTotal = 0;
  for (const claim of store.claims.all()) {
    if (claim.settlementId !== row.id || !scope.sees(claim.clientId)) continue;
    claimCounts[claim.status] += 1;
    recognizedTotal += claim.recognizedLoss;
  }
  return {
    ...row,
    caseCaption: store.cases.get(row.caseId)?.caption ?? row.caseCaption,
    netFund: settlementNetFund({ ...row, netFund: row.netFundStated }),
    claimCounts,
    recognizedTotal,
  };
}

export const settlements = resource<Settlement>({
  what: 'settlement',
  source: (store) => store.settlements,
  list: settlementList,
  view: current,
});

function create(call: BodyCall<Parameters<typeof buildSettlement>[0]>): Settlement {
  const row = call.store.settlements.put(
    buildSettlement(call.body, call, call.store.settlements.nextId()),
  );
  syncClaims(call.store, row, call);
  return current(row, call.store, call.scope);
}

function update(call: PatchCall<SettlementUpdate>): Settlement {
  const before = settlements.find(call);
  const row = call.store.settlements.put(applySettlement(before, call.body, call));
  const planChanged = PLAN_FIELDS.some(
    (f) => call.body[f] !== undefined && JSON.stringify(call.body[f]) !== JSON.stringify(before[f]),
  );
  if (planChanged) syncClaims(call.store, row, call);
  return current(row, call.store, call.scope);
}

export const settlementHandlers: HandlersOf<
  'listSettlements' | 'getSettlement' | 'createSettlement' | 'updateSettlement'
> = {
  listSettlements: settlements.list,
  getSettlement: settlements.get,
  createSettlement: create,
  updateSettlement: update,
};
