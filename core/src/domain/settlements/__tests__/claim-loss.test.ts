import { describe, expect, it } from 'vitest';
import { claimRecognizedLoss, type SettlementPlan } from '../index.ts';

// Class period Q1 2024; the lookback opens 2024-04-01. Inflation $6 in January, $4 in
// February, $2 in March; M = $20, M_d on 2024-04-10 $21.
const PERIOD = { start: '2024-01-01', end: '2024-03-31', disclosureDate: null };
const plan = (perShareCap: number | null): SettlementPlan => ({
  inflation: [
    { from: '2024-01-01', to: '2024-01-31', perShare: 6 },
    { from: '2024-02-01', to: '2024-02-29', perShare: 4 },
    { from: '2024-03-01', to: '2024-03-31', perShare: 2 },
  ],
  lookback: { mean: 20, meanThrough: { '2024-04-10': 21 } },
  perShareCap,
  minimumPayment: 1000,
  belowMinimum: 'redistribute',
});
const trade = (date: string, side: 'BUY' | 'SELL', quantity: number, price: number) => ({
  date,
  side,
  quantity,
  price,
});
const POSITIONS = [
  {
    account: 'A-1',
    securityId: 'sec-1',
    trades: [
      trade('2024-01-15', 'BUY', 200, 30), // I $6
      trade('2024-02-10', 'BUY', 100, 27), // I $4
      trade('2024-02-20', 'SELL', 100, 25), // FIFO from the $30 lot: min(6 − 4, 30 − 25) = $2
      trade('2024-04-10', 'SELL', 50, 22), // lookback: min(6, 30 − 22, 30 − M_d 21) = $6
    ],
  },
  {
    // Bought and sold in March at the same inflation: min(2 − 2, 24 − 23) = 0.
    account: 'A-2',
    securityId: 'sec-1',
    trades: [trade('2024-03-05', 'BUY', 100, 24), trade('2024-03-20', 'SELL', 100, 23)],
  },
  // No trade in the class period: no recognized loss, left out.
  { account: 'A-3', securityId: 'sec-1', trades: [trade('2024-05-01', 'BUY', 10, 19)] },
];

describe('a claim recognized loss under a plan of allocation', () => {
  it('should add up lots over several inflation ranges with a sale in the lookback', () => {
    const claim = claimRecognizedLoss(plan(null), PERIOD, POSITIONS);
    // Held: 50 of the $30 lot min(6, 30 − 20) = $6, 100 of the $27 lot min(4, 27 − 20) = $4.
    // 100 × 2 + 50 × 6 + 50 × 6 + 100 × 4 = $1,200.
    expect(claim.problems).toEqual([]);
    expect(claim.positions.map((p) => [p.account, p.amount])).toEqual([
      ['A-1', 1200_00],
      ['A-2', 0],
    ]);
    expect(claim.amount).toBe(1200_00);
    const lots = claim.positions[0]!.lots.map((l) => [l.saleIndex, l.quantity, l.perShare]);
    expect(lots).toEqual([
      [2, 100, 2],
      [3, 50, 6],
      [null, 50, 6],
      [null, 100, 4],
    ]);
    // Market loss: cost $8,700 − proceeds $3,600 − 150 held × $20 = $2,100, above the sum.
    expect(claim.positions[0]!.marketLoss).toBe(2100_00);
  });

  it('should apply the per-share cap to every lot and say so in the trail', () => {
    const claim = claimRecognizedLoss(plan(5), PERIOD, POSITIONS);
    // The $6 lots are capped at $5: 100 × 2 + 50 × 5 + 50 × 5 + 100 × 4 = $1,100.
    expect(claim.amount).toBe(1100_00);
    const lookbackSale = claim.positions[0]!.lots[1]!;
    expect(lookbackSale.perShare).toBe(5);
    expect(lookbackSale.explanation).toContain('capped at $5.00 per share');
  });

  it('should name the account and security of a position the engine cannot compute', () => {
    const oversold = {
      account: 'A-9',
      securityId: 'sec-2',
      trades: [trade('2024-01-15', 'BUY', 10, 30), trade('2024-02-15', 'SELL', 20, 25)],
    };
    const claim = claimRecognizedLoss(plan(null), PERIOD, [oversold]);
    expect(claim.amount).toBe(0);
    expect(claim.problems).toEqual([
      expect.objectContaining({ account: 'A-9', securityId: 'sec-2', tradeIndex: 1 }),
    ]);
  });

  it('should refuse a per-share cap that is not above zero', () => {
    const claim = claimRecognizedLoss(plan(0), PERIOD, POSITIONS.slice(0, 1));
    expect(claim.problems.map((p) => p.field)).toEqual(['perShareCap']);
  });
});
