/**
 * Inside a write: a reviewed report e-mailed to its client's contacts. One message per contact
 * still to reach (core's `startDelivery` keeps those an earlier send reached), each carrying the
 * report as a PDF made when it is sent; the report records the delivery, and each copy's fate
 * when the sender knows it (`reportCopyDone`), the last one making the report sent.
 */
import { PRODUCT_NAME } from '@backoffice/core';
import type { Report } from '@backoffice/core/api';
import { reportFacts, reportFileName } from '@backoffice/core/documents';
import { deliveryDone, startDelivery } from '@backoffice/core/domain';
import type { StoredEmail } from '../../store/email-outbox.ts';
import type { Store } from '../../store/store.ts';
import { escapeHtml, oneLine, type EmailBody } from './email-bodies.ts';

/** What the message says beside the attachment: the report's title, client, period and facts. */
export function reportEmailBody(report: Report): EmailBody {
  const facts = reportFacts(report);
  const intro = `Please find attached ${report.title} for ${report.clientName}, period ${report.period}.`;
  const file = `The report is attached as ${reportFileName(report, 'pdf')}.`;
  return {
    subject: oneLine(report.title),
    text: [
      intro,
      '',
      ...facts.map((f) => `${f.label}: ${f.value}`),
      '',
      file,
      '',
      PRODUCT_NAME,
      '',
    ].join('\n'),
    html: [
      '<!doctype html>',
      `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(report.title)}</title></head>`,
      '<body style="font-family:sans-serif">',
      `<p>${escapeHtml(intro)}</p>`,
      '<table>',
      ...facts.map(
        (f) =>
          `<tr><th align="left">${escapeHtml(f.label)}</th><td>${escapeHtml(f.value)}</td></tr>`,
      ),
      '</table>',
      `<p>${escapeHtml(file)}</p>`,
      `<p style="color:#555;font-size:small">${escapeHtml(PRODUCT_NAME)}</p>`,
      '</body></html>',
    ].join(''),
  };
}

/** Starts the delivery of `report` to `contacts`, asked by `by` (check `sendRefusal` first). */
export function queueReportEmails(
  store: Store,
  report: Report,
  contacts: readonly string[],
  by: string,
  now: Date,
): Report {
  const at = now.toISOString();
  const delivery = startDelivery(report, contacts, by, at);
  const body = reportEmailBody(report);
  for (const r of delivery.recipients.filter((x) => x.status === 'queued')) {
    store.emailOutbox.put({
      id: store.emailOutbox.nextId(),
      key: `report:${report.id}:${at}:${r.to}`,
      userId: null,
      to: r.to,
      ...body,
      notificationIds: [],
      reportId: report.id,
      status: 'queued',
      attempts: 0,
      lastError: null,
      nextAttemptAt: at,
      createdAt: at,
      sentAt: null,
    });
  }
  return store.reports.put({ ...report, delivery });
}

/** Records on its report the fate of a report's copy that was sent or given up on. */
export function reportCopyDone(store: Store, email: StoredEmail, now: Date): void {
  if (email.reportId === null || email.status === 'queued') return;
  const report = store.reports.get(email.reportId);
  if (!report) return;
  const at = now.toISOString();
  store.reports.put(
    deliveryDone(report, email.to, { status: email.status, at, error: email.lastError }),
  );
}
