import { describe, expect, it } from 'vitest';
import { calculateLoss, LossInputError, validateLossInput, type LossInput } from '../index.ts';
import { buy, Q1, sell, weekdayCloses } from './fixtures.ts';

const valid: LossInput = {
  classPeriod: Q1,
  trades: [buy('2024-01-10', 100, 30), sell('2024-02-01', 50, 25)],
  lookback: { mean: 20 },
};
const withTrade = (index: number, trade: LossInput['trades'][number]): LossInput => ({
  ...valid,
  trades: valid.trades.map((t, i) => (i === index ? trade : t)),
});
const messages = (input: LossInput) => validateLossInput(input).map((p) => p.message);

describe('the loss engine refusing bad input', () => {
  it('should accept the valid base input', () => {
    expect(validateLossInput(valid)).toEqual([]);
  });

  it.each([
    [
      'a sale of more shares than held',
      withTrade(1, sell('2024-02-01', 150, 25)),
      'quantity',
      'sells 150 shares but only 100 are held at that point (counting the start holding)',
    ],
    [
      'a zero quantity',
      withTrade(1, sell('2024-02-01', 0, 25)),
      'quantity',
      'the quantity must be a positive number of shares, not 0',
    ],
    [
      'a negative quantity',
      withTrade(1, sell('2024-02-01', -5, 25)),
      'quantity',
      'the quantity must be a positive number of shares, not -5',
    ],
    [
      'a zero price',
      withTrade(1, sell('2024-02-01', 50, 0)),
      'price',
      'the price must be a positive number, not 0',
    ],
    [
      'a negative price',
      withTrade(1, sell('2024-02-01', 50, -1)),
      'price',
      'the price must be a positive number, not -1',
    ],
    [
      'a zero FX rate',
      withTrade(1, sell('2024-02-01', 50, 25, 0)),
      'fxRate',
      'the FX rate must be a positive number, not 0',
    ],
    [
      'a non-number price',
      withTrade(1, { ...sell('2024-02-01', 50, 25), price: Number.NaN }),
      'price',
      'the price must be a positive number, not NaN',
    ],
    [
      'a side that is neither',
      withTrade(1, { ...sell('2024-02-01', 50, 25), side: 'SHORT' as 'SELL' }),
      'side',
      'the side must be BUY or SELL, not SHORT',
    ],
  ])('should name the trade for %s', (_, input, field, message) => {
    const [problem, ...others] = validateLossInput(input);
    expect(others).toEqual([]);
    expect(problem).toMatchObject({
      field: `trades[1].${field}`,
      tradeIndex: 1,
      date: '2024-02-01',
    });
    expect(problem!.message).toMatch(/^Trade 2 \(2024-02-01\)/);
    expect(problem!.message).toContain(message);
  });

  it.each(['2024-02-30', '02/01/2024', '2024-2-1', ''])('should refuse the non-date %j', (date) => {
    expect(validateLossInput(withTrade(1, sell(date, 50, 25)))).toEqual([
      {
        field: 'trades[1].date',
        tradeIndex: 1,
        message: `Trade 2: "${date}" is not a date (YYYY-MM-DD)`,
      },
    ]);
  });

  it('should refuse trades out of date order, naming both', () => {
    expect(messages(withTrade(1, sell('2024-01-05', 50, 25)))).toEqual([
      'Trade 2 (2024-01-05) is out of date order: trade 1 before it is on 2024-01-10',
    ]);
  });

  it('should refuse a class period that ends before it starts', () => {
    expect(messages({ ...valid, classPeriod: { start: '2024-03-31', end: '2024-01-01' } })).toEqual(
      ['The class period ends before it starts: it ends on 2024-01-01 but starts on 2024-03-31'],
    );
  });

  it('should refuse a disclosure date before the class period', () => {
    expect(messages({ ...valid, disclosureDate: '2023-12-31' })).toEqual([
      'The disclosure date 2023-12-31 is before the class period starts (2024-01-01)',
    ]);
  });

  it('should refuse prices that do not reach the end of the lookback', () => {
    const input = {
      ...valid,
      lookback: undefined,
      prices: weekdayCloses('2024-03-01', '2024-05-31', [], 20),
    };
    expect(validateLossInput(input)).toEqual([
      {
        field: 'prices',
        message:
          'The prices end on 2024-05-31, before the lookback window (2024-04-01 to 2024-06-29) is over: add the closes from 2024-06-01 to 2024-06-29',
      },
    ]);
  });

  it('should refuse prices missing inside the lookback, saying which dates, but allow a holiday', () => {
    const closes = weekdayCloses('2024-03-01', '2024-07-31', [], 20).filter(
      (p) => p.date !== '2024-05-27' && !(p.date >= '2024-04-16' && p.date <= '2024-04-18'),
    );
    expect(messages({ ...valid, lookback: undefined, prices: closes })).toEqual([
      'Closes are missing from 2024-04-16 to 2024-04-18, inside the lookback window (2024-04-01 to 2024-06-29)',
    ]);
  });

  it('should refuse a single missing trading day, by the NYSE calendar', () => {
    const closes = weekdayCloses('2024-03-01', '2024-07-31', [], 20).filter(
      (p) => p.date !== '2024-05-14',
    );
    expect(messages({ ...valid, lookback: undefined, prices: closes })).toEqual([
      'Closes are missing from 2024-05-14 to 2024-05-14, inside the lookback window (2024-04-01 to 2024-06-29)',
    ]);
  });

  it('should take days the exchange was closed for no gap: Hurricane Sandy and a holiday beside a weekend', () => {
    // Lookback 2012-10-15 to 2013-01-12: no closes on 29 and 30 October (the storm), on
    // Thanksgiving (22 November) nor on Christmas Day (25 December, beside the weekend).
    const closed = new Set(['2012-10-29', '2012-10-30', '2012-11-22', '2012-12-25']);
    const closes = weekdayCloses('2012-10-01', '2013-01-31', [], 20).filter(
      (p) => !closed.has(p.date),
    );
    const input = {
      classPeriod: { start: '2012-01-03', end: '2012-10-12' },
      disclosureDate: '2012-10-15',
      trades: [buy('2012-05-01', 10, 30)],
      prices: closes,
    };
    expect(validateLossInput(input)).toEqual([]);
    const without = closes.filter((p) => p.date !== '2012-10-31');
    expect(messages({ ...input, prices: without })).toEqual([
      'Closes are missing from 2012-10-27 to 2012-10-31, inside the lookback window (2012-10-15 to 2013-01-12)',
    ]);
  });

  it('should refuse input with neither prices nor a lookback table', () => {
    expect(messages({ ...valid, lookback: undefined })).toEqual([
      "Give the daily closes for the lookback window (2024-04-01 to 2024-06-29) or the plan's lookback table: M cannot be known without one",
    ]);
  });

  it('should refuse a lookback sale the plan table has no M_d for, when no prices can fill it', () => {
    const input = { ...valid, trades: [...valid.trades, sell('2024-04-10', 10, 18)] };
    expect(validateLossInput(input)).toEqual([
      {
        field: 'trades[2].date',
        tradeIndex: 2,
        date: '2024-04-10',
        message:
          'Trade 3 (2024-04-10) is a sale in the lookback, but the lookback table has no M_d for 2024-04-10 and no prices were given to work it out: add it to the table',
      },
    ]);
    // With closes beside the table, M_d comes from them: (20 × 8) / 8 on 2024-04-10.
    const prices = weekdayCloses('2024-04-01', '2024-04-30', [], 20);
    expect(calculateLoss({ ...input, prices }).fifo.lots[1]!.valuePerShare).toBe(20);
  });

  it('should refuse an inflation table with overlapping or unordered ranges', () => {
    const input = (inflation: LossInput['inflation']) => ({ ...valid, inflation });
    expect(
      messages(
        input([
          { from: '2024-01-01', to: '2024-02-15', perShare: 3 },
          { from: '2024-02-01', to: null, perShare: 1 },
        ]),
      ),
    ).toEqual([
      'Inflation range 2 (2024-02-01 to open) overlaps range 1, which runs to 2024-02-15',
    ]);
    expect(
      messages(
        input([
          { from: '2024-02-01', to: null, perShare: 1 },
          { from: '2024-01-01', to: '2024-01-31', perShare: 3 },
        ]),
      ),
    ).toEqual([
      'Inflation range 2 (2024-01-01 to 2024-01-31) starts before range 1 (2024-02-01): list the ranges in date order',
    ]);
  });

  it('should refuse a class-period trade that no inflation range covers', () => {
    expect(
      messages({ ...valid, inflation: [{ from: '2024-01-15', to: null, perShare: 1 }] }),
    ).toEqual([
      'Trade 1 (2024-01-10): no range of the inflation table covers this class-period day',
    ]);
  });

  it('should throw every problem from calculateLoss, listed in the message', () => {
    const input: LossInput = {
      ...valid,
      trades: [buy('2024-01-10', 0, 30), sell('2024-02-01', 50, 25)],
    };
    const error = (() => {
      try {
        calculateLoss(input);
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(LossInputError);
    const problems = (error as LossInputError).problems;
    expect(problems).toEqual(validateLossInput(input));
    expect(problems.map((p) => [p.tradeIndex, p.date])).toEqual([
      [0, '2024-01-10'],
      [1, '2024-02-01'],
    ]);
    expect((error as Error).message).toBe(
      'The loss input has 2 problems: Trade 1 (2024-01-10): the quantity must be a positive number of shares, not 0; Trade 2 (2024-02-01) sells 50 shares but only 0 are held at that point (counting the start holding)',
    );
  });
});
