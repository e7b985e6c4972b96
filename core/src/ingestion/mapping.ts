/**
 * Which file column feeds each of our fields. A custodian's mapping is remembered; for a new
 * custodian it is guessed from the header names.
 */
import {
  INGEST_FIELD_LABELS,
  INGEST_FIELDS,
  OPTIONAL_FIELDS,
  type IngestField,
  type UploadKind,
} from '../api/entities/ingestion.ts';
import { normalizeHeader } from '../domain/sheet-cells.ts';

export type ColumnMap = Partial<Record<IngestField, string>>;

/** Header names by field, most specific first. */
const ALIASES: Record<IngestField, readonly string[]> = {
  accountNumber: [
    'accountnumber',
    'accountno',
    'acctno',
    'acctnum',
    'account',
    'acct',
    'portfolio',
  ],
  security: ['cusip', 'isin', 'securityid', 'secid', 'ticker', 'symbol', 'security'],
  tradeDate: ['tradedate', 'trddate', 'transactiondate', 'txndate', 'executiondate', 'date'],
  settleDate: ['settledate', 'settlementdate', 'setldate', 'stldate'],
  side: ['side', 'buysell', 'bs', 'transactiontype', 'trantype', 'action', 'type'],
  quantity: ['quantity', 'qty', 'shares', 'units', 'position', 'par'],
  price: ['price', 'tradeprice', 'unitprice', 'executionprice', 'closeprice', 'marketprice'],
  currency: ['currency', 'ccy', 'cur', 'tradecurrency'],
  fxRate: ['fxrate', 'fx', 'exchangerate'],
  asOfDate: ['asofdate', 'asof', 'positiondate', 'valuationdate', 'reportdate', 'date'],
};

export function fieldsOf(kind: UploadKind): readonly IngestField[] {
  return INGEST_FIELDS[kind];
}

/** For each field, the first column whose name is one of its aliases (each column used once). */
export function guessMapping(columns: readonly string[], kind: UploadKind): ColumnMap {
  const names = columns.map(normalizeHeader);
  const used = new Set<number>();
  const map: ColumnMap = {};
  for (const field of fieldsOf(kind)) {
    for (const alias of ALIASES[field]) {
      const index = names.findIndex((n, i) => n === alias && !used.has(i));
      if (index >= 0) {
        used.add(index);
        map[field] = columns[index]!;
        break;
      }
    }
  }
  return map;
}

/** Required fields without a column, and fields mapped to a column the file does not have. */
export function mappingProblems(
  map: ColumnMap,
  columns: readonly string[],
  kind: UploadKind,
): string[] {
  const problems: string[] = [];
  for (const field of fieldsOf(kind)) {
    const column = map[field];
    if (column === undefined || column === '') {
      if (!OPTIONAL_FIELDS.has(field)) problems.push(`${INGEST_FIELD_LABELS[field]}: no column`);
    } else if (!columns.includes(column)) {
      problems.push(`${INGEST_FIELD_LABELS[field]}: the file has no column "${column}"`);
    }
  }
  return problems;
}

/** Keeps the fields of the kind that name a column; anything else is dropped. */
export function cleanMapping(input: Readonly<Record<string, string>>, kind: UploadKind): ColumnMap {
  const map: ColumnMap = {};
  for (const field of fieldsOf(kind)) {
    const column = input[field];
    if (column) map[field] = column;
  }
  return map;
}
