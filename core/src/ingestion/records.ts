/**
 * A grid's records: the column header row and the data rows, with custodian header and trailer
 * records (a first row tagged HDR, a last row tagged TRL with the record count) set aside.
 */
import { normalizeHeader } from '../domain/sheet-cells.ts';
import type { Grid } from './grid.ts';

const HEADER_TAGS = new Set(['h', 'hdr', 'header', 'fh', 'filehdr', 'fileheader', 'bof']);
const TRAILER_TAGS = new Set(['t', 'trl', 'trlr', 'trailer', 'ft', 'ftr', 'footer', 'eof', 'end']);

export interface Records {
  columns: string[];
  rows: Grid['rows'];
  headerRecord: string[] | null;
  trailerRecord: string[] | null;
  /** Whole-file problems: no rows, a trailer whose count disagrees. */
  problems: string[];
}

const tagOf = (cells: readonly string[]) => normalizeHeader(cells[0] ?? '');

export function splitRecords(grid: Grid): Records {
  const rows = [...grid.rows];
  const problems: string[] = [];
  const headerRecord = rows[0] && HEADER_TAGS.has(tagOf(rows[0].cells)) ? rows.shift()! : null;
  const last = rows.at(-1);
  const trailerRecord = last && TRAILER_TAGS.has(tagOf(last.cells)) ? rows.pop()! : null;
  const header = rows.shift();
  if (!header) problems.push('The file has no rows');
  else if (rows.length === 0) problems.push('The file has a header but no data rows');
  if (trailerRecord) {
    const count = trailerRecord.cells.slice(1).find((c) => /^\d+$/.test(c.trim()));
    if (count !== undefined && Number(count) !== rows.length && Number(count) !== rows.length + 1)
      problems.push(`The trailer counts ${count} records; the file has ${rows.length}`);
  }
  return {
    columns: (header?.cells ?? []).map((c) => c.trim()),
    rows,
    headerRecord: headerRecord?.cells ?? null,
    trailerRecord: trailerRecord?.cells ?? null,
    problems,
  };
}
