/**
 * The tables a plan of allocation publishes, and daily closes, pasted from a spreadsheet (rows of
 * cell text) for the loss calculator: the 90-day lookback table (each date with the mean close
 * from the disclosure through it, and M), the artificial-inflation table (from, to, per share),
 * and plain closes. A header row is optional; without one the columns are taken in that order.
 * Nothing is dropped: what cannot be read is a problem naming its row and column.
 */
import type { DailyClose, InflationRange } from '../loss/types.ts';
import {
  columnLetter,
  DATE_FORMS_HINT,
  isBlank,
  looksLikeHeader,
  normalizeHeader,
  parseSheetDate,
  parseSheetNumber,
  type SheetProblem,
} from './sheet-cells.ts';

interface ColumnSpec<F extends string> {
  field: F;
  label: string;
  aliases: readonly string[];
}

interface TableRow<F extends string> {
  number: number;
  cells: Record<F, string>;
}

interface Table<F extends string> {
  rows: TableRow<F>[];
  /** Each field's column as the problems name it. */
  labels: Record<F, string>;
  problems: SheetProblem[];
}

/** The non-blank rows of a sheet as the spec's fields, by header names or in the spec's order. */
function readTable<F extends string>(
  cells: readonly (readonly string[])[],
  specs: readonly ColumnSpec<F>[],
): Table<F> {
  const filled = cells
    .map((row, index) => ({ row, number: index + 1 }))
    .filter(({ row }) => row.some((cell) => !isBlank(cell)));
  const first = filled[0]?.row ?? [];
  const known = (name: string) => specs.some((s) => s.aliases.includes(name));
  const header = looksLikeHeader(first, known);
  const columns = new Map<F, number>();
  specs.forEach((spec, index) => {
    const found = header
      ? first.findIndex((c) => spec.aliases.includes(normalizeHeader(c)))
      : index;
    if (found >= 0) columns.set(spec.field, found);
  });
  const labels = Object.fromEntries(
    specs.map((s) => {
      const at = columns.get(s.field);
      const name =
        at === undefined ? s.label : header ? first[at]?.trim() : `column ${columnLetter(at)}`;
      return [s.field, name || s.label];
    }),
  ) as Record<F, string>;
  const missing = specs.filter((s) => !columns.has(s.field)).map((s) => s.label);
  if (missing.length > 0) {
    const names = first.map((c) => c.trim()).join(', ');
    const message = `No ${missing.join(' and ')} column: the header names ${names}`;
    return { rows: [], labels, problems: [{ row: null, column: null, message }] };
  }
  const rows = (header ? filled.slice(1) : filled).map(({ row, number }) => ({
    number,
    cells: Object.fromEntries(
      specs.map((s) => [s.field, row[columns.get(s.field) ?? -1] ?? '']),
    ) as Record<F, string>,
  }));
  return { rows, labels, problems: [] };
}

function dateCell(text: string, row: number, column: string, problems: SheetProblem[]) {
  const date = parseSheetDate(text);
  if (date === null) {
    const message = isBlank(text)
      ? 'missing'
      : `"${text.trim()}" is not a date (${DATE_FORMS_HINT})`;
    problems.push({ row, column, message });
  }
  return date;
}

function numberCell(text: string, row: number, column: string, problems: SheetProblem[]) {
  const value = parseSheetNumber(text);
  if (value === null) {
    const message = isBlank(text) ? 'missing' : `"${text.trim()}" is not a number`;
    problems.push({ row, column, message });
  }
  return value;
}

/** Rows naming a date already seen. */
function repeatedDate(seen: Map<string, number>, date: string, row: number): SheetProblem | null {
  const earlier = seen.get(date);
  seen.set(date, earlier ?? row);
  return earlier === undefined
    ? null
    : { row, column: null, message: `${date} is already given in row ${earlier}` };
}

const DATE_ALIASES = ['date', 'day', 'tradingday', 'tradedate', 'd'];

export interface CloseSheet {
  closes: DailyClose[];
  problems: SheetProblem[];
}

/** Daily closes: Date and Close (or Price) columns. */
export function readCloseSheet(cells: readonly (readonly string[])[]): CloseSheet {
  const table = readTable(cells, [
    { field: 'date', label: 'Date', aliases: DATE_ALIASES },
    {
      field: 'close',
      label: 'Close',
      aliases: ['close', 'closingprice', 'closeprice', 'price', 'last'],
    },
  ]);
  const problems = [...table.problems];
  const closes: DailyClose[] = [];
  const seen = new Map<string, number>();
  for (const { number, cells: row } of table.rows) {
    const before = problems.length;
    const date = dateCell(row.date, number, table.labels.date, problems);
    const close = numberCell(row.close, number, table.labels.close, problems);
    const repeated = date === null ? null : repeatedDate(seen, date, number);
    if (repeated) problems.push(repeated);
    if (problems.length === before && date !== null && close !== null) closes.push({ date, close });
  }
  return {
    closes: closes.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    problems,
  };
}

/** What a lookback table calls M on a row of its own ("M", "90-day mean"). */
const MEAN_LABELS = new Set([
  'm',
  'mean',
  '90daymean',
  'lookbackmean',
  'meanprice',
  'average',
  '90dayaverage',
  'averageprice',
  'averageclosingprice',
  '90daylookbackprice',
]);

export interface LookbackSheet {
  /** M_d by date. */
  meanThrough: Record<string, number>;
  /** M: from its own row, else the mean through the table's last date (the window's end). */
  mean: number | null;
  meanSource: 'row' | 'last-date' | null;
  problems: SheetProblem[];
}

/** A plan's lookback table: Date and Mean (through that date) columns, and an M row. */
export function readLookbackSheet(cells: readonly (readonly string[])[]): LookbackSheet {
  const table = readTable(cells, [
    { field: 'date', label: 'Date', aliases: DATE_ALIASES },
    {
      field: 'mean',
      label: 'Mean',
      aliases: [
        'mean',
        'meanthroughdate',
        'meanprice',
        'average',
        'averageprice',
        'averageclosingprice',
        'md',
        'lookbackprice',
        '90daylookbackprice',
        'meanclose',
      ],
    },
  ]);
  const problems = [...table.problems];
  const meanThrough: Record<string, number> = {};
  const seen = new Map<string, number>();
  let mean: number | null = null;
  for (const { number, cells: row } of table.rows) {
    if (MEAN_LABELS.has(normalizeHeader(row.date))) {
      mean = numberCell(row.mean, number, table.labels.mean, problems) ?? mean;
      continue;
    }
    const before = problems.length;
    const date = dateCell(row.date, number, table.labels.date, problems);
    const value = numberCell(row.mean, number, table.labels.mean, problems);
    const repeated = date === null ? null : repeatedDate(seen, date, number);
    if (repeated) problems.push(repeated);
    if (problems.length === before && date !== null && value !== null) meanThrough[date] = value;
  }
  if (mean !== null) return { meanThrough, mean, meanSource: 'row', problems };
  const last = Object.keys(meanThrough).sort().at(-1);
  const fallback = last === undefined ? null : (meanThrough[last] ?? null);
  return {
    meanThrough,
    mean: fallback,
    meanSource: fallback === null ? null : 'last-date',
    problems,
  };
}

/** What an inflation table writes in "to" for a range that does not end. */
const OPEN_END = new Set([
  '',
  'open',
  'onward',
  'onwards',
  'present',
  'none',
  'na',
  'null',
  'ongoing',
]);

/** By first day, then as given. */
function compareRanges(a: InflationRange, b: InflationRange, i: number, j: number): number {
  return a.from < b.from ? -1 : a.from > b.from ? 1 : i - j;
}

/**
 * The first pair of ranges that share a day (an open end runs forever), by index; null when
 * they are apart. A plan gives each day one inflation figure.
 */
export function overlappingRanges(ranges: readonly InflationRange[]): [number, number] | null {
  const order = ranges.map((r, i) => ({ r, i })).sort((a, b) => compareRanges(a.r, b.r, a.i, b.i));
  for (let k = 1; k < order.length; k += 1) {
    const previous = order[k - 1]!;
    const next = order[k]!;
    if (previous.r.to === null || previous.r.to >= next.r.from) return [previous.i, next.i];
  }
  return null;
}

export interface InflationSheet {
  ranges: InflationRange[];
  problems: SheetProblem[];
}

/**
 * A plan's inflation table: From, To (blank or "open" for no end) and Per share columns. The
 * ranges come back in date order, as the contract keeps a plan's.
 */
export function readInflationSheet(cells: readonly (readonly string[])[]): InflationSheet {
  const table = readTable(cells, [
    {
      field: 'from',
      label: 'From',
      aliases: ['from', 'start', 'begin', 'fromdate', 'startdate', 'beginning'],
    },
    {
      field: 'to',
      label: 'To',
      aliases: ['to', 'end', 'through', 'thru', 'until', 'todate', 'enddate'],
    },
    {
      field: 'perShare',
      label: 'Per share',
      aliases: [
        'pershare',
        'inflation',
        'inflationpershare',
        'artificialinflation',
        'amount',
        'value',
      ],
    },
  ]);
  const problems = [...table.problems];
  const ranges: InflationRange[] = [];
  const rowOf: number[] = [];
  for (const { number, cells: row } of table.rows) {
    const before = problems.length;
    const from = dateCell(row.from, number, table.labels.from, problems);
    const open = OPEN_END.has(normalizeHeader(row.to));
    const to = open ? null : dateCell(row.to, number, table.labels.to, problems);
    const perShare = numberCell(row.perShare, number, table.labels.perShare, problems);
    if (from !== null && to !== null && to < from) {
      problems.push({ row: number, column: table.labels.to, message: `${to} is before ${from}` });
    }
    if (problems.length === before && from !== null && perShare !== null) {
      ranges.push({ from, to, perShare });
      rowOf.push(number);
    }
  }
  const overlap = overlappingRanges(ranges);
  if (overlap) {
    const [a, b] = overlap.map((i) => rowOf[i]!);
    problems.push({ row: b!, column: null, message: `overlaps the range in row ${a!}` });
  }
  const byStart = ranges
    .map((r, i) => ({ r, i }))
    .sort((a, b) => compareRanges(a.r, b.r, a.i, b.i));
  return { ranges: byStart.map(({ r }) => r), problems };
}
