/**
 * Check digits of security identifiers. Generated data carries valid ones, and the API refuses
 * a typo'd CUSIP or ISIN at the door rather than storing a security nobody can match.
 */

/** Value of one CUSIP character: digits as is, letters from 10, then `*`, `@`, `#`. */
function cusipCharValue(ch: string): number {
  const code = ch.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return { '*': 36, '@': 37, '#': 38 }[ch] ?? Number.NaN;
}

/** The ninth character of a CUSIP, from the first eight (modulus 10, double-add-double). */
export function cusipCheckDigit(base8: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i += 1) {
    let v = cusipCharValue(base8.charAt(i));
    if (i % 2 === 1) v *= 2;
    sum += Math.floor(v / 10) + (v % 10);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCusip(cusip: string): boolean {
  return /^[0-9A-Z*@#]{8}[0-9]$/.test(cusip) && cusipCheckDigit(cusip) === Number(cusip.charAt(8));
}

/** The twelfth character of an ISIN (Luhn over the digits, letters expanded to 10..35). */
export function isinCheckDigit(base11: string): number {
  let expanded = '';
  for (let i = 0; i < base11.length; i += 1) {
    const code = base11.charCodeAt(i);
    expanded += code >= 48 && code <= 57 ? base11.charAt(i) : String(code - 55);
  }
  let sum = 0;
  for (let i = 0; i < expanded.length; i += 1) {
    // Doubling starts from the rightmost digit, since the check digit will follow it.
    let d = Number(expanded.charAt(expanded.length - 1 - i));
    if (i % 2 === 0) d *= 2;
    sum += Math.floor(d / 10) + (d % 10);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidIsin(isin: string): boolean {
  return (
    /^[A-Z]{2}[0-9A-Z]{9}[0-9]$/.test(isin) &&
    isinCheckDigit(isin.slice(0, 11)) === Number(isin.charAt(11))
  );
}
