/**
 * A client report as workbook sheets (pure; written by lib/workbook): a monthly report's
 * monitoring tables first, then the cases with claims and recoveries, the trades by month and
 * the holdings. Money in dollars to the cent, as numbers.
 */
import { OUTCOME_LABELS } from '../../domain/index.ts';
import { sheetColumn as col, type SheetSpec } from '../sheet-spec.ts';
import type { ClientReportData } from './report-figures-text.ts';
import { monitoringTables } from './report-monitoring.ts';

const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);

export function clientReportSheets(report: ClientReportData): SheetSpec[] {
  const { figures } = report;
  const preface = [report.title, `${report.clientName} (${report.clientId}), ${report.period}`];
  const monitoring = report.monitoring ? monitoringTables(report.monitoring) : [];
  return [
    ...monitoring.map((t): SheetSpec => ({
      name: t.sheet,
      preface: [...preface, t.title],
      columns: t.columns.map((c) => col(c.label, c.format, c.width)),
      rows: [...t.rows, ...(t.footer ? [t.footer] : [])].map((r) => r.map((c) => c.value)),
    })),
    {
      name: 'Cases',
      preface,
      columns: [
        col('Case', 'text', 48),
        col('Case ID', 'text', 10),
        col('Outcome', 'text', 20),
        col('FIFO net loss', 'money', 16),
        col('LIFO net loss', 'money', 16),
        col('Recognized loss', 'money', 16),
        col('Claim', 'money', 16),
        col('Claim filed', 'text', 12),
        col('Recovery', 'money', 16),
      ],
      rows: figures.cases.map((c) => [
        c.caseCaption,
        c.caseId,
        OUTCOME_LABELS[c.outcome],
        dollars(c.fifoNet),
        dollars(c.lifoNet),
        dollars(c.recognizedLoss),
        dollars(c.claim),
        c.claimFiled ? 'Yes' : 'No',
        dollars(c.recovery),
      ]),
    },
    {
      name: 'Trades by month',
      preface,
      columns: [
        col('Month', 'text', 10),
        col('Buys', 'shares', 8),
        col('Bought', 'money', 18),
        col('Sells', 'shares', 8),
        col('Sold', 'money', 18),
      ],
      rows: figures.trades.map((t) => [
        t.month,
        t.buys,
        dollars(t.boughtCents),
        t.sells,
        dollars(t.soldCents),
      ]),
    },
    {
      name: 'Holdings',
      preface: [...preface, `As of ${figures.holdingsAsOf ?? 'no snapshot'}`],
      columns: [
        col('Ticker', 'text', 10),
        col('Security', 'text', 40),
        col('Quantity', 'shares', 14),
        col('Value', 'money', 18),
      ],
      rows: figures.holdings.map((h) => [
        h.ticker,
        h.securityName,
        h.quantity,
        dollars(h.valueCents),
      ]),
    },
  ];
}
