/**
 * Rows in and out of DuckDB by column: a data chunk per 2,048 rows on the way in (one native
 * call per column, not one per value), `getColumns` on the way out.
 */
import {
  BIGINT,
  DOUBLE,
  DuckDBDataChunk,
  INTEGER,
  VARCHAR,
  type DuckDBAppender,
  type DuckDBResultReader,
  type DuckDBType,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { ColumnKind } from './schema.ts';

/** DuckDB's vector size: a data chunk holds at most this many rows. */
const CHUNK_ROWS = 2048;

const TYPES: Record<ColumnKind | 'seq', DuckDBType> = {
  text: VARCHAR,
  'text?': VARCHAR,
  number: DOUBLE,
  'number?': DOUBLE,
  integer: INTEGER,
  seq: BIGINT,
};

export interface ColumnData {
  kind: ColumnKind | 'seq';
  values: readonly DuckDBValue[];
}

/**
 * Rows appended between two flushes. A flush writes the appender's rows into the table on the
 * JS thread (the appender's calls are synchronous): small ones keep each hold of the event loop
 * short, and the caller yields between them.
 */
export const FLUSH_ROWS = 8192;

/** Appends columns of equal length, a chunk at a time. */
export function appendColumns(appender: DuckDBAppender, columns: readonly ColumnData[]): void {
  const rows = columns[0]?.values.length ?? 0;
  const types = columns.map((c) => TYPES[c.kind]);
  for (let start = 0; start < rows; start += CHUNK_ROWS) {
    const end = Math.min(rows, start + CHUNK_ROWS);
    const chunk = DuckDBDataChunk.create(types, end - start);
    columns.forEach((c, i) => {
      chunk.setColumnValues(i, c.values.slice(start, end));
    });
    appender.appendDataChunk(chunk);
  }
}

export type Cell = string | number | null;

/** A value as the column kind says it is read; anything else means the table is not ours. */
function cell(kind: ColumnKind, value: DuckDBValue): Cell {
  if (value === null && (kind === 'text?' || kind === 'number?')) return null;
  if (typeof value === 'string' && kind.startsWith('text')) return value;
  if (typeof value === 'number' && !kind.startsWith('text')) return value;
  throw new TypeError(`unexpected ${typeof value} in a ${kind} column`);
}

/**
 * The result's rows as objects keyed by column name. The caller names the row type: the
 * columns were written from rows of that type, so their strings are its enum values.
 */
export function rowObjects<Row>(
  reader: DuckDBResultReader,
  columns: readonly { name: string; kind: ColumnKind }[],
): Row[] {
  const data = reader.getColumns();
  const count = data[0]?.length ?? 0;
  const out: Record<string, Cell>[] = [];
  for (let r = 0; r < count; r += 1) {
    const row: Record<string, Cell> = {};
    columns.forEach((c, i) => {
      row[c.name] = cell(c.kind, data[i]![r] ?? null);
    });
    out.push(row);
  }
  return out as unknown as Row[];
}
