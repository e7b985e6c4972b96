/**
 * Positions after imports in any order, amendments and removals equal a derivation from scratch
 * by core's rules over every line left; an import removed leaves the positions as before it.
 */
import type { FilingHolding } from '@backoffice/core/api';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FilingWarehouse } from '../warehouse.ts';
import {
  CUSIPS,
  FILERS,
  PERIODS,
  everyPosition,
  expectDerivedAsFromScratch,
  line,
  positionsFromScratch,
} from './lines.ts';

let warehouse: FilingWarehouse;
beforeEach(async () => {
  warehouse = await FilingWarehouse.open(null, { threads: 1 });
});
afterEach(() => warehouse.close());

const positions = () => everyPosition(warehouse);

const filer = FILERS[0]!;

describe('positions derived at import', () => {
  it('reads quarters imported out of order, amendments and a dropped holding', async () => {
    const q3 = [line({ filer, period: PERIODS[2], cusip: CUSIPS[0], shares: 30 })];
    const q1 = [
      line({ filer, period: PERIODS[0], cusip: CUSIPS[0], shares: 10 }),
      line({ filer, period: PERIODS[0], cusip: CUSIPS[1], shares: 5 }),
      line({ filer, period: PERIODS[0], cusip: CUSIPS[1], shares: 5, putCall: 'PUT' }),
    ];
    const q2 = [line({ filer, period: PERIODS[1], cusip: CUSIPS[0], shares: 20, value: 2500.4 })];
    // A restatement of Q2 (CUSIP 1 back), then a new-holdings amendment adding CUSIP 2.
    const q2restated = [
      line({
        filer,
        period: PERIODS[1],
        cusip: CUSIPS[1],
        shares: 7,
        amendmentNo: 1,
        amendmentType: 'RESTATEMENT',
      }),
    ];
    const q2added = [
      line({
        filer,
        period: PERIODS[1],
        cusip: CUSIPS[2],
        shares: 3,
        amendmentNo: 2,
        amendmentType: 'NEW_HOLDINGS',
      }),
    ];
    const written: FilingHolding[] = [];
    for (const [i, lines] of [q3, q1, q2, q2restated, q2added].entries()) {
      await warehouse.importLines(`IM${String(i)}`, [{ filingId: `FL${String(i)}`, lines }]);
      written.push(...lines);
      expect(await positions()).toEqual(positionsFromScratch(written));
    }
    const rows = await warehouse.positionsOfFiler(filer.id);
    const q2rows = rows.filter((r) => r.period === PERIODS[1]);
    // The restatement replaced CUSIP 0's line: it closed in Q2 and is new again in Q3.
    expect(q2rows.map((r) => [r.cusip, r.kind, r.change])).toEqual([
      [CUSIPS[1], 'SH', 'INCREASED'],
      [CUSIPS[2], 'SH', 'NEW'],
      [CUSIPS[0], 'SH', 'CLOSED'],
      [CUSIPS[1], 'PUT', 'CLOSED'],
    ]);
    expect(rows.find((r) => r.period === PERIODS[2] && r.cusip === CUSIPS[0])?.change).toBe('NEW');
  });

  it('keeps positions as before an import that is removed again', async () => {
    const first = [
      line({ filer, period: PERIODS[0], shares: 10 }),
      line({ filer: FILERS[1]!, period: PERIODS[0] }),
    ];
    const later = [
      line({ filer, period: PERIODS[2], shares: 4 }),
      line({ filer, period: PERIODS[2], cusip: CUSIPS[3], shares: 4 }),
    ];
    await warehouse.importLines('IM1', [{ filingId: 'FL1', lines: first }]);
    await warehouse.importLines('IM2', [{ filingId: 'FL2', lines: later }]);
    const before = await positions();
    const middle = [
      line({ filer, period: PERIODS[1], shares: 99 }),
      line({ filer: FILERS[2]!, period: PERIODS[1] }),
    ];
    await warehouse.importLines('IM3', [{ filingId: 'FL3', lines: middle }]);
    expect(await positions()).not.toEqual(before);
    expect(await warehouse.removeImport('IM3')).toEqual({ lines: 2, filers: 2, positions: 2 });
    expect(await positions()).toEqual(before);
    expect(await warehouse.removeFilings(['FL2'])).toMatchObject({ lines: 2, filers: 1 });
    expect(await positions()).toEqual(positionsFromScratch(first));
    expect(await warehouse.removeImport('IM9')).toEqual({ lines: 0, filers: 0, positions: 0 });
  });

  it('re-stamps a renamed filer on its lines and positions', async () => {
    await warehouse.importLines('IM1', [{ filingId: 'FL1', lines: [line({ filer })] }]);
    await warehouse.restampFiler(filer.id, { filerName: 'Renamed LLC', cik: '0000000042' });
    expect((await warehouse.linesOfFiler(filer.id)).map((l) => [l.filerName, l.cik])).toEqual([
      ['Renamed LLC', '0000000042'],
    ]);
    expect((await warehouse.positionsOfFiler(filer.id)).map((l) => l.filerName)).toEqual([
      'Renamed LLC',
    ]);
  });
});

/** A filing: one filer's report (or amendment) for a quarter, numbered as filing-store does. */
const filingArb = fc.record({
  filer: fc.integer({ min: 0, max: 2 }),
  period: fc.integer({ min: 0, max: 3 }),
  amendment: fc.constantFrom<'RESTATEMENT' | 'NEW_HOLDINGS'>('RESTATEMENT', 'NEW_HOLDINGS'),
  lines: fc.array(
    fc.record({
      cusip: fc.integer({ min: 0, max: 3 }),
      shares: fc.integer({ min: 0, max: 50 }),
      value: fc.double({ min: 0, max: 1e6, noNaN: true }),
      option: fc.constantFrom(null, 'PUT', 'CALL', 'PRN'),
    }),
    { minLength: 1, maxLength: 4 },
  ),
});

describe('positions against a derivation from scratch', () => {
  it('holds for random filings imported in random order, and removed again', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(filingArb, { minLength: 1, maxLength: 10 }),
        fc.array(fc.nat(), { minLength: 10, maxLength: 10 }),
        fc.nat(),
        async (filings, order, removed) => {
          const wh = await FilingWarehouse.open(null, { threads: 1 });
          try {
            const numbers = new Map<string, number>();
            const made = filings.map((f, i) => {
              const key = `${String(f.filer)}|${String(f.period)}`;
              const no = numbers.get(key) ?? -1;
              numbers.set(key, no + 1);
              return {
                filingId: `FL${String(i)}`,
                lines: f.lines.map((l) =>
                  line({
                    filer: FILERS[f.filer]!,
                    period: PERIODS[f.period],
                    cusip: CUSIPS[l.cusip],
                    shares: l.shares,
                    value: l.value,
                    shareType: l.option === 'PRN' ? 'PRN' : 'SH',
                    putCall: l.option === 'PRN' ? null : l.option,
                    amendmentNo: no + 1,
                    amendmentType: no === -1 ? 'ORIGINAL' : f.amendment,
                  }),
                ),
              };
            });
            // Imported in a shuffled order, each filing as its own import.
            const shuffled = made
              .map((m, i) => ({ m, key: order[i % order.length]! }))
              .sort((a, b) => a.key - b.key)
              .map((x) => x.m);
            const written: FilingHolding[] = [];
            for (const filing of shuffled) {
              await wh.importLines(`IM-${filing.filingId}`, [filing]);
              written.push(...filing.lines);
            }
            const gone = shuffled[removed % shuffled.length]!;
            await expectDerivedAsFromScratch(wh, written, gone, () =>
              wh.removeImport(`IM-${gone.filingId}`),
            );
          } finally {
            await wh.close();
          }
        },
      ),
      { numRuns: 60 },
    );
    // 60 warehouses opened and filled: 8-12 s alone, past vitest's 30 s at a load of 16.
  }, 180_000);
});
