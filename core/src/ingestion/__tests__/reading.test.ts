import { describe, expect, it } from 'vitest';
import { usIsinOf } from '../../domain/identifiers.ts';
import { lookups } from './lookups.ts';
import {
  decodeText,
  guessMapping,
  identifierProblem,
  layoutProblems,
  mappingProblems,
  parseDelimited,
  parseFixedWidth,
  readRows,
  splitRecords,
} from '../index.ts';

const HEADER = 'Account,CUSIP,Trade Date,Side,Qty,Price';
const read = (text: string) => {
  const records = splitRecords(parseDelimited(text));
  return readRows(records, guessMapping(records.columns, 'trades'), 'trades', lookups);
};

describe('decoding a file', () => {
  it('should read UTF-8 with and without a byte-order mark', () => {
    const bytes = new TextEncoder().encode('Zürich');
    expect(decodeText(bytes)).toEqual({ text: 'Zürich', encoding: 'utf-8' });
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
    expect(decodeText(bom)).toEqual({ text: 'Zürich', encoding: 'utf-8-bom' });
  });

  it('should read bytes that are not UTF-8 as Windows-1252', () => {
    // "Zürich – €5" in Windows-1252: ü = FC, en dash = 96, euro = 80.
    const bytes = new Uint8Array([
      0x5a, 0xfc, 0x72, 0x69, 0x63, 0x68, 0x20, 0x96, 0x20, 0x80, 0x35,
    ]);
    expect(decodeText(bytes)).toEqual({ text: 'Zürich – €5', encoding: 'windows-1252' });
  });
});

describe('the rows of a file', () => {
  it('should detect semicolons and tabs, and keep quoted newlines in their cell', () => {
    expect(parseDelimited('a;b;c\n1;2;3').delimiter).toBe(';');
    expect(parseDelimited('a\tb\tc\n1\t2\t3').delimiter).toBe('\t');
    const grid = parseDelimited('name,note\r\nx,"two\nlines"\r\n\r\n\r\n');
    expect(grid.rows).toEqual([
      { row: 1, cells: ['name', 'note'] },
      { row: 2, cells: ['x', 'two\nlines'] },
    ]);
  });

  it('should set aside a header and a trailer record, and check the trailer count', () => {
    const records = splitRecords(
      parseDelimited(`HDR,CUST,20250301\n${HEADER}\n1,2,3,4,5,6\nTRL,2`),
    );
    expect(records.headerRecord).toEqual(['HDR', 'CUST', '20250301']);
    expect(records.trailerRecord).toEqual(['TRL', '2']);
    expect(records.rows).toHaveLength(1);
    expect(records.problems).toEqual([]);
    const wrong = splitRecords(parseDelimited(`${HEADER}\n1,2,3,4,5,6\nTRL,7`));
    expect(wrong.problems).toEqual(['The trailer counts 7 records; the file has 1']);
  });

  it('should say when a file has no data rows', () => {
    expect(splitRecords(parseDelimited('')).problems).toEqual(['The file has no rows']);
    expect(splitRecords(parseDelimited(HEADER)).problems).toEqual([
      'The file has a header but no data rows',
    ]);
  });

  it('should cut fixed-width lines by a layout, skipping a header line', () => {
    const layout = [
      { name: 'Account', start: 1, width: 8 },
      { name: 'CUSIP', start: 9, width: 9 },
    ];
    const grid = parseFixedWidth('Account CUSIP    \n100-200 037833100\n', layout);
    expect(grid.rows).toEqual([
      { row: 0, cells: ['Account', 'CUSIP'] },
      { row: 2, cells: ['100-200', '037833100'] },
    ]);
    expect(layoutProblems([...layout, { name: 'X', start: 10, width: 2 }])).toEqual([
      'X overlaps CUSIP',
    ]);
  });
});

describe('mapping columns', () => {
  it('should guess the mapping from header names and name what is missing', () => {
    const map = guessMapping(
      ['Acct No', 'ISIN', 'Trd Date', 'B/S', 'Shares', 'Trade Price'],
      'trades',
    );
    expect(map).toEqual({
      accountNumber: 'Acct No',
      security: 'ISIN',
      tradeDate: 'Trd Date',
      side: 'B/S',
      quantity: 'Shares',
      price: 'Trade Price',
    });
    expect(mappingProblems({ ...map, price: 'Nope' }, ['Acct No'], 'holdings')).toEqual([
      'Security (CUSIP, ISIN or ticker): the file has no column "ISIN"',
      'As-of date: no column',
      'Quantity: the file has no column "Shares"',
      'Price: the file has no column "Nope"',
    ]);
  });
});

describe('reading rows', () => {
  it('should read the forms custodians write', () => {
    const { rows, errors } = read(
      `${HEADER}\n100-200,037833100,3/15/2024,BOT,"1,250",(12.5)\n100-200,${usIsinOf('037833100')},45366,SLD,-300,12.50\n100-200,AAPL,2024-03-15,Purchase,10,1`,
    );
    expect(errors.filter((e) => e.column !== 'Price')).toEqual([]);
    expect(errors).toEqual([
      { row: 2, column: 'Price', value: '(12.5)', problem: 'must be more than zero' },
    ]);
    expect(rows.map((r) => [r.row, r.date, r.side, r.quantity, r.price])).toEqual([
      [3, '2024-03-15', 'SELL', 300, 12.5],
      [4, '2024-03-15', 'BUY', 10, 1],
    ]);
  });

  it('should report each bad cell with its row, column, value and problem', () => {
    const { rows, errors } = read(
      `${HEADER}\n999,037833101,2024-02-30,X,abc,\n100-200,037833100,2024-03-15,B,5,2`,
    );
    expect(rows).toHaveLength(1);
    expect(errors).toEqual([
      { row: 2, column: 'Account', value: '999', problem: 'No account 999 at this custodian' },
      {
        row: 2,
        column: 'CUSIP',
        value: '037833101',
        problem: 'CUSIP check digit should be 0, not 1',
      },
      {
        row: 2,
        column: 'Trade Date',
        value: '2024-02-30',
        problem: 'not a date (use 2024-03-15, 03/15/2024 or 15-Mar-2024)',
      },
      {
        row: 2,
        column: 'Side',
        value: 'X',
        problem: 'not a side (B, BUY, BOT, Purchase, S, SELL, SLD, Sale)',
      },
      { row: 2, column: 'Qty', value: 'abc', problem: 'not a number' },
      { row: 2, column: 'Price', value: '', problem: 'missing' },
    ]);
  });

  it('should give identical rows the same keys in every file, numbered within one', () => {
    const line = '100-200,037833100,2024-03-15,B,5,2';
    const first = read(`${HEADER}\n${line}\n${line}`).rows.map((r) => r.key);
    const second = read(`${HEADER}\n${line}\n${line}\n${line}`).rows.map((r) => r.key);
    expect(new Set(first).size).toBe(2);
    expect(second.slice(0, 2)).toEqual(first);
  });

  it('should tell CUSIPs, ISINs and tickers apart', () => {
    expect(identifierProblem('037833100')).toBeUndefined();
    expect(identifierProblem('US0378331005')).toBeUndefined();
    expect(identifierProblem('US0378331006')).toBe('ISIN check digit should be 5, not 6');
    expect(identifierProblem('BRK.B')).toBeUndefined();
    expect(identifierProblem('<script>')).toBe('not a CUSIP, an ISIN or a ticker');
  });
});
