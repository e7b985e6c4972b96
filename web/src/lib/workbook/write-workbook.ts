/**
 * Writes sheets with exceljs, loaded only when a workbook is asked for (its own lazy chunk; import
 * this module with `import()` too). Each sheet: its title lines, a bold header row kept in view,
 * a filter on it, and number formats for money, shares, dates and shares of a whole.
 */
import type { Workbook } from 'exceljs';
import { loadExcelJs } from '../exceljs.ts';
import type { SheetFormat, SheetSpec } from './sheet-spec.ts';

const NUMBER_FORMATS: Record<SheetFormat, string | undefined> = {
  text: undefined,
  shares: '#,##0.####',
  money: '"$"#,##0.00;[Red]-"$"#,##0.00',
  date: 'yyyy-mm-dd',
  perShare: '"$"#,##0.00##',
  percent: '0.0%',
};

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function addSheet(workbook: Workbook, spec: SheetSpec): void {
  const sheet = workbook.addWorksheet(spec.name);
  for (const line of spec.preface) sheet.addRow([line]);
  if (spec.preface.length > 0) {
    sheet.getRow(1).font = { bold: true, size: 14 };
    sheet.addRow([]);
  }
  const headerRow = sheet.addRow(spec.columns.map((c) => c.header));
  headerRow.font = { bold: true };
  spec.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.width;
    const numFmt = NUMBER_FORMATS[c.format];
    if (numFmt) column.numFmt = numFmt;
  });
  for (const row of spec.rows) sheet.addRow(row);
  const top = headerRow.number;
  sheet.views = [{ state: 'frozen', ySplit: top }];
  sheet.autoFilter = {
    from: { row: top, column: 1 },
    to: { row: top + spec.rows.length, column: spec.columns.length },
  };
}

export interface WorkbookInfo {
  title: string;
  creator: string;
  created: Date;
}

export async function writeWorkbook(
  info: WorkbookInfo,
  sheets: readonly SheetSpec[],
  onProgress: (text: string) => void,
): Promise<Blob> {
  onProgress('Loading the workbook maker…');
  const { Workbook } = await loadExcelJs();
  onProgress('Writing the workbook…');
  const workbook = new Workbook();
  workbook.creator = info.creator;
  workbook.created = info.created;
  workbook.title = info.title;
  for (const spec of sheets) addSheet(workbook, spec);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}
