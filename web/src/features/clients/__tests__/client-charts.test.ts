import type { Holding, LossRun } from '@backoffice/core/api';
import { describe, expect, it } from 'vitest';
import { caseLabel } from '../case-label.ts';
import { lossByCase, valueBySecurity } from '../client-charts.ts';

function run(over: Partial<LossRun>): LossRun {
  return {
    id: 'LR-1',
    caseId: 'CA-1',
    caseCaption: 'In re One',
    clientId: 'CL-1',
    clientName: 'Client',
    method: 'FIFO',
    status: 'completed',
    classPeriodStart: '2024-01-01',
    classPeriodEnd: '2024-06-30',
    lookbackPrices: {},
    accountsCount: 1,
    resultsCount: 1,
    totalRecognizedLoss: 100,
    message: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    createdBy: 'staff',
    ...over,
  };
}

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
  it('should count each case once, from its newest completed run', () => {
    const rows = lossByCase([
      run({ id: 'a', caseId: 'CA-1', totalRecognizedLoss: 100, createdAt: '2025-01-01T00:00:00Z' }),
      run({ id: 'b', caseId: 'CA-1', totalRecognizedLoss: 300, createdAt: '2025-02-01T00:00:00Z' }),
      run({ id: 'c', caseId: 'CA-1', status: 'failed', createdAt: '2025-03-01T00:00:00Z' }),
      run({ id: 'd', caseId: 'CA-2', caseCaption: 'In re Two', totalRecognizedLoss: 50 }),
    ]);
    expect(rows).toEqual([
      { caseId: 'CA-1', caseCaption: 'In re One', loss: 300 },
      { caseId: 'CA-2', caseCaption: 'In re Two', loss: 50 },
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
