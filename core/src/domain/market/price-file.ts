/**
 * A daily price file (one security, one row a day) read from its rows of cells: what finance
 * sites and vendors export. Yahoo Finance's `Date,Open,High,Low,Close,Adj Close,Volume`,
 * Nasdaq.com's `Date,Close/Last,Volume,Open,High,Low` (`$` values, MM/DD/YYYY, newest first),
 * Stooq's `Date,Open,High,Low,Close,Volume` and its bulk `<DATE>,<CLOSE>` layout, terminal
 * exports with `PX_LAST`, European semicolon files with decimal commas. Columns are found by
 * their header names; date order and decimal mark are decided for the whole file.
 *
 * The close is the close as traded; an adjusted close (for dividends and splits) is kept beside
 * it when the file has one, never used in its place.
 */
import { parseDelimited } from '../../ingestion/grid.ts';
import type { RowLimiter } from '../../ingestion/limits.ts';
import { readFileDates, type DayMonthOrder } from './price-dates.ts';
import { decideDecimalMark, isMissing, readNumber, type DecimalMark } from './price-numbers.ts';

export interface PriceFileRow {
  date: string;
  open?: number;
  high?: number;
  low?: number;
  close: number;
  adjClose?: number;
  volume?: number;
  /** The row of the file it came from (1-based, as an editor numbers lines). */
  row: number;
}

export interface PriceFileProblem {
  row: number;
  problem: string;
}

export interface PriceFile {
  /** The file's days, oldest first whatever the file's order. */
  rows: PriceFileRow[];
  /** Rows that could not be read, each saying why. */
  problems: PriceFileProblem[];
  /** Rows with a date and no value at all (Yahoo writes `null` across such days): nothing to read. */
  empty: { row: number; date: string }[];
  /** The header names the columns were found under. */
  columns: Partial<Record<PriceField, string>>;
  dayMonthOrder: DayMonthOrder | null;
  decimalMark: DecimalMark;
}

/** A file that is not a daily price file at all, or whose dates cannot be read in one order. */
export class NotAPriceFile extends Error {}

type PriceField = 'date' | 'open' | 'high' | 'low' | 'close' | 'adjClose' | 'volume';
const VALUE_FIELDS = ['open', 'high', 'low', 'close', 'adjClose', 'volume'] as const;

/** Header names by field, as normalised by `headerKey`. */
const HEADER_NAMES: Record<PriceField, readonly string[]> = {
  date: ['date', 'dates', 'day', 'trade date', 'trading date', 'as of date', 'datum', 'timestamp'],
  open: ['open', 'open price', 'opening price', 'px open'],
  high: ['high', 'high price', 'px high'],
  low: ['low', 'low price', 'px low'],
  close: [
    'close',
    'close/last',
    'last',
    'last price',
    'price',
    'close price',
    'closing price',
    'px last',
    'px close',
  ],
  adjClose: [
    'adj close',
    'adjusted close',
    'adj close price',
    'adjclose',
    'adjusted closing price',
  ],
  volume: ['volume', 'vol', 'px volume', 'shares traded', 'share volume'],
};

const EXPECTED =
  'a date column (Date, Trade Date, <DATE>) and a close column (Close, Close/Last, Last, Price, PX_LAST)';

/** `Adj. Close**` → `adj close`; `PX_LAST` → `px last`; `<CLOSE>` → `close`. */
function headerKey(cell: string): string {
  return cell
    .replace(/^\ufeff/, '')
    .toLowerCase()
    .replace(/[<>*."]/g, '')
    .replace(/[_\s]+/g, ' ')
    .trim();
}

function columnsOf(header: readonly string[]): Partial<Record<PriceField, number>> {
  const columns: Partial<Record<PriceField, number>> = {};
  header.forEach((cell, index) => {
    const key = headerKey(cell);
    for (const field of Object.keys(HEADER_NAMES) as PriceField[])
      if (columns[field] === undefined && HEADER_NAMES[field].includes(key)) columns[field] = index;
  });
  return columns;
}

/** Title lines may stand above the header (exports with a report name): look a little way down. */
const HEADER_SEARCH_ROWS = 20;

/** Columns of trade and holding files: their `Trade Date` and `Price` are no daily closes. */
const NOT_PRICE_COLUMNS = new Set(['account', 'account number', 'quantity', 'shares', 'side']);

function findHeader(rows: readonly { cells: string[] }[]) {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i += 1) {
    const cells = rows[i]!.cells;
    const columns = columnsOf(cells);
    if (columns.date === undefined || columns.close === undefined) continue;
    const foreign = cells.filter((c) => NOT_PRICE_COLUMNS.has(headerKey(c)));
    if (foreign.length > 0)
      throw new NotAPriceFile(
        `Not a daily price file: it has ${foreign.join(', ')}, as trade and holding files do; expected ${EXPECTED}`,
      );
    return { index: i, columns };
  }
  return null;
}

type Values = Partial<Record<(typeof VALUE_FIELDS)[number], number>>;

/** One row's values, or why it cannot be read. */
function readValues(
  cells: readonly string[],
  columns: Partial<Record<PriceField, number>>,
  mark: DecimalMark,
): { values: Values; close: number } | { problem: string } | 'empty' {
  const values: Values = {};
  const bad: string[] = [];
  let present = 0;
  for (const field of VALUE_FIELDS) {
    const index = columns[field];
    if (index === undefined) continue;
    const cell = cells[index] ?? '';
    const value = readNumber(cell, mark);
    if (value === null) continue;
    present += 1;
    if (Number.isNaN(value)) bad.push(`${field} "${cell.trim()}" is not a number`);
    else if (value < 0) bad.push(`${field} ${cell.trim()} is negative`);
    else values[field] = value;
  }
  if (present === 0) return 'empty';
  if (bad.length > 0) return { problem: bad.join('; ') };
  if (values.close === undefined) return { problem: 'no close' };
  if (values.close === 0) return { problem: 'the close is 0' };
  return { values, close: values.close };
}

/** A price file's rows (header included) read into days, with the rows that could not be. */
export function readPriceRows(
  rows: readonly { row: number; cells: string[] }[],
  delimiter = ',',
): PriceFile {
  const header = findHeader(rows);
  if (!header) throw new NotAPriceFile(`Not a daily price file: expected ${EXPECTED}`);
  const { columns } = header;
  const body = rows.slice(header.index + 1);
  const dateColumn = columns.date!;
  const reading = readFileDates(body.map((r) => r.cells[dateColumn] ?? ''));
  if (!reading.ok) throw new NotAPriceFile(reading.reason);
  const valueCells = body.flatMap((r) =>
    VALUE_FIELDS.flatMap((f) => (columns[f] === undefined ? [] : [r.cells[columns[f]] ?? ''])),
  );
  const mark = decideDecimalMark(valueCells, delimiter);

  const days: PriceFileRow[] = [];
  const problems: PriceFileProblem[] = [];
  const empty: PriceFile['empty'] = [];
  const rowOfDate = new Map<string, number>();
  body.forEach((r, i) => {
    const date = reading.dates[i];
    const dateCell = (r.cells[dateColumn] ?? '').trim();
    if (!date) {
      problems.push({
        row: r.row,
        problem: isMissing(dateCell) ? 'no date' : `"${dateCell}" is not a date`,
      });
      return;
    }
    const read = readValues(r.cells, columns, mark);
    if (read === 'empty') return void empty.push({ row: r.row, date });
    if ('problem' in read)
      return void problems.push({ row: r.row, problem: `${date}: ${read.problem}` });
    const first = rowOfDate.get(date);
    if (first !== undefined)
      return void problems.push({ row: r.row, problem: `${date} is also in row ${first}` });
    rowOfDate.set(date, r.row);
    days.push({ date, ...read.values, close: read.close, row: r.row });
  });
  days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const names = Object.fromEntries(
    (Object.entries(columns) as [PriceField, number][]).map(([f, i]) => [
      f,
      rows[header.index]!.cells[i]!.trim(),
    ]),
  );
  return {
    rows: days,
    problems,
    empty,
    columns: names,
    dayMonthOrder: reading.order,
    decimalMark: mark,
  };
}

const DELIMITERS = [',', ';', '\t', '|'];

/**
 * The delimiter that splits one of the first lines into a date and a close column: a header
 * names the layout better than a guess from a few data rows (`2024-01-02;1234,5` has a comma).
 */
function headerDelimiter(text: string): string | undefined {
  const lines = text.split(/\r\n|\n|\r/, HEADER_SEARCH_ROWS);
  for (const line of lines)
    for (const delimiter of DELIMITERS) {
      const columns = columnsOf(line.split(delimiter));
      if (columns.date !== undefined && columns.close !== undefined) return delimiter;
    }
  return undefined;
}

/** A delimited price file's text (comma, semicolon, tab or pipe); `limiter` stops a huge one. */
export function readPriceText(text: string, limiter?: RowLimiter): PriceFile {
  const grid = parseDelimited(text, limiter, headerDelimiter(text));
  const file = readPriceRows(grid.rows, grid.delimiter);
  return { ...file, problems: [...grid.problems, ...file.problems].sort((a, b) => a.row - b.row) };
}
