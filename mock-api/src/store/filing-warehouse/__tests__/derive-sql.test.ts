/**
 * The SQL derivation (position-sql.ts) against core's functions, where SQL could differ from JS:
 * several lines of one position summed in line order (values of n/7 round differently in
 * another order), amendments that restate or add, several filings in one import (the bulk
 * path's one load), and filings removed.
 */
import type { FilingHolding } from '@backoffice/core/api';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { FilingWarehouse, type FilingLines } from '../warehouse.ts';
import { CUSIPS, FILERS, PERIODS, expectDerivedAsFromScratch, line } from './lines.ts';

/** Doubles whose sums depend on the order they are added in, and plain ones. */
const amount = fc.oneof(
  fc.integer({ min: 0, max: 1e9 }).map((n) => n / 7),
  fc.double({ min: 0, max: 1e6, noNaN: true }),
);

const filingArb = fc.record({
  filer: fc.integer({ min: 0, max: 2 }),
  period: fc.integer({ min: 0, max: 3 }),
  amendment: fc.constantFrom<'RESTATEMENT' | 'NEW_HOLDINGS'>('RESTATEMENT', 'NEW_HOLDINGS'),
  lines: fc.array(
    fc.record({
      // Two CUSIPs: a position is often several lines.
      cusip: fc.integer({ min: 0, max: 1 }),
      shares: fc.oneof(fc.integer({ min: 0, max: 50 }), amount),
      value: amount,
      option: fc.constantFrom(null, null, 'PUT', 'PRN'),
    }),
    { minLength: 1, maxLength: 6 },
  ),
});

type Filing = typeof filingArb extends fc.Arbitrary<infer F> ? F : never;

/** Filings numbered as filing-store does: per filer and quarter, in the order given. */
function made(filings: Filing[]): FilingLines[] {
  const numbers = new Map<string, number>();
  return filings.map((f, i) => {
    const key = `${String(f.filer)}|${String(f.period)}`;
    const no = (numbers.get(key) ?? -1) + 1;
    numbers.set(key, no);
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
          putCall: l.option === 'PUT' ? 'PUT' : null,
          amendmentNo: no,
          amendmentType: no === 0 ? 'ORIGINAL' : f.amendment,
        }),
      ),
    };
  });
}

describe('positions derived in SQL', () => {
  it('equal core rules over every line left, imports of several filings, removals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(filingArb, { minLength: 1, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 12, maxLength: 12 }),
        fc.nat(),
        // Filers derived per statement: 1 to 3 splits the four filers into batches.
        fc.integer({ min: 1, max: 5 }),
        async (filings, importOf, removed, filersPerDerivation) => {
          // One thread: the line order of a sum is the SQL's own (a sum over the lines unsorted
          // fails here within twenty runs); a second thread only costs CPU on a few lines.
          const wh = await FilingWarehouse.open(null, { threads: 1, filersPerDerivation });
          try {
            const all = made(filings);
            // Filings go into up to four imports, imported last to first: quarters out of order.
            const imports = [3, 2, 1, 0].map((k) => all.filter((_, i) => importOf[i] === k));
            const written: FilingHolding[] = [];
            for (const [k, group] of imports.entries()) {
              await wh.importLines(`IM${String(k)}`, group);
              written.push(...group.flatMap((g) => g.lines));
            }
            const gone = all[removed % all.length]!;
            await expectDerivedAsFromScratch(wh, written, gone, () =>
              wh.removeFilings([gone.filingId]),
            );
          } finally {
            await wh.close();
          }
        },
      ),
      { numRuns: 150 },
    );
    // 150 warehouses opened and filled: about 10 s alone, several times that on a busy machine.
  }, 180_000);
});
