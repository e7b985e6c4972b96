/**
 * A reviewed report e-mailed to its client's contacts, received by a real SMTP server the test
 * starts: one message per contact with the report as a PDF whose text names the client and the
 * period, the report sent once every copy is; a draft, a client without contacts and a server
 * without e-mail are refused with 409 saying why; a client-scoped user acts only on their
 * clients' reports; a copy refused to the end shows on the report, which stays reviewed.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@backoffice/core/api';
import { startTestApi, type Caller, type TestApi } from '../../../testing/test-api.ts';
import { startTestSmtp, type TestSmtp } from '../../../testing/smtp-server.ts';

const VIEWERS_CLIENTS = ['CL-0001', 'CL-0002'];

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

let smtp: TestSmtp;
let api: TestApi;

beforeAll(async () => {
  smtp = await startTestSmtp();
  api = await startTestApi(
    {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: smtp.user,
      SMTP_PASSWORD: smtp.password,
      SMTP_FROM: 'Back Office <reports@example.com>',
      EMAIL_DIGEST_HOUR: String((new Date().getUTCHours() + 12) % 24),
      // The viewer is given UPDATE and CREATE below: seen at once.
      MOCK_API_ACCESS_CACHE_MS: '0',
    },
    { emailSender: { baseDelayMs: 50, maxDelayMs: 200, maxAttempts: 2 } },
  );
}, 60_000);
afterAll(async () => {
  await smtp.close();
});

interface ErrorBody {
  error: { message: string };
}
const messageOf = (res: { body: unknown }) => (res.body as ErrorBody).error.message;

const send = (id: string, as: Caller = 'staff') =>
  api.as(as).post(`/api/v1/reports/${id}/send`).send();
const reviewedOf = (clientId: string) =>
  api.store.reports.all().find((r) => r.clientId === clientId && r.status === 'reviewed');

/** A client of none of the other tests here, with two contacts and a reviewed report. */
const withTwoContacts = () =>
  api.store.clients
    .all()
    .find(
      (c) =>
        !['CL-0001', 'CL-0004', 'CL-0005', 'CL-0006'].includes(c.id) &&
        c.contacts.length >= 2 &&
        reviewedOf(c.id) !== undefined,
    )!.id;

/** Makes the first `count` of the client's contacts hear of it, and returns their addresses. */
async function contacts(clientId: string, count: number): Promise<string[]> {
  const contactEmails = api.store.clients
    .get(clientId)!
    .contacts.slice(0, count)
    .map((c) => c.email);
  expect(contactEmails).toHaveLength(count);
  const res = await api
    .as('staff')
    .put(`/api/v1/clients/${clientId}/monitoring`)
    .send({ monitored: false, lossThresholdUsd: 0, ownerIds: [], contactEmails });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return contactEmails;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages = await Promise.all(
    Array.from({ length: pdf.numPages }, async (_, i) => {
      const content = await (await pdf.getPage(i + 1)).getTextContent();
      return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    }),
  );
  return pages.join('\n');
}

describe('sending a reviewed report to the client', { timeout: 60_000 }, () => {
  it("should e-mail it to the client's two contacts as a PDF, then mark it sent", async () => {
    const clientId = withTwoContacts();
    const report = reviewedOf(clientId)!;
    const [cfo, counsel] = await contacts(clientId, 2);
    const res = await send(report.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as Report).delivery).toMatchObject({
      requestedBy: 'staff',
      recipients: [
        { to: cfo, status: 'queued' },
        { to: counsel, status: 'queued' },
      ],
    });
    const stored = () => api.store.reports.get(report.id)!;
    await eventually(() => stored().status).toBe('sent');
    expect(stored()).toMatchObject({ sentBy: 'staff', reviewedBy: 'admin' });
    expect(stored().delivery!.recipients.map((r) => r.status)).toEqual(['sent', 'sent']);

    for (const address of [cfo!, counsel!]) {
      const mails = smtp.to(address);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe(report.title);
      expect(mail.text).toContain(`${report.clientName}, period ${report.period}`);
      expect(mail.attachments).toHaveLength(1);
      const pdf = mail.attachments[0]!;
      expect(pdf.contentType).toBe('application/pdf');
      expect(pdf.filename).toBe(`${clientId}-${report.type}-${report.period}.pdf`);
      expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(pdf.content);
      expect(text).toContain(report.clientName);
      expect(text).toContain(report.period);
      expect(text).toContain(report.title);
    }
    // Sent is sent: not again.
    const again = await send(report.id);
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe(
      'The report is sent; it cannot be sent to the client: it was sent already',
    );
    const audit = await api.as('admin').get(`/api/v1/admin/audit?recordId=${report.id}`);
    expect(JSON.stringify(audit.body)).toContain('"action":"emailed"');
  });

  it('should refuse a draft with 409, naming its status', async () => {
    const draft = api.store.reports.all().find((r) => r.status === 'draft')!;
    await contacts(draft.clientId, 1);
    const res = await send(draft.id);
    expect(res.status).toBe(409);
    expect(messageOf(res)).toBe(
      'The report is draft; it cannot be sent to the client: it must be reviewed first',
    );
    expect(api.store.emailOutbox.all().filter((e) => e.reportId === draft.id)).toEqual([]);
  });

  it('should refuse a client without contacts with 409, saying where to add them', async () => {
    const report = reviewedOf('CL-0004')!;
    await contacts('CL-0004', 0);
    const res = await send(report.id);
    expect(res.status).toBe(409);
    const name = api.store.clients.get('CL-0004')!.name;
    expect(messageOf(res)).toBe(
      `${name} has no contacts to send the report to: add their e-mail addresses to the client's monitoring settings`,
    );
  });

  it("should let a client-scoped user send only their clients' reports", async () => {
    const viewer = api.store.users.all().find((u) => u.username === 'viewer')!;
    const grant = await api
      .as('admin')
      .patch(`/api/v1/admin/users/${viewer.id}`)
      .send({ privileges: ['READ', 'CREATE', 'UPDATE'] });
    expect(grant.status).toBe(200);
    const other = reviewedOf('CL-0005')!;
    await contacts('CL-0005', 1);
    expect(VIEWERS_CLIENTS).not.toContain(other.clientId);
    expect((await send(other.id, 'viewer')).status).toBe(404);
    expect(
      (await api.as('viewer').patch(`/api/v1/reports/${other.id}`).send({ status: 'draft' }))
        .status,
    ).toBe(404);
    expect(api.store.reports.get(other.id)).toMatchObject({ status: 'reviewed', delivery: null });

    const mine = reviewedOf('CL-0001')!;
    await contacts('CL-0001', 1);
    expect((await send(mine.id, 'viewer')).status).toBe(200);
    await eventually(() => api.store.reports.get(mine.id)!.status).toBe('sent');
  });

  it('should show a copy the server refused to the end on the report, kept reviewed to send again', async () => {
    const report = reviewedOf('CL-0006')!;
    const [reached, bounced] = await contacts('CL-0006', 2);
    smtp.refuse = (to) => (to === bounced ? { code: 550, message: 'Mailbox unavailable' } : null);
    expect((await send(report.id)).status).toBe(200);
    const stored = () => api.store.reports.get(report.id)!;
    await eventually(() => stored().delivery!.recipients.map((r) => r.status)).toEqual([
      'sent',
      'failed',
    ]);
    expect(stored().status).toBe('reviewed');
    expect(stored().delivery!.recipients[1]!.error).toMatch(/550 Mailbox unavailable/);
    const shown = (await api.as('staff').get(`/api/v1/reports/${report.id}`)).body as Report;
    expect(shown.delivery!.recipients[1]).toMatchObject({ to: bounced, status: 'failed' });

    // Sent again once the address works: only to the contact it missed.
    smtp.refuse = () => null;
    expect((await send(report.id)).status).toBe(200);
    await eventually(() => stored().status).toBe('sent');
    expect(smtp.to(reached!).filter((m) => m.subject === report.title)).toHaveLength(1);
    expect(smtp.to(bounced!).filter((m) => m.subject === report.title)).toHaveLength(1);
  });
});

describe('without an SMTP server configured', () => {
  it('should refuse to send, saying e-mail is off', async () => {
    const plain = await startTestApi();
    const report = plain.store.reports.all().find((r) => r.status === 'reviewed')!;
    const res = await plain.as('staff').post(`/api/v1/reports/${report.id}/send`).send();
    expect(res.status).toBe(409);
    expect(messageOf(res)).toBe(
      'This server sends no e-mail (no SMTP server is configured), so the report cannot be sent',
    );
    expect(plain.store.emailOutbox.size).toBe(0);
  }, 60_000);
});
