/**
 * A total of lot values kept exact and rounded to the cent once, at the end. Rounding each line
 * and adding the cents would let the total drift by up to half a cent per line, and make FIFO
 * and LIFO disagree where they must not: without a start holding both value the same shares at
 * the same prices, only paired differently, so their exact totals are equal.
 *
 * Values q·(p − v) are added as numerators over their denominator (few distinct ones: the price
 * scale, and one per mean M_d), on safe integers; what would overflow goes to a BigInt remainder.
 */
import { PLAIN_DIFF, plainDiff, roundDiv, roundDivBig, safeCents } from './cents.ts';
import { ratSub, toBig, type Rat } from './rational.ts';

const safe = Number.isSafeInteger;
/** roundDiv needs both sides within 2^52. */
const fits = (x: number) => safe(x) && Math.abs(x) <= 2 ** 52;

function gcdBig(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export class ExactSum {
  /** The first denominator seen (most lines share the price scale) and its numerator sum. */
  #den = 0;
  #sum = 0;
  /** Numerator sums of the other denominators. */
  readonly #byDen = new Map<number, number>();
  #bigN = 0n;
  #bigD = 1n;

  /** Adds qn·(p − v) (qn in 1/qScale shares); only when positive, if `positiveOnly`. */
  add(qn: number, p: Rat, v: Rat, positiveOnly = false): void {
    if (plainDiff(p, v)) {
      const { n: dn, d: dd } = PLAIN_DIFF;
      if (positiveOnly && dn <= 0) return;
      const a = dn * qn;
      if (safe(a)) {
        if (this.#den === 0) this.#den = dd;
        if (dd === this.#den && safe(this.#sum + a)) {
          this.#sum += a;
          return;
        }
        const sum = (this.#byDen.get(dd) ?? 0) + a;
        if (safe(sum)) {
          this.#byDen.set(dd, sum);
          return;
        }
      }
    }
    const diff = toBig(ratSub(p, v));
    if (positiveOnly && diff.n <= 0n) return;
    this.#addBig(diff.n * BigInt(qn), diff.d);
  }

  /** The total in cents, rounded half away from zero: 100 · sum / qScale. */
  cents(qScale: number): number {
    if (this.#byDen.size === 0 && this.#bigN === 0n) {
      const num = this.#sum * 100;
      const den = (this.#den || 1) * qScale;
      if (fits(num) && fits(den)) return roundDiv(num, den);
    }
    let n = this.#bigN;
    let d = this.#bigD;
    const parts: [number, number][] = this.#den === 0 ? [] : [[this.#den, this.#sum]];
    for (const [den, num] of [...parts, ...this.#byDen]) {
      const bd = BigInt(den);
      n = n * bd + BigInt(num) * d;
      d *= bd;
      const g = gcdBig(n, d);
      if (g > 1n) {
        n /= g;
        d /= g;
      }
    }
    return safeCents(roundDivBig(n * 100n, d * BigInt(qScale)));
  }

  #addBig(n: bigint, d: bigint): void {
    const sumN = this.#bigN * d + n * this.#bigD;
    const sumD = this.#bigD * d;
    const g = gcdBig(sumN, sumD);
    this.#bigN = g > 1n ? sumN / g : sumN;
    this.#bigD = g > 1n ? sumD / g : sumD;
  }
}
