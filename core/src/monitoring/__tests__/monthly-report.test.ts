import { describe, expect, it } from 'vitest';
import { monthlySection, type MonthlyInput } from '../monthly-report.ts';

const october: MonthlyInput = {
  start: '2026-10-01',
  end: '2026-10-31',
  monitored: true,
  lossThresholdUsd: 50_000,
  cases: [
    {
      id: 'C1',
      caption: 'In re Alpha',
      openedOn: '2026-10-03',
      leadPlaintiffDeadline: '2026-12-02',
    },
    { id: 'C2', caption: 'In re Beta', openedOn: '2026-10-20', leadPlaintiffDeadline: null },
    {
      id: 'C3',
      caption: 'In re Gamma',
      openedOn: '2026-07-01',
      leadPlaintiffDeadline: '2026-09-30',
    },
    {
      id: 'C4',
      caption: 'In re Delta',
      openedOn: '2026-10-31',
      leadPlaintiffDeadline: '2026-11-15',
    },
    // Not eligible: no estimate, so it appears nowhere.
    {
      id: 'C5',
      caption: 'In re Omega',
      openedOn: '2026-10-10',
      leadPlaintiffDeadline: '2026-11-20',
    },
  ],
  estimates: [
    { caseId: 'C1', fifoNet: 7_500_000, lifoNet: 6_000_000 },
    { caseId: 'C2', fifoNet: -120_000, lifoNet: 30_000 },
    { caseId: 'C3', fifoNet: 9_000_000, lifoNet: 9_100_000 },
    { caseId: 'C4', fifoNet: 5_000_000, lifoNet: 4_999_999 },
  ],
  claims: [
    {
      settlementName: 'Gamma partial',
      caseCaption: 'In re Gamma',
      claimDeadline: '2027-01-15',
      filed: false,
      payment: null,
    },
    {
      settlementName: 'Old fund',
      caseCaption: 'In re Old',
      claimDeadline: '2026-03-01',
      filed: true,
      payment: { paidOn: '2026-10-14', amount: 123_456, expected: 120_000 },
    },
    {
      settlementName: 'Filed fund',
      caseCaption: 'In re Filed',
      claimDeadline: '2027-02-01',
      filed: true,
      payment: { paidOn: '2026-09-30', amount: 99, expected: null },
    },
  ],
};

describe('the monthly monitoring section', () => {
  it('should list the month’s new eligible cases in date order with their FIFO and LIFO totals', () => {
    const section = monthlySection(october);
    expect(section.newCases.map((r) => r.caseId)).toEqual(['C1', 'C2', 'C4']);
    // 7,500,000 − 120,000 + 5,000,000 and 6,000,000 + 30,000 + 4,999,999.
    expect(section.totals.newCasesFifoNet).toBe(12_380_000);
    expect(section.totals.newCasesLifoNet).toBe(11_029_999);
  });

  it('should mark the cases whose FIFO loss meets the threshold, largest first', () => {
    const section = monthlySection(october);
    // $50,000 is 5,000,000 cents: Delta meets it exactly, Beta's gain never does.
    expect(section.aboveThreshold.map((r) => [r.caseId, r.fifoNet])).toEqual([
      ['C3', 9_000_000],
      ['C1', 7_500_000],
      ['C4', 5_000_000],
    ]);
    expect(section.newCases.find((r) => r.caseId === 'C2')?.aboveThreshold).toBe(false);
  });

  it('should mark nothing above a threshold for a client that is not monitored', () => {
    const section = monthlySection({ ...october, monitored: false });
    expect(section.aboveThreshold).toEqual([]);
    expect(section.newCases).toHaveLength(3);
  });

  it('should list only deadlines after the month, soonest first, and the claims not filed', () => {
    const section = monthlySection(october);
    expect(section.leadPlaintiffDeadlines.map((r) => [r.caseId, r.leadPlaintiffDeadline])).toEqual([
      ['C4', '2026-11-15'],
      ['C1', '2026-12-02'],
    ]);
    expect(section.claimDeadlines).toEqual([
      { settlementName: 'Gamma partial', caseCaption: 'In re Gamma', claimDeadline: '2027-01-15' },
    ]);
  });

  it('should count only the payments received in the month', () => {
    const section = monthlySection(october);
    expect(section.payments).toEqual([
      {
        settlementName: 'Old fund',
        caseCaption: 'In re Old',
        paidOn: '2026-10-14',
        amount: 123_456,
        expected: 120_000,
      },
    ]);
    expect(section.totals.paymentsReceived).toBe(123_456);
  });
});
