import { describe, expect, it } from 'vitest';
import { calculateLoss } from '../index.ts';
import { buy, Q1, sell, weekdayCloses } from './fixtures.ts';

const plan = (mean: number, meanThrough: Record<string, number> = {}) => ({ mean, meanThrough });

describe('the loss engine under the PSLRA rules', () => {
  it('should give FIFO more than LIFO when a start holding absorbs the first sale', () => {
    // FIFO sells the start holding (no loss) and keeps the $50 lot: 100 × ($50 − M $30) = $2,000.
    // LIFO sells the $50 lot at $40: 100 × ($50 − $40) = $1,000, and keeps the start holding.
    const out = calculateLoss({
      classPeriod: Q1,
      startHolding: 100,
      trades: [buy('2024-02-01', 100, 50), sell('2024-03-01', 100, 40)],
      lookback: plan(30),
    });
    expect(out.fifo.net).toBe(2000_00);
    expect(out.lifo.net).toBe(1000_00);
    expect(out.fifo.lots.map((l) => l.rule)).toEqual(['START_HOLDING', 'HELD']);
    expect(out.lifo.lots.map((l) => l.rule)).toEqual(['SOLD_IN_CLASS_PERIOD', 'START_HOLDING']);
  });

  it('should value a sale inside the lookback at M_d, the mean of the closes through its day', () => {
    // Closes from 2024-04-01: $22, $21, $21.005, then $20 on every later weekday (65 in all).
    // M_d on 2024-04-03 = (22 + 21 + 21.005) / 3 = 21.335 > S = $20: 100 × (25 − 21.335) = $366.50.
    // On 2024-04-04 M_d = 84.005 / 4 = 21.00125 < S = $22: 100 × (25 − 22) = $300.00.
    const out = calculateLoss({
      classPeriod: Q1,
      trades: [
        buy('2024-02-01', 200, 25),
        sell('2024-04-03', 100, 20),
        sell('2024-04-04', 100, 22),
      ],
      prices: weekdayCloses('2024-03-01', '2024-07-31', [], 20).map((p) => ({
        ...p,
        close:
          ({ '2024-04-01': 22, '2024-04-02': 21, '2024-04-03': 21.005 } as Record<string, number>)[
            p.date
          ] ?? 20,
      })),
    });
    const [first, second] = out.fifo.lots;
    expect(first).toMatchObject({
      rule: 'SOLD_IN_LOOKBACK',
      valuePerShare: 21.335,
      amount: 366_50,
    });
    expect(first!.explanation).toBe(
      'Sold in the lookback: 100 sh × ($25.00 − max($20.00, M_d $21.3350 on 2024-04-03)) = $366.50',
    );
    expect(second).toMatchObject({ rule: 'SOLD_IN_LOOKBACK', valuePerShare: 22, amount: 300_00 });
    // M = (64.005 + 62 × 20) / 65 = 20.0616153…
    expect(out.lookback).toMatchObject({
      start: '2024-04-01',
      end: '2024-06-29',
      source: 'prices',
    });
    expect(out.lookback.mean).toBeCloseTo(1304.005 / 65, 12);
  });

  it('should value a sale after the lookback at max(S, M) and retained shares at M', () => {
    // M = $30. Sold after the lookback at $26: 100 × (50 − max(26, 30)) = $2,000; held: 100 × (50 − 30).
    const out = calculateLoss({
      classPeriod: Q1,
      trades: [buy('2024-02-01', 200, 50), sell('2024-08-01', 100, 26)],
      lookback: plan(30),
    });
    expect(out.fifo.lots.map((l) => [l.rule, l.amount])).toEqual([
      ['SOLD_AFTER_LOOKBACK', 2000_00],
      ['HELD', 2000_00],
    ]);
    expect(out.fifo.lots[0]!.explanation).toBe(
      'Sold after the lookback: 100 sh × ($50.00 − max($26.00, M $30.0000)) = $2,000.00',
    );
  });

  it('should report a net seller’s gain as a negative net under LIFO, never floored', () => {
    // Start 200; buys 100 at $10 in the class period and sells 150 at $30 in it; M = $28.
    // LIFO: 100 × (10 − 30) = −$2,000 and 50 start shares (0); FIFO: 150 start shares (0),
    // then the lot is held: 100 × (10 − 28) = −$1,800.
    const out = calculateLoss({
      classPeriod: Q1,
      startHolding: 200,
      trades: [buy('2024-01-15', 100, 10), sell('2024-02-15', 150, 30)],
      lookback: plan(28),
    });
    expect(out.lifo).toMatchObject({ net: -2000_00, noOffset: 0 });
    expect(out.fifo).toMatchObject({ net: -1800_00, noOffset: 0 });
    expect(out).toMatchObject({ tsp: 100, nsp: -50, nfe: -3500_00, retained: 150 });
  });

  it('should floor each lot at zero for no-offset while net lets gains offset losses', () => {
    // M = $22. FIFO: sold $30 lot at $25 (+$500), held $20 lot (−$200): net $300, no-offset $500.
    // LIFO: sold $20 lot at $25 (−$500), held $30 lot (+$800): net $300, no-offset $800.
    const out = calculateLoss({
      classPeriod: Q1,
      trades: [buy('2024-01-10', 100, 30), buy('2024-01-20', 100, 20), sell('2024-02-01', 100, 25)],
      lookback: plan(22),
    });
    expect(out.fifo).toMatchObject({ net: 300_00, noOffset: 500_00 });
    expect(out.lifo).toMatchObject({ net: 300_00, noOffset: 800_00 });
  });

  it('should convert foreign trades to US dollars exactly with their FX rate', () => {
    // P = 20 × 1.1 = $22; S = 18 × 1.12 = $20.16: 100 × 1.84 = $184. Binary floats give 18 × 1.12
    // = 20.160000000000004; the engine reads 18 and 1.12 as decimals.
    const out = calculateLoss({
      classPeriod: Q1,
      trades: [buy('2024-01-10', 100, 20, 1.1), sell('2024-02-01', 100, 18, 1.12)],
      lookback: plan(15),
    });
    expect(out.fifo.lots[0]).toMatchObject({ purchasePrice: 22, salePrice: 20.16, amount: 184_00 });
    expect(out.fifo.lots[0]!.explanation).toBe(
      'Sold in the class period: 100 sh × ($22.00 (20 × FX 1.1) − $20.16 (18 × FX 1.12)) = $184.00',
    );
    expect(out.nfe).toBe(184_00);
  });

  it('should round each lot line to the cent half away from zero, from the exact amount', () => {
    // 1 × (10.005 − 10) is exactly half a cent: one cent, and minus one cent the other way round.
    const gain = calculateLoss({
      classPeriod: Q1,
      trades: [
        buy('2024-01-10', 1, 10.005),
        sell('2024-02-01', 1, 10),
        buy('2024-02-02', 1, 10),
        sell('2024-02-03', 1, 10.005),
      ],
      lookback: plan(10),
    });
    expect(gain.fifo.lots.map((l) => l.amount)).toEqual([1, -1]);
    expect(gain.fifo.net).toBe(0);
    expect(gain.fifo.noOffset).toBe(1);
  });

  it('should keep fractional shares exact', () => {
    // 0.1 + 0.2 shares bought, 0.3 sold: nothing left over (floats would leave 5.5e-17).
    const out = calculateLoss({
      classPeriod: Q1,
      trades: [buy('2024-01-10', 0.1, 30), buy('2024-01-11', 0.2, 30), sell('2024-02-01', 0.3, 20)],
      lookback: plan(10),
    });
    expect(out.retained).toBe(0);
    expect(out.fifo.lots.map((l) => [l.quantity, l.amount])).toEqual([
      [0.1, 100],
      [0.2, 200],
    ]);
  });

  it('should fold trades before the class period into the start holding', () => {
    // 50 held, +100 bought and −30 sold before the period: a start pool of 120, never a gain or loss.
    const out = calculateLoss({
      classPeriod: Q1,
      startHolding: 50,
      trades: [
        buy('2023-11-01', 100, 40),
        sell('2023-12-01', 30, 45),
        buy('2024-01-10', 100, 30),
        sell('2024-02-01', 150, 20),
      ],
      lookback: plan(10),
    });
    expect(out.fifo.lots.map((l) => [l.rule, l.quantity, l.amount])).toEqual([
      ['START_HOLDING', 30, 0],
      ['START_HOLDING', 120, 0],
      ['SOLD_IN_CLASS_PERIOD', 30, 300_00],
      ['HELD', 70, 1400_00],
    ]);
    expect(out).toMatchObject({ tsp: 100, nsp: -50, retained: 70 });
  });

  it('should match shares bought after the class period but give them no gain or loss', () => {
    const out = calculateLoss({
      classPeriod: Q1,
      trades: [buy('2024-02-01', 100, 30), buy('2024-04-10', 100, 12), sell('2024-04-20', 100, 15)],
      lookback: plan(14, { '2024-04-20': 14.5 }),
    });
    // LIFO sells the post-period lot: nothing; the class-period lot is held: 100 × (30 − 14).
    expect(out.lifo.lots.map((l) => [l.rule, l.amount])).toEqual([
      ['NOT_IN_CLASS_PERIOD', 0],
      ['HELD', 1600_00],
    ]);
    // FIFO sells the class-period lot in the lookback: 100 × (30 − max(15, 14.5)).
    expect(out.fifo.lots.map((l) => [l.rule, l.amount])).toEqual([
      ['SOLD_IN_LOOKBACK', 1500_00],
      ['NOT_IN_CLASS_PERIOD', 0],
    ]);
  });

  it('should value a sale between the class period and a later disclosure date at its price', () => {
    const out = calculateLoss({
      classPeriod: { start: '2024-01-01', end: '2024-03-28' },
      disclosureDate: '2024-04-01',
      trades: [buy('2024-02-01', 100, 30), sell('2024-03-29', 100, 25)],
      lookback: plan(20),
    });
    expect(out.fifo.lots[0]).toMatchObject({ rule: 'SOLD_IN_CLASS_PERIOD', amount: 500_00 });
    expect(out.fifo.lots[0]!.explanation).toMatch(
      /^Sold after the class period, before the lookback began/,
    );
  });

  it('should give the same figures with and without the trail', () => {
    const input = {
      classPeriod: Q1,
      startHolding: 10,
      trades: [
        buy('2024-01-10', 100, 30.33),
        sell('2024-02-01', 45, 27.01),
        sell('2024-04-02', 20, 19),
      ],
      lookback: plan(21.125, { '2024-04-02': 22.3333 }),
      inflation: [{ from: '2024-01-01', to: null, perShare: 3.5 }],
    };
    const full = calculateLoss(input);
    const bare = calculateLoss(input, { trail: false });
    expect(bare.fifo.lots).toEqual([]);
    expect(bare.recognizedLoss!.lots).toEqual([]);
    const figures = (o: typeof full) => ({
      ...o,
      fifo: { ...o.fifo, lots: [] },
      lifo: { ...o.lifo, lots: [] },
      recognizedLoss: { ...o.recognizedLoss!, lots: [] },
    });
    expect(figures(bare)).toEqual(figures(full));
  });
});
