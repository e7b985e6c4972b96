/**
 * Reading numbers as the decimals people wrote, and writing exact values back as text. `25.1`
 * is stored as the nearest binary fraction; the engine reads it as 251/10, the decimal its
 * shortest string shows, so no binary error ever reaches a cent.
 */
import { roundDiv, roundDivBig } from './cents.ts';
import { rat, ratOfBig, toBig, type Rat } from './rational.ts';

/** At most 15 significant digits: such a decimal is the only one that short for its double. */
const MAX_DIGITS = 1e15;
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** The exact value of a number's decimal string (`1.5e-7` too). */
export function decimalFromString(text: string): Rat {
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a finite number: ${text}`);
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const shift = fraction.length - Number(exponent);
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return shift >= 0
    ? ratOfBig(digits, 10n ** BigInt(shift))
    : ratOfBig(digits * 10n ** BigInt(-shift), 1n);
}

/**
 * The exact decimal a finite number's shortest string shows. Tries scales 10^k while the
 * numerator stays under 15 digits (then it is that decimal, and no rounding in x · 10^k can pick
 * another); else parses the string itself.
 */
export function decimalOf(x: number): Rat {
  if (Number.isSafeInteger(x)) return rat(x, 1);
  let p = 10;
  for (let k = 1; k <= 15; k += 1, p *= 10) {
    const n = Math.round(x * p);
    if (Math.abs(n) >= MAX_DIGITS) break;
    if (n / p === x) return rat(n, p);
  }
  return decimalFromString(String(x));
}

/** The number of decimal places of a finite number as read by `decimalOf`; -1 beyond 15. */
export function decimalPlaces(x: number): number {
  if (Number.isInteger(x)) return Number.isSafeInteger(x) ? 0 : -1;
  let p = 10;
  for (let k = 1; k <= 15; k += 1, p *= 10) {
    const n = Math.round(x * p);
    if (Math.abs(n) >= MAX_DIGITS) return -1;
    if (n / p === x) return k;
  }
  return -1;
}

const POWERS = Array.from({ length: 16 }, (_, k) => 10 ** k);

function group(whole: string): string {
  return whole.length <= 3 ? whole : whole.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** An integer scaled by 10^dp as text with dp decimals, dropping zeros beyond minDp. */
function scaledText(scaled: string, negative: boolean, minDp: number, dp: number): string {
  const padded = scaled.padStart(dp + 1, '0');
  const whole = padded.slice(0, padded.length - dp);
  let fraction = padded.slice(padded.length - dp);
  let end = fraction.length;
  while (end > minDp && fraction.charCodeAt(end - 1) === 48) end -= 1;
  fraction = fraction.slice(0, end);
  const text = fraction === '' ? group(whole) : `${group(whole)}.${fraction}`;
  return negative ? `-${text}` : text;
}

export interface DecimalText {
  text: string;
  /** False when digits beyond `maxDp` were rounded away. */
  exact: boolean;
}

/** A value with `minDp` to `maxDp` decimals (half away from zero), thousands grouped. */
export function formatDecimal(r: Rat, minDp: number, maxDp: number): DecimalText {
  const p = POWERS[maxDp]!;
  if (r.big === null && Number.isSafeInteger(r.n * p) && Math.abs(r.n * p) <= 2 ** 52) {
    const scaled = roundDiv(r.n * p, r.d);
    const exact = (r.n * p) % r.d === 0;
    return { text: scaledText(String(Math.abs(scaled)), scaled < 0, minDp, maxDp), exact };
  }
  const b = toBig(r);
  const num = b.n * BigInt(p);
  const scaled = roundDivBig(num, b.d);
  const abs = scaled < 0n ? -scaled : scaled;
  return {
    text: scaledText(abs.toString(), scaled < 0n, minDp, maxDp),
    exact: scaled * b.d === num,
  };
}

/** US dollars from integer cents: `$1,234.56`, `-$0.05`. */
export function formatCents(cents: number): string {
  const abs = Math.abs(cents);
  const text = scaledText(String(abs), false, 2, 2);
  return cents < 0 ? `-$${text}` : `$${text}`;
}
