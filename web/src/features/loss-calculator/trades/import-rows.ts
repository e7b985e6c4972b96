/**
 * Spreadsheet cells as grid rows, through core's trade reader: rows it reads come normalised
 * (ISO dates, BUY/SELL, plain numbers), rows it cannot read come as they were, to be fixed in
 * the grid where their problems show. Put in date order when every row could be read.
 */
import { describeProblem, readTradeSheet } from '@backoffice/core/domain';
import { inDateOrder, sortByDate } from './grid-rows.ts';
import { gridRow, type GridRow } from '../state/workbench.ts';

export interface Imported {
  rows: GridRow[];
  /** The sheet's own problem (a missing column), when nothing could be imported. */
  refusal: string | null;
  /** Rows that came with problems. */
  unreadable: number;
  header: boolean;
}

export function importRows(cells: readonly (readonly string[])[]): Imported {
  const sheet = readTradeSheet(cells);
  const whole = sheet.problems.find((p) => p.row === null || sheet.rows.length === 0);
  if (whole)
    return { rows: [], refusal: describeProblem(whole), unreadable: 0, header: sheet.header };
  const rows = sheet.rows.map((r) => gridRow(r.text));
  const unreadable = sheet.rows.filter((r) => r.problems.length > 0).length;
  // Rows with problems keep their place: the user compares them with the sheet.
  const ordered = unreadable === 0 && !inDateOrder(rows) ? sortByDate(rows) : rows;
  return { rows: ordered, refusal: null, unreadable, header: sheet.header };
}
