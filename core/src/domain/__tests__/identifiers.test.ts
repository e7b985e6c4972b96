import { describe, expect, it } from 'vitest';
import {
  cusipCheckDigit,
  cusipProblem,
  isValidCusip,
  isValidIsin,
  isinCheckDigit,
  isinCusipMismatch,
  isinProblem,
  usIsinOf,
} from '../identifiers.ts';

describe('security identifier check digits', () => {
  it.each(['037833100', '594918104', '38259P508', 'G0084W101', '00206R102', 'N07059210'])(
    'should accept the real CUSIP %s',
    (cusip) => {
      expect(isValidCusip(cusip)).toBe(true);
      expect(cusipProblem(cusip)).toBeUndefined();
    },
  );

  it.each(['US0378331005', 'GB0002634946', 'DE0007164600', 'JP3633400001', 'US38259P5089'])(
    'should accept the real ISIN %s',
    (isin) => {
      expect(isValidIsin(isin)).toBe(true);
      expect(isinProblem(isin)).toBeUndefined();
    },
  );

  it('should refuse a CUSIP or ISIN with one character changed', () => {
    expect(isValidCusip('037833101')).toBe(false);
    expect(isValidIsin('US0378331006')).toBe(false);
    expect(isValidCusip('03783310')).toBe(false);
  });

  it('should compute the digit the identifier ends with', () => {
    expect(cusipCheckDigit('03783310')).toBe(0);
    expect(isinCheckDigit('US037833100')).toBe(5);
  });

  it('should count letters in a CUSIP from 10 (A) and double every second character', () => {
    // 38259P50: P is 25, doubled to 50 as the sixth character: digits 5 + 0.
    expect(cusipCheckDigit('38259P50')).toBe(8);
    expect(cusipCheckDigit('G0084W10')).toBe(1);
    expect(cusipCheckDigit('00206R10')).toBe(2);
  });

  it('should expand letters in an ISIN to two digits before the Luhn sum', () => {
    // U=30, S=28: the check digit of US+CUSIP differs from the CUSIP's own.
    expect(isinCheckDigit('US38259P508')).toBe(9);
    expect(isinCheckDigit('GB000263494')).toBe(6);
  });
});

describe('what is wrong with an identifier', () => {
  it('should name the expected check digit of a CUSIP and the one given', () => {
    expect(cusipProblem('037833104')).toBe('CUSIP check digit should be 0, not 4');
    expect(cusipProblem('38259P507')).toBe('CUSIP check digit should be 8, not 7');
  });

  it('should say what shape a CUSIP has when it has the wrong one', () => {
    expect(cusipProblem('03783310')).toBe('A CUSIP has 9 characters, not 8');
    expect(cusipProblem('0378331000')).toBe('A CUSIP has 9 characters, not 10');
    expect(cusipProblem('0378-3310')).toMatch(/letters, digits, \*, @ or #/);
    expect(cusipProblem('03783310X')).toBe('The last character of a CUSIP is its check digit: 0');
  });

  it('should name the expected check digit of an ISIN and the one given', () => {
    expect(isinProblem('US0378331006')).toBe('ISIN check digit should be 5, not 6');
    expect(isinProblem('DE0007164601')).toBe('ISIN check digit should be 0, not 1');
  });

  it('should say what shape an ISIN has when it has the wrong one', () => {
    expect(isinProblem('US037833100')).toBe('An ISIN has 12 characters, not 11');
    expect(isinProblem('120378331005')).toBe('An ISIN starts with a two-letter country code');
    expect(isinProblem('US03783310-5')).toMatch(/letters or digits/);
    expect(isinProblem('US037833100X')).toBe('The last character of an ISIN is its check digit: 5');
  });
});

describe('a US ISIN with its embedded CUSIP', () => {
  it('should build the ISIN of a US security from its CUSIP', () => {
    expect(usIsinOf('037833100')).toBe('US0378331005');
    expect(usIsinOf('38259P508')).toBe('US38259P5089');
  });

  it('should refuse a US ISIN that embeds another CUSIP and name the right one', () => {
    expect(isinCusipMismatch('US0378331005', '037833100')).toBeUndefined();
    expect(isinCusipMismatch('US0378331005', '594918104')).toBe(
      'A US ISIN embeds the CUSIP: for CUSIP 594918104 it is US5949181045',
    );
  });

  it('should not hold other countries’ ISINs to the CUSIP', () => {
    expect(isinCusipMismatch('GB0002634946', 'G0084W101')).toBeUndefined();
  });
});
