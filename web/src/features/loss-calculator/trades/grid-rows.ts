/** Changes to the grid's rows, as plain functions of the rows. */
import { parseSheetDate, type TradeField } from '@backoffice/core/domain';
import { BLANK_TRADE, gridRow, type GridRow } from '../state/workbench.ts';

export function editRow(rows: readonly GridRow[], index: number, field: TradeField, value: string) {
  const row = rows[index];
  if (!row) return [...rows];
  const next = rows.slice();
  next[index] = { ...row, [field]: value };
  return next;
}

export function removeRow(rows: readonly GridRow[], index: number): GridRow[] {
  return rows.filter((_, i) => i !== index);
}

/** A new row after the others, dated like the last one (trades are entered in date order). */
export function addRow(rows: readonly GridRow[]): GridRow[] {
  const last = rows.at(-1);
  return [...rows, gridRow({ ...BLANK_TRADE, date: last?.date ?? '' })];
}

const dates = new WeakMap<GridRow, string | null>();

/** A row's date read once while the row is unchanged (the grid asks at every render). */
function dateOf(row: GridRow): string | null {
  let date = dates.get(row);
  if (date === undefined) {
    date = parseSheetDate(row.date);
    dates.set(row, date);
  }
  return date;
}

/** In date order, keeping the order of a day's trades; rows without a readable date go last. */
export function sortByDate(rows: readonly GridRow[]): GridRow[] {
  const keyed = rows.map((row, index) => ({ row, index, date: dateOf(row) }));
  keyed.sort((a, b) => {
    if (a.date === null || b.date === null) {
      return a.date === b.date ? a.index - b.index : a.date === null ? 1 : -1;
    }
    return a.date < b.date ? -1 : a.date > b.date ? 1 : a.index - b.index;
  });
  return keyed.map((k) => k.row);
}

/** Whether the rows' readable dates are already in order. */
export function inDateOrder(rows: readonly GridRow[]): boolean {
  let last = '';
  for (const row of rows) {
    const date = dateOf(row);
    if (date === null) continue;
    if (date < last) return false;
    last = date;
  }
  return true;
}
