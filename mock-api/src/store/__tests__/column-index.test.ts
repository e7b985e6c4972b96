/**
 * A number column's index against the obvious one (sort the positions by value, then position;
 * nulls last): any doubles, negative, fractional, -0, infinities, ties and missing values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildColumn, codeOf } from '../column-index.ts';

const cells = fc.array(
  fc.option(
    fc.oneof(
      fc.double({ noNaN: true }),
      fc.constantFrom(0, -0, 1.5, -1.5, 1e-300, -1e300, Infinity, -Infinity),
      fc.integer({ min: -3, max: 3 }),
    ),
    { nil: null },
  ),
  { maxLength: 300 },
);

describe('a number column index', () => {
  it('should order rows by value then position, nulls last, with one code per value', () => {
    fc.assert(
      fc.property(cells, (values) => {
        const rows = values.map((v) => ({ v }));
        const column = buildColumn(rows, rows.length, 'v');
        if (values.every((v) => v === null)) return; // an all-null column has no kind to sort
        expect(column?.kind).toBe('number');
        const positions = values.map((_, i) => i);
        const expected = positions.sort((a, b) => {
          const x = values[a] ?? null;
          const y = values[b] ?? null;
          if (x === y) return a - b;
          if (x === null) return 1;
          if (y === null) return -1;
          return x < y ? -1 : 1;
        });
        expect(Array.from(column!.order)).toEqual(expected);
        // -0 and 0 are one value (either may name it).
        const zeroed = (v: number) => (v === 0 ? 0 : v);
        const distinct = [...new Set(values.filter((v) => v !== null).map(zeroed))];
        expect(Array.from(column!.values as ArrayLike<number>, zeroed)).toEqual(
          distinct.sort((a, b) => a - b),
        );
        // Each cell's code names its value (nulls the code past the last value), and codeOf finds it:
        // compared as whole arrays, since an expect per cell made a run take seconds on a busy machine.
        const codes = Array.from(column!.codes);
        const nullCodes = codes.filter((_, i) => values[i] === null);
        expect(nullCodes.every((code) => code === column!.values.length)).toBe(true);
        expect(
          codes.map((code) =>
            code < column!.values.length ? zeroed(column!.values[code] as number) : null,
          ),
        ).toEqual(values.map((v) => (v === null ? null : zeroed(v))));
        expect(values.map((v) => (v === null ? null : codeOf(column!, v)))).toEqual(
          values.map((v, i) => (v === null ? null : codes[i])),
        );
      }),
      { numRuns: 500 },
    );
  });
});
