import { describe, expect, it } from 'vitest';
import { caseLines, RECOVERY_SHARE, type CaseLoss } from '../report-figures.ts';
import {
  caseTotals,
  OUTCOME_LABELS,
  RECOVERY_NOTE,
  showsTradesAndHoldings,
  tradeCount,
} from '../report-totals.ts';

const loss = (over: Partial<CaseLoss>): CaseLoss => ({
  caseId: 'CA-0001',
  caseCaption: 'In re Acme',
  status: 'settlement',
  fifoNet: 100_00,
  lifoNet: 90_00,
  recognizedLoss: null,
  ...over,
});

describe("a client report's totals", () => {
  it('should add up the losses and recoveries and count the claims filed', () => {
    const lines = caseLines([
      loss({ caseId: 'CA-1', fifoNet: 100_00, lifoNet: 90_00 }),
      loss({ caseId: 'CA-2', status: 'filed', fifoNet: 50_00, lifoNet: 60_00 }),
      loss({ caseId: 'CA-3', fifoNet: -10_00, lifoNet: -5_00 }),
    ]);
    expect(caseTotals(lines)).toEqual({
      fifoNet: 140_00,
      lifoNet: 145_00,
      recognizedLoss: null,
      recovery: Math.round(100_00 * RECOVERY_SHARE),
      // A settled case with nothing to claim files no claim.
      claimsFiled: 1,
    });
  });

  it('should sum the recognized loss over the cases with a plan only', () => {
    const lines = caseLines([
      loss({ caseId: 'CA-1', recognizedLoss: 70_00 }),
      loss({ caseId: 'CA-2', recognizedLoss: null }),
      loss({ caseId: 'CA-3', recognizedLoss: 5_00 }),
    ]);
    expect(caseTotals(lines).recognizedLoss).toBe(75_00);
  });

  it('should total nothing to zero', () => {
    expect(caseTotals([])).toEqual({
      fifoNet: 0,
      lifoNet: 0,
      recognizedLoss: null,
      recovery: 0,
      claimsFiled: 0,
    });
  });

  it('should count every trade of the period, bought or sold', () => {
    const months = [
      { buys: 2, sells: 1 },
      { buys: 0, sells: 0 },
      { buys: 0, sells: 4 },
    ];
    expect(tradeCount(months)).toBe(7);
    expect(tradeCount([])).toBe(0);
  });
});

describe("a client report's parts and words", () => {
  it('should show trades and holdings in annual and quarterly reports, not in a scorecard', () => {
    expect(showsTradesAndHoldings('annual')).toBe(true);
    expect(showsTradesAndHoldings('quarterly')).toBe(true);
    expect(showsTradesAndHoldings('scorecard')).toBe(false);
  });

  it('should name every outcome', () => {
    expect(OUTCOME_LABELS).toEqual({
      recovered: 'Recovered (settled)',
      pending: 'Pending',
      dismissed: 'Dismissed',
    });
  });

  it('should state the recovery estimate the figures use', () => {
    expect(RECOVERY_NOTE).toBe(
      'Recoveries are estimated at 20% of the claim in settled cases until the distribution is known; losses come from the latest completed loss run of each case.',
    );
  });
});
