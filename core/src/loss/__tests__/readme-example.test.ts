import { describe, expect, it } from 'vitest';
import { calculateLoss, type LossInput } from '../index.ts';
import { buy, sell } from './fixtures.ts';

/** Exactly the worked example in core/README.md; if this changes, the README must too. */
const example: LossInput = {
  classPeriod: { start: '2024-01-01', end: '2024-03-31' },
  startHolding: 100,
  trades: [
    buy('2024-01-10', 200, 30),
    buy('2024-02-15', 100, 25),
    sell('2024-03-05', 150, 27),
    sell('2024-04-03', 100, 20),
  ],
  lookback: { mean: 20.5, meanThrough: { '2024-04-03': 21.335 } },
  inflation: [
    { from: '2024-01-01', to: '2024-02-29', perShare: 6 },
    { from: '2024-03-01', to: '2024-03-31', perShare: 4 },
  ],
};

const amounts = (lots: { amount: number }[]) => lots.map((l) => l.amount);

describe("core README's worked example", () => {
  const out = calculateLoss(example);

  it('should match FIFO line by line: start holding first, then the oldest lot', () => {
    expect(out.fifo.lots.map((l) => [l.rule, l.quantity, l.amount])).toEqual([
      ['START_HOLDING', 100, 0],
      ['SOLD_IN_CLASS_PERIOD', 50, 150_00],
      ['SOLD_IN_LOOKBACK', 100, 866_50],
      ['HELD', 50, 475_00],
      ['HELD', 100, 450_00],
    ]);
    expect(out.fifo).toMatchObject({ net: 1941_50, noOffset: 1941_50 });
  });

  it('should match LIFO line by line: the latest lot first, the start holding last', () => {
    expect(out.lifo.lots.map((l) => [l.rule, l.quantity, l.amount])).toEqual([
      ['SOLD_IN_CLASS_PERIOD', 100, -200_00],
      ['SOLD_IN_CLASS_PERIOD', 50, 150_00],
      ['SOLD_IN_LOOKBACK', 100, 866_50],
      ['START_HOLDING', 100, 0],
      ['HELD', 50, 475_00],
    ]);
    expect(out.lifo).toMatchObject({ net: 1291_50, noOffset: 1491_50 });
  });

  it('should explain the lookback sale with M_d', () => {
    expect(out.fifo.lots[2]!.explanation).toBe(
      'Sold in the lookback: 100 sh × ($30.00 − max($20.00, M_d $21.3350 on 2024-04-03)) = $866.50',
    );
  });

  it('should give the lead-plaintiff factors and the shares retained', () => {
    expect(out).toMatchObject({ tsp: 300, nsp: 150, nfe: 4450_00, retained: 150 });
    expect(out.lookback).toEqual({
      start: '2024-04-01',
      end: '2024-06-29',
      mean: 20.5,
      source: 'plan',
    });
  });

  it('should give the recognized loss under the plan, below its market loss', () => {
    const recognized = out.recognizedLoss!;
    expect(amounts(recognized.lots)).toEqual([100_00, 600_00, 300_00, 450_00]);
    expect(recognized.lots.map((l) => l.perShare)).toEqual([2, 6, 6, 4.5]);
    expect(recognized).toMatchObject({ uncapped: 1450_00, marketLoss: 2075_00, amount: 1450_00 });
  });
});
