import { describe, expect, it } from 'vitest';
import {
  applyReview,
  deliveryDone,
  NEW_REVIEW,
  REPORT_STATUSES,
  REVIEW_MOVES,
  reviewRefusal,
  sendRefusal,
  startDelivery,
  type ReportStatus,
  type ReviewRecord,
} from '../report-review.ts';

const AT = '2026-11-02T10:00:00.000Z';
const LATER = '2026-11-02T10:05:00.000Z';
const at = (status: ReportStatus): ReviewRecord & { clientName: string } => ({
  ...NEW_REVIEW,
  status,
  clientName: 'Acme Pension Fund',
});
const sending = (): ReviewRecord & { clientName: string } => ({
  ...at('reviewed'),
  delivery: startDelivery(at('reviewed'), ['a@example.com', 'b@example.com'], 'staff', AT),
});

describe('the review moves', () => {
  const table: [ReportStatus, ReportStatus, string | null][] = [
    ['draft', 'reviewed', null],
    ['draft', 'sent', 'The report is draft; it cannot be marked sent: it must be reviewed first'],
    ['draft', 'draft', 'The report is already draft'],
    ['reviewed', 'sent', null],
    ['reviewed', 'draft', null],
    ['reviewed', 'reviewed', 'The report is already reviewed'],
    ['sent', 'draft', 'The report is sent; it cannot be marked draft: a sent report stays sent'],
    [
      'sent',
      'reviewed',
      'The report is sent; it cannot be marked reviewed: a sent report stays sent',
    ],
    ['sent', 'sent', 'The report is already sent'],
  ];
  it.each(table)('should answer a move from %s to %s with %j', (from, to, refusal) => {
    expect(reviewRefusal(at(from), to)).toBe(refusal);
    expect(REVIEW_MOVES[from].includes(to)).toBe(refusal === null);
  });

  it('should cover every status', () => {
    expect(Object.keys(REVIEW_MOVES).sort()).toEqual([...REPORT_STATUSES].sort());
  });

  it('should refuse every move while the report is being e-mailed', () => {
    for (const to of REPORT_STATUSES)
      expect(reviewRefusal(sending(), to)).toMatch(/being e-mailed to the client/);
  });

  it('should record who reviewed and when, forget it back at draft, and who sent', () => {
    const reviewed = applyReview(at('draft'), 'reviewed', 'sam', AT);
    expect(reviewed).toMatchObject({ status: 'reviewed', reviewedBy: 'sam', reviewedAt: AT });
    expect(applyReview(reviewed, 'draft', 'ada', LATER)).toMatchObject({
      status: 'draft',
      reviewedBy: null,
      reviewedAt: null,
    });
    expect(applyReview(reviewed, 'sent', 'ada', LATER)).toMatchObject({
      status: 'sent',
      reviewedBy: 'sam',
      sentBy: 'ada',
      sentAt: LATER,
    });
  });
});

describe('sending a report to the client', () => {
  it('should need a reviewed report, e-mail on and contacts, saying which is missing', () => {
    const contacts = ['a@example.com'];
    expect(sendRefusal(at('reviewed'), contacts, true)).toBeNull();
    expect(sendRefusal(at('draft'), contacts, true)).toBe(
      'The report is draft; it cannot be sent to the client: it must be reviewed first',
    );
    expect(sendRefusal(at('sent'), contacts, true)).toMatch(/it was sent already/);
    expect(sendRefusal(at('reviewed'), contacts, false)).toMatch(/no SMTP server is configured/);
    expect(sendRefusal(at('reviewed'), [], true)).toBe(
      "Acme Pension Fund has no contacts to send the report to: add their e-mail addresses to the client's monitoring settings",
    );
    expect(sendRefusal(sending(), contacts, true)).toMatch(/already being e-mailed/);
  });

  it('should make the report sent once every copy is, by whoever asked', () => {
    const one = deliveryDone(sending(), 'a@example.com', { status: 'sent', at: AT, error: null });
    expect(one.status).toBe('reviewed');
    const both = deliveryDone(one, 'b@example.com', { status: 'sent', at: LATER, error: null });
    expect(both).toMatchObject({ status: 'sent', sentAt: LATER, sentBy: 'staff' });
    expect(both.delivery!.recipients.map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('should keep a report reviewed when a copy failed, and send again only to those missed', () => {
    const one = deliveryDone(sending(), 'a@example.com', { status: 'sent', at: AT, error: null });
    const failed = deliveryDone(one, 'b@example.com', {
      status: 'failed',
      at: LATER,
      error: '550 no such user',
    });
    expect(failed.status).toBe('reviewed');
    expect(failed.delivery!.recipients[1]).toMatchObject({
      status: 'failed',
      error: '550 no such user',
    });
    expect(sendRefusal(failed, ['a@example.com', 'b@example.com'], true)).toBeNull();
    const again = startDelivery(failed, ['a@example.com', 'b@example.com'], 'ada', LATER);
    expect(again.recipients.map((r) => [r.to, r.status])).toEqual([
      ['a@example.com', 'sent'],
      ['b@example.com', 'queued'],
    ]);
  });
});
