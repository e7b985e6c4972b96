import { describe, expect, it } from 'vitest';
import { LossInputError, type DailyClose } from '@backoffice/core/loss';
import { estimateFilingLosses, type CaseWindow, type ReportedPosition } from '../filing-losses.ts';

/** Weekday closes from `from` to `to` at one price. */
function flat(from: string, to: string, close: number): DailyClose[] {
  const closes: DailyClose[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`);) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6)
      closes.push({ date: d.toISOString().slice(0, 10), close });
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return closes;
}

// Quarter-end closes (weekends read the Friday before), and a lookback at $35: M = M_d = 35.
const QUARTER_CLOSES: Record<string, number> = {
  '2022-12-30': 40,
  '2023-03-31': 50,
  '2023-06-30': 48,
  '2023-09-29': 45,
  '2023-12-29': 36,
};
const window: CaseWindow = {
  classPeriodStart: '2023-02-01',
  classPeriodEnd: '2023-11-15',
  disclosureDate: '2023-11-16',
  prices: flat('2023-11-16', '2024-02-13', 35),
  closeOn: (date) => {
    const on = Object.keys(QUARTER_CLOSES)
      .filter((d) => d <= date)
      .sort()
      .at(-1);
    return on === undefined ? null : QUARTER_CLOSES[on]!;
  },
};
const line = (
  filerId: string,
  period: string,
  shares: number,
  extra: Partial<ReportedPosition> = {},
): ReportedPosition => ({ filerId, period, shares, shareType: 'SH', putCall: null, ...extra });

describe("estimating institutions' losses from 13-F positions", () => {
  it('should value each change between reports as a trade at that quarter end’s close', () => {
    // Bought 1,000 at $50 and 2,000 at $45, all held: 1,000 × (50 − 35) + 2,000 × (45 − 35).
    const estimates = estimateFilingLosses(window, [
      line('F1', '2023-03-31', 1000),
      line('F1', '2023-09-30', 3000),
    ]);
    expect(estimates).toEqual([
      { filerId: 'F1', period: '2023-09-30', shares: 3000, estimatedLoss: 35_000 },
    ]);
  });

  it('should take a position reported before the class period as the start holding', () => {
    // 1,000 held at the start; 2,000 bought at $48; 2,000 sold in the lookback at $36 (over
    // M_d = 35), FIFO: the start holding first, then 1,000 of the $48 lot; 1,000 kept at M.
    // 1,000 × (48 − 36) + 1,000 × (48 − 35) = 25,000.
    const estimates = estimateFilingLosses(window, [
      line('F3', '2022-12-31', 1000),
      line('F3', '2023-06-30', 3000),
      line('F3', '2023-12-31', 1000),
    ]);
    expect(estimates).toEqual([
      { filerId: 'F3', period: '2023-06-30', shares: 3000, estimatedLoss: 25_000 },
    ]);
  });

  it('should estimate nothing for a filer that only held its start holding', () => {
    expect(
      estimateFilingLosses(window, [
        line('F2', '2022-12-31', 5000),
        line('F2', '2023-06-30', 5000),
      ]),
    ).toEqual([]);
  });

  it('should leave out options and principal amounts', () => {
    expect(
      estimateFilingLosses(window, [
        line('F1', '2023-06-30', 100, { putCall: 'PUT' }),
        line('F2', '2023-06-30', 100, { shareType: 'PRN' }),
      ]),
    ).toEqual([]);
  });

  it('should estimate nothing when the price did not fall', () => {
    const above = { ...window, prices: flat('2023-11-16', '2024-02-13', 60) };
    expect(estimateFilingLosses(above, [line('F1', '2023-06-30', 100)])).toEqual([]);
  });

  it('should refuse, with the engine’s words, a lookback the closes do not cover', () => {
    const short = { ...window, prices: flat('2023-11-16', '2023-12-29', 35) };
    expect(() => estimateFilingLosses(short, [line('F1', '2023-06-30', 100)])).toThrow(
      LossInputError,
    );
  });
});
