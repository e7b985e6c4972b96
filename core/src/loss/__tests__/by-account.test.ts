/**
 * Per account, as the loss run works: A buys 100 at $30 and sells 100 at $22 in the class
 * period; B buys 100 at $20 earlier in the period and holds (M = $20 throughout).
 *   A: 100 × (30 − 22) = $800 by FIFO and LIFO.   B: 100 × (20 − 20) = $0.
 *   Per account: $800 by both methods; NFE 2,000 + 3,000 − 2,200 = $2,800.
 * Pooled, FIFO sells B's earlier $20 shares: 100 × (20 − 22) = −$200, A's $30 held:
 *   100 × (30 − 20) = $1,000 → $800 net, but $1,000 without offset (per account $800).
 */
import { describe, expect, it } from 'vitest';
import { calculateLoss } from '../calculate.ts';
import { calculateLossByAccount, hasClassPeriodTrade } from '../by-account.ts';
import { LossInputError } from '../errors.ts';
import type { LossInput } from '../types.ts';
import { buy, Q1, sell, weekdayCloses } from './fixtures.ts';

const prices = weekdayCloses('2024-04-01', '2024-06-29', [], 20);
const trades = [
  buy('2024-01-10', 100, 20), // B
  buy('2024-02-01', 100, 30), // A
  sell('2024-03-01', 100, 22), // A
];
const accountOf = ['B', 'A', 'A'];
const input: LossInput = { classPeriod: Q1, trades, prices };

describe('calculateLossByAccount', () => {
  it("should add up each account's own figures, not the pooled ones", () => {
    const { total, accounts, skipped } = calculateLossByAccount(input, accountOf);
    expect(accounts.map((a) => [a.account, a.output.fifo.net])).toEqual([
      ['B', 0],
      ['A', 80_000],
    ]);
    expect(skipped).toEqual([]);
    expect(total.fifo).toMatchObject({ net: 80_000, noOffset: 80_000 });
    expect(total.lifo).toMatchObject({ net: 80_000, noOffset: 80_000 });
    expect(total).toMatchObject({ tsp: 200, nsp: 100, retained: 100, nfe: 280_000 });

    const pooled = calculateLoss(input);
    expect(pooled.fifo).toMatchObject({ net: 80_000, noOffset: 100_000 });
  });

  it('should equal separate calculations of each account, summed', () => {
    const a = calculateLoss({ ...input, trades: [trades[1]!, trades[2]!] });
    const b = calculateLoss({ ...input, trades: [trades[0]!] });
    const { total } = calculateLossByAccount(input, accountOf);
    expect(total.fifo.net).toBe(a.fifo.net + b.fifo.net);
    expect(total.lifo.noOffset).toBe(a.lifo.noOffset + b.lifo.noOffset);
  });

  it("should number each lot's trades as the whole input does", () => {
    const { total } = calculateLossByAccount(input, accountOf);
    const sold = total.fifo.lots.find((l) => l.saleIndex !== null);
    expect(sold).toMatchObject({ purchaseIndex: 1, saleIndex: 2 });
    expect(total.fifo.lots.find((l) => l.saleIndex === null)?.purchaseIndex).toBe(0);
  });

  it('should leave out an account without a class-period trade, as the run does', () => {
    const later = [...trades, buy('2024-05-01', 50, 18)];
    const { accounts, skipped } = calculateLossByAccount({ ...input, trades: later }, [
      ...accountOf,
      'C',
    ]);
    expect(accounts.map((a) => a.account)).toEqual(['B', 'A']);
    expect(skipped).toEqual(['C']);
    expect(hasClassPeriodTrade(Q1, [{ date: '2024-03-31' }])).toBe(true);
    expect(hasClassPeriodTrade(Q1, [{ date: '2024-04-01' }])).toBe(false);
  });

  it('should name a trade an account cannot make by its place in the whole input', () => {
    // B sells shares only A holds: fine pooled, refused per account.
    const oversold = [...trades, sell('2024-03-05', 150, 21)];
    let caught: unknown;
    try {
      calculateLossByAccount({ ...input, trades: oversold }, [...accountOf, 'B']);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(LossInputError);
    expect((caught as LossInputError).problems.map((p) => p.tradeIndex)).toContain(3);
  });
});
