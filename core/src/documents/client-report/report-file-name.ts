/** A report's download name: client, type and period, e.g. `CL-0001-quarterly-2025-Q2.pdf`. */
import type { ClientReportData } from './report-figures-text.ts';

export type ReportFileKind = 'pdf' | 'xlsx';

export function reportFileName(report: ClientReportData, kind: ReportFileKind): string {
  const base = `${report.clientId}-${report.type}-${report.period}`.replace(/[^A-Za-z0-9-]+/g, '-');
  return `${base}.${kind}`;
}
