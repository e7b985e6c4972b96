/**
 * The indexes the first page of Trades and of Holdings need: the default sort, and the client
 * column a scoped user's list is filtered by. Built before the API answers, so the first page
 * costs what every page costs; every other index is built on its first use.
 */
import { holdingList, tradeList } from '@backoffice/core/api';
import type { Store } from '../../store/store.ts';

const sortColumn = (sort: string) => sort.split(':')[0]!;

export function buildStartIndexes(store: Store): void {
  for (const [table, list] of [
    [store.trades, tradeList],
    [store.holdings, holdingList],
  ] as const) {
    table.index.column(sortColumn(list.defaultSort));
    table.index.column('clientId');
  }
}
