/** 13-F filers, their filed lines, their positions by quarter, and the loss estimates. */
import {
  filerList,
  filingHoldingList,
  filingLossList,
  filingPositionList,
  type Filer,
} from '@backoffice/core/api';
import type { HandlersOf } from '../handler.ts';
import type { ClientScope } from '../../domain/client-scope.ts';
import { listRows } from '../../query/list.ts';
import { resource } from '../resource.ts';
import { filingLosses } from './filing-losses.ts';
import { positionCandidates, scopedClientMark } from './filing-positions.ts';

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

export const filingHandlers: HandlersOf<
  'listFilers' | 'getFiler' | 'listFilingHoldings' | 'listFilingPositions' | 'listFilingLosses'
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
  listFilingPositions: (call) =>
    listRows(
      scopedClientMark(call.store, positionCandidates(call.store, call.query), call.scope),
      call.query,
      filingPositionList,
    ),
  listFilingLosses: (call) =>
    listRows(
      scopedClientMark(call.store, filingLosses(call.store), call.scope),
      call.query,
      filingLossList,
    ),
};
