import { describe, expect, it } from 'vitest';
import { suggestCauses, splitRatio, monthsOf, type CauseContext } from '../break-causes.ts';
import { reconcile, type PositionHolding, type PositionTrade } from '../reconcile.ts';

let n = 0;
const trade = (
  tradeDate: string,
  side: 'buy' | 'sell',
  quantity: number,
  accountId = 'A1',
  securityId = 'S1',
): PositionTrade => ({
  id: `T${String((n += 1))}`,
  accountId,
  securityId,
  tradeDate,
  side,
  quantity,
});
const holding = (
  asOfDate: string,
  quantity: number,
  accountId = 'A1',
  securityId = 'S1',
): PositionHolding => ({ accountId, securityId, asOfDate, quantity });

const context = (missing: string[] = []): CauseContext => ({
  accountOf: (id) =>
    ({
      A1: { clientId: 'C1', custodian: 'BNY' },
      A2: { clientId: 'C1', custodian: 'BNY' },
      A3: { clientId: 'C2', custodian: 'BNY' },
    })[id],
  missingTradeFiles: (clientId, custodian) =>
    clientId === 'C1' && custodian === 'BNY' ? missing : [],
});

describe('reconciliation between two holding dates', () => {
  const trades = [
    trade('2024-01-10', 'buy', 500),
    trade('2024-02-10', 'sell', 200),
    trade('2024-04-10', 'buy', 100),
  ];

  it('should find nothing when start + bought − sold = end every period', () => {
    expect(reconcile(trades, [holding('2024-03-28', 300), holding('2024-06-28', 400)])).toEqual([]);
  });

  it('should report a break with its size, the period and the trades involved', () => {
    const [found, ...rest] = reconcile(trades, [
      holding('2024-03-28', 300),
      holding('2024-06-28', 450),
    ]);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      kind: 'quantity_mismatch',
      startDate: '2024-03-28',
      endDate: '2024-06-28',
      start: 300,
      bought: 100,
      sold: 0,
      expected: 400,
      end: 450,
      difference: 50,
      tradeIds: [trades[2]!.id],
    });
  });

  it('should report a position the custodian left out and one no trade explains', () => {
    const found = reconcile(trades, [holding('2024-03-28', 1000, 'A1', 'OTHER')]);
    expect(found.map((b) => [b.securityId, b.kind, b.end, b.expected])).toEqual([
      ['OTHER', 'unexpected_holding', 1000, 0],
      ['S1', 'missing_holding', null, 300],
    ]);
  });

  it('should not count trades after the end date', () => {
    expect(
      reconcile([...trades, trade('2024-04-01', 'buy', 900)], [holding('2024-03-28', 300)]),
    ).toEqual([]);
  });
});

describe('suggested causes of breaks', () => {
  it('should see a 2-for-1 split in an end holding twice the expected one', () => {
    const breaks = reconcile([trade('2024-01-10', 'buy', 300)], [holding('2024-03-28', 600)]);
    expect(suggestCauses(breaks, context())).toEqual([{ kind: 'split', ratio: '2:1' }]);
    expect(splitRatio(1000, 100)).toBe('1:10');
    expect(splitRatio(300, 450)).toBe('3:2');
    expect(splitRatio(300, 301)).toBeNull();
  });

  it('should point at a trades file that never came for a month of the period', () => {
    const trades = [trade('2024-01-10', 'buy', 300)];
    const breaks = reconcile(trades, [holding('2024-03-28', 300), holding('2024-06-28', 500)]);
    expect(suggestCauses(breaks, context(['2024-05']))).toEqual([
      { kind: 'missing_file', periods: ['2024-05'] },
    ]);
    expect(suggestCauses(breaks, context(['2024-03']))).toEqual([null]);
  });

  it('should match a transfer between two accounts of the same client, not of another client', () => {
    const trades = [
      trade('2024-01-10', 'buy', 300, 'A1'),
      trade('2024-01-10', 'buy', 300, 'A2'),
      trade('2024-01-10', 'buy', 300, 'A3'),
    ];
    const holdings = [
      holding('2024-03-28', 200, 'A1'),
      holding('2024-03-28', 400, 'A2'),
      holding('2024-03-28', 400, 'A3'),
    ];
    const breaks = reconcile(trades, holdings);
    expect(breaks.map((b) => b.accountId)).toEqual(['A1', 'A2', 'A3']);
    expect(suggestCauses(breaks, context())).toEqual([
      { kind: 'transfer', counterpartAccountId: 'A2' },
      { kind: 'transfer', counterpartAccountId: 'A1' },
      null,
    ]);
  });

  it('should list the months a period covers', () => {
    expect(monthsOf('2024-03-28', '2024-06-28')).toEqual(['2024-04', '2024-05', '2024-06']);
    expect(monthsOf('2024-03-15', '2024-04-30')).toEqual(['2024-03', '2024-04']);
    expect(monthsOf(null, '2024-03-28')).toEqual(['2024-03']);
  });
});
