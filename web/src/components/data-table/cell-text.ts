/**
 * What a column shows for a row, as text: the column's own `format`, or the field's value read
 * by the column's kind. The CSV export writes `format` or the raw value (ISO dates, plain
 * numbers), which spreadsheets read better than the screen's wording.
 */
import { plainText } from '../../lib/csv/plain-text.ts';
import {
  formatBoolean,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
} from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';
import type { TableColumn } from './types.ts';

const NOTHING = '—';

function asNumber(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

function asString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function cellText<Row>(column: TableColumn<Row>, row: Row): string {
  if (column.format) return column.format(row);
  const value: unknown = row[column.field];
  switch (column.kind) {
    case 'number':
      return formatNumber(asNumber(value));
    case 'money':
      return formatMoney(asNumber(value));
    case 'date':
      return formatDate(asString(value));
    case 'datetime':
      return formatDateTime(asString(value));
    case 'boolean':
      return formatBoolean(typeof value === 'boolean' ? value : null);
    case 'enum': {
      const text = asString(value);
      return text ? (column.enumLabel ?? humanize)(text) : NOTHING;
    }
    default:
      return plainText(value) || NOTHING;
  }
}

export function csvText<Row>(column: TableColumn<Row>, row: Row): string {
  return column.format ? column.format(row) : plainText(row[column.field]);
}

export function columnId<Row>(column: TableColumn<Row>): string {
  return column.id ?? column.field;
}

export function isNumeric<Row>(column: TableColumn<Row>): boolean {
  return column.kind === 'number' || column.kind === 'money';
}
