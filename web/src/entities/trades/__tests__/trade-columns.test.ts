import type { Trade } from '@backoffice/core/api';
import { describe, expect, it } from 'vitest';
import { FOREIGN_TRADE_COLUMNS, TRADE, TRADE_COLUMNS } from '../trade-columns.tsx';

const trade = {
  id: 'TR-0001',
  tradeDate: '2025-03-04',
  settleDate: '2025-03-05',
  clientName: 'Acme Pension',
  accountNumber: 'AC-100',
  ticker: 'ACME',
  cusip: '000000001',
  securityName: 'Acme Corp',
  side: 'sell',
  quantity: 1250,
  price: 12.5,
  amount: -15625,
  amountUsd: -16900.5,
  currency: 'EUR',
  fxRate: 1.081632,
} as Trade;

const textOf = (field: string, columns: readonly { field: string; header: string }[]) =>
  columns.find((c) => c.field === field);

describe("a trade's columns", () => {
  it('should format quantities, prices and amounts in the trade’s own currency', () => {
    expect(TRADE.quantity.format(trade)).toBe('1,250');
    expect(TRADE.price.format(trade)).toMatch(/€12\.50/);
    expect(TRADE.amount.format(trade)).toMatch(/-€15,625\.00/);
    expect(TRADE.amountUsd.format(trade)).toBe('-$16,900.50');
  });

  it('should write the two-line cells’ values out in full for the CSV export', () => {
    const byHeader = (header: string) => TRADE_COLUMNS.find((c) => c.header === header)!;
    expect(byHeader('Trade date').format?.(trade)).toBe('2025-03-04 (settles 2025-03-05)');
    expect(byHeader('Client · account').format?.(trade)).toBe('Acme Pension (AC-100)');
    expect(byHeader('Side · quantity').format?.(trade)).toBe('Sell 1,250');
  });

  it('should add the FX rate and the amount in US dollars only to the foreign trades', () => {
    expect(textOf('fxRate', TRADE_COLUMNS)).toBeUndefined();
    const fx = textOf('fxRate', FOREIGN_TRADE_COLUMNS) as (typeof FOREIGN_TRADE_COLUMNS)[number];
    expect(fx.format?.(trade)).toBe('EUR 1.081632');
    expect(FOREIGN_TRADE_COLUMNS.map((c) => c.header)).toContain('Amount (USD)');
  });
});
