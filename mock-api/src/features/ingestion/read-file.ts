/**
 * A stored file's records: its bytes decoded and split by type (CSV, XLSX, or TXT cut by the
 * custodian's fixed-width layout, else read as delimited text). Shape problems become row
 * errors (row 0 for the whole file); only a file past the limits throws (LimitExceeded).
 * Runs in the file reader's worker (parse-worker.ts), never on the API's own thread.
 */
import type { RowError, UploadFormat } from '@backoffice/core/api';
import {
  checkDataRows,
  decodeText,
  LimitExceeded,
  layoutProblems,
  looksLikeZip,
  parseDelimited,
  parseFixedWidth,
  RowLimiter,
  splitRecords,
  type FixedWidthColumn,
  type Grid,
  type ParseLimits,
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
  limits: ParseLimits,
): Promise<{ grid: Grid; encoding: string | null; problems: string[] }> {
  const empty: Grid = { rows: [], delimiter: '', problems: [] };
  if (format === 'xlsx') {
    if (!looksLikeZip(bytes))
      return { grid: empty, encoding: null, problems: ['Not an Excel workbook (XLSX)'] };
    try {
      return { grid: await readWorkbook(bytes, limits), encoding: null, problems: [] };
    } catch (err) {
      if (err instanceof LimitExceeded) throw err;
      return { grid: empty, encoding: null, problems: ['The workbook could not be read'] };
    }
  }
  const { text, encoding } = decodeText(bytes);
  if (format === 'txt' && layout) {
    const problems = layoutProblems(layout);
    if (problems.length > 0) return { grid: empty, encoding, problems };
    return { grid: parseFixedWidth(text, layout, new RowLimiter(limits)), encoding, problems: [] };
  }
  return { grid: parseDelimited(text, new RowLimiter(limits)), encoding, problems: [] };
}

export async function readRecords(
  bytes: Uint8Array,
  format: UploadFormat,
  layout: readonly FixedWidthColumn[] | null,
  limits: ParseLimits,
): Promise<FileRecords> {
  const { grid, encoding, problems } = await gridOf(bytes, format, layout, limits);
  const records = splitRecords(grid);
  checkDataRows(records.rows.length, limits);
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
