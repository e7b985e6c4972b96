/**
 * The Loss Report's address: `/lossReport/case-<id>` and `/lossReport/client-<id>` show a
 * report; `/lossReport`, `/lossReport/case` and `/lossReport/client` ask which one. Anything
 * else is named back to the user as not a report.
 */
import { LOSS_REPORT_KINDS, type LossReportKind, lossReportParams } from '@backoffice/core/api';

export type ReportPage =
  | { view: 'pick'; kind: LossReportKind | null }
  | { view: 'report'; kind: LossReportKind; id: string }
  | { view: 'invalid'; subPage: string };

const isKind = (text: string): text is LossReportKind =>
  (LOSS_REPORT_KINDS as readonly string[]).includes(text);

export function parseReportPage(subPage: string | undefined): ReportPage {
  if (!subPage) return { view: 'pick', kind: null };
  if (isKind(subPage)) return { view: 'pick', kind: subPage };
  const dash = subPage.indexOf('-');
  const kind = subPage.slice(0, dash);
  const id = subPage.slice(dash + 1);
  if (dash > 0 && isKind(kind) && lossReportParams.safeParse({ kind, id }).success) {
    return { view: 'report', kind, id };
  }
  return { view: 'invalid', subPage };
}

export function reportSubPage(kind: LossReportKind, id: string): string {
  return `${kind}-${id}`;
}

/** `loss-report-case-CA-0001-2024-05-01.pdf` */
export function reportFileName(
  report: { kind: LossReportKind; id: string },
  isoDate: string,
  extension: 'pdf' | 'xlsx',
): string {
  const id = report.id.replace(/[^A-Za-z0-9_-]+/g, '-');
  return `loss-report-${report.kind}-${id}-${isoDate}.${extension}`;
}
