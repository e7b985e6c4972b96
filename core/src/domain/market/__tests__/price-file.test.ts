import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../../ingestion/decode.ts';
import { NotAPriceFile, readPriceText } from '../price-file.ts';

const fixture = (name: string) =>
  decodeText(readFileSync(new URL(`../../../../../tests/fixtures/market/${name}`, import.meta.url)))
    .text;

describe('real price files', () => {
  it('should read a Yahoo Finance download with its adjusted close beside the close', () => {
    const file = readPriceText(fixture('yahoo-AAPL-2000-09-10.csv'));
    expect(file.problems).toEqual([]);
    expect(file.rows).toHaveLength(30);
    expect(file.rows[0]).toEqual({
      date: '2000-09-01',
      open: 1.094866,
      high: 1.136161,
      low: 1.091518,
      close: 1.132813,
      adjClose: 0.971234,
      volume: 256872000,
      row: 2,
    });
    // The close as traded, not the adjusted one: the 29 September 2000 fall.
    expect(file.rows.find((r) => r.date === '2000-09-29')?.close).toBe(0.459821);
  });

  it('should read a Nasdaq.com export: dollar signs, month first, newest first', () => {
    const file = readPriceText(fixture('nasdaq-GOOGL-2025-01.csv'));
    expect(file.problems).toEqual([]);
    expect(file.dayMonthOrder).toBe('month-first');
    expect(file.rows.map((r) => r.date).slice(0, 3)).toEqual([
      '2025-01-03',
      '2025-01-06',
      '2025-01-07',
    ]);
    expect(file.rows.at(-1)).toMatchObject({
      date: '2025-01-31',
      close: 205.6,
      open: 203.715,
      row: 2,
    });
    expect(file.columns.close).toBe('Close/Last');
  });
});

describe('other layouts (hand-made)', () => {
  it('should read Stooq’s bulk layout with YYYYMMDD dates and no newline after the last line', () => {
    const file = readPriceText(fixture('handmade-stooq-bulk-no-final-newline.csv'));
    expect(file.problems).toEqual([]);
    expect(file.rows.map((r) => [r.date, r.close])).toEqual([
      ['2024-01-02', 185.2],
      ['2024-01-03', 183.82],
      ['2024-01-04', 181.51],
      ['2024-01-05', 180.78],
    ]);
  });

  it('should read a semicolon file with decimal commas, dotted thousands and DD.MM.YYYY', () => {
    const file = readPriceText(fixture('handmade-semicolon-decimal-comma-newest-first.csv'));
    expect(file.problems).toEqual([]);
    expect(file.decimalMark).toBe(',');
    expect(file.dayMonthOrder).toBe('day-first');
    expect(file.rows[0]).toMatchObject({ date: '2024-01-02', close: 185.64, volume: 82488700 });
    expect(file.rows.at(-1)).toMatchObject({ date: '2024-01-05', close: 181.18, row: 2 });
  });

  it('should find the header under title lines and read PX_LAST, 2-Jan-2024 and quoted thousands', () => {
    const file = readPriceText(fixture('handmade-px-last-title-lines.csv'));
    expect(file.columns).toEqual({ date: 'Date', close: 'PX_LAST', volume: 'PX_VOLUME' });
    expect(file.rows.map((r) => [r.date, r.close, r.volume])).toEqual([
      ['2024-01-02', 185.64, 82488674],
      ['2024-01-03', 184.25, 58414460],
      ['2024-01-05', 181.18, undefined],
    ]);
    // A dash is no close; the row is a problem, named by its row in the file.
    expect(file.problems).toEqual([{ row: 7, problem: '2024-01-04: no close' }]);
  });

  it('should name every unreadable row: no number, negative, no close, the same date twice, no such date', () => {
    const file = readPriceText(fixture('handmade-problem-rows.csv'));
    expect(file.rows.map((r) => r.date)).toEqual(['2024-01-02']);
    expect(file.empty).toEqual([{ row: 3, date: '2024-01-03' }]);
    expect(file.problems).toEqual([
      { row: 4, problem: '2024-01-04: close "abc" is not a number' },
      { row: 5, problem: '2024-01-05: close -181.18 is negative' },
      { row: 6, problem: '2024-01-08: no close' },
      { row: 7, problem: '2024-01-02 is also in row 2' },
      { row: 8, problem: '"2024-02-30" is not a date' },
    ]);
  });
});

describe('files refused whole', () => {
  it('should refuse a file without date and close columns, saying which were expected', () => {
    expect(() => readPriceText('Name,Value\nfoo,1\n')).toThrow(
      /expected a date column \(Date.*\) and a close column \(Close, Close\/Last, Last, Price, PX_LAST\)/,
    );
    expect(() => readPriceText('')).toThrow(NotAPriceFile);
  });

  it('should refuse a trade file although it has a date and a price', () => {
    expect(() => readPriceText(fixture('handmade-not-a-price-file.csv'))).toThrow(
      /it has Account, Quantity, as trade and holding files do/,
    );
  });

  it('should refuse dates whose day/month order cannot be decided for the file', () => {
    expect(() => readPriceText(fixture('handmade-undecidable-dates.csv'))).toThrow(
      /Cannot tell whether the dates put the day or the month first/,
    );
    expect(() => readPriceText(fixture('handmade-mixed-date-orders.csv'))).toThrow(
      /day first in some rows and the month first in others/,
    );
  });

  it('should decide the order from the days between rows when no day is above 12', () => {
    // 1 and 2 February read day first; read month first they would be a month apart.
    const file = readPriceText('Date,Close\n01/02/2024,10\n02/02/2024,11\n');
    expect(file.dayMonthOrder).toBe('day-first');
    expect(file.rows.map((r) => r.date)).toEqual(['2024-02-01', '2024-02-02']);
  });
});

describe('numbers', () => {
  it('should read a comma file’s thousands and a semicolon file’s decimal comma', () => {
    expect(readPriceText('Date,Close\n2024-01-02,"1,234.5"\n').rows[0]?.close).toBe(1234.5);
    expect(readPriceText('Date;Close\n2024-01-02;1234,5\n').rows[0]?.close).toBe(1234.5);
    expect(readPriceText('Date;Price\n2024-01-02;1,234\n').rows[0]?.close).toBe(1.234);
    expect(readPriceText('Date,Price\n2024-01-02,"1,234"\n').rows[0]?.close).toBe(1234);
  });

  it('should refuse misplaced separators rather than guess', () => {
    expect(readPriceText('Date,Close\n2024-01-02,"12,34.5"\n').problems).toEqual([
      { row: 2, problem: '2024-01-02: close "12,34.5" is not a number' },
    ]);
  });
});
