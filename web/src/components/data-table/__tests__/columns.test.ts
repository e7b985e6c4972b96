import { describe, expect, it } from 'vitest';
import {
  booleanColumn,
  dateColumn,
  dateTimeColumn,
  moneyColumn,
  numberColumn,
} from '../columns.ts';

interface Row {
  openedOn: string | null;
  updatedAt: string;
  amount: number;
  quantity: number | null;
  active: boolean;
}

const row: Row = {
  openedOn: '2024-03-05',
  updatedAt: '2024-03-05T14:30:00Z',
  amount: -1234.5,
  quantity: 1250,
  active: true,
};

describe('the column builders', () => {
  it('should give each column its kind and the text of its own field', () => {
    const opened = dateColumn<Row>('openedOn', 'Opened on');
    expect(opened).toMatchObject({ field: 'openedOn', header: 'Opened on', kind: 'date' });
    expect(opened.format(row)).toBe('Mar 5, 2024');
    expect(opened.format({ ...row, openedOn: null })).toBe('—');
    expect(dateTimeColumn<Row>('updatedAt', 'Updated').kind).toBe('datetime');
    expect(moneyColumn<Row>('amount', 'Amount').format(row)).toBe('-$1,234.50');
    expect(numberColumn<Row>('quantity', 'Quantity').format(row)).toBe('1,250');
    expect(booleanColumn<Row>('active', 'Active').format(row)).toBe('Yes');
  });

  it('should keep what the screen adds, and keep its kind and text', () => {
    const column = dateColumn<Row>('openedOn', 'Opened on', { width: 130, hideOnPhone: true });
    expect(column).toMatchObject({ kind: 'date', width: 130, hideOnPhone: true });
  });
});
