/**
 * A file's text as rows of cells: delimited text (comma, semicolon, tab or pipe, detected by
 * papaparse, quoted fields with embedded newlines) or fixed-width text cut by a layout. Blank
 * lines are dropped; a malformed quote is reported, never thrown.
 */
import Papa from 'papaparse';
import type { RowLimiter } from './limits.ts';

export interface FixedWidthColumn {
  /** The column's name, used as its header. */
  name: string;
  /** 1-based position of its first character. */
  start: number;
  width: number;
}

export interface Grid {
  /** Each row's cells and its number (1-based: the first record of the file is row 1). */
  rows: { row: number; cells: string[] }[];
  /** `,`, `;`, `\t`, `|`, or `fixed` for a layout. */
  delimiter: string;
  /** Problems with the file's shape (an unclosed quote), each naming its row. */
  problems: { row: number; problem: string }[];
}

const isBlankRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * Read row by row, so that a limiter can stop the reading at the first row past a limit (it
 * throws LimitExceeded, and papaparse stops with it). A caller that knows the delimiter (from a
 * header it recognises) gives it; papaparse guesses otherwise.
 */
export function parseDelimited(text: string, limiter?: RowLimiter, knownDelimiter?: string): Grid {
  const rows: Grid['rows'] = [];
  const problems: Grid['problems'] = [];
  let delimiter = ',';
  let index = 0;
  Papa.parse<string[]>(text, {
    ...(knownDelimiter
      ? { delimiter: knownDelimiter }
      : { delimitersToGuess: [',', ';', '\t', '|'] }),
    skipEmptyLines: false,
    step: (result) => {
      index += 1;
      delimiter = result.meta.delimiter;
      const cells = result.data;
      if (Array.isArray(cells) && !isBlankRow(cells)) {
        limiter?.row(index, cells);
        rows.push({ row: index, cells: cells.map(String) });
      }
      for (const e of result.errors)
        // A one-column file is no problem: there is nothing to split.
        if (e.code !== 'UndetectableDelimiter') problems.push({ row: index, problem: e.message });
    },
  });
  return { rows, delimiter, problems };
}

/** Layout problems: a column that starts before 1, has no width, or overlaps the one before. */
export function layoutProblems(layout: readonly FixedWidthColumn[]): string[] {
  const problems: string[] = [];
  if (layout.length === 0) problems.push('The layout has no columns');
  const sorted = [...layout].sort((a, b) => a.start - b.start);
  sorted.forEach((c, i) => {
    if (!Number.isInteger(c.start) || c.start < 1)
      problems.push(`${c.name}: start must be 1 or more`);
    if (!Number.isInteger(c.width) || c.width < 1)
      problems.push(`${c.name}: width must be 1 or more`);
    const before = sorted[i - 1];
    if (before && before.start + before.width > c.start)
      problems.push(`${c.name} overlaps ${before.name}`);
  });
  return problems;
}

/** Fixed-width lines cut by the layout; the layout's names become the first (header) row. */
export function parseFixedWidth(
  text: string,
  layout: readonly FixedWidthColumn[],
  limiter?: RowLimiter,
): Grid {
  const header = layout.map((c) => c.name);
  limiter?.row(0, header);
  const rows: Grid['rows'] = [{ row: 0, cells: header }];
  text.split(/\r\n|\n|\r/).forEach((line, i) => {
    if (line.trim() === '') return;
    const cells = layout.map((c) => line.slice(c.start - 1, c.start - 1 + c.width).trim());
    // A header line naming the layout's columns is the layout's own header, not data.
    const isHeader = cells.every((cell, j) => cell.toLowerCase() === layout[j]!.name.toLowerCase());
    if (isHeader) return;
    limiter?.row(i + 1, cells);
    rows.push({ row: i + 1, cells });
  });
  return { rows, delimiter: 'fixed', problems: [] };
}
