/**
 * A security's daily prices imported from a file (CSV or XLSX, the raw body), all of them or
 * none: a file with a row that cannot be read is refused whole (422) with every such row and its
 * problem, since a price series with silent holes would give wrong losses. Each day is compared
 * with the close the security has now (imported, or else generated): the same close is
 * unchanged, another close is changed and named with both, a day without a close is added.
 * A dry run answers the same and writes nothing. The audit entry (on the security) counts the
 * imported rows the call created and updated.
 */
import type { PriceImport } from '@backoffice/core/api';
import {
  NotAPriceFile,
  readPriceRows,
  readPriceText,
  type PriceFile,
  type PriceFileRow,
} from '@backoffice/core/domain';
import {
  checkDataRows,
  decodeText,
  LimitExceeded,
  looksLikeZip,
  RowLimiter,
  type ParseLimits,
} from '@backoffice/core/ingestion';
import { ApiError, notFound } from '../../domain/api-error.ts';
import { importedPriceId, type ImportedPrice } from '../../store/imported-prices.ts';
import { closeOfDay, lastCloseOf } from '../../store/prices.ts';
import type { Store } from '../../store/store.ts';
import type { HandlersOf } from '../handler.ts';
import { readWorkbook } from './xlsx.ts';

/** A refusal lists at most this many rows: enough to fix a file, not a second copy of it. */
const MOST_LISTED_PROBLEMS = 200;

const unprocessable = (message: string, details?: ApiError['details']) =>
  new ApiError('unprocessable', message, details);

async function readFile(
  bytes: Uint8Array,
  limits: ParseLimits,
): Promise<{ file: PriceFile; format: PriceImport['format'] }> {
  try {
    if (looksLikeZip(bytes)) {
      const grid = await readWorkbook(bytes, limits).catch((err: unknown) => {
        if (err instanceof LimitExceeded) throw err;
        throw unprocessable('The workbook could not be read: send a CSV or an XLSX file');
      });
      return { file: readPriceRows(grid.rows, grid.delimiter), format: 'xlsx' };
    }
    const file = readPriceText(decodeText(bytes).text, new RowLimiter(limits));
    checkDataRows(file.rows.length + file.problems.length + file.empty.length, limits);
    return { file, format: 'csv' };
  } catch (err) {
    if (err instanceof NotAPriceFile) throw unprocessable(err.message);
    if (err instanceof LimitExceeded)
      throw new ApiError(
        err.limit === 'unpackedBytes' ? 'payload_too_large' : 'unprocessable',
        err.message,
      );
    throw err;
  }
}

function refuseProblems(file: PriceFile): void {
  if (file.problems.length === 0) return;
  const n = file.problems.length;
  throw unprocessable(
    `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'} of the file cannot be read; nothing was imported`,
    file.problems.slice(0, MOST_LISTED_PROBLEMS).map((p) => ({
      location: 'body',
      field: `row ${String(p.row)}`,
      message: p.problem,
    })),
  );
}

const stored = (securityId: string, r: PriceFileRow): ImportedPrice => ({
  id: importedPriceId(securityId, r.date),
  securityId,
  date: r.date,
  close: r.close,
  adjClose: r.adjClose ?? null,
  open: r.open ?? null,
  high: r.high ?? null,
  low: r.low ?? null,
  volume: r.volume === undefined ? null : Math.round(r.volume),
});

/** Compares each day with the security's close now; writes the new and changed ones unless a dry run. */
function apply(store: Store, securityId: string, file: PriceFile, dryRun: boolean) {
  let added = 0;
  let unchanged = 0;
  const changed: PriceImport['changed'] = [];
  const writes: ImportedPrice[] = [];
  for (const row of file.rows) {
    const before = closeOfDay(store, securityId, row.date);
    if (before === null) added += 1;
    else if (before === row.close) unchanged += 1;
    else changed.push({ date: row.date, oldClose: before, newClose: row.close });
    if (before !== row.close) writes.push(stored(securityId, row));
  }
  if (!dryRun) {
    for (const w of writes) store.importedPrices.put(w);
    keepLastClose(store, securityId);
  }
  return { added, unchanged, changed };
}

/** The security's "Last close" follows its prices: a new security's first import gives it one. */
function keepLastClose(store: Store, securityId: string): void {
  const security = store.securities.get(securityId);
  const last = lastCloseOf(store, securityId);
  if (!security || !last) return;
  if (security.lastClose === last.lastClose && security.lastCloseDate === last.lastCloseDate)
    return;
  store.securities.put({ ...security, ...last });
}

export function priceImportHandlers(limits: ParseLimits): HandlersOf<'importSecurityPrices'> {
  return {
    importSecurityPrices: async (call) => {
      const security = call.store.securities.get(call.params.id);
      if (!security) throw notFound('security', call.params.id);
      const { file, format } = await readFile(call.body, limits);
      refuseProblems(file);
      if (file.rows.length === 0)
        throw unprocessable('The file has a header but no prices: nothing to import');
      const counts = apply(call.store, security.id, file, call.query.dryRun);
      return {
        securityId: security.id,
        dryRun: call.query.dryRun,
        format,
        columns: file.columns,
        dayMonthOrder: file.dayMonthOrder,
        rows: file.rows.length,
        ...counts,
        empty: file.empty,
        firstDate: file.rows[0]?.date ?? null,
        lastDate: file.rows.at(-1)?.date ?? null,
      };
    },
  };
}
