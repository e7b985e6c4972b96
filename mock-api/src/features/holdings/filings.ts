/**
 * 13-F filers, their filed lines, their positions by quarter (both answered by the warehouse in
 * SQL), and the loss estimates.
 */
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
import { markedForCaller, scopedClientMark } from './filing-positions.ts';

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
  listFilingHoldings: async (call) => {
    const warehouse = await call.store.filingLines.warehouse();
    return warehouse.listLines(call.query, filingHoldingList);
  },
  listFilingPositions: async (call) => {
    const warehouse = await call.store.filingLines.warehouse();
    const page = await warehouse.listPositions(call.query, filingPositionList);
    return { ...page, items: markedForCaller(call.store, page.items, call.scope) };
  },
  listFilingLosses: async (call) =>
    listRows(
      scopedClientMark(call.store, await filingLosses(call.store), call.scope),
      call.query,
      filingLossList,
    ),
};
