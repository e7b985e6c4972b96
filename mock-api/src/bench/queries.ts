/** The bench's list queries, and a way to run one straight into the engine, without HTTP. */
import { tradeList, tradeTotalsQuery } from '@backoffice/core/api';
import { listTable } from '../query/indexed-list.ts';
import { sumMatches } from '../query/indexed-sums.ts';
import { TOTALS_BY, TOTALS_FIELDS } from '../features/holdings/trade-totals.ts';
import type { Store } from '../store/store.ts';

/** Label, who asks (the viewer sees two clients), URL. */
export const QUERIES = [
  ['page 1, default sort', 'admin', '/api/v1/trades'],
  [
    'sorted by amount, filtered, page 3 of 100',
    'admin',
    '/api/v1/trades?sort=amount:desc&page=3&pageSize=100&market=foreign&from=2023-01-01&to=2024-12-31',
  ],
  [
    'quick search, sorted',
    'admin',
    '/api/v1/trades?q=northwind%20energy&sort=tradeDate:asc&pageSize=50',
  ],
  ['quick search on ids, many hits', 'admin', '/api/v1/trades?q=TR-00&sort=price:desc&pageSize=50'],
  ['deep page (full sort)', 'admin', '/api/v1/trades?sort=clientName:asc&page=2000&pageSize=100'],
  ['deep page, descending', 'admin', '/api/v1/trades?sort=amountUsd:desc&page=5000&pageSize=100'],
  [
    'one side, sorted by price, page 40',
    'admin',
    '/api/v1/trades?side=sell&sort=price:asc&page=40&pageSize=100',
  ],
  [
    'one account, one year',
    'admin',
    '/api/v1/trades?accountId=AC-00001&from=2025-01-01&to=2025-12-31&pageSize=100',
  ],
  [
    'a scoped user, sorted by ticker',
    'viewer',
    '/api/v1/trades?sort=ticker:desc&page=10&pageSize=50',
  ],
  ['totals of everything', 'admin', '/api/v1/trades/totals'],
  [
    'totals of a year of foreign trades',
    'admin',
    '/api/v1/trades/totals?market=foreign&from=2024-01-01&to=2024-12-31',
  ],
] as const;

/** Runs a query's URL as the admin against the engine; returns how many rows matched. */
export function engineCall(store: Store) {
  return (url: string): number => {
    const { pathname, searchParams } = new URL(url, 'http://bench');
    const params = Object.fromEntries(searchParams);
    if (pathname.endsWith('/totals')) {
      const query = tradeTotalsQuery.parse(params);
      const groups = sumMatches(
        store.trades,
        query,
        tradeList,
        undefined,
        TOTALS_BY,
        TOTALS_FIELDS,
      );
      return [...groups.values()].reduce((count, group) => count + group.count, 0);
    }
    return listTable(store.trades, tradeList.query.parse(params), tradeList).total;
  };
}
