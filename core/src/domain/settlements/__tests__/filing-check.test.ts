import { describe, expect, it } from 'vitest';
import {
  filingCsv,
  filingProblems,
  filingTable,
  maskTaxId,
  type FilingPosition,
} from '../index.ts';

const PERIOD = { start: '2024-01-01', end: '2024-06-29' };
const position = (over: Partial<FilingPosition>): FilingPosition => ({
  account: 'ACC-100',
  security: 'ACME',
  startHolding: 100,
  endHolding: 150.5,
  transactions: [
    { id: 't1', date: '2024-01-15', side: 'BUY', quantity: 80.5 },
    { id: 't2', date: '2024-03-01', side: 'SELL', quantity: 30 },
  ],
  ...over,
});

describe('the check of a claim filing file', () => {
  it('should pass holdings that reconcile with every transaction in the claim period', () => {
    expect(filingProblems(PERIOD, [position({})])).toEqual([]);
  });

  it('should name the account and security whose holdings do not reconcile', () => {
    const problems = filingProblems(PERIOD, [
      position({}),
      position({ account: 'ACC-200', endHolding: 140 }),
    ]);
    expect(problems).toEqual([
      {
        account: 'ACC-200',
        security: 'ACME',
        message:
          'Account ACC-200, ACME: the holdings do not reconcile: start 100 + bought 80.5 − sold 30 = 150.5, but the end holding is 140',
      },
    ]);
  });

  it('should name a transaction outside the claim period', () => {
    const late = position({
      transactions: [
        { id: 't1', date: '2024-01-15', side: 'BUY', quantity: 80.5 },
        { id: 't2', date: '2024-07-01', side: 'SELL', quantity: 30 },
      ],
    });
    expect(filingProblems(PERIOD, [late])).toEqual([
      expect.objectContaining({ account: 'ACC-100', transactionId: 't2' }),
    ]);
  });
});

describe('the filing file', () => {
  const account = {
    claimant: 'Northwind Teachers Retirement System',
    account: 'NT1241622',
    taxId: maskTaxId('12-3456789'),
    security: 'HEPA',
    cusip: '123456AB7',
    start: '2024-01-01',
    end: '2024-06-29',
    startHolding: 100,
    endHolding: 150,
    trades: [
      { id: 't1', date: '2024-01-15', side: 'BUY', quantity: 80, price: 31.5, currency: 'USD' },
      { id: 't2', date: '2024-03-01', side: 'SELL', quantity: 30, price: 25, currency: 'USD' },
    ],
  } as const;

  it('should give the start holding, one row per transaction and the end holding of each account', () => {
    const table = filingTable([account]);
    expect(table.map((r) => r.slice(5))).toEqual([
      ['Record', 'Date', 'Quantity', 'Price', 'Currency'],
      ['Holding at start', '2023-12-31', '100', '', ''],
      ['Purchase', '2024-01-15', '80', '31.5', 'USD'],
      ['Sale', '2024-03-01', '30', '25', 'USD'],
      ['Holding at end', '2024-06-29', '150', '', ''],
    ]);
    expect(table[1]!.slice(0, 5)).toEqual([
      'Northwind Teachers Retirement System',
      'NT1241622',
      '**-***6789',
      'HEPA',
      '123456AB7',
    ]);
    expect(filingCsv(table).split('\r\n')[2]).toBe(
      '"Northwind Teachers Retirement System","NT1241622","**-***6789","HEPA","123456AB7","Purchase","2024-01-15","80","31.5","USD"',
    );
  });
});
