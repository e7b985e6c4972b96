import { describe, expect, it } from 'vitest';
import { reconcile, type PositionHolding, type PositionTrade } from '../reconcile.ts';

const trade = (
  tradeDate: string,
  side: 'buy' | 'sell',
  quantity: number,
  securityId = 'S1',
): PositionTrade => ({
  accountId: 'A1',
  securityId,
  tradeDate,
  side,
  quantity,
});
const holding = (asOfDate: string, quantity: number, securityId = 'S1'): PositionHolding => ({
  accountId: 'A1',
  securityId,
  asOfDate,
  quantity,
});

describe('reconciliation of holdings against trades', () => {
  const trades = [
    trade('2024-01-10', 'buy', 500),
    trade('2024-02-10', 'sell', 200),
    trade('2024-04-10', 'buy', 100),
  ];

  it('should find nothing when every reported holding is the sum of the trades', () => {
    expect(reconcile(trades, [holding('2024-03-31', 300), holding('2024-06-30', 400)])).toEqual([]);
  });

  it('should report a quantity mismatch with both quantities', () => {
    const [found] = reconcile(trades, [holding('2024-03-31', 350)]);
    expect(found).toMatchObject({
      kind: 'quantity_mismatch',
      holdingQuantity: 350,
      tradeQuantity: 300,
      difference: 50,
    });
  });

  it('should report a position the custodian left out, on a date the account reported', () => {
    const found = reconcile(trades, [holding('2024-03-31', 1000, 'OTHER')]);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'missing_holding',
          securityId: 'S1',
          holdingQuantity: null,
          tradeQuantity: 300,
        }),
      ]),
    );
  });

  it('should report a holding no trade explains', () => {
    const found = reconcile(trades, [
      holding('2024-03-31', 300),
      holding('2024-03-31', 1000, 'OTHER'),
    ]);
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'unexpected_holding',
        securityId: 'OTHER',
        tradeQuantity: 0,
      }),
    ]);
  });

  it('should not count trades after the as-of date', () => {
    expect(
      reconcile([...trades, trade('2024-04-01', 'buy', 900)], [holding('2024-03-31', 300)]),
    ).toEqual([]);
  });
});
