/** Rows out of DuckDB by column (`getColumns`), as objects of the table's row type. */
import type { DuckDBResultReader, DuckDBValue } from '@duckdb/node-api';
import type { ColumnKind } from './schema.ts';

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
