/**
 * A table's rows as CSV text: one header line, then one line per row, quoted by papaparse.
 * Cells are what the table shows. A cell that a spreadsheet would run as a formula (`=`, `+`,
 * `-`, `@`, or a tab or carriage return first) gets a leading `'`, so opening an export cannot
 * execute what someone typed into a record (CSV injection). Plain numbers are left alone.
 * A cell holding a separator of any locale (`,` or `;`), a tab, a quote or a line break is
 * quoted: Excel set to split on `;` would otherwise read `Acme;=1+1 Trust` as two cells, the
 * second a formula.
 */
import { unparse } from 'papaparse';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

const NEWLINE = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** What papaparse quotes anyway, and the `;` and tab of other locales' separators. */
const NEEDS_QUOTES = /[,;\t"\r\n]/;
const needsQuotes = (value: unknown) => typeof value === 'string' && NEEDS_QUOTES.test(value);

export function csvCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const fields = columns.map((c) => csvCell(c.header));
  const data = rows.map((row) => columns.map((c) => csvCell(c.value(row))));
  const text = unparse(
    { fields, data },
    { newline: NEWLINE, escapeFormulae: false, quotes: needsQuotes },
  );
  // Every line ends with a line break (papaparse leaves the last one off, except with no rows).
  return text.endsWith(NEWLINE) ? text : text + NEWLINE;
}

/** `Case List` on 2024-05-01 → `case-list-2024-05-01.csv`. */
export function csvFileName(label: string, isoDate: string): string {
  const base = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'export'}-${isoDate}.csv`;
}
