/**
 * Writes a report's workbook with exceljs, loaded only when a workbook is asked for (its own
 * lazy chunk). Each sheet: its title lines, a bold header row kept in view, a filter on it, and
 * number formats for money, shares and dates.
 */
import { PRODUCT_NAME } from '@backoffice/core';
import type { LossReport } from '@backoffice/core/api';
import type { Workbook } from 'exceljs';
import { loadExcelJs } from '../../../lib/exceljs.ts';
import { reportSheets, type SheetFormat, type SheetSpec } from './report-workbook.ts';

const NUMBER_FORMATS: Record<SheetFormat, string | undefined> = {
  text: undefined,
  shares: '#,##0.####',
  money: '"$"#,##0.00;[Red]-"$"#,##0.00',
  date: 'yyyy-mm-dd',
  perShare: '"$"#,##0.00##',
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

export async function reportWorkbook(
  report: LossReport,
  onProgress: (text: string) => void,
): Promise<Blob> {
  onProgress('Loading the workbook maker…');
  const { Workbook } = await loadExcelJs();
  onProgress('Writing the workbook…');
  const workbook = new Workbook();
  workbook.creator = PRODUCT_NAME;
  workbook.created = new Date(report.generatedAt);
  workbook.title = report.title;
  for (const spec of reportSheets(report)) addSheet(workbook, spec);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}
