/**
 * A file's data rows read with a column mapping into trades or holdings: dates (ISO, US
 * m/d/yyyy, Excel serial days), numbers (thousands separators, parentheses for negatives),
 * sides in custodians' spellings, CUSIP/ISIN check digits, known accounts and securities. Every
 * problem is a row error naming the row, column, cell and what is wrong; nothing throws.
 */
import {
  INGEST_FIELD_LABELS,
  type IngestField,
  type RowError,
  type UploadKind,
} from '../api/entities/ingestion.ts';
import { cusipProblem, isinProblem } from '../domain/identifiers.ts';
import { DATE_FORMS_HINT, parseSheetDate, parseSheetNumber } from '../domain/sheet-cells.ts';
import { parseSide } from '../domain/trade-rows.ts';
import type { TradeSide } from '../loss/types.ts';
import type { ColumnMap } from './mapping.ts';
import type { Records } from './records.ts';

/** Finds an account or security by the file's text; a string says why there is none. */
export interface Lookups<A extends { id: string }, S extends { id: string }> {
  account(accountNumber: string): A | string;
  security(identifier: string): S | string;
}

export interface IngestRow<A, S> {
  row: number;
  /** Same trade or holding, same key: ingesting it again adds nothing. */
  key: string;
  account: A;
  security: S;
  /** Trade date, or the holding's as-of date. */
  date: string;
  settleDate: string | null;
  side: TradeSide | null;
  quantity: number;
  price: number;
  currency: string | null;
  fxRate: number | null;
}

export interface ReadRows<A, S> {
  rows: IngestRow<A, S>[];
  errors: RowError[];
}

/** The problem with a security identifier's check digit; undefined for a valid one or a ticker. */
export function identifierProblem(text: string): string | undefined {
  if (/^[0-9A-Z*@#]{8}[0-9A-Z]$/.test(text) && /\d/.test(text)) return cusipProblem(text);
  if (/^[A-Z]{2}[0-9A-Z]{10}$/.test(text) && /\d/.test(text)) return isinProblem(text);
  if (!/^[A-Z0-9.]{1,8}$/.test(text)) return 'not a CUSIP, an ISIN or a ticker';
  return undefined;
}

type Cells = (field: IngestField) => string;

class RowReader {
  readonly errors: RowError[] = [];
  readonly #row: number;
  readonly #map: ColumnMap;
  readonly #cell: Cells;
  constructor(row: number, map: ColumnMap, cell: Cells) {
    this.#row = row;
    this.#map = map;
    this.#cell = cell;
  }

  fail(field: IngestField, problem: string): null {
    const column = this.#map[field] ?? INGEST_FIELD_LABELS[field];
    this.errors.push({ row: this.#row, column, value: this.#cell(field), problem });
    return null;
  }

  text(field: IngestField, required: boolean): string | null {
    const value = this.#cell(field).trim();
    if (value === '') return required ? this.fail(field, 'missing') : null;
    return value;
  }

  date(field: IngestField, required = true): string | null {
    const text = this.text(field, required);
    if (text === null) return null;
    return parseSheetDate(text) ?? this.fail(field, `not a date (${DATE_FORMS_HINT})`);
  }

  number(field: IngestField, required = true): number | null {
    const text = this.text(field, required);
    if (text === null) return null;
    return parseSheetNumber(text) ?? this.fail(field, 'not a number');
  }

  positive(field: IngestField, required = true): number | null {
    const value = this.number(field, required);
    if (value === null || value > 0) return value;
    return this.fail(field, 'must be more than zero');
  }

  found<T>(
    field: IngestField,
    lookup: (text: string) => T | string,
    check?: (t: string) => string | undefined,
  ): T | null {
    const text = this.text(field, true);
    if (text === null) return null;
    const problem = check?.(text.toUpperCase());
    if (problem) return this.fail(field, problem);
    const result = lookup(text);
    return typeof result === 'string' ? this.fail(field, result) : result;
  }
}

function readOne<A extends { id: string }, S extends { id: string }>(
  reader: RowReader,
  kind: UploadKind,
  lookups: Lookups<A, S>,
): Omit<IngestRow<A, S>, 'row' | 'key'> | null {
  const account = reader.found('accountNumber', (t) => lookups.account(t));
  const security = reader.found(
    'security',
    (t) => lookups.security(t.toUpperCase()),
    identifierProblem,
  );
  const trades = kind === 'trades';
  const date = reader.date(trades ? 'tradeDate' : 'asOfDate');
  const settleDate = trades ? reader.date('settleDate', false) : null;
  let side: TradeSide | null = null;
  if (trades) {
    const text = reader.text('side', true);
    side =
      text === null
        ? null
        : (parseSide(text) ??
          reader.fail('side', 'not a side (B, BUY, BOT, Purchase, S, SELL, SLD, Sale)'));
  }
  // Custodians write sales as negative quantities: the size is what counts.
  const rawQuantity = reader.number('quantity');
  const quantity = trades && rawQuantity !== null ? Math.abs(rawQuantity) : rawQuantity;
  if (trades && quantity === 0) reader.fail('quantity', 'must be more than zero');
  const price = reader.positive('price');
  const currencyText = reader.text('currency', false);
  const currency = currencyText === null ? null : currencyText.toUpperCase();
  if (currency !== null && !/^[A-Z]{3}$/.test(currency))
    reader.fail('currency', 'not a three-letter currency code');
  const fxRate = trades ? reader.positive('fxRate', false) : null;
  if (settleDate !== null && date !== null && settleDate < date)
    reader.fail('settleDate', 'before the trade date');
  if (reader.errors.length > 0) return null;
  return {
    account: account!,
    security: security!,
    date: date!,
    settleDate,
    side,
    quantity: quantity!,
    price: price!,
    currency,
    fxRate,
  };
}

/** Reads data rows a slice at a time, keeping the duplicate count across slices. */
function rowsReader<A extends { id: string }, S extends { id: string }>(
  records: Records,
  map: ColumnMap,
  kind: UploadKind,
  lookups: Lookups<A, S>,
) {
  const index = new Map(records.columns.map((c, i) => [c, i]));
  const result: ReadRows<A, S> = { rows: [], errors: [] };
  const seen = new Map<string, number>();
  const readSlice = (from: number, to: number) => {
    for (const { row, cells } of records.rows.slice(from, to)) {
      const cell: Cells = (field) => {
        const column = map[field];
        const at = column === undefined ? undefined : index.get(column);
        return at === undefined ? '' : (cells[at] ?? '');
      };
      const reader = new RowReader(row, map, cell);
      const read = readOne(reader, kind, lookups);
      for (const e of reader.errors) result.errors.push(e);
      if (!read) continue;
      const base = [
        kind,
        read.account.id,
        read.security.id,
        read.date,
        read.side ?? '',
        read.quantity,
        read.price,
      ].join('|');
      // Two identical rows in one file are two trades; the nth one keeps its key across files.
      const nth = (seen.get(base) ?? 0) + 1;
      seen.set(base, nth);
      result.rows.push({ row, key: `${base}#${nth}`, ...read });
    }
  };
  return { readSlice, result };
}

/** Reads every data row; the ones without errors come back with their duplicate keys. */
export function readRows<A extends { id: string }, S extends { id: string }>(
  records: Records,
  map: ColumnMap,
  kind: UploadKind,
  lookups: Lookups<A, S>,
): ReadRows<A, S> {
  const reader = rowsReader(records, map, kind, lookups);
  reader.readSlice(0, records.rows.length);
  return reader.result;
}

/**
 * As readRows, `slice` rows at a time with a `pause` between slices: a server reading a large
 * file lets the calls waiting meanwhile be answered.
 */
export async function readRowsInSlices<A extends { id: string }, S extends { id: string }>(
  records: Records,
  map: ColumnMap,
  kind: UploadKind,
  lookups: Lookups<A, S>,
  pause: () => Promise<void>,
  slice = 500,
): Promise<ReadRows<A, S>> {
  const reader = rowsReader(records, map, kind, lookups);
  for (let from = 0; from < records.rows.length; from += slice) {
    if (from > 0) await pause();
    reader.readSlice(from, from + slice);
  }
  return reader.result;
}
