/** Everything a store holds, as one string of plain data: for tests that compare two stores. */
import { Collection, Table } from '../store/collection.ts';
import type { Store } from '../store/store.ts';

export function dumpStore(store: Store): string {
  return JSON.stringify({
    ...Object.fromEntries(
      Object.entries(store).map(([key, value]) => [
        key,
        value instanceof Collection || value instanceof Table ? value.all() : null,
      ]),
    ),
    closes: store.prices.closes.map((c) => Array.from(c)),
    positions: [...store.positions],
  });
}
