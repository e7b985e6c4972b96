import { describe, expect, it } from 'vitest';
import { pageOf, sortRows } from '../local-rows.ts';
import type { TableColumn } from '../types.ts';

interface Row {
  name: string;
  amount: number | null;
}

const rows: Row[] = [
  { name: 'b10', amount: 5 },
  { name: 'b9', amount: null },
  { name: 'a', amount: -2 },
  { name: 'c', amount: 5 },
];
const columns: TableColumn<Row>[] = [
  { field: 'name', header: 'Name' },
  { field: 'amount', header: 'Amount', kind: 'number' },
];
const names = (list: readonly Row[]) => list.map((r) => r.name);

describe('rows sorted and paged in the browser', () => {
  it('should sort numbers as numbers and text as people read it, empty values last', () => {
    expect(names(sortRows(rows, columns, 'amount:asc'))).toEqual(['a', 'b10', 'c', 'b9']);
    expect(names(sortRows(rows, columns, 'amount:desc'))).toEqual(['b10', 'c', 'a', 'b9']);
    expect(names(sortRows(rows, columns, 'name:asc'))).toEqual(['a', 'b9', 'b10', 'c']);
  });

  it('should keep the given order without a sort', () => {
    expect(sortRows(rows, columns, '')).toBe(rows);
  });

  it('should show the last page for a page past the end', () => {
    expect(pageOf(rows, 1, 3)).toEqual({ rows: rows.slice(0, 3), page: 1 });
    expect(pageOf(rows, 9, 3)).toEqual({ rows: rows.slice(3), page: 2 });
    expect(pageOf([], 2, 10)).toEqual({ rows: [], page: 1 });
  });
});
