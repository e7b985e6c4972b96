/**
 * A report's review, as a state machine: generated as a draft, marked reviewed by someone who
 * read it (who and when are kept), then sent to the client, by e-mail to its contacts or marked
 * sent by hand when it went another way. A reviewed report can go back to draft; a sent one stays
 * sent. While an e-mail send is under way nothing else moves it. The API enforces these; the web
 * only offers the moves they allow.
 */

export const REPORT_STATUSES = ['draft', 'reviewed', 'sent'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Readonly<Record<ReportStatus, string>> = {
  draft: 'Draft',
  reviewed: 'Reviewed',
  sent: 'Sent',
};

export const DELIVERY_STATUSES = ['queued', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One contact's copy of an e-mailed report. */
export interface DeliveryRecipient {
  to: string;
  status: DeliveryStatus;
  /** When it was sent, or given up on. */
  at: string | null;
  /** The SMTP server's last answer when it was not sent. */
  error: string | null;
}

export interface ReportDelivery {
  requestedAt: string;
  requestedBy: string;
  recipients: DeliveryRecipient[];
}

/** What the review keeps on a report. */
export interface ReviewRecord {
  status: ReportStatus;
  reviewedAt: string | null;
  reviewedBy: string | null;
  sentAt: string | null;
  sentBy: string | null;
  delivery: ReportDelivery | null;
}

/** A report as generated: a draft no one has reviewed. */
export const NEW_REVIEW = {
  status: 'draft',
  reviewedAt: null,
  reviewedBy: null,
  sentAt: null,
  sentBy: null,
  delivery: null,
} as const satisfies ReviewRecord;

/** The moves from each status, in the order the web offers them. */
export const REVIEW_MOVES: Readonly<Record<ReportStatus, readonly ReportStatus[]>> = {
  draft: ['reviewed'],
  reviewed: ['sent', 'draft'],
  sent: [],
};

export const sendingNow = (r: Pick<ReviewRecord, 'delivery'>) =>
  r.delivery?.recipients.some((x) => x.status === 'queued') ?? false;

const WHY_NOT: Partial<Record<`${ReportStatus}>${ReportStatus}`, string>> = {
  'draft>sent': 'it must be reviewed first',
  'sent>draft': 'a sent report stays sent',
  'sent>reviewed': 'a sent report stays sent',
};

/** Why `to` cannot be set on the report now, naming both statuses; null when it can. */
export function reviewRefusal(r: ReviewRecord, to: ReportStatus): string | null {
  if (sendingNow(r))
    return `The report is being e-mailed to the client; it cannot be marked ${to} until that ends`;
  if (r.status === to) return `The report is already ${to}`;
  if (REVIEW_MOVES[r.status].includes(to)) return null;
  return `The report is ${r.status}; it cannot be marked ${to}: ${WHY_NOT[`${r.status}>${to}`] ?? 'no such move'}`;
}

/** The report after an allowed move by `by` at `at` (check `reviewRefusal` first). */
export function applyReview<T extends ReviewRecord>(
  r: T,
  to: ReportStatus,
  by: string,
  at: string,
): T {
  if (to === 'reviewed') return { ...r, status: to, reviewedAt: at, reviewedBy: by };
  if (to === 'draft')
    return { ...r, status: to, reviewedAt: null, reviewedBy: null, delivery: null };
  return { ...r, status: to, sentAt: at, sentBy: by };
}

/** Why the report cannot be e-mailed to these contacts now; null when it can. */
export function sendRefusal(
  r: ReviewRecord & { clientName: string },
  contacts: readonly string[],
  emailOn: boolean,
): string | null {
  if (sendingNow(r)) return 'The report is already being e-mailed to the client';
  if (r.status !== 'reviewed')
    return `The report is ${r.status}; it cannot be sent to the client: ${
      r.status === 'sent' ? 'it was sent already' : 'it must be reviewed first'
    }`;
  if (!emailOn)
    return 'This server sends no e-mail (no SMTP server is configured), so the report cannot be sent';
  if (contacts.length === 0)
    return `${r.clientName} has no contacts to send the report to: add their e-mail addresses to the client's monitoring settings`;
  return null;
}

/**
 * The delivery a send starts: one copy per contact, except those a failed earlier send of this
 * report already reached, which are kept as sent.
 */
export function startDelivery(
  r: ReviewRecord,
  contacts: readonly string[],
  by: string,
  at: string,
): ReportDelivery {
  const reached = new Map(
    (r.delivery?.recipients ?? []).filter((x) => x.status === 'sent').map((x) => [x.to, x]),
  );
  return {
    requestedAt: at,
    requestedBy: by,
    recipients: contacts.map(
      (to) => reached.get(to) ?? { to, status: 'queued', at: null, error: null },
    ),
  };
}

/**
 * The report after one copy was sent or given up on: once every copy is sent the report is
 * sent, by whoever asked, at the last copy's time. A failure leaves it reviewed, to send again.
 */
export function deliveryDone<T extends ReviewRecord>(
  r: T,
  to: string,
  outcome: { status: 'sent' | 'failed'; at: string; error: string | null },
): T {
  if (!r.delivery) return r;
  const recipients = r.delivery.recipients.map((x) =>
    x.to === to && x.status === 'queued' ? { ...x, ...outcome } : x,
  );
  const delivery = { ...r.delivery, recipients };
  const all = recipients.every((x) => x.status === 'sent');
  if (!all || r.status !== 'reviewed') return { ...r, delivery };
  return { ...r, delivery, status: 'sent', sentAt: outcome.at, sentBy: delivery.requestedBy };
}
