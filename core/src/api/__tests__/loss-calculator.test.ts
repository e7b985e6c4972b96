import { describe, expect, it } from 'vitest';
import {
  DISCLOSURE_BEFORE_CLASS_PERIOD,
  lossCalculatorFormSchema,
  lossInputSchema,
} from '../entities/loss-calculator.ts';
import { CLASS_PERIOD_BACKWARDS } from '../../domain/class-period.ts';

const input = {
  classPeriod: { start: '2024-01-02', end: '2024-03-29' },
  trades: [{ date: '2024-01-10', side: 'BUY', quantity: 100, price: 25 }],
};

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe("the calculator's input", () => {
  it('should accept what the engine takes', () => {
    const full = {
      ...input,
      disclosureDate: '2024-04-01',
      startHolding: 50,
      prices: [{ date: '2024-04-01', close: 20 }],
      lookback: { mean: 21, meanThrough: { '2024-04-01': 20 } },
      inflation: [{ from: '2024-01-02', to: null, perShare: 2 }],
    };
    expect(lossInputSchema.parse(full)).toEqual(full);
  });

  it('should name the trade and field of a bad value', () => {
    const bad = {
      ...input,
      trades: [...input.trades, { date: '2024-01-11', side: 'BUY', quantity: 0, price: 1 }],
    };
    expect(issues(lossInputSchema.safeParse(bad)).map(([path]) => path)).toEqual([
      'trades.1.quantity',
    ]);
  });

  it('should refuse a class period that ends before it starts, and a disclosure before it', () => {
    const result = lossInputSchema.safeParse({
      ...input,
      classPeriod: { start: '2024-03-01', end: '2024-02-01' },
      disclosureDate: '2024-02-15',
    });
    expect(issues(result)).toEqual([
      ['classPeriod.end', CLASS_PERIOD_BACKWARDS],
      ['disclosureDate', DISCLOSURE_BEFORE_CLASS_PERIOD],
    ]);
  });

  it('should refuse overlapping inflation ranges', () => {
    const result = lossInputSchema.safeParse({
      ...input,
      inflation: [
        { from: '2024-01-02', to: '2024-02-01', perShare: 2 },
        { from: '2024-02-01', to: null, perShare: 1 },
      ],
    });
    expect(issues(result).map(([path]) => path)).toEqual(['inflation.1']);
  });
});

describe("the calculator's form", () => {
  it('should take the dates and start holding, the sources being optional', () => {
    expect(
      lossCalculatorFormSchema.safeParse({
        classPeriodStart: '2024-01-02',
        classPeriodEnd: '2024-03-29',
      }).success,
    ).toBe(true);
  });

  it('should say the class period is backwards on its end', () => {
    const result = lossCalculatorFormSchema.safeParse({
      classPeriodStart: '2024-03-02',
      classPeriodEnd: '2024-03-01',
      startHolding: -1,
    });
    expect(issues(result).map(([path]) => path)).toEqual(['startHolding', 'classPeriodEnd']);
  });
});
