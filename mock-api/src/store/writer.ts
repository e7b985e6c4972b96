/**
 * The one writer of a store: every write call all or nothing over its collections and tables
 * (what is derived from them follows them: see positions.ts and derived.ts), and, with a data
 * file, committed to it before the call returns. The data file's stored changes are applied to
 * the store first.
 */
import { attachDataFile, type BaseData } from './persistence.ts';
import { collectionsOf, tablesOf, type Store } from './store.ts';
import { createWriter, type Writer } from './transaction.ts';

export function storeWriter(store: Store, dataFile?: { file: string; base: BaseData }): Writer {
  const collections = collectionsOf(store);
  const tables = tablesOf(store);
  const durable = dataFile
    ? attachDataFile(dataFile.file, dataFile.base, collections, tables)
    : undefined;
  return createWriter([...collections, ...tables.map((t) => t.table)], durable);
}
