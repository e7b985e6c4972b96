/**
 * The one writer of a store: every write call all or nothing over its collections, its tables
 * and the trade positions derived from them, and, with a data file, committed to it before the
 * call returns. The data file's stored changes are applied to the store first.
 */
import { attachDataFile, type BaseData } from './persistence.ts';
import { positionsFollowTrades, rebuildPositions } from './positions.ts';
import { collectionsOf, tablesOf, type Store } from './store.ts';
import { createWriter, type Writer } from './transaction.ts';

export function storeWriter(store: Store, dataFile?: { file: string; base: BaseData }): Writer {
  const collections = collectionsOf(store);
  const tables = tablesOf(store);
  let durable;
  if (dataFile) {
    const version = store.trades.index.version;
    durable = attachDataFile(dataFile.file, dataFile.base, collections, tables);
    if (store.trades.index.version !== version) rebuildPositions(store);
  }
  return createWriter(
    [...collections, ...tables.map((t) => t.table), positionsFollowTrades(store)],
    durable,
  );
}
