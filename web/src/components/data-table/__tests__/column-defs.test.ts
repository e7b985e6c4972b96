import { describe, expect, it } from 'vitest';
import { toColDefs } from '../column-defs.ts';
import type { TableColumn } from '../types.ts';

interface Row {
  tradeDate: string;
  amount: number;
}

const COLUMNS: TableColumn<Row>[] = [
  { field: 'tradeDate', header: 'Trade date', hideOnPhone: true },
  { field: 'tradeDate', id: 'trade', header: 'Trade', phoneOnly: true },
  { field: 'amount', header: 'Amount', kind: 'money' },
];

const view = (isPhone: boolean) => ({ sort: 'tradeDate:desc', isSortable: () => true, isPhone });

describe('the grid columns of a table', () => {
  it('should hide the phone-only columns on a desktop and the desktop-only ones on a phone', () => {
    expect(toColDefs(COLUMNS, view(false)).map((c) => c.hide)).toEqual([false, true, false]);
    expect(toColDefs(COLUMNS, view(true)).map((c) => c.hide)).toEqual([true, false, false]);
  });

  it('should show the sort on the one visible header of its field, never as a multi-sort', () => {
    expect(toColDefs(COLUMNS, view(false)).map((c) => c.sort)).toEqual(['desc', null, null]);
    expect(toColDefs(COLUMNS, view(true)).map((c) => c.sort)).toEqual([null, 'desc', null]);
  });
});
