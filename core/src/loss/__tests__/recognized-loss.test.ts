import { describe, expect, it } from 'vitest';
import { calculateLoss, type LossInput } from '../index.ts';
import { buy, Q1, sell } from './fixtures.ts';

describe('the recognized loss under a plan of allocation', () => {
  it('should apply an inflation table with several ranges, lot by lot under FIFO', () => {
    // Inflation $5 in January, $3 in February, $1 from March; M = $27, M_d on 2024-04-05 $27.50.
    const out = calculateLoss({
      classPeriod: Q1,
      trades: [
        buy('2024-01-10', 100, 40),
        buy('2024-01-20', 100, 38),
        sell('2024-01-25', 50, 39), // before any drop: min(5 − 5, 40 − 39) = 0
        sell('2024-02-10', 50, 30), // min(5 − 3, 40 − 30) = $2
        sell('2024-03-10', 50, 33), // min(5 − 1, 38 − 33) = $4
        buy('2024-03-15', 100, 32),
        sell('2024-04-05', 50, 26), // lookback: min(5, 38 − 26, 38 − 27.5) = $5
      ],
      lookback: { mean: 27, meanThrough: { '2024-04-05': 27.5 } },
      inflation: [
        { from: '2024-01-01', to: '2024-01-31', perShare: 5 },
        { from: '2024-02-01', to: '2024-02-29', perShare: 3 },
        { from: '2024-03-01', to: null, perShare: 1 },
      ],
    });
    const recognized = out.recognizedLoss!;
    // The $32 lot is still held: min(1, 32 − 27) = $1.
    expect(
      recognized.lots.map((l) => [l.purchaseIndex, l.saleIndex, l.perShare, l.amount]),
    ).toEqual([
      [0, 2, 0, 0],
      [0, 3, 2, 100_00],
      [1, 4, 4, 200_00],
      [1, 6, 5, 250_00],
      [5, null, 1, 100_00],
    ]);
    expect(recognized.lots[0]!.explanation).toBe(
      'Sold in the class period: min(I $5.00 − I $5.00, $40.00 − $39.00) × 50 sh = $0.00 (inflation had not fallen since the purchase: sold before a corrective disclosure)',
    );
    // Market loss: cost $11,000 − proceeds $6,400 − 100 held × $27 = $1,900, above the $650 sum.
    expect(recognized).toMatchObject({ uncapped: 650_00, marketLoss: 1900_00, amount: 650_00 });
  });

  const capCase = (salePrice: number): LossInput => ({
    classPeriod: Q1,
    trades: [
      buy('2024-01-10', 100, 20),
      buy('2024-01-12', 100, 50),
      sell('2024-03-01', 100, salePrice),
    ],
    lookback: { mean: 42 },
    inflation: [
      { from: '2024-01-01', to: '2024-02-14', perShare: 10 },
      { from: '2024-02-15', to: null, perShare: 4 },
    ],
  });

  it('should cap the claim at the market loss', () => {
    // The $20 lot sold at $26: min(10 − 4, 20 − 26) < 0, so 0. The $50 lot held: min(10, 50 − 42)
    // = $8, $800 in all. Market loss: $7,000 − $2,600 − 100 × $42 = $200, so the claim is $200.
    const recognized = calculateLoss(capCase(26)).recognizedLoss!;
    expect(recognized.lots.map((l) => l.amount)).toEqual([0, 800_00]);
    expect(recognized.lots[0]!.perShare).toBe(-6);
    expect(recognized).toMatchObject({ uncapped: 800_00, marketLoss: 200_00, amount: 200_00 });
  });

  it('should recognize nothing without a market loss', () => {
    // Sold at $30 instead: $7,000 − $3,000 − $4,200 = −$200, a market gain.
    const recognized = calculateLoss(capCase(30)).recognizedLoss!;
    expect(recognized).toMatchObject({ uncapped: 800_00, marketLoss: -200_00, amount: 0 });
  });

  it('should leave the recognized loss out without an inflation table', () => {
    expect(calculateLoss({ ...capCase(26), inflation: undefined }).recognizedLoss).toBeUndefined();
  });

  it('should ignore the start holding and shares bought after the class period', () => {
    const out = calculateLoss({
      classPeriod: Q1,
      startHolding: 100,
      trades: [buy('2024-02-01', 100, 30), sell('2024-03-01', 100, 25), buy('2024-04-10', 50, 20)],
      lookback: { mean: 22 },
      inflation: [{ from: '2024-01-01', to: '2024-03-31', perShare: 4 }],
    });
    // FIFO: the sale takes the start holding; the $30 lot is held: min(4, 30 − 22) = $4 × 100.
    expect(out.recognizedLoss!.lots.map((l) => [l.purchaseIndex, l.amount])).toEqual([[0, 400_00]]);
    expect(out.recognizedLoss).toMatchObject({ marketLoss: 800_00, amount: 400_00 });
  });
});
