/**
 * Hostile custodian files for tests, made on the spot: workbooks whose sheet unpacks to far
 * more than the file's size (ZIP bombs), with true or understated sizes.
 */
import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { zipArchive, zipEntries, type ArchivePart } from '@backoffice/core/ingestion';

export const SHEET = 'xl/worksheets/sheet1.xml';
const HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const TAIL = '</sheetData></worksheet>';
const ROW = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';

/** The parts of a real (exceljs-written) workbook of one small sheet, inflated. */
async function workbookParts(): Promise<{ name: string; data: Uint8Array }[]> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Trades').addRow(['Account', 'CUSIP']);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return (zipEntries(bytes) ?? []).map((e) => {
    const data = bytes.subarray(e.dataStart, e.dataStart + e.compressedSize);
    return { name: e.name, data: e.method === 0 ? data : inflateRawSync(data) };
  });
}

/** The workbook with its sheet replaced by `sheet`. */
async function withSheet(sheet: ArchivePart): Promise<Buffer> {
  const parts = await workbookParts();
  return zipArchive(parts.map((p) => (p.name === SHEET ? sheet : p)));
}

/** A sheet of `bytes` (about) of rows, deflated, declaring `declaredSize` if given. */
export function bombOf(bytes: number, declaredSize?: number): Promise<Buffer> {
  const data = Buffer.from(HEAD + ROW.repeat(Math.ceil(bytes / ROW.length)) + TAIL);
  return withSheet({ name: SHEET, data, ...(declaredSize === undefined ? {} : { declaredSize }) });
}

/**
 * A sheet of `megabytes` MB of rows, made without holding it: one megabyte of rows deflated
 * with a full flush (so its blocks stand alone) and repeated. Its directory says 1 KB.
 */
export function largeBombOf(megabytes: number): Promise<Buffer> {
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const head = Buffer.from(HEAD);
  const rows = Buffer.from(ROW.repeat(Math.ceil(1_048_576 / ROW.length)));
  const tail = Buffer.from(TAIL);
  const chunks = [deflateRawSync(head, flush)];
  let crc = crc32(head);
  const block = deflateRawSync(rows, flush);
  for (let i = 0; i < megabytes; i += 1) {
    chunks.push(block);
    crc = crc32(rows, crc);
  }
  chunks.push(deflateRawSync(tail));
  crc = crc32(tail, crc);
  return withSheet({ name: SHEET, deflated: Buffer.concat(chunks), size: 1_000, crc });
}

/** A workbook whose one row has a cell in column `column` (1-based). */
export async function wideWorkbook(column: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Trades');
  sheet.getCell(1, 1).value = 'Account';
  sheet.getCell(1, column).value = 'Far';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
