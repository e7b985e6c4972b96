/** The contract refuses a mistyped identifier with a message that says how to fix it. */
import { describe, expect, it } from 'vitest';
import { securityCreateSchema, securityList } from '../entities/securities.ts';

describe('the security create schema', () => {
  const apple = {
    cusip: '037833100',
    isin: 'US0378331005',
    ticker: 'AAPL',
    name: 'Apple Inc.',
    exchange: 'NASDAQ',
    country: 'US',
    currency: 'USD',
  };
  const messages = (body: object) => {
    const result = securityCreateSchema.safeParse(body);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('should accept a valid security and upper-case what was typed in lower case', () => {
    const result = securityCreateSchema.parse({
      ...apple,
      cusip: ' 38259p508',
      isin: 'us38259p5089',
      ticker: 'goog',
    });
    expect(result).toMatchObject({ cusip: '38259P508', isin: 'US38259P5089', ticker: 'GOOG' });
  });

  it('should refuse a wrong check digit on the field, naming the digit expected', () => {
    expect(messages({ ...apple, cusip: '037833104' })).toEqual({
      cusip: 'CUSIP check digit should be 0, not 4',
    });
    expect(messages({ ...apple, isin: 'US0378331006' })).toEqual({
      isin: 'ISIN check digit should be 5, not 6',
    });
  });

  it('should refuse a US ISIN that does not embed the CUSIP given', () => {
    expect(messages({ ...apple, cusip: '594918104' })).toEqual({
      isin: 'A US ISIN embeds the CUSIP: for CUSIP 594918104 it is US5949181045',
    });
  });
});

describe('the securities list', () => {
  it('should take a ticker filter in any case, as a link or a bookmark may carry it', () => {
    expect(securityList.query.parse({ ticker: 'acme ' }).ticker).toBe('ACME');
  });
});
