import { describe, expect, it } from 'vitest';
import { lookups } from './lookups.ts';
import {
  checkDataRows,
  checkDeclaredSizes,
  delimitedText,
  LimitExceeded,
  parseDelimited,
  parseFixedWidth,
  readRows,
  readRowsInSlices,
  RowLimiter,
  splitRecords,
  zipArchive,
  zipEntries,
  type ParseLimits,
} from '../index.ts';

const LIMITS: ParseLimits = { unpackedBytes: 1_000, rows: 3, columns: 4, cellChars: 10 };
const limiter = () => new RowLimiter(LIMITS);

/** The limit a reading went past, and its message; undefined when it read. */
function refusal(read: () => unknown): { limit: string; message: string } | undefined {
  try {
    read();
    return undefined;
  } catch (err) {
    if (!(err instanceof LimitExceeded)) throw err;
    return { limit: err.limit, message: err.message };
  }
}

const rowsText = (count: number) =>
  delimitedText([['a', 'b'], ...Array.from({ length: count }, (_, i) => [String(i), 'x'])]);

describe('the limits of one file', () => {
  it('should read a file at the row limit, with header and trailer records around it', () => {
    const text = `HDR,X\n${rowsText(3)}\n\nTRL,3`;
    const records = splitRecords(parseDelimited(text, limiter()));
    expect(records.rows).toHaveLength(3);
    expect(() => {
      checkDataRows(records.rows.length, LIMITS);
    }).not.toThrow();
  });

  it('should stop reading at the first row past the row limit, naming the limit', () => {
    expect(refusal(() => parseDelimited(rowsText(10_000), limiter()))).toEqual({
      limit: 'rows',
      message: 'The file has more than 3 rows, the limit for one upload',
    });
    // Without header and trailer records, the room kept for them is still no room for data.
    const grid = parseDelimited(rowsText(5), limiter());
    expect(
      refusal(() => {
        checkDataRows(splitRecords(grid).rows.length, LIMITS);
      })?.limit,
    ).toBe('rows');
  });

  it('should refuse a row with too many columns or a cell too long, naming the row', () => {
    expect(refusal(() => parseDelimited('a,b\n1,2,3,4,5', limiter()))).toEqual({
      limit: 'columns',
      message: 'Row 2 has 5 columns; the limit is 4',
    });
    expect(refusal(() => parseDelimited(`a,b\n1,${'y'.repeat(11)}`, limiter()))).toEqual({
      limit: 'cellChars',
      message: 'Row 2 has a cell longer than 10 characters, the limit',
    });
    const layout = [{ name: 'A', start: 1, width: 20 }];
    expect(refusal(() => parseFixedWidth(`${'z'.repeat(15)}\n`, layout, limiter()))?.limit).toBe(
      'cellChars',
    );
  });

  it('should read rows in slices to the same result as all at once', async () => {
    const text = 'Account,CUSIP,Trade Date,Side,Qty,Price\n';
    const row = '100-200,037833100,2025-03-03,B,10,5';
    const records = splitRecords(parseDelimited(text + Array(7).fill(row).join('\n')));
    const map = {
      accountNumber: 'Account',
      security: 'CUSIP',
      tradeDate: 'Trade Date',
      side: 'Side',
      quantity: 'Qty',
      price: 'Price',
    };
    let pauses = 0;
    const pause = () => {
      pauses += 1;
      return Promise.resolve();
    };
    const sliced = await readRowsInSlices(records, map, 'trades', lookups, pause, 3);
    expect(sliced).toEqual(readRows(records, map, 'trades', lookups));
    expect(sliced.rows.map((r) => r.key.split('#')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(pauses).toBe(2);
  });
});

describe('the parts of a workbook archive', () => {
  const sheet = new TextEncoder().encode('<row/>'.repeat(500));

  it('should list each part with its declared size and where its data starts', () => {
    const archive = zipArchive([
      { name: '[Content_Types].xml', data: new TextEncoder().encode('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', data: sheet },
    ]);
    const entries = zipEntries(archive);
    expect(entries?.map((e) => [e.name, e.method, e.uncompressedSize])).toEqual([
      ['[Content_Types].xml', 8, 8],
      ['xl/worksheets/sheet1.xml', 8, 3_000],
    ]);
    const last = entries![1]!;
    expect(last.dataStart + last.compressedSize).toBeLessThan(archive.length);
    expect(
      refusal(() => {
        checkDeclaredSizes([8, 3_000], LIMITS);
      }),
    ).toEqual({
      limit: 'unpackedBytes',
      message: 'The workbook unpacks to more than 1,000 bytes, the limit for one upload',
    });
    expect(
      refusal(() => {
        checkDeclaredSizes([8, 900], LIMITS);
      }),
    ).toBeUndefined();
  });

  it('should read a size past 4 GiB as past any limit, and no archive as none', () => {
    const archive = zipArchive([{ name: 'a', data: sheet, declaredSize: 0xffffffff }]);
    expect(zipEntries(archive)?.[0]?.uncompressedSize).toBe(Infinity);
    expect(zipEntries(new TextEncoder().encode('a,b\n1,2'))).toBeNull();
    expect(zipEntries(archive.subarray(0, archive.length - 30))).toBeNull();
  });
});
