/** The row parser meets hostile input: it never throws, and reads back what custodians write. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSheetDate, parseSheetNumber } from '../../domain/sheet-cells.ts';
import {
  accountingNumber,
  decodeText,
  delimitedText,
  excelSerial,
  guessMapping,
  isUnsafeChar,
  parseDelimited,
  parseFixedWidth,
  readRows,
  safeFileName,
  splitRecords,
  usDate,
} from '../index.ts';
import { lookups } from './lookups.ts';

const DAY_MS = 86_400_000;
const isoDays = fc
  .integer({ min: Date.UTC(1950, 0, 1) / DAY_MS, max: Date.UTC(2099, 11, 31) / DAY_MS })
  .map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10));
const cell = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    '"',
    '""',
    '\r\n',
    ';',
    '\t',
    ',',
    '(1,000)',
    '45366',
    'HDR',
    'TRL',
    '\u0000',
  ),
);
/** Name characters, hostile ones often: path separators, dots, controls, bidi overrides. */
const nameChar = fc.oneof(
  fc.constantFrom('/', '\\', '.', '\u0000', '\u001b', '\u202e', '\u2066', '\u0085', ' '),
  fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }),
);
const table = fc.array(fc.array(cell, { maxLength: 8 }), { maxLength: 12 });

describe('the ingestion row parser under fuzz', () => {
  it('should never throw, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        const { text } = decodeText(bytes);
        const records = splitRecords(parseDelimited(text));
        const map = guessMapping(records.columns, 'trades');
        const { rows, errors } = readRows(records, map, 'trades', lookups);
        for (const e of errors) expect(e.row).toBeGreaterThanOrEqual(1);
        expect(rows.length + errors.length).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('should report or read every data row of any table, with its row number', () => {
    fc.assert(
      fc.property(table, fc.constantFrom(',', ';', '\t'), (rows, delimiter) => {
        const header = ['Account', 'CUSIP', 'Trade Date', 'Side', 'Qty', 'Price'];
        const records = splitRecords(parseDelimited(delimitedText([header, ...rows], delimiter)));
        const read = readRows(records, guessMapping(header, 'trades'), 'trades', lookups);
        const numbers = new Set(records.rows.map((r) => r.row));
        for (const e of read.errors) expect(numbers.has(e.row)).toBe(true);
        for (const r of read.rows) expect(read.errors.some((e) => e.row === r.row)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('should cut any text by any layout without throwing', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(
          fc.record({ name: fc.string({ minLength: 1 }), start: fc.nat(50), width: fc.nat(20) }),
        ),
        (text, layout) => {
          expect(() => parseFixedWidth(text, layout)).not.toThrow();
        },
      ),
    );
  });

  it('should read back the dates it writes: ISO, US and Excel serial', () => {
    fc.assert(
      fc.property(isoDays, (iso) => {
        expect(parseSheetDate(iso)).toBe(iso);
        expect(parseSheetDate(usDate(iso))).toBe(iso);
        expect(parseSheetDate(String(excelSerial(iso)))).toBe(iso);
      }),
    );
  });

  it('should read back the numbers it writes with separators and parentheses', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const rounded = Math.round(value * 100) / 100;
        expect(parseSheetNumber(accountingNumber(rounded))).toBe(rounded === 0 ? 0 : rounded);
      }),
    );
  });

  it('should store any file name without a path or a control character', () => {
    fc.assert(
      fc.property(fc.string({ unit: nameChar }), (name) => {
        const safe = safeFileName(name);
        for (const c of safe) expect(c === '/' || c === '\\' || isUnsafeChar(c)).toBe(false);
        expect(safe.length).toBeGreaterThan(0);
        expect(safe.length).toBeLessThanOrEqual(200);
      }),
    );
  });
});
