/**
 * A stored upload read with its custodian's mapping: the file's records, the mapping used, the
 * valid rows (accounts and securities looked up for the file's client and custodian) and every
 * error, file-level ones (row 0) first. The file's summary fields follow from it.
 */
import {
  UPLOAD_KINDS,
  type Account,
  type IngestionFile,
  type IngestionMapping,
  type RowError,
  type Security,
  type UploadKind,
} from '@backoffice/core/api';
import {
  cleanMapping,
  guessMapping,
  mappingProblems,
  readRowsInSlices,
  type ColumnMap,
  type FixedWidthColumn,
  type IngestRow,
  type Lookups,
} from '@backoffice/core/ingestion';
import { ApiError } from '../../domain/api-error.ts';
import type { Store } from '../../store/store.ts';
import type { FileParser } from './file-parser.ts';
import type { FileRecords } from './read-file.ts';

/** How many row errors a file's record keeps (the preview reads them all anew). */
export const KEPT_ERRORS = 200;

export type Row = IngestRow<Account, Security>;

export interface FileRows extends FileRecords {
  kind: UploadKind;
  map: ColumnMap;
  layout: FixedWidthColumn[] | null;
  rows: Row[];
  errors: RowError[];
}

export function uploadKind(kind: IngestionFile['kind']): UploadKind | null {
  return (UPLOAD_KINDS as readonly string[]).includes(kind) ? (kind as UploadKind) : null;
}

export function savedMapping(
  store: Store,
  custodian: string,
  kind: UploadKind,
): IngestionMapping | undefined {
  return store.ingestionMappings.all().find((m) => m.custodian === custodian && m.kind === kind);
}

export function originalBytes(store: Store, fileId: string): Uint8Array | null {
  const original = store.ingestionOriginals.get(fileId);
  return original ? Buffer.from(original.base64, 'base64') : null;
}

/** Accounts of the custodian (of the file's client) and securities by CUSIP, ISIN or ticker. */
export function lookupsFor(
  store: Store,
  target: { clientId: string; clientName: string; custodian: string },
): Lookups<Account, Security> {
  const accounts = new Map<string, Account>();
  for (const a of store.accounts.all())
    if (a.custodian === target.custodian) accounts.set(a.accountNumber, a);
  const securities = new Map<string, Security>();
  for (const s of store.securities.all()) {
    securities.set(s.ticker, s);
    securities.set(s.isin, s);
    securities.set(s.cusip, s);
  }
  return {
    account: (number) => {
      const account = accounts.get(number);
      if (!account) return `No account ${number} at ${target.custodian}`;
      if (account.clientId !== target.clientId)
        return `Account ${number} belongs to ${account.clientName}, not ${target.clientName}`;
      return account;
    },
    security: (id) => securities.get(id) ?? `No security with CUSIP, ISIN or ticker ${id}`,
  };
}

/** A trade in another currency needs its rate to dollars. */
function currencyErrors(rows: Row[], map: ColumnMap): { kept: Row[]; errors: RowError[] } {
  const kept: Row[] = [];
  const errors: RowError[] = [];
  for (const r of rows) {
    const currency = r.currency ?? r.security.currency;
    if (r.side !== null && currency !== 'USD' && r.fxRate === null) {
      errors.push({
        row: r.row,
        column: map.fxRate ?? 'FX rate',
        value: '',
        problem: `a ${currency} trade needs its FX rate to US dollars`,
      });
    } else kept.push(r);
  }
  return { kept, errors };
}

/** The custodian's mapping when it fits the file; the one its header names suggest when only that fits. */
function mappingFor(columns: readonly string[], kind: UploadKind, saved: ColumnMap | undefined) {
  const guessed = guessMapping(columns, kind);
  if (!saved) return guessed;
  const fits = (map: ColumnMap) => mappingProblems(map, columns, kind).length === 0;
  return fits(saved) || !fits(guessed) ? saved : guessed;
}

/** Lets the calls waiting meanwhile be answered between slices of a large file's rows. */
export const otherCallsFirst = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve);
  });

export async function readFileRows(
  store: Store,
  parser: FileParser,
  file: IngestionFile,
): Promise<FileRows> {
  const kind = uploadKind(file.kind);
  if (!kind || !store.ingestionOriginals.get(file.id))
    throw new ApiError('conflict', 'Only uploaded trade and holding files can be read row by row');
  const saved = savedMapping(store, file.custodian, kind);
  const layout = saved?.layout ?? null;
  const read = await parser.records({
    sha256: file.sha256,
    format: file.format,
    layout,
    bytes: () => originalBytes(store, file.id) ?? new Uint8Array(),
  });
  const map = mappingFor(read.records.columns, kind, saved && cleanMapping(saved.columns, kind));
  const mapErrors = mappingProblems(map, read.records.columns, kind).map((problem): RowError => ({
    row: 0,
    column: '',
    value: '',
    problem: `Mapping: ${problem}`,
  }));
  if (mapErrors.length > 0 || read.records.rows.length === 0) {
    return { ...read, kind, map, layout, rows: [], errors: [...read.fileErrors, ...mapErrors] };
  }
  const lookups = lookupsFor(store, file);
  const result = await readRowsInSlices(read.records, map, kind, lookups, otherCallsFirst);
  const { kept, errors } = currencyErrors(result.rows, map);
  const rowErrors = [...result.errors, ...errors].sort((a, b) => a.row - b.row);
  return { ...read, kind, map, layout, rows: kept, errors: [...read.fileErrors, ...rowErrors] };
}

/** The file's record brought up to date with what reading it found. */
export function summarized(file: IngestionFile, read: FileRows): IngestionFile {
  return {
    ...file,
    encoding: read.encoding,
    rowCount: read.records.rows.length,
    validRowCount: read.rows.length,
    errorCount: read.errors.length,
    rowErrors: read.errors.slice(0, KEPT_ERRORS),
  };
}

/** Why a file with no valid row is skipped: its first few problems. */
export function noValidRowReason(read: FileRows): string {
  const first = read.errors
    .slice(0, 3)
    .map((e) => (e.row > 0 ? `row ${e.row}, ${e.column}: ${e.problem}` : e.problem));
  return `No valid row. ${first.join('; ')}`.slice(0, 500);
}
