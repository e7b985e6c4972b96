import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../../ingestion/decode.ts';
import { missingBefore, priceChartAxis, priceCoverage } from '../coverage.ts';
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

describe("a price chart's day axis", () => {
  it('should leave closed days off the axis and keep missing trading days on it, marked', () => {
    // Around Hurricane Sandy: closes on 26 and 31 October and 2 November 2012; the 29th and 30th
    // were closed, 1 November was a trading day without a close.
    expect(priceChartAxis(['2012-10-26', '2012-10-31', '2012-11-02'])).toEqual({
      days: ['2012-10-26', '2012-10-31', '2012-11-01', '2012-11-02'],
      missing: [{ from: '2012-11-01', to: '2012-11-01', days: 1 }],
    });
  });

  it('should keep a close the exchange did not trade on, and draw nothing for no closes', () => {
    expect(priceChartAxis(['2024-12-24', '2024-12-25', '2024-12-26']).days).toEqual([
      '2024-12-24',
      '2024-12-25',
      '2024-12-26',
    ]);
    expect(priceChartAxis([])).toEqual({ days: [], missing: [] });
  });
});

describe('the gaps before each close', () => {
  it('should flag a close after a missing trading day, not one after a closure', () => {
    const dates = ['2012-10-25', '2012-10-26', '2012-10-31', '2012-11-02', '2012-11-05'];
    expect([...missingBefore(dates)]).toEqual([0, 0, 0, 1, 0]);
    expect([...missingBefore([])]).toEqual([]);
  });
});
