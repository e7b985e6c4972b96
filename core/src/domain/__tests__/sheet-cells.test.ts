import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  columnLetter,
  describeProblem,
  normalizeHeader,
  parseSheetDate,
  parseSheetNumber,
} from '../sheet-cells.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Any day from 1950 to 2049 (where two-digit years are unambiguous), as a UTC date. */
const days = fc
  .integer({ min: Date.UTC(1950, 0, 1) / DAY_MS, max: Date.UTC(2049, 11, 31) / DAY_MS })
  .map((n) => new Date(n * DAY_MS));

describe('a date in a sheet cell', () => {
  it.each([
    ['2024-03-15', '2024-03-15'],
    ['2024/3/5', '2024-03-05'],
    ['2024-03-15T00:00:00.000Z', '2024-03-15'],
    ['03/15/2024', '2024-03-15'],
    ['3/5/24', '2024-03-05'],
    ['12-31-1999', '1999-12-31'],
    ['15-Mar-2024', '2024-03-15'],
    ['15-mar-24', '2024-03-15'],
    ['5 September 2023', '2023-09-05'],
    ['1-Sept-2023', '2023-09-01'],
    ['Mar 15, 2024', '2024-03-15'],
    ['March 15 2024', '2024-03-15'],
    ['20240315', '2024-03-15'],
    ['45366', '2024-03-15'],
    ['45366.5', '2024-03-15'],
    ['  2024-03-15 ', '2024-03-15'],
  ])('should read %s as %s', (text, iso) => {
    expect(parseSheetDate(text)).toBe(iso);
  });

  it.each(['', 'soon', '02/30/2024', '2024-13-01', '15-Foo-2024', '31-Apr-2024', '60', '1.5'])(
    'should not read %j as a date',
    (text) => {
      expect(parseSheetDate(text)).toBeNull();
    },
  );

  it('should read every day back from each of the forms it accepts', () => {
    fc.assert(
      fc.property(days, (date) => {
        const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
        const iso = `${y}-${pad(m)}-${pad(d)}`;
        const serial = Math.round((date.getTime() - Date.UTC(1899, 11, 30)) / DAY_MS);
        const forms = [
          iso,
          `${m}/${d}/${y}`,
          `${pad(m)}/${pad(d)}/${String(y).slice(2)}`,
          `${d}-${MONTHS[m - 1]!}-${y}`,
          `${MONTHS[m - 1]!} ${d}, ${y}`,
          String(serial),
        ];
        for (const form of forms) expect(parseSheetDate(form), form).toBe(iso);
      }),
    );
  });
});

describe('a number in a sheet cell', () => {
  it.each([
    ['100', 100],
    ['1,250', 1250],
    ['1,250,000.5', 1250000.5],
    ['$25.50', 25.5],
    ['USD 25.50', 25.5],
    ['25.50 USD', 25.5],
    ['(300)', -300],
    ['-300', -300],
    ['$-3', -3],
    ['-$3', -3],
    ['+7', 7],
    ['.25', 0.25],
    ['1.5e3', 1500],
    [' 1 000 ', 1000],
  ])('should read %j as %d', (text, value) => {
    expect(parseSheetNumber(text)).toBe(value);
  });

  it.each(['', 'abc', '1,25', '12,34,567', '1.2.3', '--3', '$', '1e'])(
    'should not read %j as a number',
    (text) => {
      expect(parseSheetNumber(text)).toBeNull();
    },
  );

  it('should read any amount back when written with a dollar sign and thousands commas', () => {
    const money = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 4,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: 4 }),
        (n, dp) => {
          const value = n / 10 ** dp;
          expect(parseSheetNumber(money.format(value))).toBeCloseTo(value, 6);
        },
      ),
    );
  });
});

describe('the names of a sheet', () => {
  it('should compare headers without case, spaces or punctuation', () => {
    expect(normalizeHeader(' Trade  Date ')).toBe('tradedate');
    expect(normalizeHeader('Buy/Sell')).toBe('buysell');
  });

  it('should letter columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ]);
  });

  it('should say where a problem is', () => {
    expect(describeProblem({ row: 4, column: 'Qty', message: 'missing' })).toBe(
      'Row 4, Qty: missing',
    );
    expect(describeProblem({ row: 4, column: null, message: 'x' })).toBe('Row 4: x');
    expect(describeProblem({ row: null, column: null, message: 'No Price column' })).toBe(
      'No Price column',
    );
  });
});
