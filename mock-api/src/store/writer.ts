/**
 * The one writer of a store: every write call all or nothing over its collections and tables
 * (what is derived from them follows them: see positions.ts and derived.ts), and, with a data
 * file, committed to it before the call returns. The data file's stored changes are applied to
 * the store first. The 13-F lines' warehouse takes part too (filing-lines.ts): beside the data
 * file when there is one, in memory otherwise.
 */
import type { Logger } from 'pino';
import { warehouseFileBeside } from './filing-warehouse/index.ts';
import { attachDataFile, type BaseData } from './persistence.ts';
import { collectionsOf, tablesOf, type Store } from './store.ts';
import { createWriter, type Writer } from './transaction.ts';

export interface StoreDataFile {
  file: string;
  base: BaseData;
  logger?: Logger;
}

export function storeWriter(store: Store, dataFile?: StoreDataFile): Writer {
  const collections = collectionsOf(store);
  const tables = tablesOf(store);
  const durable = dataFile
    ? attachDataFile(dataFile.file, dataFile.base, collections, tables)
    : undefined;
  if (dataFile)
    store.filingLines.attachFile({
      file: warehouseFileBeside(dataFile.file),
      // An import of notices alone keeps no lines.
      knownImports: () =>
        new Set(
          store.filingImports
            .all()
            .filter((i) => i.entries > 0)
            .map((i) => i.id),
        ),
      ...(dataFile.logger ? { logger: dataFile.logger } : {}),
    });
  return createWriter([...collections, ...tables.map((t) => t.table), store.filingLines], durable);
}
