import { describe, expect, it } from 'vitest';
import { assemble } from '../assemble.ts';
import { locate, problemsByRow } from '../locate.ts';
import { EMPTY_WORKBENCH, gridRow, type Workbench } from '../../state/workbench.ts';

const form = { classPeriodStart: '2024-01-02', classPeriodEnd: '2024-03-29' };
const bench = (change: Partial<Workbench>): Workbench => ({ ...EMPTY_WORKBENCH, ...change });
const trade = (date: string, side: string, quantity: string, price: string) =>
  gridRow({ date, side, quantity, price, fxRate: '' });

describe("the calculator's input", () => {
  it('should read the grid, the closes and the plan into the engine input', () => {
    const assembled = assemble(
      { ...form, startHolding: 5 },
      bench({
        rows: [trade('01/10/2024', 'BUY', '1,000', '$25')],
        priceSource: 'closes',
        closesText: 'Date\tClose\n2024-04-01\t20',
        inflationText: '2024-01-02\topen\t1.5',
      }),
      null,
    );
    expect(assembled.problems).toEqual([]);
    expect(assembled.input).toEqual({
      classPeriod: { start: '2024-01-02', end: '2024-03-29' },
      startHolding: 5,
      trades: [{ date: '2024-01-10', side: 'BUY', quantity: 1000, price: 25 }],
      prices: [{ date: '2024-04-01', close: 20 }],
      inflation: [{ from: '2024-01-02', to: null, perShare: 1.5 }],
    });
  });

  it('should pass the security’s splits to the engine, and none without them', () => {
    const rows = [trade('2024-01-10', 'BUY', '100', '25')];
    const splits = [{ date: '2024-02-01', ratio: 2 }];
    expect(assemble(form, bench({ rows }), null, splits).input?.splits).toEqual(splits);
    expect(assemble(form, bench({ rows }), null).input).not.toHaveProperty('splits');
  });

  it('should give no input while a row or table cannot be read, and say where', () => {
    const assembled = assemble(
      form,
      bench({
        rows: [trade('2024-01-10', 'BUY', '100', '25'), trade('2024-01-11', 'BUY', 'lots', '25')],
        priceSource: 'plan',
        lookbackText: '',
      }),
      [{ date: '2024-04-01', close: 20 }],
    );
    expect(assembled.input).toBeNull();
    expect(assembled.problems).toEqual([
      { place: { kind: 'row', index: 1 }, message: 'Trade 2, Quantity: "lots" is not a number' },
      {
        place: { kind: 'table', name: 'lookback' },
        message: 'Paste the lookback table: dates with the mean through each, and M',
      },
    ]);
  });

  it("should put the engine's problems with their trade, field or table", () => {
    const located = locate(
      [
        { field: 'trades[2].quantity', tradeIndex: 2, message: 'Enter a number above 0' },
        {
          field: 'trades[3].quantity',
          tradeIndex: 3,
          message: 'Trade 4 (2024-03-01): more than held',
        },
        { field: 'classPeriod.end', message: 'ends before it starts' },
        { field: 'prices', message: 'no closes' },
        { field: 'inflation[1]', message: 'overlap' },
      ],
      'closes',
    );
    expect(located).toEqual([
      { place: { kind: 'row', index: 2 }, message: 'Trade 3, Quantity: Enter a number above 0' },
      { place: { kind: 'row', index: 3 }, message: 'Trade 4 (2024-03-01): more than held' },
      { place: { kind: 'field', name: 'classPeriodEnd' }, message: 'ends before it starts' },
      { place: { kind: 'table', name: 'closes' }, message: 'no closes' },
      { place: { kind: 'table', name: 'inflation' }, message: 'overlap' },
    ]);
    expect(problemsByRow(located).get(3)).toEqual(['Trade 4 (2024-03-01): more than held']);
  });
});
