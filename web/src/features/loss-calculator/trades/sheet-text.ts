/**
 * Spreadsheet text as rows of cells, for core's readers: rows copied from a spreadsheet arrive
 * tab-separated (quoted where a cell holds a tab or a line break), a CSV file comma- or
 * semicolon-separated. papaparse reads both; an XLSX file is read by xlsx-cells.ts.
 */
import { parse } from 'papaparse';

const cache = new Map<string, string[][]>();
const CACHED_TEXTS = 8;

/** Rows of cell text; tabs win when there are any (a pasted "$1,250" must stay one cell). */
export function cellsOfText(text: string): string[][] {
  if (text.trim() === '') return [];
  const known = cache.get(text);
  if (known) return known;
  const result = parse<string[]>(text.replace(/\r?\n$/, ''), {
    delimiter: text.includes('\t') ? '\t' : '',
    skipEmptyLines: false,
  });
  if (cache.size >= CACHED_TEXTS) cache.delete(cache.keys().next().value ?? '');
  cache.set(text, result.data);
  return result.data;
}

/** The cells of a table as tab-separated text, for a text box (a case's inflation table). */
export function textOfCells(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) => row.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t'))
    .join('\n');
}
