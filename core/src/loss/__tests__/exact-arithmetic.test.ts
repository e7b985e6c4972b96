import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalFromString, decimalOf, formatCents, formatDecimal } from '../decimal.ts';
import { lineCents } from '../cents.ts';
import { rat, ratCmp, toBig, type Rat } from '../rational.ts';

const same = (a: Rat, b: Rat) => ratCmp(a, b) === 0;

/** 100 · qn/qd · (p − v), rounded half away from zero, all in BigInt: the reference. */
function referenceCents(qn: number, qd: number, p: Rat, v: Rat): bigint {
  const P = toBig(p);
  const V = toBig(v);
  const num = 100n * BigInt(qn) * (P.n * V.d - V.n * P.d);
  const den = BigInt(qd) * P.d * V.d;
  const a = num < 0n ? -num : num;
  let q = a / den;
  if (2n * (a - q * den) >= den) q += 1n;
  return num < 0n ? -q : q;
}

describe('exact arithmetic', () => {
  it('should read a number as the decimal its shortest string shows', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(same(decimalOf(x), decimalFromString(String(x)))).toBe(true);
      }),
      { numRuns: 2000 },
    );
    expect(decimalOf(0.1 + 0.2)).toEqual(decimalFromString('0.30000000000000004'));
    expect(decimalOf(25.1)).toEqual(rat(251, 10));
    expect(same(decimalOf(1e-7), rat(1, 10_000_000))).toBe(true);
  });

  it('should compute a lot line exactly, on plain numbers or through BigInt when they overflow', () => {
    const magnitude = fc.oneof(
      fc.integer({ min: -100_000, max: 100_000 }),
      fc.integer({ min: -1e15, max: 1e15 }),
    );
    const denominator = fc.oneof(
      fc.constantFrom(1, 10, 100, 10_000, 1e8),
      fc.integer({ min: 1, max: 1e12 }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.constantFrom(1, 10, 1000, 1e6),
        magnitude,
        denominator,
        magnitude,
        denominator,
        (qn, qd, pn, pd, vn, vd) => {
          const reference = referenceCents(qn, qd, rat(pn, pd), rat(vn, vd));
          const line = () => lineCents(qn, qd, rat(pn, pd), rat(vn, vd));
          if (Number.isSafeInteger(Number(reference))) expect(BigInt(line())).toBe(reference);
          else expect(line).toThrow(/too large to keep exact/);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('should round half a cent away from zero', () => {
    expect(lineCents(1, 1, rat(10005, 1000), rat(10))).toBe(1);
    expect(lineCents(1, 1, rat(10), rat(10005, 1000))).toBe(-1);
    expect(lineCents(3, 1, rat(1, 300), rat(0))).toBe(1);
    expect(lineCents(1, 1, rat(1, 300), rat(0))).toBe(0);
  });

  it('should write dollars and decimals', () => {
    expect(formatCents(123_456_78)).toBe('$123,456.78');
    expect(formatCents(-5)).toBe('-$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatDecimal(rat(64005, 3000), 4, 4)).toEqual({ text: '21.3350', exact: true });
    expect(formatDecimal(rat(64, 3), 4, 4)).toEqual({ text: '21.3333', exact: false });
    expect(formatDecimal(rat(152399025, 10_000_000), 2, 10)).toEqual({
      text: '15.2399025',
      exact: true,
    });
  });
});
