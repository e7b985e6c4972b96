/**
 * The first worksheet of an XLSX workbook as a grid of cell text (exceljs). Dates come out as
 * ISO dates; numbers as written (a serial day number in a number cell is read as a date later).
 */
import ExcelJS from 'exceljs';
import type { Grid } from '@backoffice/core/ingestion';

type CellValue = ExcelJS.CellValue;

function textOf(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return textOf(value.result);
  if ('text' in value) return value.text;
  if ('error' in value) return value.error;
  return '';
}

export async function readWorkbook(bytes: Uint8Array): Promise<Grid> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const rows: Grid['rows'] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(textOf(row.getCell(c).value).trim());
    if (cells.some((cell) => cell !== '')) rows.push({ row: number, cells });
  });
  return { rows, delimiter: 'xlsx', problems: [] };
}
