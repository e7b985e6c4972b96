/**
 * The first worksheet of an XLSX workbook as a grid of cell text, read as a stream (exceljs's
 * streaming reader): rows are checked against the limits as they come, so reading stops at the
 * first one past them. Before that the archive's parts are inflated once without keeping
 * anything, counting bytes and stopping past the unpacked limit, whatever sizes the archive
 * declares. Dates come out as ISO dates; numbers as written (a serial day number in a number
 * cell is read as a date later).
 */
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import type ExcelJS from 'exceljs';
import {
  checkDeclaredSizes,
  LimitExceeded,
  limitMessages,
  RowLimiter,
  zipEntries,
  type Grid,
  type ParseLimits,
} from '@backoffice/core/ingestion';

type CellValue = ExcelJS.CellValue;

/** The workbook is not one we can read (no archive, an unknown compression, corrupt data). */
export class UnreadableWorkbook extends Error {}

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

/** Bytes a deflated part inflates to, counted up to one past `most` and no further. */
async function inflatedSize(data: Uint8Array, most: number): Promise<number> {
  const inflate = createInflateRaw();
  inflate.end(data);
  let size = 0;
  for await (const chunk of inflate as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > most) break;
  }
  return size;
}

/** Refuses a workbook whose parts, declared or inflated, come to more than the limit. */
export async function checkUnpackedSize(bytes: Uint8Array, limits: ParseLimits): Promise<void> {
  const entries = zipEntries(bytes);
  if (!entries) throw new UnreadableWorkbook('no ZIP directory');
  checkDeclaredSizes(
    entries.map((e) => e.uncompressedSize),
    limits,
  );
  let left = limits.unpackedBytes;
  for (const entry of entries) {
    const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    if (entry.method !== 0 && entry.method !== 8)
      throw new UnreadableWorkbook(`compression method ${String(entry.method)}`);
    left -= entry.method === 0 ? data.length : await inflatedSize(data, left);
    if (left < 0)
      throw new LimitExceeded('unpackedBytes', limitMessages.unpackedBytes(limits.unpackedBytes));
  }
}

export async function readWorkbook(bytes: Uint8Array, limits: ParseLimits): Promise<Grid> {
  await checkUnpackedSize(bytes, limits);
  const limiter = new RowLimiter(limits);
  // Loaded when a workbook comes: exceljs takes a third of a CPU-second to load.
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const rows: Grid['rows'] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      limiter.columns(row.number, row.cellCount);
      const cells: string[] = [];
      for (let c = 1; c <= row.cellCount; c += 1) cells.push(textOf(row.getCell(c).value).trim());
      if (cells.every((cell) => cell === '')) continue;
      limiter.row(row.number, cells);
      rows.push({ row: row.number, cells });
    }
    break; // the first worksheet only
  }
  return { rows, delimiter: 'xlsx', problems: [] };
}
