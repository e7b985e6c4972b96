/**
 * An uploaded trades file as rows of cell text: CSV through papaparse, XLSX through exceljs,
 * which is large and so loaded only when a workbook is opened (its own chunk). A cell reads
 * as the spreadsheet shows it, except dates, which become `YYYY-MM-DD`.
 */
import type { CellValue, Workbook } from 'exceljs';
import { cellsOfText } from './sheet-text.ts';
import { loadExcelJs } from '../../../lib/exceljs.ts';

export class SheetFileError extends Error {
  override name = 'SheetFileError';
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** exceljs stores a day as midnight UTC; its text is the day itself. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result ?? null);
  if ('text' in value) return value.text;
  if ('error' in value) return value.error;
  return '';
}

function sheetCells(workbook: Workbook): string[][] {
  const sheet = workbook.worksheets.find((s) => s.actualRowCount > 0) ?? workbook.worksheets[0];
  if (!sheet) throw new SheetFileError('The workbook has no worksheet');
  // Sparse: exceljs skips empty rows and cells, which must still take their places.
  const rows: (string[] | undefined)[] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: (string | undefined)[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows[number - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(rows, (r) => r ?? []);
}

async function readWorkbook(file: File): Promise<string[][]> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(await file.arrayBuffer());
  } catch {
    throw new SheetFileError(`${file.name} is not an Excel workbook (.xlsx) that can be read`);
  }
  return sheetCells(workbook);
}

const isWorkbook = (file: File) =>
  /\.xlsx$/i.test(file.name) ||
  file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The first worksheet of an .xlsx file, or a .csv/.tsv/.txt file, as rows of cells. */
export async function readSheetFile(file: File): Promise<string[][]> {
  if (isWorkbook(file)) return readWorkbook(file);
  if (/\.xls$/i.test(file.name)) {
    throw new SheetFileError(`${file.name} is an old Excel file (.xls): save it as .xlsx or .csv`);
  }
  return cellsOfText(await file.text());
}
