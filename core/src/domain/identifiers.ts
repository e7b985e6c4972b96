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
  return cusipProblem(cusip) === undefined;
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
  return isinProblem(isin) === undefined;
}

/**
 * What is wrong with a CUSIP, in words a user can act on, or undefined when it is valid. The
 * check digit is named ("should be 5, not 4"): a typo is then fixed without a lookup.
 */
export function cusipProblem(cusip: string): string | undefined {
  if (cusip.length !== 9) return `A CUSIP has 9 characters, not ${cusip.length}`;
  if (!/^[0-9A-Z*@#]{8}$/.test(cusip.slice(0, 8))) {
    return 'The first 8 characters of a CUSIP are letters, digits, *, @ or #';
  }
  const expected = String(cusipCheckDigit(cusip));
  const given = cusip.charAt(8);
  if (!/[0-9]/.test(given)) return `The last character of a CUSIP is its check digit: ${expected}`;
  return given === expected ? undefined : `CUSIP check digit should be ${expected}, not ${given}`;
}

/** What is wrong with an ISIN, or undefined when it is valid; as `cusipProblem`. */
export function isinProblem(isin: string): string | undefined {
  if (isin.length !== 12) return `An ISIN has 12 characters, not ${isin.length}`;
  if (!/^[A-Z]{2}/.test(isin)) return 'An ISIN starts with a two-letter country code';
  if (!/^[0-9A-Z]{9}$/.test(isin.slice(2, 11))) {
    return 'Characters 3 to 11 of an ISIN are letters or digits';
  }
  const expected = String(isinCheckDigit(isin.slice(0, 11)));
  const given = isin.charAt(11);
  if (!/[0-9]/.test(given)) return `The last character of an ISIN is its check digit: ${expected}`;
  return given === expected ? undefined : `ISIN check digit should be ${expected}, not ${given}`;
}

/** The ISIN of a US security: `US`, its CUSIP, and the ISIN check digit. */
export function usIsinOf(cusip: string): string {
  return `US${cusip}${isinCheckDigit(`US${cusip}`)}`;
}

/**
 * A US ISIN embeds the security's CUSIP, so the two must agree; a mismatch means one of them
 * belongs to another security. Other countries' ISINs carry national numbers and are not checked.
 */
export function isinCusipMismatch(isin: string, cusip: string): string | undefined {
  if (!isin.startsWith('US') || isin.slice(2, 11) === cusip) return undefined;
  return `A US ISIN embeds the CUSIP: for CUSIP ${cusip} it is ${usIsinOf(cusip)}`;
}
