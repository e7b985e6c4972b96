/** What every rendering of a report (screen, PDF, workbook) says about a section, in words. */
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format/format.ts';
import { formatPerShare } from '../per-share.ts';
import type { ReportSection } from './report-columns.ts';

export interface Fact {
  label: string;
  value: string;
}

export function sectionFacts(section: ReportSection): Fact[] {
  return [
    {
      label: 'Class period',
      value: `${formatDate(section.classPeriodStart)} – ${formatDate(section.classPeriodEnd)}`,
    },
    { label: 'Disclosure', value: formatDate(section.disclosureDate) },
    {
      label: 'Loss run',
      value: `${section.runId}, finished ${formatDateTime(section.finishedAt)}`,
    },
    { label: 'Lines', value: formatNumber(section.lines.length) },
  ];
}

/** One line per security: `ACME: Mar 1, 2024 – May 29, 2024, M = $12.3456`. */
export function lookbackText(lookback: ReportSection['lookbacks'][number]): string {
  return `${lookback.ticker}: ${formatDate(lookback.start)} – ${formatDate(lookback.end)}, M = ${formatPerShare(lookback.mean)}`;
}
