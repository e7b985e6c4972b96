/**
 * The numbers of a daily price file as sites and vendors write them: `$191.38`, `1,234,567`,
 * `1.234,56` in European files, `null`, `-` or nothing for a missing value. The decimal mark
 * is decided for the whole file, like the date order: `1,234` is a thousand and some in one
 * file and one and a quarter in another.
 */

export type DecimalMark = '.' | ',';

/** What vendors write for "no value". */
const MISSING = new Set(['', 'null', '-', '--', '—', 'n/a', 'na', 'nan', 'none', '#n/a']);

export const isMissing = (cell: string) => MISSING.has(cell.trim().toLowerCase());

/** Currency signs and codes, spaces (also no-break and thin ones) and apostrophes (Swiss 1'234). */
const DECORATION = /[$€£¥\s\u00a0\u202f']|\b(USD|EUR|GBP)\b/g;

const strip = (cell: string) => cell.replace(DECORATION, '');

/**
 * The decimal mark of a file's number cells: a comma when some cell's comma cannot be a
 * thousands separator (`12,5`, `1.234,56`); a point otherwise, except in a semicolon file whose
 * commas all stand where either could (`1,234`), where the comma is the European decimal mark.
 */
export function decideDecimalMark(cells: readonly string[], delimiter: string): DecimalMark {
  let commaOnly = false;
  for (const raw of cells) {
    const cell = strip(raw);
    const comma = cell.lastIndexOf(',');
    const point = cell.lastIndexOf('.');
    if (comma >= 0 && point >= 0) return comma > point ? ',' : '.';
    if (comma >= 0) {
      // A thousands separator is followed by exactly three digits, each time.
      if (!/^-?\d{1,3}(,\d{3})+$/.test(cell)) return ',';
      commaOnly = true;
    }
  }
  return commaOnly && delimiter === ';' ? ',' : '.';
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell's number; `null` for a missing value; NaN for text that is not a number. */
export function readNumber(cell: string, mark: DecimalMark): number | null {
  if (isMissing(cell)) return null;
  let text = strip(cell);
  // Thousands separators sit between groups of three digits only.
  const thousands = mark === '.' ? ',' : '.';
  if (text.includes(thousands)) {
    const [whole = '', ...rest] = text.split(mark);
    if (rest.length > 1 || !/^-?\d{1,3}([.,]\d{3})+$/.test(whole)) return NaN;
    text = [whole.split(thousands).join(''), ...rest].join(mark);
  }
  if (mark === ',') text = text.replace(',', '.');
  return PLAIN_NUMBER.test(text) ? Number(text) : NaN;
}
