/**
 * The one writer of a store: every write call all or nothing over its collections and tables
 * (what is derived from them follows them: see positions.ts and derived.ts), and, with a data
 * file, committed to it before the call returns. The data file's stored changes are applied to
 * the store first. The 13-F lines' warehouse takes part too (filing-lines.ts): beside the data
 * file when there is one, in memory otherwise.
 */
import type { Logger } from 'pino';
import { filingHoldingSchema, type FilingHolding } from '@backoffice/core/api';
import { warehouseFileBeside } from './filing-warehouse/index.ts';
import { filingsByLine } from './filings13f.ts';
import { attachDataFile, type BaseData, type RetiredTable } from './persistence.ts';
import { collectionsOf, tablesOf, type Store } from './store.ts';
import { createWriter, type Writer } from './transaction.ts';

export interface StoreDataFile {
  file: string;
  base: BaseData;
  logger?: Logger;
}

/** An import of notices alone keeps no lines. */
const importsWithLines = (store: Store) => store.filingImports.all().filter((i) => i.entries > 0);

export function storeWriter(store: Store, dataFile?: StoreDataFile): Writer {
  const collections = collectionsOf(store);
  const tables = tablesOf(store);
  // Data files of earlier versions kept imported 13-F lines in a table of their own.
  const filingHoldings: RetiredTable<FilingHolding> = {
    name: 'filingHoldings',
    schema: filingHoldingSchema,
    carry: (rows) => {
      store.filingLines.carryOver(rows);
    },
  };
  const durable = dataFile
    ? attachDataFile(dataFile.file, dataFile.base, collections, tables, [filingHoldings])
    : undefined;
  let filingOfLine: ReturnType<typeof filingsByLine> | undefined;
  if (dataFile)
    store.filingLines.attachFile({
      file: warehouseFileBeside(dataFile.file),
      knownImports: () => new Set(importsWithLines(store).map((i) => i.id)),
      // Read at the open, once the data file's filings are loaded.
      filingOf: (line) => (filingOfLine ??= filingsByLine(store.filings13f.all()))(line),
      ...(dataFile.logger ? { logger: dataFile.logger } : {}),
    });
  return createWriter([...collections, ...tables.map((t) => t.table), store.filingLines], durable);
}
