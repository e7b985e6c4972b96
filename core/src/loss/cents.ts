/**
 * Money from exact values: a quantity times a per-share amount, in cents, rounded half away
 * from zero exactly once. On safe integers while every product fits, through BigInt otherwise.
 */
import { ratSub, toBig, type Rat } from './rational.ts';

/** Products stay below this so that a quotient times its divisor is still exact. */
const HALF_SAFE = 2 ** 52;
const safe = Number.isSafeInteger;

/** num/den rounded half away from zero; den > 0, both at most 2^52 in size. */
export function roundDiv(num: number, den: number): number {
  const a = Math.abs(num);
  let q = Math.floor(a / den);
  let r = a - q * den;
  if (r < 0) {
    q -= 1;
    r += den;
  } else if (r >= den) {
    q += 1;
    r -= den;
  }
  if (2 * r >= den) q += 1;
  return num < 0 && q !== 0 ? -q : q;
}

export function roundDivBig(num: bigint, den: bigint): bigint {
  const a = num < 0n ? -num : num;
  let q = a / den;
  if (2n * (a - q * den) >= den) q += 1n;
  return num < 0n ? -q : q;
}

function fits(x: number): boolean {
  return x <= HALF_SAFE && x >= -HALF_SAFE && safe(x);
}

/** 100 · (qn/qd) · x in cents, rounded half away from zero: a quantity times a per-share value. */
export function mulCents(qn: number, qd: number, x: Rat): number {
  if (x.big === null) {
    const a = qn * x.n;
    const num = a * 100;
    const den = qd * x.d;
    if (safe(a) && fits(num) && fits(den)) return roundDiv(num, den);
  }
  const b = toBig(x);
  return safeCents(roundDivBig(BigInt(qn) * b.n * 100n, BigInt(qd) * b.d));
}

/** Cents beyond 2^53 (about $90 trillion) cannot be held exactly in a number: refuse them. */
export function safeCents(cents: bigint | number): number {
  const value = Number(cents);
  if (!Number.isSafeInteger(value) || BigInt(value) !== BigInt(cents)) {
    throw new RangeError(`An amount of ${cents} cents is too large to keep exact`);
  }
  return value;
}

/** Where `plainDiff` leaves p − v: reused, so the hot path allocates nothing. */
export const PLAIN_DIFF = { n: 0, d: 1 };

/** p − v as a ratio of safe integers into PLAIN_DIFF; false when that needs BigInt. */
export function plainDiff(p: Rat, v: Rat): boolean {
  if (p.big !== null || v.big !== null) return false;
  if (p.d === v.d) {
    PLAIN_DIFF.n = p.n - v.n;
    PLAIN_DIFF.d = p.d;
  } else {
    const x = p.n * v.d;
    const y = v.n * p.d;
    if (!safe(x) || !safe(y)) return false;
    PLAIN_DIFF.n = x - y;
    PLAIN_DIFF.d = p.d * v.d;
  }
  return safe(PLAIN_DIFF.n) && safe(PLAIN_DIFF.d);
}

/**
 * 100 · (qn/qd) · (p − v) in cents, rounded half away from zero: one lot line. The hot path of
 * the engine, so it does not allocate.
 */
export function lineCents(qn: number, qd: number, p: Rat, v: Rat): number {
  if (plainDiff(p, v)) {
    const a = PLAIN_DIFF.n * qn;
    const num = a * 100;
    const den = PLAIN_DIFF.d * qd;
    if (safe(a) && fits(num) && fits(den)) return roundDiv(num, den);
  }
  return mulCents(qn, qd, ratSub(p, v));
}
