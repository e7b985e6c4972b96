import { describe, expect, it } from 'vitest';
import { lookbackEnd, lookbackPrice, recognizedLoss, type LossInput } from '../loss.ts';

const base: Omit<LossInput, 'method' | 'transactions'> = {
  classPeriodStart: '2024-01-01',
  classPeriodEnd: '2024-06-30',
  lookbackPrice: 10,
};
const buy = (date: string, quantity: number, price: number) => ({
  date,
  side: 'buy' as const,
  quantity,
  price,
});
const sell = (date: string, quantity: number, price: number) => ({
  date,
  side: 'sell' as const,
  quantity,
  price,
});

describe('recognised loss', () => {
  it('should value shares still held at the look-back price', () => {
    const out = recognizedLoss({
      ...base,
      method: 'FIFO',
      transactions: [buy('2024-02-01', 100, 30)],
    });
    expect(out).toMatchObject({
      purchasedQuantity: 100,
      heldQuantity: 100,
      purchaseCost: 3000,
      holdingValue: 1000,
      recognizedLoss: 2000,
    });
  });

  it('should ignore purchases outside the class period', () => {
    const out = recognizedLoss({
      ...base,
      method: 'FIFO',
      transactions: [buy('2023-12-01', 100, 30), buy('2024-07-15', 100, 12)],
    });
    expect(out).toMatchObject({ purchasedQuantity: 0, recognizedLoss: 0, firstPurchaseDate: null });
  });

  it('should match a sale to the oldest shares under FIFO and the newest under LIFO', () => {
    // 100 held before the period (not eligible), 100 bought in it at 30, then 100 sold at 20.
    const transactions = [
      buy('2023-12-01', 100, 25),
      buy('2024-03-01', 100, 30),
      sell('2024-05-01', 100, 20),
    ];
    const fifo = recognizedLoss({ ...base, method: 'FIFO', transactions });
    const lifo = recognizedLoss({ ...base, method: 'LIFO', transactions });
    // FIFO sells the old shares: the eligible 100 are still held, worth 10 each.
    expect(fifo).toMatchObject({ soldQuantity: 0, heldQuantity: 100, recognizedLoss: 2000 });
    // LIFO sells the eligible shares at 20.
    expect(lifo).toMatchObject({
      soldQuantity: 100,
      heldQuantity: 0,
      salesProceeds: 2000,
      recognizedLoss: 1000,
    });
  });

  it('should credit a look-back sale at no less than the look-back price', () => {
    const out = recognizedLoss({
      ...base,
      method: 'FIFO',
      transactions: [buy('2024-02-01', 100, 30), sell('2024-07-20', 100, 6)],
    });
    expect(out).toMatchObject({ soldQuantity: 100, salesProceeds: 1000, recognizedLoss: 2000 });
  });

  it('should ignore trades after the look-back and net gains against losses, never below zero', () => {
    const out = recognizedLoss({
      ...base,
      method: 'FIFO',
      transactions: [
        buy('2024-02-01', 100, 5),
        sell('2024-03-01', 100, 50),
        sell('2024-12-31', 999, 1),
      ],
    });
    expect(out.recognizedLoss).toBe(0);
  });

  it('should not let a sale of more than is held create shares', () => {
    const out = recognizedLoss({
      ...base,
      method: 'FIFO',
      transactions: [buy('2024-02-01', 100, 30), sell('2024-03-01', 300, 20)],
    });
    expect(out).toMatchObject({ soldQuantity: 100, heldQuantity: 0 });
  });
});

describe('the 90-day look-back', () => {
  it('should end 90 days after the class period', () => {
    expect(lookbackEnd('2024-06-30')).toBe('2024-09-28');
  });

  it('should average the closes after the class period up to its end', () => {
    const prices = [
      { date: '2024-06-28', close: 100 },
      { date: '2024-07-01', close: 10 },
      { date: '2024-09-28', close: 20 },
      { date: '2024-09-30', close: 1000 },
    ];
    expect(lookbackPrice(prices, '2024-06-30')).toBe(15);
    expect(lookbackPrice([], '2024-06-30')).toBeNull();
  });
});
