/**
 * Sorting and paging rows the screen already holds (an engine's audit trail, a report's lines),
 * for LocalTable. A column sorts by its raw field value: numbers as numbers, text as people read
 * it, empty values last whichever the direction.
 */
import type { TableColumn } from './types.ts';

const text = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return text.compare(String(a), String(b));
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The rows in the order of `sort` (`field:asc|desc`); as given when it names no column. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  sort: string,
): readonly Row[] {
  const [field, direction] = sort.split(':');
  const column = columns.find((c) => c.field === field);
  if (!column) return rows;
  const sign = direction === 'desc' ? -1 : 1;
  const keyed = rows.map((row, index) => {
    const value: unknown = row[column.field];
    return { row, index, value };
  });
  keyed.sort((a, b) => {
    if (isEmpty(a.value) || isEmpty(b.value)) {
      return isEmpty(a.value) === isEmpty(b.value) ? a.index - b.index : isEmpty(a.value) ? 1 : -1;
    }
    return sign * compareValues(a.value, b.value) || a.index - b.index;
  });
  return keyed.map((k) => k.row);
}

/** One page of rows; a page past the end shows the last one. */
export function pageOf<Row>(
  rows: readonly Row[],
  page: number,
  pageSize: number,
): { rows: Row[]; page: number } {
  const last = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = Math.min(Math.max(1, page), last);
  return { rows: rows.slice((shown - 1) * pageSize, shown * pageSize), page: shown };
}
