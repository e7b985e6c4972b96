import { calculateLoss, type LossInput } from '@backoffice/core/loss';
import { describe, expect, it } from 'vitest';
import { packInput, packOutput, unpackInput, unpackOutput } from '../worker-pack.ts';

const input: LossInput = {
  classPeriod: { start: '2024-01-02', end: '2024-03-29' },
  startHolding: 10,
  trades: [
    { date: '2024-01-10', side: 'BUY', quantity: 100, price: 25 },
    { date: '2024-02-15', side: 'BUY', quantity: 50, price: 30, fxRate: 1.08 },
    { date: '2024-03-01', side: 'SELL', quantity: 60, price: 27 },
    { date: '2024-04-15', side: 'SELL', quantity: 40, price: 18 },
  ],
  lookback: { mean: 20, meanThrough: { '2024-04-15': 19.5 } },
  inflation: [{ from: '2024-01-02', to: null, perShare: 2 }],
};

describe('the messages to and from the worker', () => {
  it('should carry an input across as columns and back unchanged', () => {
    const { packed, transfer } = packInput(input);
    expect(transfer).toHaveLength(4);
    expect(unpackInput(structuredClone(packed))).toEqual(input);
  });

  it('should carry the figures and every trail across unchanged', () => {
    const output = calculateLoss(input);
    const { packed } = packOutput(output);
    const back = unpackOutput(structuredClone(packed), input);
    expect(back.fifo.lots).toEqual(output.fifo.lots);
    expect(back.lifo.lots).toEqual(output.lifo.lots);
    expect(back.recognizedLoss).toEqual(output.recognizedLoss);
    expect({ ...back, fifo: output.fifo, lifo: output.lifo }).toEqual(output);
  });

  it('should carry an input without trades', () => {
    const empty = { ...input, trades: [] };
    expect(unpackInput(packInput(empty).packed)).toEqual(empty);
  });
});
