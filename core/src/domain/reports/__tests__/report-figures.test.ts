import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caseLine,
  caseLines,
  caseOutcome,
  holdingLines,
  RECOVERY_SHARE,
  tradesByMonth,
  type CaseLoss,
} from '../report-figures.ts';

const loss = (over: Partial<CaseLoss>): CaseLoss => ({
  caseId: 'CA-0001',
  caseCaption: 'In re Acme',
  status: 'settlement',
  fifoNet: 100_000_00,
  lifoNet: 90_000_00,
  recognizedLoss: null,
  ...over,
});

describe('a case line of a client report', () => {
  it('should file a claim and estimate the recovery once the case settles', () => {
    const line = caseLine(loss({}));
    expect(line.outcome).toBe('recovered');
    expect(line.claimFiled).toBe(true);
    expect(line.claim).toBe(100_000_00);
    expect(line.recovery).toBe(Math.round(100_000_00 * RECOVERY_SHARE));
  });

  it("should claim the plan's recognized loss when the case has a plan", () => {
    const line = caseLine(loss({ recognizedLoss: 40_000_00 }));
    expect(line.claim).toBe(40_000_00);
    expect(line.recovery).toBe(8_000_00);
  });

  it('should claim nothing on a net gain', () => {
    const line = caseLine(loss({ fifoNet: -5_00 }));
    expect(line.claim).toBe(0);
    expect(line.claimFiled).toBe(false);
    expect(line.recovery).toBe(0);
  });

  it('should recover nothing while a case is open, nor once dismissed', () => {
    expect(caseLine(loss({ status: 'class_certification' }))).toMatchObject({
      outcome: 'pending',
      claimFiled: false,
      recovery: 0,
    });
    expect(caseOutcome('dismissed')).toBe('dismissed');
    expect(caseLine(loss({ status: 'dismissed' })).recovery).toBe(0);
  });

  it('should keep money in whole cents and never recover more than the claim', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        fc.option(fc.integer({ min: -1e11, max: 1e11 })),
        (fifoNet, recognizedLoss) => {
          const line = caseLine(loss({ fifoNet, recognizedLoss }));
          expect(Number.isInteger(line.recovery)).toBe(true);
          expect(line.recovery).toBeGreaterThanOrEqual(0);
          expect(line.recovery).toBeLessThanOrEqual(line.claim);
        },
      ),
    );
  });

  it('should list the largest loss first', () => {
    const lines = caseLines([
      loss({ caseId: 'A', caseCaption: 'A', fifoNet: 1 }),
      loss({ caseId: 'B', caseCaption: 'B', fifoNet: 5 }),
    ]);
    expect(lines.map((l) => l.caseId)).toEqual(['B', 'A']);
  });
});

describe('trades by month', () => {
  it('should count and sum buys and sells in cents, listing empty months and ignoring others', () => {
    const rows = tradesByMonth(
      ['2025-04', '2025-05', '2025-06'],
      [
        { tradeDate: '2025-04-02', side: 'buy', amountUsd: 1000.005 },
        { tradeDate: '2025-04-30', side: 'sell', amountUsd: -250.5 },
        { tradeDate: '2025-06-01', side: 'buy', amountUsd: 10 },
        { tradeDate: '2025-07-01', side: 'buy', amountUsd: 99 },
      ],
    );
    expect(rows).toEqual([
      { month: '2025-04', buys: 1, sells: 1, boughtCents: 100_001, soldCents: 25_050 },
      { month: '2025-05', buys: 0, sells: 0, boughtCents: 0, soldCents: 0 },
      { month: '2025-06', buys: 1, sells: 0, boughtCents: 1_000, soldCents: 0 },
    ]);
  });
});

describe('holdings of a report', () => {
  it('should sum accounts per security, largest value first, the rest as one line', () => {
    const facts = [
      { ticker: 'AAA', securityName: 'A Inc', quantity: 10, valueUsd: 100 },
      { ticker: 'BBB', securityName: 'B Inc', quantity: 5, valueUsd: 300 },
      { ticker: 'AAA', securityName: 'A Inc', quantity: 20, valueUsd: 250 },
      { ticker: 'CCC', securityName: 'C Inc', quantity: 1, valueUsd: 1 },
      { ticker: 'DDD', securityName: 'D Inc', quantity: 2, valueUsd: 2 },
    ];
    const lines = holdingLines(facts, 2);
    expect(lines).toEqual([
      { ticker: 'AAA', securityName: 'A Inc', quantity: 30, valueCents: 35_000 },
      { ticker: 'BBB', securityName: 'B Inc', quantity: 5, valueCents: 30_000 },
      { ticker: 'Other', securityName: '2 other securities', quantity: 3, valueCents: 300 },
    ]);
  });
});
