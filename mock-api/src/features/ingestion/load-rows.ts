/**
 * Valid rows become trades or holdings, once: a row whose key an earlier ingestion already
 * loaded adds nothing. An ingestion remembers exactly the rows it added, so undoing it removes
 * them and nothing else, and says which loss runs had used them since.
 */
import type { Holding, IngestionFile, Trade } from '@backoffice/core/api';
import { addBusinessDays } from '../../domain/dates.ts';
import type { Store } from '../../store/store.ts';
import type { FileRows, Row } from './file-rows.ts';
import type { Batch } from '../../store/ingestion.ts';

const cents = (n: number) => Math.round(n * 100) / 100;

function position(row: Row) {
  const { account: a, security: s } = row;
  return {
    accountId: a.id,
    accountNumber: a.accountNumber,
    clientId: a.clientId,
    clientName: a.clientName,
    custodian: a.custodian,
    securityId: s.id,
    cusip: s.cusip,
    ticker: s.ticker,
    securityName: s.name,
    market: s.market,
  };
}

function tradeOf(row: Row, id: string, fileId: string): Trade {
  const currency = row.currency ?? row.security.currency;
  const fxRate = currency === 'USD' ? 1 : (row.fxRate ?? 1);
  const amount = cents(row.quantity * row.price);
  return {
    id,
    ...position(row),
    tradeDate: row.date,
    settleDate: row.settleDate ?? addBusinessDays(row.date, 1),
    side: row.side === 'SELL' ? 'sell' : 'buy',
    quantity: row.quantity,
    price: row.price,
    currency,
    fxRate,
    amount,
    amountUsd: cents(amount * fxRate),
    sourceFileId: fileId,
  };
}

function holdingOf(row: Row, id: string): Holding {
  return {
    id,
    ...position(row),
    asOfDate: row.date,
    quantity: row.quantity,
    price: row.price,
    marketValue: cents(row.quantity * row.price),
    currency: row.currency ?? row.security.currency,
  };
}

function loadedKeys(store: Store, kind: Batch['kind']): Set<string> {
  const keys = new Set<string>();
  for (const b of store.ingestionBatches.all())
    if (b.kind === kind) for (const k of b.keys) keys.add(k);
  return keys;
}

/** Rows added between two pauses for the calls waiting meanwhile. */
const SLICE = 1_000;

/**
 * Adds the rows not loaded before; returns the batch it records (also when it added none).
 * A large file's rows are added a slice at a time, `pause` between slices, so other calls are
 * answered meanwhile; the call's transaction still keeps all of them or none.
 */
export async function loadRows(
  store: Store,
  file: IngestionFile,
  read: FileRows,
  at: { when: string; by: string },
  pause: () => Promise<void>,
): Promise<Batch> {
  const seen = loadedKeys(store, read.kind);
  const batch: Batch = {
    id: file.id,
    kind: read.kind,
    rowIds: [],
    keys: [],
    ingestedAt: at.when,
    ingestedBy: at.by,
  };
  for (const [i, row] of read.rows.entries()) {
    if (i > 0 && i % SLICE === 0) await pause();
    if (seen.has(row.key)) continue;
    seen.add(row.key);
    if (read.kind === 'trades') {
      batch.rowIds.push(store.trades.append((id) => tradeOf(row, id, file.id)).id);
    } else {
      batch.rowIds.push(store.holdings.append((id) => holdingOf(row, id)).id);
    }
    batch.keys.push(row.key);
  }
  return store.ingestionBatches.put(batch);
}

/** Removes the batch's rows; names the loss runs started since on a case in their securities. */
export function unloadRows(store: Store, batch: Batch): { removed: number; dependents: string[] } {
  const table = batch.kind === 'trades' ? store.trades : store.holdings;
  const securities = new Set<string>();
  let removed = 0;
  for (const id of batch.rowIds) {
    const row = table.get(id);
    if (row) securities.add(row.securityId);
    if (table.delete(id)) removed += 1;
  }
  store.ingestionBatches.delete(batch.id);
  const dependents = store.lossRuns
    .all()
    .filter((run) => run.createdAt >= batch.ingestedAt)
    .filter((run) => store.cases.get(run.caseId)?.securityIds.some((s) => securities.has(s)))
    .map((run) => `Loss run ${run.id} (${run.caseCaption}, ${run.status}) used these rows`);
  return { removed, dependents };
}
