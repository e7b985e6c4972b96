import { describe, expect, it } from 'vitest';
import {
  isTableType,
  movingTradesWindow,
  netTradedAmountUsd,
  netTradedQuantity,
  previousReport,
  shiftDate,
  tableTypeOf,
  tradesAroundWindow,
  tradesExplainPosition,
} from '../trading.ts';

describe('the table a trade or holding lives in', () => {
  it('should be foreign for the foreign market and domestic otherwise', () => {
    expect(tableTypeOf({ market: 'foreign' })).toBe('foreign');
    expect(tableTypeOf({ market: 'domestic' })).toBe('domestic');
  });

  it('should accept only the two table names from a URL', () => {
    expect(isTableType('domestic')).toBe(true);
    expect(isTableType('foreign')).toBe(true);
    expect(isTableType('Foreign')).toBe(false);
    expect(isTableType(undefined)).toBe(false);
  });
});

describe('calendar date arithmetic', () => {
  it('should move across month, year and leap-day boundaries', () => {
    expect(shiftDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDate('2023-12-20', 30)).toBe('2024-01-19');
  });

  it('should refuse text that is not a date', () => {
    expect(() => shiftDate('soon', 1)).toThrow(RangeError);
  });
});

describe('the trades around a trade', () => {
  it('should span thirty days either side by default', () => {
    expect(tradesAroundWindow('2024-03-15')).toEqual({ from: '2024-02-14', to: '2024-04-14' });
    expect(tradesAroundWindow('2024-03-15', 1)).toEqual({ from: '2024-03-14', to: '2024-03-16' });
  });
});

describe('the trades that moved a position', () => {
  const history = [
    { asOfDate: '2024-06-30', quantity: 150 },
    { asOfDate: '2024-03-31', quantity: 100 },
    { asOfDate: '2024-09-30', quantity: 90 },
  ];

  it('should find the last report before a date, whatever the order of the history', () => {
    expect(previousReport(history, '2024-09-30')?.asOfDate).toBe('2024-06-30');
    expect(previousReport(history, '2024-06-30')?.asOfDate).toBe('2024-03-31');
    expect(previousReport(history, '2024-03-31')).toBeNull();
  });

  it('should take the trades after the previous report up to the report itself', () => {
    const previous = previousReport(history, '2024-09-30');
    expect(movingTradesWindow(previous, '2024-09-30')).toEqual({
      from: '2024-07-01',
      to: '2024-09-30',
    });
    expect(movingTradesWindow(null, '2024-03-31')).toEqual({ to: '2024-03-31' });
  });

  it('should say whether the net traded quantity explains the reported change', () => {
    const net = netTradedQuantity({ quantityBought: 20, quantitySold: 80 });
    expect(net).toBe(-60);
    expect(tradesExplainPosition(150, net, 90)).toBe(true);
    expect(tradesExplainPosition(150, net, 100)).toBe(false);
    expect(tradesExplainPosition(0, 0.1 + 0.2, 0.3)).toBe(true);
  });

  it('should net the dollars of buys and sells to the cent, negative for a net seller', () => {
    expect(netTradedAmountUsd({ amountUsdBought: 100.1, amountUsdSold: 100.3 })).toBe(-0.2);
    expect(netTradedAmountUsd({ amountUsdBought: 250, amountUsdSold: 0 })).toBe(250);
  });
});
