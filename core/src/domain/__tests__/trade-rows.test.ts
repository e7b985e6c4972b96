import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LossTrade } from '../../loss/types.ts';
import { describeProblem } from '../sheet-cells.ts';
import { parseSide, readTradeSheet, readTradeText } from '../trade-rows.ts';

const messages = (cells: string[][]) => readTradeSheet(cells).problems.map(describeProblem);

describe('the side of a trade', () => {
  it.each(['BUY', 'b', 'Purchase', 'bought', 'Buy '])('should read %j as a purchase', (text) => {
    expect(parseSide(text)).toBe('BUY');
  });
  it.each(['SELL', 's', 'Sale', 'sold'])('should read %j as a sale', (text) => {
    expect(parseSide(text)).toBe('SELL');
  });
  it.each(['', 'short', 'transfer'])('should read %j as neither', (text) => {
    expect(parseSide(text)).toBeNull();
  });
});

describe('a sheet of trades', () => {
  it('should read a header with the usual names in any order, and the FX rate when given', () => {
    const sheet = readTradeSheet([
      ['Trade Date', 'Action', 'Shares', 'Price', 'FX'],
      ['03/15/2024', 'Purchase', '1,000', '$25.50', ''],
      ['15-Apr-2024', 'Sale', '400', '$30', '1.08'],
    ]);
    expect(sheet.header).toBe(true);
    expect(sheet.problems).toEqual([]);
    expect(sheet.trades).toEqual<LossTrade[]>([
      { date: '2024-03-15', side: 'BUY', quantity: 1000, price: 25.5 },
      { date: '2024-04-15', side: 'SELL', quantity: 400, price: 30, fxRate: 1.08 },
    ]);
  });

  it('should take Trade Date over another date column and ignore columns it does not know', () => {
    const sheet = readTradeSheet([
      ['Settle Date', 'Account', 'Price', 'Qty', 'Side', 'Trade Date'],
      ['2024-03-19', 'ACC-1', '10', '5', 'B', '2024-03-15'],
    ]);
    expect(sheet.trades).toEqual([{ date: '2024-03-15', side: 'BUY', quantity: 5, price: 10 }]);
  });

  it('should read a sheet without a header in the order Date, Side, Quantity, Price, FX', () => {
    const sheet = readTradeSheet([
      ['2024-03-15', 'BUY', '100', '25'],
      ['2024-03-20', 'SELL', '50', '27.5', '0.9'],
    ]);
    expect(sheet.header).toBe(false);
    expect(sheet.trades).toEqual([
      { date: '2024-03-15', side: 'BUY', quantity: 100, price: 25 },
      { date: '2024-03-20', side: 'SELL', quantity: 50, price: 27.5, fxRate: 0.9 },
    ]);
  });

  it('should find the columns of a header-less sheet by their contents', () => {
    const sheet = readTradeSheet([['S', '200', '2024-03-15', '$12.00']]);
    expect(sheet.trades).toEqual([{ date: '2024-03-15', side: 'SELL', quantity: 200, price: 12 }]);
  });

  it('should read Excel serial dates and skip blank rows, numbering rows as the sheet does', () => {
    const sheet = readTradeSheet([
      ['Date', 'Side', 'Qty', 'Price'],
      ['', '', '', ''],
      ['45366', 'BUY', '10', '5'],
      ['45367', 'BUY', 'ten', '5'],
    ]);
    expect(sheet.trades).toEqual([{ date: '2024-03-15', side: 'BUY', quantity: 10, price: 5 }]);
    expect(sheet.rows.map((r) => r.row)).toEqual([3, 4]);
    expect(sheet.problems.map(describeProblem)).toEqual(['Row 4, Qty: "ten" is not a number']);
  });

  it('should read sales written as negative quantities, and the side from the sign alone', () => {
    expect(readTradeSheet([['2024-03-15', 'SELL', '-100', '25']]).trades[0]?.quantity).toBe(100);
    const signed = readTradeSheet([
      ['Date', 'Quantity', 'Price'],
      ['2024-03-15', '300', '20'],
      ['2024-03-16', '(100)', '22'],
    ]);
    expect(signed.trades.map((t) => [t.side, t.quantity])).toEqual([
      ['BUY', 300],
      ['SELL', 100],
    ]);
  });

  it('should leave a negative purchase to the engine to refuse', () => {
    expect(readTradeSheet([['2024-03-15', 'BUY', '-100', '25']]).trades[0]?.quantity).toBe(-100);
  });

  it('should read separate Bought and Sold columns', () => {
    const sheet = readTradeSheet([
      ['Date', 'Bought', 'Sold', 'Price'],
      ['2024-03-15', '100', '', '25'],
      ['2024-03-16', '0', '40', '26'],
      ['2024-03-17', '10', '10', '26'],
      ['2024-03-18', '', '', '26'],
    ]);
    expect(sheet.trades.map((t) => [t.side, t.quantity])).toEqual([
      ['BUY', 100],
      ['SELL', 40],
    ]);
    expect(sheet.problems.map(describeProblem)).toEqual([
      'Row 4, Bought or Sold: both are filled: a row is one trade',
      'Row 5, Bought or Sold: neither is filled',
    ]);
  });

  it('should name the row and column of every cell it cannot read, and keep the row', () => {
    const cells = [
      ['Date', 'Side', 'Qty', 'Price', 'FX'],
      ['2024-02-30', 'BUY', '10', '5', ''],
      ['2024-03-01', 'short', '10', '', 'x'],
    ];
    expect(messages(cells)).toEqual([
      'Row 2, Date: "2024-02-30" is not a date (use 2024-03-15, 03/15/2024 or 15-Mar-2024)',
      'Row 3, Side: "short" is neither a purchase nor a sale (use BUY or SELL)',
      'Row 3, Price: missing',
      'Row 3, FX: "x" is not a number',
    ]);
    const sheet = readTradeSheet(cells);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows[1]?.text).toEqual({
      date: '2024-03-01',
      side: 'short',
      quantity: '10',
      price: '',
      fxRate: 'x',
    });
  });

  it('should name header-less columns by letter', () => {
    expect(messages([['2024-03-15', 'BUY', '10', '5', 'abc']])).toEqual([
      'Row 1, column E: "abc" is not a number',
    ]);
  });

  it('should say which columns a header lacks', () => {
    expect(messages([['Date', 'Side', 'Amount']])).toEqual([
      'No Quantity and Price column: the header names Date, Side, Amount',
    ]);
  });

  it('should say when a header-less sheet cannot be read', () => {
    expect(messages([['hello', 'world']])[0]).toMatch(/^Row 1: cannot tell which columns/);
  });

  it('should read nothing from nothing', () => {
    expect(readTradeSheet([])).toEqual({ header: false, rows: [], trades: [], problems: [] });
    expect(readTradeSheet([['', '  ']]).rows).toEqual([]);
  });

  it('should give a read row its normalised text, for the grid', () => {
    const row = readTradeText(
      { date: '3/15/2024', side: 'b', quantity: '1,000', price: '$2.50', fxRate: '' },
      1,
    );
    expect(row.text).toEqual({
      date: '2024-03-15',
      side: 'BUY',
      quantity: '1000',
      price: '2.5',
      fxRate: '',
    });
  });

  it('should read back any trades written out with a header of its own names', () => {
    const trade = fc.record({
      date: fc
        .integer({ min: 0, max: 20_000 })
        .map((n) => new Date(Date.UTC(1990, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)),
      side: fc.constantFrom('BUY' as const, 'SELL' as const),
      quantity: fc.integer({ min: 1, max: 10_000_000 }),
      price: fc.integer({ min: 1, max: 1_000_000 }).map((n) => n / 100),
    });
    const headers = fc.record({
      date: fc.constantFrom('Date', 'Trade Date', 'trade_date'),
      side: fc.constantFrom('Side', 'Action', 'Buy/Sell'),
      quantity: fc.constantFrom('Qty', 'Quantity', 'Shares'),
      price: fc.constantFrom('Price', 'Unit Price'),
    });
    fc.assert(
      fc.property(fc.array(trade, { maxLength: 20 }), headers, (trades, names) => {
        const money = (n: number) => `$${n.toLocaleString('en-US')}`;
        const cells = [
          [names.price, names.side, names.date, names.quantity],
          ...trades.map((t) => [
            money(t.price),
            t.side,
            t.date,
            t.quantity.toLocaleString('en-US'),
          ]),
        ];
        const sheet = readTradeSheet(cells);
        expect(sheet.problems).toEqual([]);
        expect(sheet.trades).toEqual(trades);
      }),
    );
  });
});
