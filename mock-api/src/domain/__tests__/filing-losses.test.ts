import { describe, expect, it } from 'vitest';
import { estimateFilingLosses, type ReportedPosition } from '../filing-losses.ts';

const window = {
  classPeriodStart: '2023-02-01',
  classPeriodEnd: '2023-11-15',
  priceBefore: 50,
  priceAfter: 35,
};
const line = (
  filerId: string,
  period: string,
  shares: number,
  extra: Partial<ReportedPosition> = {},
): ReportedPosition => ({
  filerId,
  period,
  shares,
  shareType: 'SH',
  putCall: null,
  ...extra,
});

describe("estimating institutions' losses from 13-F positions", () => {
  it('should use the last position reported inside the class period', () => {
    const estimates = estimateFilingLosses(window, [
      line('F1', '2022-12-31', 9999),
      line('F1', '2023-06-30', 1000),
      line('F1', '2023-09-30', 2000),
      line('F1', '2023-12-31', 5000),
    ]);
    expect(estimates).toEqual([
      { filerId: 'F1', period: '2023-09-30', shares: 2000, estimatedLoss: 30_000 },
    ]);
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
    expect(
      estimateFilingLosses({ ...window, priceAfter: 51 }, [line('F1', '2023-06-30', 100)]),
    ).toEqual([]);
  });
});
