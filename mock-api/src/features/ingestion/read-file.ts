/**
 * A stored file's records: its bytes decoded and split by type (CSV, XLSX, or TXT cut by the
 * custodian's fixed-width layout, else read as delimited text). Shape problems become row
 * errors (row 0 for the whole file); nothing throws.
 */
import type { RowError, UploadFormat } from '@backoffice/core/api';
import {
  decodeText,
  layoutProblems,
  looksLikeZip,
  parseDelimited,
  parseFixedWidth,
  splitRecords,
  type FixedWidthColumn,
  type Grid,
  type Records,
} from '@backoffice/core/ingestion';
import { readWorkbook } from './xlsx.ts';

export interface FileRecords {
  records: Records;
  encoding: string | null;
  fileErrors: RowError[];
}

const fileError = (problem: string, row = 0): RowError => ({ row, column: '', value: '', problem });

async function gridOf(
  bytes: Uint8Array,
  format: UploadFormat,
  layout: readonly FixedWidthColumn[] | null,
): Promise<{ grid: Grid; encoding: string | null; problems: string[] }> {
  const empty: Grid = { rows: [], delimiter: '', problems: [] };
  if (format === 'xlsx') {
    if (!looksLikeZip(bytes))
      return { grid: empty, encoding: null, problems: ['Not an Excel workbook (XLSX)'] };
    try {
      return { grid: await readWorkbook(bytes), encoding: null, problems: [] };
    } catch {
      return { grid: empty, encoding: null, problems: ['The workbook could not be read'] };
    }
  }
  const { text, encoding } = decodeText(bytes);
  if (format === 'txt' && layout) {
    const problems = layoutProblems(layout);
    if (problems.length > 0) return { grid: empty, encoding, problems };
    return { grid: parseFixedWidth(text, layout), encoding, problems: [] };
  }
  return { grid: parseDelimited(text), encoding, problems: [] };
}

export async function readRecords(
  bytes: Uint8Array,
  format: UploadFormat,
  layout: readonly FixedWidthColumn[] | null,
): Promise<FileRecords> {
  const { grid, encoding, problems } = await gridOf(bytes, format, layout);
  const records = splitRecords(grid);
  return {
    records,
    encoding,
    fileErrors: [
      ...problems.map((p) => fileError(p)),
      ...grid.problems.map((p) => fileError(p.problem, p.row)),
      ...records.problems.map((p) => fileError(p)),
    ],
  };
}
