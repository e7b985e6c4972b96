import { describe, expect, it } from 'vitest';
import { chartRows, rankedCase, rankingRows, type CaseRanking } from '../overview-rows.ts';

const totals = (fifoNet: number, lifoNet = fifoNet) => ({
  fifoNet,
  fifoNoOffset: fifoNet,
  lifoNet,
  lifoNoOffset: lifoNet,
  recognizedLoss: null,
  tsp: 100,
  nsp: 50,
  nfe: 1_000,
});

const ranking = (caseId: string, losses: number[]): CaseRanking => ({
  caseId,
  caseCaption: `Case ${caseId}`,
  runId: `RUN-${caseId}`,
  ranking: losses.map((loss, i) => ({
    rank: i + 1,
    clientId: `CL-${String(i + 1)}`,
    clientName: `Client ${String(i + 1)}`,
    aboveThreshold: false,
    ...totals(loss),
  })),
});

describe('the overview charts', () => {
  it('should plot the first rows in the order given, in dollars', () => {
    const rows = [
      { name: 'A', ...totals(150_000, 120_050) },
      { name: 'B', ...totals(-2_500) },
      { name: 'C', ...totals(10) },
    ];
    expect(chartRows(rows, (r) => r.name, 2)).toEqual([
      { label: 'A', fifoNet: 1500, lifoNet: 1200.5 },
      { label: 'B', fifoNet: -25, lifoNet: -25 },
    ]);
  });
});

describe('the lead-plaintiff ranking', () => {
  it('should give each client its share of the losses and mark the largest', () => {
    const rows = rankingRows(ranking('1', [300_00, 100_00, -50_00]));
    expect(rows.map((r) => [r.rank, r.share, r.largest])).toEqual([
      [1, '75%', true],
      [2, '25%', false],
      [3, '—', false],
    ]);
  });

  it('should mark no one when nobody lost money', () => {
    const rows = rankingRows(ranking('1', [-10, -20]));
    expect(rows.every((r) => !r.largest && r.share === '—')).toBe(true);
  });

  it('should show the case asked for, or the first when it has no ranking', () => {
    const entries = [ranking('1', [5]), ranking('2', [7])];
    expect(rankedCase(entries, '2')?.caseId).toBe('2');
    expect(rankedCase(entries, 'nope')?.caseId).toBe('1');
    expect(rankedCase([], null)).toBeUndefined();
  });
});
