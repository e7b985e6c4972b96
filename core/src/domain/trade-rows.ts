/**
 * Trades from a spreadsheet (pasted, CSV or XLSX, as rows of cell text) or from the calculator's
 * grid, for the loss engine. A header row is recognised by its names (Date, Trade Date, Side,
 * Action, Buy/Sell, Qty, Quantity, Shares, Price, FX, or separate Bought and Sold quantity
 * columns); without one the columns are read from the first row's contents, in the order Date,
 * Side, Quantity, Price, FX rate when that fits. Nothing is dropped: a row that cannot be read
 * is kept with problems naming its row and column. Value rules (a quantity above zero, a sale
 * the holding covers) are the engine's to judge, with its own messages.
 */
import type { LossTrade, TradeSide } from '../loss/types.ts';
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

export type TradeField = 'date' | 'side' | 'quantity' | 'price' | 'fxRate';

/** A trade's cells as text: what the grid holds and what a sheet row is read into. */
export type TradeText = Record<TradeField, string>;

export const TRADE_FIELDS: readonly TradeField[] = ['date', 'side', 'quantity', 'price', 'fxRate'];

export const TRADE_FIELD_LABELS: Record<TradeField, string> = {
  date: 'Date',
  side: 'Side',
  quantity: 'Quantity',
  price: 'Price',
  fxRate: 'FX rate',
};

/** Columns a sheet may have: the trade's fields, or a quantity column per side. */
type SheetField = TradeField | 'bought' | 'sold';

/** Header names by field, most specific first ("Trade Date" wins over "Date"). */
const ALIASES: Record<SheetField, readonly string[]> = {
  date: ['tradedate', 'date', 'transactiondate', 'txndate', 'executiondate', 'dateoftrade'],
  side: ['side', 'action', 'buysell', 'bs', 'transactiontype', 'transaction', 'type', 'tradetype'],
  quantity: ['quantity', 'qty', 'shares', 'units', 'numberofshares', 'sharequantity', 'noofshares'],
  price: ['price', 'pricepershare', 'shareprice', 'unitprice', 'tradeprice', 'executionprice'],
  fxRate: ['fxrate', 'fx', 'exchangerate', 'fxtousd', 'usdrate', 'rate'],
  bought: ['bought', 'buy', 'purchase', 'purchased', 'sharesbought', 'sharespurchased', 'buyqty'],
  sold: ['sold', 'sell', 'sale', 'sales', 'sharessold', 'sellqty'],
};

const BUY_WORDS = new Set(['buy', 'b', 'bot', 'bought', 'purchase', 'purchased']);
const SELL_WORDS = new Set(['sell', 's', 'sld', 'sold', 'sale']);

/** BUY, B, Purchase, Bought → BUY; SELL, S, Sale, Sold → SELL; null for anything else. */
export function parseSide(text: string): TradeSide | null {
  const word = text.toLowerCase().replace(/[^a-z]/g, '');
  if (BUY_WORDS.has(word)) return 'BUY';
  return SELL_WORDS.has(word) ? 'SELL' : null;
}

export interface TradeRowResult {
  /** The row's number in the sheet (1-based), or in the grid. */
  row: number;
  /** The cells as found, for the grid; normalised (ISO date, BUY/SELL, plain numbers) when read. */
  text: TradeText;
  trade: LossTrade | null;
  problems: SheetProblem[];
}

type Labels = Record<TradeField, string>;

function readNumber(
  text: string,
  field: TradeField,
  labels: Labels,
  row: number,
  problems: SheetProblem[],
): number | null {
  if (isBlank(text)) {
    problems.push({ row, column: labels[field], message: 'missing' });
    return null;
  }
  const value = parseSheetNumber(text);
  if (value === null) {
    problems.push({ row, column: labels[field], message: `"${text.trim()}" is not a number` });
  }
  return value;
}

function normalText(trade: LossTrade): TradeText {
  return {
    date: trade.date,
    side: trade.side,
    quantity: String(trade.quantity),
    price: String(trade.price),
    fxRate: trade.fxRate === undefined ? '' : String(trade.fxRate),
  };
}

/**
 * One trade from its cells' text. A negative quantity on a sale is read as its size (custodians
 * write sales as negative numbers); on a purchase it stays negative for the engine to refuse.
 */
export function readTradeText(
  text: TradeText,
  row: number,
  labels: Labels = TRADE_FIELD_LABELS,
): TradeRowResult {
  const problems: SheetProblem[] = [];
  const date = parseSheetDate(text.date);
  if (date === null) {
    const message = isBlank(text.date)
      ? 'missing'
      : `"${text.date.trim()}" is not a date (${DATE_FORMS_HINT})`;
    problems.push({ row, column: labels.date, message });
  }
  const side = parseSide(text.side);
  if (side === null) {
    const message = isBlank(text.side)
      ? 'missing'
      : `"${text.side.trim()}" is neither a purchase nor a sale (use BUY or SELL)`;
    problems.push({ row, column: labels.side, message });
  }
  const quantity = readNumber(text.quantity, 'quantity', labels, row, problems);
  const price = readNumber(text.price, 'price', labels, row, problems);
  const fxRate = isBlank(text.fxRate)
    ? undefined
    : readNumber(text.fxRate, 'fxRate', labels, row, problems);
  if (
    problems.length > 0 ||
    date === null ||
    side === null ||
    quantity === null ||
    price === null ||
    fxRate === null
  ) {
    return { row, text, trade: null, problems };
  }
  const size = side === 'SELL' && quantity < 0 ? -quantity : quantity;
  const trade: LossTrade = {
    date,
    side,
    quantity: size,
    price,
    ...(fxRate === undefined ? {} : { fxRate }),
  };
  return { row, text: normalText(trade), trade, problems };
}

/** Where each field is in the sheet, and what the problems call its column. */
interface Layout {
  columns: Partial<Record<SheetField, number>>;
  names: string[];
}

function headerLayout(header: readonly string[]): Layout | SheetProblem {
  const normal = header.map(normalizeHeader);
  const columns: Layout['columns'] = {};
  const taken = new Set<number>();
  for (const field of Object.keys(ALIASES) as SheetField[]) {
    for (const alias of ALIASES[field]) {
      const index = normal.findIndex((name, i) => name === alias && !taken.has(i));
      if (index >= 0) {
        columns[field] = index;
        taken.add(index);
        break;
      }
    }
  }
  const names = header.map((name, i) => name.trim() || `column ${columnLetter(i)}`);
  const hasQuantity = [columns.quantity, columns.bought, columns.sold].some((i) => i !== undefined);
  const missing: TradeField[] = [];
  if (columns.date === undefined) missing.push('date');
  if (!hasQuantity) missing.push('quantity');
  if (columns.price === undefined) missing.push('price');
  if (missing.length === 0) return { columns, names };
  const list = missing.map((f) => TRADE_FIELD_LABELS[f]).join(' and ');
  return {
    row: null,
    column: null,
    message: `No ${list} column: the header names ${names.join(', ')}`,
  };
}

/** A header-less row's layout from its contents: Date, Side, Quantity, Price, FX when it fits. */
function layoutOfRow(first: readonly string[]): Layout | null {
  const names = first.map((_, i) => `column ${columnLetter(i)}`);
  const columns: Layout['columns'] = {};
  // A written date before a bare number that could be an Excel serial day.
  const written = first.findIndex((c) => !/^\d+(\.\d+)?$/.test(c.trim()) && parseSheetDate(c));
  const dateAt = written >= 0 ? written : first.findIndex((c) => parseSheetDate(c) !== null);
  if (dateAt < 0) return null;
  columns.date = dateAt;
  const sideAt = first.findIndex((c) => parseSide(c) !== null);
  if (sideAt >= 0) columns.side = sideAt;
  const numbers = first
    .map((c, i) => ({ c, i }))
    .filter(({ c, i }) => i !== dateAt && i !== sideAt && parseSheetNumber(c) !== null)
    .map(({ i }) => i);
  // Only the columns found: an absent key, not an undefined one.
  (['quantity', 'price', 'fxRate'] as const).forEach((field, i) => {
    const index = numbers[i];
    if (index !== undefined) columns[field] = index;
  });
  return columns.price === undefined ? null : { columns, names };
}

/** Rows read to find a header-less sheet's layout: one typo in the first must not sink it. */
const LAYOUT_ROWS = 5;

function guessedLayout(rows: readonly { row: readonly string[]; number: number }[]) {
  for (const { row } of rows.slice(0, LAYOUT_ROWS)) {
    const layout = layoutOfRow(row);
    if (!layout) continue;
    // The FX rate is blank on US-dollar trades: the column after the others, if any row fills it.
    const next = Math.max(...Object.values(layout.columns)) + 1;
    if (layout.columns.fxRate === undefined && rows.some((r) => !isBlank(r.row[next]))) {
      layout.columns.fxRate = next;
      layout.names[next] = `column ${columnLetter(next)}`;
    }
    return layout;
  }
  const problem: SheetProblem = {
    row: rows[0]?.number ?? 1,
    column: null,
    message:
      'cannot tell which columns hold the date, quantity and price: add a header row ' +
      '(Date, Side, Quantity, Price, FX rate)',
  };
  return problem;
}

const cellAt = (cells: readonly string[], index: number | undefined): string =>
  index === undefined ? '' : (cells[index] ?? '');

/** Bought and Sold both filled, or neither: the side's problem says so rather than "missing". */
const BOTH_SIDES = 'both are filled: a row is one trade';
const NO_SIDE = 'neither is filled';

/**
 * The row's cells as a trade's text: the side from Bought/Sold or from the quantity's sign when
 * the sheet has no side column. `sideProblem` replaces the side's "missing" when both are filled.
 */
function rowText(cells: readonly string[], { columns }: Layout) {
  const text: TradeText = {
    date: cellAt(cells, columns.date),
    side: cellAt(cells, columns.side),
    quantity: cellAt(cells, columns.quantity),
    price: cellAt(cells, columns.price),
    fxRate: cellAt(cells, columns.fxRate),
  };
  if (columns.side !== undefined) return { text };
  if (columns.quantity !== undefined) {
    const quantity = parseSheetNumber(text.quantity);
    if (quantity !== null) text.side = quantity < 0 ? 'SELL' : 'BUY';
    return { text };
  }
  const filled = (index: number | undefined) => {
    const cell = cellAt(cells, index);
    return !isBlank(cell) && parseSheetNumber(cell) !== 0;
  };
  const bought = filled(columns.bought);
  const sold = filled(columns.sold);
  if (bought === sold) return { text, sideProblem: bought ? BOTH_SIDES : NO_SIDE };
  text.side = bought ? 'BUY' : 'SELL';
  text.quantity = cellAt(cells, bought ? columns.bought : columns.sold);
  return { text };
}

function labelsOf({ columns, names }: Layout): Labels {
  const name = (field: SheetField, fallback: TradeField) => {
    const index = columns[field];
    return index === undefined ? TRADE_FIELD_LABELS[fallback] : (names[index] ?? field);
  };
  const quantityColumns = [columns.bought, columns.sold]
    .filter((i): i is number => i !== undefined)
    .map((i) => names[i] ?? '');
  return {
    date: name('date', 'date'),
    side:
      columns.side === undefined && columns.quantity === undefined
        ? quantityColumns.join(' or ')
        : name('side', 'side'),
    quantity:
      columns.quantity === undefined ? quantityColumns.join(' or ') : name('quantity', 'quantity'),
    price: name('price', 'price'),
    fxRate: name('fxRate', 'fxRate'),
  };
}

export interface TradeSheet {
  header: boolean;
  /** Every non-blank row after the header, in order, read or not. */
  rows: TradeRowResult[];
  /** The trades of the rows that were read, in order. */
  trades: LossTrade[];
  /** The sheet's own problems (a missing column) and every row's. */
  problems: SheetProblem[];
}

/** Reads every row of a sheet (cells as text, blank rows skipped) into trades and problems. */
export function readTradeSheet(cells: readonly (readonly string[])[]): TradeSheet {
  const filled = cells
    .map((row, index) => ({ row, number: index + 1 }))
    .filter(({ row }) => row.some((cell) => !isBlank(cell)));
  const first = filled[0];
  if (!first) return { header: false, rows: [], trades: [], problems: [] };
  const known = (name: string) => Object.values(ALIASES).some((list) => list.includes(name));
  const header = looksLikeHeader(first.row, known);
  const data = header ? filled.slice(1) : filled;
  const layout = header ? headerLayout(first.row) : guessedLayout(data);
  if ('message' in layout) return { header, rows: [], trades: [], problems: [layout] };
  const labels = labelsOf(layout);
  const rows = data.map(({ row, number }) => {
    const { text, sideProblem } = rowText(row, layout);
    const result = readTradeText(text, number, labels);
    if (sideProblem === undefined) return result;
    // One message for the Bought/Sold pair, which is both the side and the quantity.
    const others = result.problems.filter((p) => p.column !== labels.side);
    const problems = [{ row: number, column: labels.side, message: sideProblem }, ...others];
    return { ...result, problems };
  });
  return {
    header,
    rows,
    trades: rows.flatMap((r) => (r.trade ? [r.trade] : [])),
    problems: rows.flatMap((r) => r.problems),
  };
}
