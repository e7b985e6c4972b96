import { describe, expect, it } from 'vitest';
import type { ReportPreview } from '@backoffice/core/api';
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
  generatedAt: '2026-01-05T10:00:00.000Z',
  generatedBy: 'staff',
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

  it('should name the file by client, type and period, safe for any file system', () => {
    expect(reportFileName(REPORT, 'pdf')).toBe('CL-0001-quarterly-2025-Q2.pdf');
  });
});
