import { describe, expect, it } from 'vitest';
import { cusipCheckDigit, isValidCusip, isValidIsin, isinCheckDigit } from '../identifiers.ts';

describe('security identifier check digits', () => {
  it.each(['037833100', '594918104', '38259P508', 'G0084W101'])(
    'should accept the real CUSIP %s',
    (cusip) => {
      expect(isValidCusip(cusip)).toBe(true);
    },
  );

  it.each(['US0378331005', 'GB0002634946', 'DE0007164600', 'JP3633400001'])(
    'should accept the real ISIN %s',
    (isin) => {
      expect(isValidIsin(isin)).toBe(true);
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
});
