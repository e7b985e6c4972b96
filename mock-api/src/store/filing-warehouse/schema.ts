/**
 * The warehouse's two tables and how each column is kept. Dates stay ISO strings (VARCHAR): the
 * API answers them as strings, lists compare them as strings (`from`/`to`), and DuckDB's zone
 * maps still skip row groups on them. Amounts are DOUBLE, which is what a JS number is, so they
 * come back exactly as written; counts are INTEGER (read as JS numbers, not BigInt). Enumerated
 * fields are VARCHAR, not ENUM: an ENUM sorts by declaration order and `change` is sortable.
 * `seq` is the order rows were written in: lists break ties by it, as the in-memory list
 * engine keeps row order.
 */
import type { FilingHolding, FilingPosition } from '@backoffice/core/api';

export type ColumnKind = 'text' | 'text?' | 'number' | 'number?' | 'integer';

interface Column<Field extends string> {
  name: Field;
  kind: ColumnKind;
}

/** A position as the warehouse keeps it: `isClient` depends on the filer's client mark. */
export type WarehousePosition = Omit<FilingPosition, 'isClient'>;

/** What a line and a position both name: who filed, for which quarter, what (core's fields). */
const FILER_SECURITY_COLUMNS = [
  { name: 'id', kind: 'text' },
  { name: 'filerId', kind: 'text' },
  { name: 'filerName', kind: 'text' },
  { name: 'cik', kind: 'text' },
  { name: 'period', kind: 'text' },
  { name: 'cusip', kind: 'text' },
  { name: 'securityId', kind: 'text?' },
  { name: 'issuer', kind: 'text' },
  { name: 'titleOfClass', kind: 'text' },
] as const satisfies readonly Column<keyof FilingHolding & keyof FilingPosition>[];

export const LINE_COLUMNS = [
  ...FILER_SECURITY_COLUMNS,
  { name: 'value', kind: 'number' },
  { name: 'reportedValue', kind: 'number' },
  { name: 'valueUnit', kind: 'text' },
  { name: 'filedOn', kind: 'text' },
  { name: 'amendmentNo', kind: 'integer' },
  { name: 'amendmentType', kind: 'text' },
  { name: 'shares', kind: 'number' },
  { name: 'shareType', kind: 'text' },
  { name: 'putCall', kind: 'text?' },
  { name: 'investmentDiscretion', kind: 'text' },
  { name: 'votingSole', kind: 'number' },
  { name: 'votingShared', kind: 'number' },
  { name: 'votingNone', kind: 'number' },
] as const satisfies readonly Column<keyof FilingHolding>[];

export const POSITION_COLUMNS = [
  ...FILER_SECURITY_COLUMNS,
  { name: 'kind', kind: 'text' },
  { name: 'shares', kind: 'number' },
  { name: 'value', kind: 'number' },
  { name: 'price', kind: 'number?' },
  { name: 'lines', kind: 'integer' },
  { name: 'previousShares', kind: 'number?' },
  { name: 'change', kind: 'text' },
] as const satisfies readonly Column<keyof WarehousePosition>[];

const SQL_TYPES: Record<ColumnKind, string> = {
  text: 'VARCHAR NOT NULL',
  'text?': 'VARCHAR',
  number: 'DOUBLE NOT NULL',
  'number?': 'DOUBLE',
  integer: 'INTEGER NOT NULL',
};

/** A column name as SQL reads it: quoted, so camelCase stays as the API spells it. */
export const quoted = (name: string) => `"${name}"`;

const columnsDdl = (columns: readonly Column<string>[]) =>
  columns.map((c) => `${quoted(c.name)} ${SQL_TYPES[c.kind]}`).join(', ');

/**
 * Lines carry the imported filing and the import they came from, so an undone or failed import
 * is removed by id; both tables carry `seq`. Each write stores its rows in the order one
 * question reads them, so zone maps (min/max per row group) skip the rest: lines by value,
 * highest first (the lists' default sort: a top-N that stops after the first row groups),
 * positions by filer (a filer's positions over time). Who held a CUSIP is found by an ART
 * index on `cusip`: in filer order its rows are spread over every row group of the quarter.
 */
export const CREATE_TABLES = [
  `CREATE TABLE IF NOT EXISTS filing_lines (seq BIGINT NOT NULL, "filingId" VARCHAR NOT NULL, "importId" VARCHAR NOT NULL, ${columnsDdl(LINE_COLUMNS)})`,
  `CREATE TABLE IF NOT EXISTS filing_positions (seq BIGINT NOT NULL, ${columnsDdl(POSITION_COLUMNS)})`,
  `CREATE INDEX IF NOT EXISTS filing_positions_cusip ON filing_positions (cusip)`,
];

export const LINES_TABLE = 'filing_lines';
export const POSITIONS_TABLE = 'filing_positions';
