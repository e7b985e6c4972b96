import { describe, expect, it } from 'vitest';
import { matchPriceFile, priceFileIdentifiers } from '../price-file-names.ts';

const SECURITIES = [
  { id: 'SE-1', ticker: 'AAPL', cusip: '037833100' },
  { id: 'SE-2', ticker: 'GOOGL', cusip: '02079K305' },
  { id: 'SE-3', ticker: 'BRK.B', cusip: '084670702' },
  { id: 'SE-4', ticker: 'MSFT', cusip: '594918104' },
];

describe('reading a price file name', () => {
  it('should find tickers and CUSIPs as staff name their downloads', () => {
    expect(priceFileIdentifiers('yahoo-AAPL-2000-09-10.csv')).toEqual({
      cusips: [],
      tickers: ['YAHOO', 'AAPL'],
    });
    expect(priceFileIdentifiers('HistoricalData_GOOGL.csv').tickers).toEqual(['GOOGL']);
    expect(priceFileIdentifiers('C:\\downloads\\prices 037833100 (2).xlsx')).toEqual({
      cusips: ['037833100'],
      tickers: [],
    });
    // A CUSIP with a wrong check digit is no CUSIP.
    expect(priceFileIdentifiers('037833109.csv').cusips).toEqual([]);
  });
});

describe('matching a price file to a security', () => {
  it('should match by ticker, by CUSIP before ticker, and keep class shares whole', () => {
    expect(matchPriceFile('nasdaq-GOOGL-2025-01.csv', SECURITIES)).toEqual({
      securityId: 'SE-2',
      by: 'ticker',
    });
    expect(matchPriceFile('MSFT_037833100.csv', SECURITIES)).toEqual({
      securityId: 'SE-1',
      by: 'cusip',
    });
    expect(matchPriceFile('brk.b.csv', SECURITIES)).toEqual({ securityId: 'SE-3', by: 'ticker' });
  });

  it('should match nothing when the name names no security or more than one', () => {
    expect(matchPriceFile('export.csv', SECURITIES)).toBeNull();
    expect(matchPriceFile('AAPL-vs-MSFT.csv', SECURITIES)).toBeNull();
  });
});
