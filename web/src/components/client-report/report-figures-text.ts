/**
 * What a client report says, as text and numbers shared by the screen, the PDF and the workbook,
 * so the three never disagree: its facts, and the labels of its parts.
 */
import type { ReportPreview } from '@backoffice/core/api';
import { formatCents, formatDate, formatNumber } from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';

export type ClientReportData = ReportPreview & { generatedAt?: string; generatedBy?: string };

export const OUTCOME_LABELS = {
  recovered: 'Recovered (settled)',
  pending: 'Pending',
  dismissed: 'Dismissed',
} as const;

export const percent = (rate: number | null): string =>
  rate === null ? '—' : `${(rate * 100).toFixed(1)}%`;

export interface Fact {
  label: string;
  value: string;
}

export function reportFacts(report: ClientReportData): Fact[] {
  const { figures, summary } = report;
  const trades = figures.trades.reduce((n, t) => n + t.buys + t.sells, 0);
  return [
    {
      label: 'Period',
      value: `${formatDate(figures.periodStart)} – ${formatDate(figures.periodEnd)}`,
    },
    { label: 'Holdings value', value: formatCents(summary.holdingsValueUsd * 100) },
    { label: 'Trades in the period', value: formatNumber(trades) },
    { label: 'Cases with losses', value: formatNumber(figures.cases.length) },
    { label: 'FIFO net loss', value: formatCents(summary.fifoNet) },
    {
      label: 'Claims filed',
      value: formatNumber(figures.cases.filter((c) => c.claimFiled).length),
    },
    { label: 'Recoveries (estimated)', value: formatCents(figures.scorecard.recoveryCents) },
    { label: 'Recovery rate', value: percent(figures.scorecard.recoveryRate) },
  ];
}

export const typeLabel = (type: ReportPreview['type']): string =>
  type === 'scorecard' ? 'Scorecard' : `${humanize(type)} report`;

export const RECOVERY_NOTE =
  'Recoveries are estimated at 20% of the claim in settled cases until the distribution is known; losses come from the latest completed loss run of each case.';
