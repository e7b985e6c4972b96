import type { Holding } from '@backoffice/core/api';
import { describe, expect, it } from 'vitest';
import { caseLabel } from '../case-label.ts';
import { lossByCase, valueBySecurity } from '../client-charts.ts';

function holding(over: Partial<Holding>): Holding {
  return {
    id: 'H-1',
    accountId: 'AC-1',
    accountNumber: '1',
    clientId: 'CL-1',
    clientName: 'Client',
    custodian: 'State Street',
    securityId: 'SE-1',
    cusip: '037833100',
    ticker: 'AAPL',
    securityName: 'Apple',
    market: 'domestic',
    asOfDate: '2026-10-30',
    quantity: 10,
    price: 10,
    marketValue: 100,
    currency: 'USD',
    ...over,
  };
}

describe('the client charts', () => {
  it('should plot each case’s FIFO and LIFO net loss in dollars, largest FIFO loss first', () => {
    const rows = lossByCase([
      { caseId: 'CA-2', caseCaption: 'In re Two', fifoNet: 5_001, lifoNet: 4_000 },
      { caseId: 'CA-1', caseCaption: 'In re One', fifoNet: 3_000_007, lifoNet: -1_250 },
    ]);
    expect(rows).toEqual([
      { caseId: 'CA-1', caseCaption: 'In re One', fifo: 30_000.07, lifo: -12.5 },
      { caseId: 'CA-2', caseCaption: 'In re Two', fifo: 50.01, lifo: 40 },
    ]);
  });

  it('should add up a security over accounts in one currency and leave the others out', () => {
    const chart = valueBySecurity([
      holding({ accountId: 'AC-1', marketValue: 100 }),
      holding({ accountId: 'AC-2', marketValue: 250 }),
      holding({ securityId: 'SE-2', ticker: 'MSFT', marketValue: 500 }),
      holding({ securityId: 'SE-3', ticker: 'SAP', marketValue: 900, currency: 'EUR' }),
    ]);
    expect(chart.currency).toBe('USD');
    expect(chart.securities.map((s) => [s.ticker, s.marketValue])).toEqual([
      ['MSFT', 500],
      ['AAPL', 350],
    ]);
    expect(chart.otherCurrencyPositions).toBe(1);
  });

  it('should name a case on the axis by its issuer', () => {
    expect(caseLabel('In re Acme Corp Securities Litigation')).toBe('Acme Corp');
    expect(caseLabel('City of Austin Police & Fire Retirement System v. Acme Corp, et al.')).toBe(
      'Acme Corp',
    );
    expect(caseLabel('In re International Consolidated Holdings Securities Litigation')).toBe(
      'International Consoli…',
    );
  });
});
