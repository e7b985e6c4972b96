/**
 * `store.positions` (each account × security's trade positions, in date order) follows the
 * trades table. Ingestion adds to it as it appends; when trades are loaded from the data file at
 * start, or a failed write call puts the table back, it is rebuilt from the table, so it never
 * points at a row that is not there or misses one that is.
 */
import { positionKey } from '../data/generate/trading.ts';
import type { Transactional } from './collection.ts';
import type { Store } from './store.ts';

export function rebuildPositions(store: Pick<Store, 'trades' | 'positions'>): void {
  const positions = store.positions as Map<string, number[]>;
  positions.clear();
  const rows = store.trades.positions;
  rows.forEach((trade, at) => {
    if (!trade) return;
    const key = positionKey(trade.accountId, trade.securityId);
    const list = positions.get(key);
    if (list) list.push(at);
    else positions.set(key, [at]);
  });
  const date = (at: number) => rows[at]?.tradeDate ?? '';
  for (const list of positions.values()) {
    list.sort((a, b) => date(a).localeCompare(date(b)) || a - b);
  }
}

/** Takes part in write calls after the trades table: rebuilds if a rolled-back call changed it. */
export function positionsFollowTrades(store: Pick<Store, 'trades' | 'positions'>): Transactional {
  let version = 0;
  return {
    begin: () => {
      version = store.trades.index.version;
    },
    publish: () => undefined,
    rollback: () => {
      if (store.trades.index.version !== version) rebuildPositions(store);
    },
    end: () => undefined,
  };
}
