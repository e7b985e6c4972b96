/**
 * Trades and holdings: read-only, scoped to the caller's clients. DOG holdings are the holdings
 * in securities of the cases currently flagged DOG, so the filter follows the cases.
 */
import { holdingList, tradeList, type Holding, type Trade } from '@backoffice/core/api';
import type { HandlersOf } from '../../http/handler.ts';
import type { Store } from '../../store/store.ts';
import { byClient, resource } from '../resource.ts';

function dogFilter(store: Store) {
  const dog = new Set(store.cases.all().flatMap((c) => (c.dog ? c.securityIds : [])));
  return (wanted: unknown) => (row: Holding) => dog.has(row.securityId) === wanted;
}

const trades = resource<Trade>({
  what: 'trade',
  source: (store) => store.trades,
  list: tradeList,
  visible: byClient,
});

const holdings = resource<Holding>({
  what: 'holding',
  source: (store) => store.holdings,
  list: (store) => ({ ...holdingList, custom: { dog: dogFilter(store) } }),
  visible: byClient,
});

export const tradeHandlers: HandlersOf<'listTrades' | 'getTrade' | 'listHoldings' | 'getHolding'> =
  {
    listTrades: trades.list,
    getTrade: trades.get,
    listHoldings: holdings.list,
    getHolding: holdings.get,
  };
