import { describe, expect, it } from 'vitest';
import { caseLine, type CaseLoss } from '../report-figures.ts';
import { scorecardOf, scorecardsBy } from '../scorecard.ts';

const line = (clientId: string, caseId: string, status: CaseLoss['status'], fifoNet: number) => ({
  clientId,
  ...caseLine({
    caseId,
    caseCaption: `Case ${caseId}`,
    status,
    fifoNet,
    lifoNet: fifoNet,
    recognizedLoss: null,
  }),
});

const LINES = [
  line('CL-1', 'CA-1', 'settlement', 100_00),
  line('CL-1', 'CA-2', 'dismissed', 50_00),
  line('CL-2', 'CA-1', 'settlement', 300_00),
  line('CL-2', 'CA-3', 'filed', 10_00),
];

describe('the scorecard', () => {
  it('should set recoveries against losses and count the outcomes', () => {
    const card = scorecardOf(LINES);
    expect(card).toEqual({
      cases: 4,
      lossCents: 460_00,
      claimCents: 460_00,
      recoveryCents: 80_00,
      recoveryRate: 80_00 / 460_00,
      outcomes: { recovered: 2, pending: 1, dismissed: 1 },
    });
  });

  it('should have no rate without a claim', () => {
    expect(scorecardOf([]).recoveryRate).toBeNull();
    expect(scorecardOf([line('CL-1', 'CA-1', 'settlement', -5)]).recoveryRate).toBeNull();
  });

  it('should score per client and per case, most recovered first', () => {
    const byClient = scorecardsBy(LINES, (l) => ({ id: l.clientId, name: l.clientId }));
    expect(byClient.map((r) => [r.id, r.recoveryCents, r.cases])).toEqual([
      ['CL-2', 60_00, 2],
      ['CL-1', 20_00, 2],
    ]);
    const byCase = scorecardsBy(LINES, (l) => ({ id: l.caseId, name: l.caseCaption }));
    expect(byCase.map((r) => [r.id, r.recoveryCents, r.lossCents])).toEqual([
      ['CA-1', 80_00, 400_00],
      ['CA-2', 0, 50_00],
      ['CA-3', 0, 10_00],
    ]);
  });
});
