/**
 * `store.positions` (each account × security's trade positions, in date order) follows the
 * trades table: it is told of every appended, replaced or deleted trade as the table changes
 * (ingestion, undo, a failed call put back, rows loaded from the data file), so it never points
 * at a row that is not there or misses one that is. Each list is replaced, never changed in
 * place, so a loss run that took a position's list keeps the one it planned with.
 */
import type { Trade } from '@backoffice/core/api';
import type { Store } from './store.ts';

type Positions = Map<string, readonly number[]>;

/** The key of an account's position in a security, in `store.positions`. */
export function positionKey(accountId: string, securityId: string): string {
  return `${accountId}|${securityId}`;
}

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

const keyOf = (t: Trade) => positionKey(t.accountId, t.securityId);

function without(positions: Positions, key: string, at: number): void {
  const list = positions.get(key);
  if (!list?.includes(at)) return;
  const rest = list.filter((p) => p !== at);
  if (rest.length > 0) positions.set(key, rest);
  else positions.delete(key);
}

/** Puts `at` in its place by (trade date, position). */
function withAt(store: Pick<Store, 'trades'>, positions: Positions, key: string, at: number) {
  const rows = store.trades.positions;
  const date = (p: number) => rows[p]?.tradeDate ?? '';
  const list = (positions.get(key) ?? []).filter((p) => p !== at);
  let i = list.length;
  while (i > 0 && (date(list[i - 1]!).localeCompare(date(at)) || list[i - 1]! - at) > 0) i -= 1;
  positions.set(key, [...list.slice(0, i), at, ...list.slice(i)]);
}

/** Makes `store.positions` follow every change to `store.trades` from now on. */
export function followTrades(store: Pick<Store, 'trades' | 'positions'>): void {
  const positions = store.positions as Positions;
  store.trades.follow({
    changed: (at, before, after) => {
      if (before) without(positions, keyOf(before), at);
      if (after) withAt(store, positions, keyOf(after), at);
    },
    reset: () => {
      rebuildPositions(store);
    },
  });
}
