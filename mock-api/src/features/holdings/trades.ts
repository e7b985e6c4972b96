/**
 * Trades and holdings: read-only, scoped to the caller's clients. DOG holdings are the holdings
 * in securities of the cases currently flagged DOG, so the filter follows the cases.
 */
import { holdingList, tradeList, type Holding, type Trade } from '@backoffice/core/api';
import type { HandlersOf } from '../handler.ts';
import type { Store } from '../../store/store.ts';
import type { ColumnFilter } from '../../query/list.ts';
import { resource } from '../resource.ts';
import { TOTALS_BY, TOTALS_FIELDS, tradeTotals } from './trade-totals.ts';

/** DOG is a property of the security, so the filter is a test on the security column. */
function dogFilter(store: Store) {
  const dog = new Set(store.cases.all().flatMap((c) => (c.dog ? c.securityIds : [])));
  return (wanted: unknown): ColumnFilter => ({
    column: 'securityId',
    accepts: (securityId) => dog.has(String(securityId)) === wanted,
  });
}

const trades = resource<Trade>({
  what: 'trade',
  source: (store) => store.trades,
  list: tradeList,
  scopeColumn: 'clientId',
});

const holdings = resource<Holding>({
  what: 'holding',
  source: (store) => store.holdings,
  list: (store) => ({ ...holdingList, custom: { dog: dogFilter(store) } }),
  scopeColumn: 'clientId',
});

export const tradeHandlers: HandlersOf<
  'listTrades' | 'getTradeTotals' | 'getTrade' | 'listHoldings' | 'getHolding'
> = {
  listTrades: trades.list,
  getTradeTotals: (call) =>
    tradeTotals(trades.sumMatches(call, TOTALS_BY, TOTALS_FIELDS), call.query.currency),
  getTrade: trades.get,
  listHoldings: holdings.list,
  getHolding: holdings.get,
};
