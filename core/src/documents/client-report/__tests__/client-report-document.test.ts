import { describe, expect, it } from 'vitest';
import type { ReportPreview } from '../../../api/index.ts';
import { clientReportDocument } from '../client-report-pdf.ts';
import { clientReportSheets } from '../client-report-sheets.ts';
import { reportFacts } from '../report-figures-text.ts';
import { reportFileName } from '../report-file-name.ts';

const REPORT: ReportPreview & { generatedAt: string; generatedBy: string } = {
  type: 'quarterly',
  clientId: 'CL-0001',
  clientName: 'Acme (Pension) Fund',
  period: '2025-Q2',
  title: 'Acme (Pension) Fund: Quarterly Report 2025-Q2',
  summary: {
    casesWithExposure: 1,
    lossRuns: 1,
    fifoNet: 1_000_00,
    lifoNet: 900_00,
    recognizedLoss: null,
    settledCases: 1,
    estimatedRecovery: 200_00,
    holdingsValueUsd: 5000,
  },
  figures: {
    periodStart: '2025-04-01',
    periodEnd: '2025-06-30',
    holdingsAsOf: '2025-06-30',
    holdings: [{ ticker: 'ACME', securityName: 'Acme Inc.', quantity: 100, valueCents: 5_000_00 }],
    trades: ['2025-04', '2025-05', '2025-06'].map((month) => ({
      month,
      buys: 1,
      sells: 0,
      boughtCents: 123_45,
      soldCents: 0,
    })),
    cases: [
      {
        caseId: 'CA-0001',
        caseCaption: 'In re Acme Securities Litigation',
        status: 'settlement',
        outcome: 'recovered',
        fifoNet: 1_000_00,
        lifoNet: 900_00,
        recognizedLoss: null,
        claim: 1_000_00,
        claimFiled: true,
        recovery: 200_00,
      },
    ],
    scorecard: {
      cases: 1,
      lossCents: 1_000_00,
      claimCents: 1_000_00,
      recoveryCents: 200_00,
      recoveryRate: 0.2,
      outcomes: { recovered: 1, pending: 0, dismissed: 0 },
    },
  },
  monitoring: null,
  generatedAt: '2026-01-05T10:00:00.000Z',
  generatedBy: 'staff',
};

const ACME_ROW = {
  caseId: 'CA-0001',
  caseCaption: 'In re Acme Securities Litigation',
  openedOn: '2025-06-03',
  fifoNet: 7_500_000_00,
  lifoNet: 6_000_000_00,
  aboveThreshold: true,
  leadPlaintiffDeadline: '2025-08-04',
};

const MONTHLY: typeof REPORT = {
  ...REPORT,
  type: 'monthly',
  period: '2025-06',
  title: 'Acme (Pension) Fund: Monthly Monitoring Report 2025-06',
  monitoring: {
    monitored: true,
    lossThresholdUsd: 50_000,
    newCases: [ACME_ROW],
    aboveThreshold: [ACME_ROW],
    leadPlaintiffDeadlines: [ACME_ROW],
    claimDeadlines: [],
    payments: [
      {
        settlementName: 'Beta partial settlement',
        caseCaption: 'In re Beta',
        paidOn: '2025-06-12',
        amount: 1_234_56,
        expected: 1_200_00,
      },
    ],
    totals: {
      newCasesFifoNet: 7_500_000_00,
      newCasesLifoNet: 6_000_000_00,
      paymentsReceived: 1_234_56,
    },
  },
};

describe("a client report's files", () => {
  it('should title the PDF and lay out the cases, trades and holdings', () => {
    const doc = clientReportDocument(REPORT, 'Back Office');
    expect(doc.info?.title).toBe(REPORT.title);
    const text = JSON.stringify(doc.content);
    expect(text).toContain('In re Acme Securities Litigation');
    expect(text).toContain('$1,000.00');
    expect(text).toContain('$200.00');
    expect(text).toContain('2025-05');
    expect(text).toContain('ACME');
  });

  it('should leave trades and holdings out of a scorecard', () => {
    const text = JSON.stringify(
      clientReportDocument({ ...REPORT, type: 'scorecard' }, 'B').content,
    );
    expect(text).not.toContain('Trades by month');
    expect(text).toContain('In re Acme Securities Litigation');
  });

  it('should keep money as dollar numbers in the sheets', () => {
    const [cases, trades, holdings] = clientReportSheets(REPORT);
    expect(cases!.rows[0]).toEqual([
      'In re Acme Securities Litigation',
      'CA-0001',
      'Recovered (settled)',
      1000,
      900,
      null,
      1000,
      'Yes',
      200,
    ]);
    expect(trades!.rows).toHaveLength(3);
    expect(trades!.rows[0]).toEqual(['2025-04', 1, 123.45, 0, 0]);
    expect(holdings!.rows[0]).toEqual(['ACME', 'Acme Inc.', 100, 5000]);
  });

  it("should state the report's facts: its period, money, trades and claims", () => {
    expect(reportFacts(REPORT)).toEqual([
      { label: 'Period', value: 'Apr 1, 2025 – Jun 30, 2025' },
      { label: 'Holdings value', value: '$5,000.00' },
      { label: 'Trades in the period', value: '3' },
      { label: 'Cases with losses', value: '1' },
      { label: 'FIFO net loss', value: '$1,000.00' },
      { label: 'Claims filed', value: '1' },
      { label: 'Recoveries (estimated)', value: '$200.00' },
      { label: 'Recovery rate', value: '20.0%' },
    ]);
  });

  it('should total the LIFO loss and count the claims filed under the cases', () => {
    const text = JSON.stringify(clientReportDocument(REPORT, 'B').content);
    expect(text).toContain('$900.00');
    expect(text).toContain('Recoveries are estimated at 20% of the claim');
  });

  it("should lead a monthly report's PDF with its monitoring tables, saying what is empty", () => {
    const text = JSON.stringify(clientReportDocument(MONTHLY, 'B').content);
    expect(text.indexOf('New cases this month where the client is eligible')).toBeLessThan(
      text.indexOf('Losses by case, claims filed and recoveries'),
    );
    expect(text).toContain('$7,500,000.00');
    expect(text).toContain('$6,000,000.00');
    expect(text).toContain('Aug 4, 2025');
    expect(text).toContain('No claim awaits filing.');
    expect(text).toContain('$1,234.56');
    const quarterly = JSON.stringify(clientReportDocument(REPORT, 'B').content);
    expect(quarterly).not.toContain('New cases this month');
  });

  it("should give a monthly report's monitoring tables their own sheets, in dollars", () => {
    const sheets = clientReportSheets(MONTHLY);
    expect(sheets.map((s) => s.name)).toEqual([
      'New cases',
      'Above threshold',
      'Lead-plaintiff deadlines',
      'Claim deadlines',
      'Payments received',
      'Cases',
      'Trades by month',
      'Holdings',
    ]);
    const [newCases] = sheets;
    expect(newCases!.rows).toEqual([
      [
        'In re Acme Securities Litigation',
        new Date('2025-06-03T00:00:00Z'),
        7_500_000,
        6_000_000,
        'Yes',
        new Date('2025-08-04T00:00:00Z'),
      ],
      ['Total', '', 7_500_000, 6_000_000, '', ''],
    ]);
    expect(sheets[4]!.rows.at(-1)).toEqual(['Total', '', '', 1234.56, '']);
    expect(clientReportSheets(REPORT)).toHaveLength(3);
  });

  it("should add the threshold and the month's counts to a monthly report's facts", () => {
    expect(reportFacts(MONTHLY).slice(-4)).toEqual([
      { label: 'Loss threshold', value: '$50,000.00' },
      { label: 'New eligible cases', value: '1' },
      { label: 'Cases above threshold', value: '1' },
      { label: 'Payments received', value: '$1,234.56' },
    ]);
  });

  it('should name the file by client, type and period, safe for any file system', () => {
    expect(reportFileName(REPORT, 'pdf')).toBe('CL-0001-quarterly-2025-Q2.pdf');
  });
});
