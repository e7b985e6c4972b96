/**
 * The export as one CSV file: each table under its name, a blank line between them, every cell
 * through the kit's CSV builder (a cell a spreadsheet would run as a formula is defused).
 */
import { buildCsv } from '../../../lib/csv/csv.ts';
import type { Cell, ExportSheet } from './export-sheets.ts';

const text = (cell: Cell) => (cell === null ? '' : String(cell));

export function exportCsv(sheets: readonly ExportSheet[]): string {
  return sheets
    .map((sheet) => {
      const columns = sheet.columns.map((c, i) => ({
        header: c.header,
        value: (row: Cell[]) => text(row[i] ?? null),
      }));
      return (
        buildCsv([{ header: sheet.name, value: () => '' }], []) + buildCsv(columns, sheet.rows)
      );
    })
    .join('\r\n');
}
