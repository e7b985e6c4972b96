/**
 * The export as a workbook, one sheet per table, written with exceljs (loaded only when asked
 * for: its own chunk). Header rows bold and kept in view; money, shares and dates formatted.
 * Cells are written as values, never formulas, so nothing typed into an input can run.
 */
import type { Workbook } from 'exceljs';
import type { CellKind, ExportSheet } from './export-sheets.ts';
import { loadExcelJs } from '../../../lib/exceljs.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FORMATS: Record<CellKind, string | undefined> = {
  text: undefined,
  date: 'yyyy-mm-dd',
  shares: '#,##0.####',
  perShare: '"$"#,##0.00##',
  money: '"$"#,##0.00;[Red]-"$"#,##0.00',
};

/** ISO dates as real dates (a day at midnight UTC, as Excel keeps them). */
function value(cell: string | number | null, kind: CellKind) {
  if (kind === 'date' && typeof cell === 'string') return new Date(`${cell}T00:00:00Z`);
  return cell;
}

function addSheet(workbook: Workbook, sheet: ExportSheet) {
  const ws = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.columns.map((c) => ({
    header: c.header,
    width: c.kind === 'text' ? 36 : 16,
    style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {},
  }));
  ws.getRow(1).font = { bold: true };
  for (const row of sheet.rows)
    ws.addRow(row.map((cell, i) => value(cell, sheet.columns[i]?.kind ?? 'text')));
}

export async function exportXlsx(sheets: readonly ExportSheet[]): Promise<Blob> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  workbook.creator = 'Back Office loss calculator';
  for (const sheet of sheets) addSheet(workbook, sheet);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}
