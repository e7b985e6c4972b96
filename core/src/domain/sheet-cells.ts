/**
 * Reading the cells of a pasted or uploaded spreadsheet: dates and numbers in the forms people
 * and custodians write them, header names compared loosely, and where a cell is (row and column)
 * said the way the spreadsheet shows it. Used by the trade and plan-table readers.
 */

/** Something wrong in a sheet: its row (1-based, as the spreadsheet numbers it) and column. */
export interface SheetProblem {
  /** Null when the problem is the whole sheet's (a missing column). */
  row: number | null;
  /** The column's header, or its letter when the sheet has no header; null for a whole row. */
  column: string | null;
  message: string;
}

/** "Row 4, Quantity: …", "Row 4: …" or the message alone. */
export function describeProblem({ row, column, message }: SheetProblem): string {
  if (row === null) return column === null ? message : `${column}: ${message}`;
  return column === null ? `Row ${row}: ${message}` : `Row ${row}, ${column}: ${message}`;
}

/** `Trade Date` → `tradedate`: header names compared without case, spaces or punctuation. */
export function normalizeHeader(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

export const isBlank = (text: string | undefined): boolean => (text ?? '').trim() === '';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a day that exists, else null. */
export function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/** Two-digit years are this century's up to 49, the last century's from 50 (as Excel reads them). */
export const fullYear = (text: string): number =>
  text.length === 2 ? (Number(text) < 50 ? 2000 : 1900) + Number(text) : Number(text);

/** `Mar`, `March` or `Sept` → 3 or 9; 0 for anything else. */
export function monthOf(name: string): number {
  const lower = name.toLowerCase();
  const index = MONTHS.findIndex(
    (month) =>
      month === lower || month.slice(0, 3) === lower || (lower === 'sept' && month === 'september'),
  );
  return index + 1;
}

/** Excel counts days from 1899-12-30 (its day 60 is the 29 February 1900 that never was). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const FIRST_SERIAL = 61;
const LAST_SERIAL = 2_958_465; // 9999-12-31

function excelSerial(text: string): string | null {
  if (!/^\d{2,7}(\.\d+)?$/.test(text)) return null;
  const serial = Math.floor(Number(text));
  if (serial < FIRST_SERIAL || serial > LAST_SERIAL) return null;
  return new Date(EXCEL_EPOCH + serial * DAY_MS).toISOString().slice(0, 10);
}

type DateForm = [RegExp, (m: RegExpExecArray) => string | null];

const DATE_FORMS: DateForm[] = [
  // 2024-03-15, 2024/03/15, with any time after it.
  [/^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/, (m) => isoOf(+m[1]!, +m[2]!, +m[3]!)],
  // 03/15/2024, 3-15-24: month first, as US statements write them.
  [
    /^(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})(?: .*)?$/,
    (m) => isoOf(fullYear(m[3]!), +m[1]!, +m[2]!),
  ],
  // 15-Mar-2024, 15 Mar 24, 15-March-2024.
  [
    /^(\d{1,2})[- ]([a-z]{3,9})\.?[- ,]+(\d{4}|\d{2})$/i,
    (m) => isoOf(fullYear(m[3]!), monthOf(m[2]!), +m[1]!),
  ],
  // Mar 15, 2024; March 15 2024.
  [/^([a-z]{3,9})\.? (\d{1,2}),? (\d{4})$/i, (m) => isoOf(+m[3]!, monthOf(m[1]!), +m[2]!)],
  // 20240315.
  [/^(\d{4})(\d{2})(\d{2})$/, (m) => isoOf(+m[1]!, +m[2]!, +m[3]!)],
];

/**
 * A calendar date as `YYYY-MM-DD`, from 2024-03-15, 03/15/2024, 15-Mar-2024, Mar 15, 2024,
 * 20240315 or an Excel serial day number (45366); null when the text is none of them or names
 * a day that does not exist (02/30/2024).
 */
export function parseSheetDate(text: string): string | null {
  const trimmed = text.trim();
  for (const [form, read] of DATE_FORMS) {
    const match = form.exec(trimmed);
    if (match) return read(match);
  }
  return excelSerial(trimmed);
}

export const DATE_FORMS_HINT = 'use 2024-03-15, 03/15/2024 or 15-Mar-2024';

const CURRENCY = /^(?:US\$|USD|\$|€|£|¥|EUR|GBP)\s*|\s*(?:USD|EUR|GBP)$/i;
const PLAIN = /^(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * A number from `1,250`, `$25.50`, `USD 25.50`, `(300)` (negative, as accounts write it), `-300`
 * or `1.5e3`; null for anything else, e.g. `1,25` (a comma that groups no thousands).
 */
export function parseSheetNumber(text: string): number | null {
  let body = text.trim().replace(/\s+/g, ' ');
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(body);
  if (bracketed) {
    negative = true;
    body = bracketed[1]!.trim();
  }
  if (/^[-+]/.test(body)) {
    negative = negative !== body.startsWith('-');
    body = body.slice(1).trim();
  }
  body = body.replace(CURRENCY, '').replace(/ /g, '');
  // A sign may also follow the currency symbol: $-25.
  if (!negative && body.startsWith('-')) {
    negative = true;
    body = body.slice(1);
  }
  if (!PLAIN.test(body) && !GROUPED.test(body)) return null;
  const value = Number(body.replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

/** Whether a row is a header: it names known columns and holds no date and no number. */
export function looksLikeHeader(cells: readonly string[], known: (name: string) => boolean) {
  const filled = cells.filter((cell) => !isBlank(cell));
  return (
    filled.some((cell) => known(normalizeHeader(cell))) &&
    filled.every((cell) => parseSheetDate(cell) === null && parseSheetNumber(cell) === null)
  );
}
