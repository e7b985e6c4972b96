import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateLoss, validateLossInput, type LossInput, type LossOutput } from '../index.ts';
import { addDays } from '../dates.ts';
import { buy, Q1, sell, weekdayCloses } from './fixtures.ts';

// Class period Q1 2024; the lookback runs 2024-04-01 to 2024-06-29.
describe('stock splits in the loss engine', () => {
  it('should match shares bought before a 2:1 split with shares sold after it', () => {
    // 100 shares at $40 on 1 February become 200 at $20 on the 1 March split; the 200 sold at
    // $15 on 15 March lose 200 × ($20 − $15) = $1,000.
    const input: LossInput = {
      classPeriod: Q1,
      trades: [buy('2024-02-01', 100, 40), sell('2024-03-15', 200, 15)],
      prices: weekdayCloses('2024-04-01', '2024-06-29', [], 10),
      splits: [{ date: '2024-03-01', ratio: 2 }],
    };
    const out = calculateLoss(input);
    expect(out.fifo.net).toBe(100_000);
    expect(out.lifo.net).toBe(100_000);
    expect(out.nfe).toBe(100_000);
    expect(out.fifo.lots[0]).toMatchObject({ quantity: 200, amount: 100_000 });
    // Without the split the sale would be of more shares than were held.
    expect(validateLossInput({ ...input, splits: [] })[0]?.message).toMatch(/only 100 are held/);
  });

  it('should compare a held lot with closes of the same shares when the split falls in the lookback', () => {
    // Closes $30 until 30 April, $15 from the 1 May split: $15 a share in the lookback's last
    // day's shares throughout, so M = $15. 100 at $40 are 200 at $20, held: 200 × $5 = $1,000.
    const closes = weekdayCloses('2024-04-01', '2024-06-29', [], 15).map((c) =>
      c.date < '2024-05-01' ? { ...c, close: 30 } : c,
    );
    const out = calculateLoss({
      classPeriod: Q1,
      trades: [buy('2024-02-01', 100, 40)],
      prices: closes,
      splits: [{ date: '2024-05-01', ratio: 2 }],
    });
    expect(out.lookback.mean).toBe(15);
    expect(out.retained).toBe(200);
    expect(out.fifo.net).toBe(100_000);
  });

  it('should refuse a split that is no split, naming it', () => {
    const input: LossInput = {
      classPeriod: Q1,
      trades: [],
      prices: weekdayCloses('2024-04-01', '2024-06-29', [], 10),
      splits: [{ date: '2024-03-01', ratio: 0 }],
    };
    expect(validateLossInput(input)).toEqual([
      { field: 'splits[0].ratio', message: 'Split 1: the ratio must be a positive number, not 0' },
    ]);
  });
});

/** An account's trades and closes from 2024-01-01 (day 0) to the lookback's end (day 180). */
const account = fc.record({
  trades: fc.array(
    fc.record({
      day: fc.integer({ min: -30, max: 200 }),
      sell: fc.boolean(),
      shares: fc.integer({ min: 1, max: 1_000 }),
      cents: fc.integer({ min: 100, max: 30_000 }),
    }),
    { maxLength: 30 },
  ),
  start: fc.integer({ min: 0, max: 500 }),
  closes: fc.array(fc.integer({ min: 100, max: 30_000 }), { minLength: 65, maxLength: 65 }),
  inflationCents: fc.integer({ min: 0, max: 2_000 }),
  splitDay: fc.integer({ min: -30, max: 200 }),
});

function unsplit(a: typeof account extends fc.Arbitrary<infer T> ? T : never): LossInput {
  let held = a.start;
  const trades = [...a.trades]
    .sort((x, y) => x.day - y.day)
    .flatMap((t) => {
      const quantity = t.sell ? Math.min(t.shares, held) : t.shares;
      if (quantity === 0) return [];
      held += t.sell ? -quantity : quantity;
      const date = addDays('2024-01-01', t.day);
      return [t.sell ? sell(date, quantity, t.cents / 100) : buy(date, quantity, t.cents / 100)];
    });
  return {
    classPeriod: Q1,
    startHolding: a.start,
    trades,
    prices: weekdayCloses(
      '2024-04-01',
      '2024-06-29',
      a.closes.map((c) => c / 100),
      20,
    ),
    inflation: [{ from: '2023-01-01', to: null, perShare: a.inflationCents / 100 }],
  };
}

/** The same account after a 2:1 split on `date`: from then on twice the shares at half the price. */
function split(input: LossInput, date: string): LossInput {
  const after = (d: string) => d >= date;
  const inflation = input.inflation![0]!.perShare;
  return {
    ...input,
    startHolding: date < Q1.start ? input.startHolding! * 2 : input.startHolding!,
    trades: input.trades.map((t) =>
      after(t.date) ? { ...t, quantity: t.quantity * 2, price: t.price / 2 } : t,
    ),
    prices: input.prices!.map((p) => (after(p.date) ? { ...p, close: p.close / 2 } : p)),
    inflation: [
      { from: '2023-01-01', to: addDays(date, -1), perShare: inflation },
      { from: date, to: null, perShare: inflation / 2 },
    ],
    splits: [{ date, ratio: 2 }],
  };
}

const money = (o: LossOutput) => ({
  fifo: [o.fifo.net, o.fifo.noOffset],
  lifo: [o.lifo.net, o.lifo.noOffset],
  nfe: o.nfe,
  recognized: o.recognizedLoss?.amount,
});

describe('a split, for any account', () => {
  it('should give the same losses with twice the shares at half the price from its day on', () => {
    fc.assert(
      fc.property(account, (a) => {
        const before = unsplit(a);
        const date = addDays('2024-01-01', a.splitDay);
        expect(money(calculateLoss(split(before, date)))).toEqual(money(calculateLoss(before)));
      }),
    );
  });
});
