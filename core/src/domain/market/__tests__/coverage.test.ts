import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../../ingestion/decode.ts';
import { priceCoverage } from '../coverage.ts';
import { readPriceText } from '../price-file.ts';

const fixture = (name: string) =>
  decodeText(readFileSync(new URL(`../../../../../tests/fixtures/market/${name}`, import.meta.url)))
    .text;

describe('the coverage of a price series', () => {
  it('should find no gap in a real Nasdaq export whose missing weekdays were closures', () => {
    // 9 January 2025 (President Carter's day of mourning) and 20 January (MLK Day) are absent.
    const dates = readPriceText(fixture('nasdaq-GOOGL-2025-01.csv')).rows.map((r) => r.date);
    expect(priceCoverage(dates)).toEqual({
      firstDate: '2025-01-03',
      lastDate: '2025-01-31',
      closes: 19,
      missingDays: 0,
      gaps: [],
      closedDayCloses: [],
    });
  });

  it('should run missing trading days together into spans, across a closure', () => {
    const dates = readPriceText(fixture('yahoo-AAPL-2000-09-10.csv'))
      .rows.map((r) => r.date)
      .filter((d) => d < '2000-09-20' || d > '2000-09-26')
      .filter((d) => d !== '2000-10-10');
    const coverage = priceCoverage(dates);
    expect(coverage.gaps).toEqual([
      { from: '2000-09-20', to: '2000-09-26', days: 5 },
      { from: '2000-10-10', to: '2000-10-10', days: 1 },
    ]);
    expect(coverage.missingDays).toBe(6);
  });

  it('should name closes on days the exchange did not trade, and say nothing of an empty series', () => {
    expect(priceCoverage(['2012-10-26', '2012-10-29', '2012-10-31']).closedDayCloses).toEqual([
      '2012-10-29',
    ]);
    expect(priceCoverage([])).toEqual({
      firstDate: null,
      lastDate: null,
      closes: 0,
      missingDays: 0,
      gaps: [],
      closedDayCloses: [],
    });
  });
});
