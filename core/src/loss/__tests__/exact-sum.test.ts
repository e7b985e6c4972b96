import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExactSum } from '../exact-sum.ts';
import { rat, toBig, type Rat } from '../rational.ts';

/** 100 · Σ qn·(p − v) / qScale over the kept lines, rounded half away from zero, all in BigInt. */
function reference(lines: [number, Rat, Rat][], qScale: number, positiveOnly: boolean): bigint {
  let n = 0n;
  let d = 1n;
  for (const [qn, p, v] of lines) {
    const P = toBig(p);
    const V = toBig(v);
    const ln = BigInt(qn) * (P.n * V.d - V.n * P.d);
    const ld = P.d * V.d;
    if (positiveOnly && ln <= 0n) continue;
    n = n * ld + ln * d;
    d *= ld;
  }
  const num = 100n * n;
  const den = d * BigInt(qScale);
  const a = num < 0n ? -num : num;
  let q = a / den;
  if (2n * (a - q * den) >= den) q += 1n;
  return num < 0n ? -q : q;
}

const value = fc
  .tuple(
    fc.oneof(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: -1e15, max: 1e15 })),
    fc.oneof(fc.constantFrom(1, 100, 10_000), fc.integer({ min: 1, max: 90 })),
  )
  .map(([n, d]) => rat(n, d));
const line = fc.tuple(
  fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 1e12 })),
  value,
  value,
);

describe('an exact sum of lot values', () => {
  it('should equal the BigInt reference, rounded once, on plain numbers or past 2^53, and refuse what cents cannot hold', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.constantFrom(1, 10, 10_000),
        (lines, qScale) => {
          for (const positiveOnly of [false, true]) {
            const sum = new ExactSum();
            for (const [qn, p, v] of lines) sum.add(qn, p, v, positiveOnly);
            const expected = reference(lines, qScale, positiveOnly);
            const big =
              expected > BigInt(Number.MAX_SAFE_INTEGER) ||
              -expected > BigInt(Number.MAX_SAFE_INTEGER);
            if (big) expect(() => sum.cents(qScale)).toThrow(RangeError);
            else expect(BigInt(sum.cents(qScale))).toBe(expected);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('should round the total once, not line by line', () => {
    // Three lines of a third of a cent each: 1¢ together, 0¢ line by line.
    const sum = new ExactSum();
    for (let i = 0; i < 3; i += 1) sum.add(1, rat(1, 300), rat(0));
    expect(sum.cents(1)).toBe(1);
  });
});
