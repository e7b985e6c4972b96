import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateLoss, type LossInput, type LossOutput, type LossTrade } from '../index.ts';
import { addDays } from '../dates.ts';
import { Q1, weekdayCloses } from './fixtures.ts';

/** One trade to be: days from 2024-01-01 (the class period is days 0–90, the lookback 91–180). */
const seed: fc.Arbitrary<Seed> = fc.record({
  day: fc.integer({ min: -40, max: 230 }),
  sell: fc.boolean(),
  tenths: fc.integer({ min: 1, max: 10_000 }),
  cents: fc.integer({ min: 100, max: 30_000 }),
  fx: fc.option(fc.integer({ min: 5_000, max: 15_000 }), { nil: undefined }),
});
interface Seed {
  day: number;
  sell: boolean;
  tenths: number;
  cents: number;
  fx: number | undefined;
}

interface Shape {
  /** Whole shares only, and buys only in the class period, no FX, no start holding. */
  simple: boolean;
  startTenths: number;
}

/** Trades in date order that never sell more than is held. */
function tradesFrom(seeds: readonly Seed[], shape: Shape): LossTrade[] {
  let held = shape.startTenths;
  const trades: LossTrade[] = [];
  for (const s of [...seeds].sort((a, b) => a.day - b.day)) {
    const inClass = s.day >= 0 && s.day <= 90;
    const tenths = shape.simple ? s.tenths * 10 : s.tenths;
    if (shape.simple && (s.day < 0 || (!s.sell && !inClass))) continue;
    const quantityTenths = s.sell ? Math.min(tenths, held) : tenths;
    if (quantityTenths === 0) continue;
    held += s.sell ? -quantityTenths : quantityTenths;
    const trade: LossTrade = {
      date: addDays('2024-01-01', s.day),
      side: s.sell ? 'SELL' : 'BUY',
      quantity: quantityTenths / 10,
      price: s.cents / 100,
    };
    trades.push(shape.simple || s.fx === undefined ? trade : { ...trade, fxRate: s.fx / 10_000 });
  }
  return trades;
}

const windowCloses = fc.array(fc.integer({ min: 100, max: 30_000 }), {
  minLength: 65,
  maxLength: 65,
});

/** A plan table in whole cents, so no lot line needs rounding. */
function centTable(means: readonly number[]): LossInput['lookback'] {
  const meanThrough: Record<string, number> = {};
  for (let day = 0; day < 90; day += 1)
    meanThrough[addDays('2024-04-01', day)] = means[day % means.length]! / 100;
  return { mean: means[0]! / 100, meanThrough };
}

const generalInput = fc
  .record({
    seeds: fc.array(seed, { maxLength: 40 }),
    startTenths: fc.integer({ min: 0, max: 5_000 }),
    closes: windowCloses,
    plan: fc.boolean(),
  })
  .map(({ seeds, startTenths, closes, plan }): LossInput => ({
    classPeriod: Q1,
    startHolding: startTenths / 10,
    trades: tradesFrom(seeds, { simple: false, startTenths }),
    ...(plan
      ? { lookback: centTable(closes) }
      : {
          prices: weekdayCloses(
            '2024-04-01',
            '2024-06-29',
            closes.map((c) => c / 100),
            20,
          ),
        }),
    inflation: [
      { from: '2023-01-01', to: '2024-02-14', perShare: closes[1]! / 1000 },
      { from: '2024-02-15', to: null, perShare: closes[2]! / 2000 },
    ],
  }));

const simpleTrades = fc
  .array(seed, { maxLength: 40 })
  .map((seeds) => tradesFrom(seeds, { simple: true, startTenths: 0 }));

const tenths = (x: number) => Math.round(x * 10);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const figures = (o: LossOutput) => ({
  ...o,
  fifo: { ...o.fifo, lots: [] },
  lifo: { ...o.lifo, lots: [] },
  ...(o.recognizedLoss ? { recognizedLoss: { ...o.recognizedLoss, lots: [] } } : {}),
});

describe('the loss engine, for any valid account', () => {
  it('should give FIFO and LIFO the same net without a start holding', () => {
    fc.assert(
      fc.property(simpleTrades, windowCloses, (trades, means) => {
        const out = calculateLoss({ classPeriod: Q1, trades, lookback: centTable(means) });
        expect(out.fifo.net).toBe(out.lifo.net);
      }),
    );
  });

  it('should give FIFO and LIFO the same net to the cent when M_d does not end in cents', () => {
    fc.assert(
      fc.property(simpleTrades, windowCloses, (trades, closes) => {
        const prices = weekdayCloses(
          '2024-04-01',
          '2024-06-29',
          closes.map((c) => c / 100),
          20,
        );
        const out = calculateLoss({ classPeriod: Q1, trades, prices });
        expect(out.fifo.net).toBe(out.lifo.net);
      }),
    );
  });

  it('should balance the shares: start + bought − sold = retained, and the trail says the same', () => {
    fc.assert(
      fc.property(generalInput, (input) => {
        const out = calculateLoss(input);
        const flow = sum(input.trades.map((t) => (t.side === 'BUY' ? 1 : -1) * tenths(t.quantity)));
        expect(tenths(out.retained)).toBe(tenths(input.startHolding ?? 0) + flow);
        for (const result of [out.fifo, out.lifo]) {
          const kept = result.lots.filter((l) => l.saleIndex === null);
          expect(sum(kept.map((l) => tenths(l.quantity)))).toBe(tenths(out.retained));
          input.trades.forEach((t, i) => {
            if (t.side === 'BUY') return;
            const sold = result.lots.filter((l) => l.saleIndex === i);
            expect(sum(sold.map((l) => tenths(l.quantity)))).toBe(tenths(t.quantity));
          });
        }
      }),
    );
  });

  it('should round net and no-offset once, within half a cent a line of the trail, no-offset at or above net', () => {
    fc.assert(
      fc.property(generalInput, (input) => {
        const out = calculateLoss(input);
        for (const result of [out.fifo, out.lifo]) {
          const slack = result.lots.length / 2;
          const lines = sum(result.lots.map((l) => l.amount));
          const positive = sum(result.lots.map((l) => Math.max(0, l.amount)));
          expect(Math.abs(lines - result.net)).toBeLessThanOrEqual(slack);
          expect(Math.abs(positive - result.noOffset)).toBeLessThanOrEqual(slack);
          expect(result.noOffset).toBeGreaterThanOrEqual(Math.max(0, result.net));
          for (const line of result.lots) expect(Number.isInteger(line.amount)).toBe(true);
        }
      }),
    );
  });

  it('should give identical figures with and without the trail', () => {
    fc.assert(
      fc.property(generalInput, (input) => {
        expect(figures(calculateLoss(input, { trail: false }))).toEqual(
          figures(calculateLoss(input)),
        );
      }),
    );
  });

  it('should keep the recognized loss between 0, its lots’ sum and the market loss', () => {
    fc.assert(
      fc.property(generalInput, (input) => {
        const recognized = calculateLoss(input).recognizedLoss!;
        expect(sum(recognized.lots.map((l) => l.amount))).toBe(recognized.uncapped);
        expect(recognized.amount).toBeGreaterThanOrEqual(0);
        expect(recognized.amount).toBeLessThanOrEqual(recognized.uncapped);
        expect(recognized.amount).toBeLessThanOrEqual(Math.max(0, recognized.marketLoss));
      }),
    );
  });
});
