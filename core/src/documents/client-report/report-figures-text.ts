/**
 * What a client report says, as text shared by the screen, the PDF and the workbook, so the
 * three never disagree: its facts. The figures and the words for its parts are core's
 * (domain/reports), as the API computes them.
 */
import type { ReportPreview } from '../../api/index.ts';
import { caseTotals, tradeCount } from '../../domain/index.ts';
import { formatCents, formatDate, formatNumber, formatRate } from '../format.ts';
import { monitoringFacts } from './report-monitoring.ts';

export type ClientReportData = ReportPreview & { generatedAt?: string; generatedBy?: string };

export interface Fact {
  label: string;
  value: string;
}

export function reportFacts(report: ClientReportData): Fact[] {
  const { figures, summary } = report;
  return [
    {
      label: 'Period',
      value: `${formatDate(figures.periodStart)} – ${formatDate(figures.periodEnd)}`,
    },
    { label: 'Holdings value', value: formatCents(summary.holdingsValueUsd * 100) },
    { label: 'Trades in the period', value: formatNumber(tradeCount(figures.trades)) },
    { label: 'Cases with losses', value: formatNumber(figures.cases.length) },
    { label: 'FIFO net loss', value: formatCents(summary.fifoNet) },
    { label: 'Claims filed', value: formatNumber(caseTotals(figures.cases).claimsFiled) },
    { label: 'Recoveries (estimated)', value: formatCents(figures.scorecard.recoveryCents) },
    { label: 'Recovery rate', value: formatRate(figures.scorecard.recoveryRate) },
    ...(report.monitoring ? monitoringFacts(report.monitoring) : []),
  ];
}
