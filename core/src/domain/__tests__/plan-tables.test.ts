import { describe, expect, it } from 'vitest';
import {
  overlappingRanges,
  readCloseSheet,
  readInflationSheet,
  readLookbackSheet,
} from '../plan-tables.ts';
import { describeProblem } from '../sheet-cells.ts';

const said = (problems: Parameters<typeof describeProblem>[0][]) => problems.map(describeProblem);

describe("a plan's lookback table", () => {
  it('should read each date with its mean, and M from its own row', () => {
    const sheet = readLookbackSheet([
      ['Date', 'Mean through date'],
      ['04/01/2024', '$20.00'],
      ['04/02/2024', '$20.50'],
      ['90-day mean', '$21.3350'],
    ]);
    expect(sheet).toEqual({
      meanThrough: { '2024-04-01': 20, '2024-04-02': 20.5 },
      mean: 21.335,
      meanSource: 'row',
      problems: [],
    });
  });

  it('should take M from the last date when no row gives it, without a header too', () => {
    const sheet = readLookbackSheet([
      ['2024-04-02', '20.5'],
      ['2024-04-01', '20'],
    ]);
    expect(sheet.mean).toBe(20.5);
    expect(sheet.meanSource).toBe('last-date');
  });

  it('should name the rows it cannot read, and a date given twice', () => {
    const sheet = readLookbackSheet([
      ['Date', 'Mean'],
      ['2024-04-01', 'n/a'],
      ['someday', '20'],
      ['2024-04-02', '20'],
      ['2024-04-02', '21'],
    ]);
    expect(said(sheet.problems)).toEqual([
      'Row 2, Mean: "n/a" is not a number',
      'Row 3, Date: "someday" is not a date (use 2024-03-15, 03/15/2024 or 15-Mar-2024)',
      'Row 5: 2024-04-02 is already given in row 4',
    ]);
    expect(sheet.meanThrough).toEqual({ '2024-04-02': 20 });
  });

  it('should have no M from an empty table', () => {
    expect(readLookbackSheet([]).mean).toBeNull();
  });
});

describe("a plan's inflation table", () => {
  it('should read ranges in date order, an open end as null', () => {
    const sheet = readInflationSheet([
      ['From', 'To', 'Inflation per share'],
      ['2024-03-01', 'open', '$1.50'],
      ['01/02/2024', '02/29/2024', '$3.25'],
    ]);
    expect(sheet.problems).toEqual([]);
    expect(sheet.ranges).toEqual([
      { from: '2024-01-02', to: '2024-02-29', perShare: 3.25 },
      { from: '2024-03-01', to: null, perShare: 1.5 },
    ]);
  });

  it('should refuse a range that ends before it starts, and overlapping ranges', () => {
    const sheet = readInflationSheet([
      ['2024-03-01', '2024-02-01', '1'],
      ['2024-01-01', '2024-01-31', '2'],
      ['2024-01-15', '', '3'],
    ]);
    expect(said(sheet.problems)).toEqual([
      'Row 1, column B: 2024-02-01 is before 2024-03-01',
      'Row 3: overlaps the range in row 2',
    ]);
  });

  it('should say which column a header lacks', () => {
    expect(said(readInflationSheet([['From', 'Until']]).problems)).toEqual([
      'No Per share column: the header names From, Until',
    ]);
  });

  it('should find overlaps whatever the order', () => {
    const r = (from: string, to: string | null) => ({ from, to, perShare: 1 });
    expect(overlappingRanges([r('2024-02-01', null), r('2024-01-01', '2024-01-31')])).toBeNull();
    expect(overlappingRanges([r('2024-02-01', null), r('2024-01-01', '2024-02-01')])).toEqual([
      1, 0,
    ]);
    expect(overlappingRanges([r('2024-01-01', null), r('2025-01-01', null)])).toEqual([0, 1]);
  });
});

describe('pasted daily closes', () => {
  it('should read them in date order, with or without a header', () => {
    expect(
      readCloseSheet([
        ['Date', 'Close'],
        ['2024-04-02', '21'],
        ['2024-04-01', '$20.00'],
      ]).closes,
    ).toEqual([
      { date: '2024-04-01', close: 20 },
      { date: '2024-04-02', close: 21 },
    ]);
    expect(readCloseSheet([['2024-04-01', '20']]).closes).toEqual([
      { date: '2024-04-01', close: 20 },
    ]);
  });

  it('should name a close it cannot read', () => {
    expect(said(readCloseSheet([['2024-04-01', '']]).problems)).toEqual([
      'Row 1, column B: missing',
    ]);
  });
});
