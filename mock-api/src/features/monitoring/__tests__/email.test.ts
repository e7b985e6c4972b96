/**
 * Notifications by e-mail, received by a real SMTP server the test starts: an urgent kind goes
 * at once with plain-text and HTML bodies (user text escaped, a link to the record), the others
 * wait for the day's digest (one per user and day), "in the app" sends nothing, a scoped user
 * hears nothing of other clients, and a refusing server leaves the message in the outbox with
 * its error, retried, then failed, while the API goes on answering; what was queued when the
 * server stopped is sent after its restart.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  type Case,
  type LossResult,
  type NotificationChannel,
  type NotificationPreferences,
} from '@backoffice/core/api';
import { startTestApi, type Caller, type TestApi } from '../../../testing/test-api.ts';
import { startTestSmtp, type TestSmtp } from '../../../testing/smtp-server.ts';
import { daysFromToday, finishedRun, notifications, openCase, userId } from './monitoring-calls.ts';

const STAFF = 'sam.staff@example.com';
const VIEWER = 'val.viewer@example.com';
const ADMIN = 'ada.admin@example.com';
const APP = 'http://app.test';
const VIEWERS_CLIENTS = ['CL-0001', 'CL-0002'];

/** Mail goes one message at a time over SMTP: on a busy machine that takes a moment. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

let smtp: TestSmtp;
let api: TestApi;
const logs: string[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  api = await startTestApi(
    {
      MOCK_API_AUTO_RUN_DELAY_MS: '100',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: smtp.user,
      SMTP_PASSWORD: smtp.password,
      SMTP_FROM: 'Back Office <notifications@example.com>',
      // Far from now: the digests go out when the test asks, not by the clock.
      EMAIL_DIGEST_HOUR: String((new Date().getUTCHours() + 12) % 24),
      APP_BASE_URL: `${APP}/`,
    },
    {
      emailSender: { baseDelayMs: 50, maxDelayMs: 200, maxAttempts: 3 },
      logger: pino({ level: 'info' }, sink),
    },
  );
}, 60_000);
afterAll(async () => {
  await smtp.close();
});

async function choose(as: Caller, channels: Partial<Record<string, NotificationChannel>>) {
  const all = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, 'app']));
  const res = await api
    .as(as)
    .put('/api/v1/notification-preferences')
    .send({ channels: { ...all, ...channels } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as NotificationPreferences;
}
const everyKind = (channel: NotificationChannel) =>
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, channel]));

/** A security, class period and a client beyond the viewer's that lost beside CL-0001. */
function whereTwoClientsLost() {
  const lines = api.store.lossResults.all().filter((l: LossResult) => l.fifoNet > 100_00);
  for (const mine of lines.filter((l) => l.clientId === 'CL-0001')) {
    const other = lines.find(
      (l) =>
        l.runId === mine.runId &&
        l.securityId === mine.securityId &&
        !VIEWERS_CLIENTS.includes(l.clientId),
    );
    if (!other) continue;
    const run = api.store.lossRuns.get(mine.runId)!;
    return {
      other: other.clientId,
      body: {
        securityIds: [mine.securityId],
        classPeriodStart: run.classPeriodStart,
        classPeriodEnd: run.classPeriodEnd,
      },
    };
  }
  throw new Error('no security where CL-0001 and another client both lost');
}

async function monitor(clientId: string, ownerIds: string[]) {
  const res = await api
    .as('staff')
    .put(`/api/v1/clients/${clientId}/monitoring`)
    .send({ monitored: true, lossThresholdUsd: 1, ownerIds, contactEmails: [] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const subjects = (address: string) => smtp.to(address).map((m) => m.subject ?? '');
const outboxTo = (address: string) => api.store.emailOutbox.all().filter((e) => e.to === address);

let watched: Case;
let otherClient: string;
const SCRIPT = '<script>alert(1)</script>';

describe('notifications by e-mail', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    const prefs = await choose('staff', everyKind('email'));
    expect(prefs).toMatchObject({ emailAvailable: true, emailAddress: STAFF });
    // The viewer hears of thresholds in the app only, of the rest by e-mail.
    await choose('viewer', { ...everyKind('email'), thresholdCrossed: 'app' });
    const where = whereTwoClientsLost();
    otherClient = where.other;
    await monitor('CL-0001', [userId(api, 'staff')]);
    // The viewer owns the other client's relationship too, but may not see that client.
    await monitor(otherClient, [userId(api, 'staff'), userId(api, 'viewer')]);
    watched = await openCase(api, { ...where.body, caption: `In re ${SCRIPT} Corp.` });
    expect((await finishedRun(api, watched.id)).status).toBe('completed');
  }, 60_000);

  it('should send an urgent kind at once, in plain text and HTML, escaped, linking to the record', async () => {
    await eventually(
      () => subjects(STAFF).filter((s) => s.includes('crossed its loss threshold')).length,
    ).toBe(2);
    const crossed = smtp.to(STAFF).filter((m) => m.subject?.includes('crossed') ?? false);
    for (const m of crossed) {
      expect(m.from?.text).toBe('"Back Office" <notifications@example.com>');
      expect(m.text).toContain(`In re ${SCRIPT} Corp.`);
      expect(m.text).toContain(`${APP}/cases/case/${watched.id}`);
      const html = String(m.html);
      expect(html).not.toContain('<script>');
      expect(html).toContain('In re &lt;script&gt;alert(1)&lt;/script&gt; Corp.');
      expect(html).toContain(`<a href="${APP}/cases/case/${watched.id}">`);
    }
    // Each is also in the app, marked as carried by its e-mail.
    const inApp = await notifications(api, 'staff', {
      kind: 'thresholdCrossed',
      caseId: watched.id,
    });
    expect(inApp.total).toBe(2);
  });

  it('should send nothing for a kind chosen "in the app"', async () => {
    const inApp = await notifications(api, 'viewer', {
      kind: 'thresholdCrossed',
      caseId: watched.id,
    });
    expect(inApp.total).toBe(1);
    expect(subjects(VIEWER).filter((s) => s.includes('crossed'))).toEqual([]);
    expect(outboxTo(VIEWER).filter((e) => e.subject.includes('crossed'))).toEqual([]);
  });

  it("should collect the rest in one digest per user and day, a scoped user's only of their clients", async () => {
    const eligible = { kind: 'newEligibleClient', caseId: watched.id };
    await eventually(async () => (await notifications(api, 'staff', eligible)).total).toBe(2);
    await eventually(async () => (await notifications(api, 'viewer', eligible)).total).toBe(1);
    expect(subjects(STAFF).some((s) => s.includes('is eligible'))).toBe(false);

    const run = await api.as('admin').post('/api/v1/admin/email-digests').send({});
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body).toMatchObject({ day: new Date().toISOString().slice(0, 10) });
    expect((run.body as { queued: number }).queued).toBeGreaterThanOrEqual(2);
    await eventually(() => subjects(STAFF).filter((s) => s.includes('notification')).length).toBe(
      1,
    );
    await eventually(() => subjects(VIEWER).filter((s) => s.includes('notification')).length).toBe(
      1,
    );

    const digest = smtp.to(STAFF).find((m) => m.subject?.includes('notification'))!;
    const eligibleTitles = (await notifications(api, 'staff', eligible)).items.map((n) => n.title);
    for (const title of eligibleTitles) expect(digest.text).toContain(title);
    expect(String(digest.html)).not.toContain('<script>');
    expect(String(digest.html)).toContain(`${APP}/clients/client/CL-0001/monitoring`);

    const viewers = smtp.to(VIEWER);
    const otherName = api.store.clients.get(otherClient)!.name;
    for (const m of viewers) {
      expect(m.text).not.toContain(otherName);
      expect(m.text).not.toContain(otherClient);
    }
    expect(viewers.find((m) => m.subject?.includes('notification'))?.text).toContain(
      `${APP}/clients/client/CL-0001/monitoring`,
    );

    // One digest per user and day: asking again today queues none.
    const again = await api.as('admin').post('/api/v1/admin/email-digests').send({});
    expect(again.body).toMatchObject({ queued: 0 });
    expect((await api.as('staff').post('/api/v1/admin/email-digests').send({})).status).toBe(403);
  });

  it('should keep a refused message in the outbox with its error, retry it, and send it once accepted', async () => {
    let deadlineId = '';
    const row = () =>
      outboxTo(STAFF).find(
        (e) => api.store.notifications.get(e.notificationIds[0]!)?.record.id === deadlineId,
      );
    // What the outbox held each time the server refused: the attempt before, with its error.
    const seenAtRefusal: unknown[] = [];
    let refusals = 2;
    smtp.refuse = (to) => {
      if (to !== STAFF || refusals === 0) return null;
      refusals -= 1;
      const { status, attempts, lastError } = row() ?? {};
      seenAtRefusal.push({ status, attempts, lastError });
      return { code: 451, message: 'Try again later' };
    };
    const res = await api
      .as('staff')
      .post('/api/v1/deadlines')
      .send({ caseId: watched.id, title: `Serve ${SCRIPT}`, dueOn: daysFromToday(-1) });
    expect(res.status).toBe(201);
    deadlineId = (res.body as { id: string }).id;
    await eventually(() => row()?.status).toBe('sent');
    expect(row()).toMatchObject({ attempts: 3, lastError: null });
    expect(seenAtRefusal).toMatchObject([
      { status: 'queued', attempts: 0, lastError: null },
      { status: 'queued', attempts: 1 },
    ]);
    expect((seenAtRefusal[1] as { lastError: string }).lastError).toMatch(/451 Try again later/);
    const sent = smtp.to(STAFF).find((m) => m.subject?.includes('is overdue'))!;
    expect(sent.subject).toBe(`Serve ${SCRIPT} is overdue in In re ${SCRIPT} Corp.`);
    expect(String(sent.html)).toContain('Serve &lt;script&gt;');
    expect(sent.text).toContain(`${APP}/cases/case/${watched.id}/deadlines`);
  });

  it("should e-mail a deadline's reminder to its owner alone, naming the case and the deadline and linking to them", async () => {
    // Staff add the deadline and give it to the viewer; both chose e-mail for every kind.
    const title = `Answer the amended complaint ${String(Date.now())}`;
    const res = await api
      .as('staff')
      .post('/api/v1/deadlines')
      .send({
        caseId: watched.id,
        title,
        dueOn: daysFromToday(0),
        ownerId: userId(api, 'viewer'),
      });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mailed = (address: string) =>
      smtp.to(address).filter((m) => m.subject?.includes(title) ?? false);
    await eventually(() => mailed(VIEWER).length).toBe(1);
    const [reminder] = mailed(VIEWER);
    expect(reminder?.subject).toBe(`${title} is due today in In re ${SCRIPT} Corp.`);
    expect(reminder?.text).toContain(`${APP}/cases/case/${watched.id}/deadlines`);
    expect(reminder?.text).toContain('owner Val Viewer');
    expect(String(reminder?.html)).toContain(
      `<a href="${APP}/cases/case/${watched.id}/deadlines">`,
    );
    expect(String(reminder?.html)).toContain('In re &lt;script&gt;alert(1)&lt;/script&gt; Corp.');
    // In the app too, as the owner's own notification, and to no one else: neither its author
    // nor the other users who chose e-mail hear of a deadline that is not theirs.
    const inApp = await notifications(api, 'viewer', { kind: 'deadlineDue', caseId: watched.id });
    expect(inApp.items.map((n) => n.title)).toContain(reminder?.subject);
    const reminders = api.store.notifications
      .all()
      .filter((n) => n.kind === 'deadlineDue' && n.record.id === (res.body as { id: string }).id);
    expect(reminders.map((n) => n.userId)).toEqual([userId(api, 'viewer')]);
    expect(mailed(STAFF)).toEqual([]);
    expect(outboxTo(STAFF).filter((e) => e.subject.includes(title))).toEqual([]);
    expect(outboxTo(ADMIN).filter((e) => e.subject.includes(title))).toEqual([]);
  });

  it('should mark a message failed with the error after its last attempt, and go on answering', async () => {
    await choose('admin', everyKind('email'));
    smtp.refuse = (to) => (to === ADMIN ? { code: 550, message: 'Mailbox unavailable' } : null);
    // Its lookback is not over: the system's run fails, which the administrators hear of.
    const fresh = await openCase(api, {
      securityIds: ['SE-0001'],
      classPeriodStart: '2026-01-05',
      classPeriodEnd: '2026-10-01',
    });
    expect((await finishedRun(api, fresh.id)).status).toBe('failed');
    const row = () =>
      outboxTo(ADMIN).find(
        (e) => e.subject.includes('failed') && e.subject.includes(fresh.caption),
      );
    await eventually(() => row()?.status).toBe('failed');
    expect(row()).toMatchObject({ attempts: 3 });
    expect(row()?.lastError).toMatch(/550/);
    expect(smtp.to(ADMIN)).toEqual([]);
    expect((await api.as('admin').get('/api/v1/notifications/unread-count')).status).toBe(200);
  });

  it('should log where mail goes and what failed, never the password', () => {
    const all = logs.join('');
    expect(all).toContain('"msg":"e-mail on"');
    expect(all).toContain(`"user":"${smtp.user}"`);
    expect(all).toContain('"msg":"e-mail not sent"');
    expect(all).not.toContain(smtp.password);
  });
});

describe('without an SMTP server configured', () => {
  it('should say e-mail is off, keep e-mail choices in the app, and refuse digests', async () => {
    const plain = await startTestApi();
    const prefs = await plain.as('staff').get('/api/v1/notification-preferences');
    expect(prefs.body).toMatchObject({ emailAvailable: false, emailAddress: null });
    const digests = await plain.as('admin').post('/api/v1/admin/email-digests').send({});
    expect(digests.status).toBe(409);
    expect(plain.store.emailOutbox.size).toBe(0);
  }, 60_000);
});

describe('after a restart', () => {
  it('should send what was left queued in the data file', async () => {
    const env = {
      MOCK_API_DATA_FILE: path.join(
        mkdtempSync(path.join(tmpdir(), 'mock-api-email-')),
        'data.sqlite',
      ),
      SMTP_HOST: '127.0.0.1',
      SMTP_FROM: 'notifications@example.com',
      EMAIL_DIGEST_HOUR: String((new Date().getUTCHours() + 12) % 24),
    };
    // Nothing listens on port 9: the message is tried, refused, and waits a minute.
    const before = await startTestApi(
      { ...env, SMTP_PORT: '9' },
      { emailSender: { baseDelayMs: 60_000 } },
    );
    const prefs = await before
      .as('staff')
      .put('/api/v1/notification-preferences')
      .send({
        channels: everyKind('email'),
      });
    expect(prefs.status).toBe(200);
    const res = await before
      .as('staff')
      .post('/api/v1/deadlines')
      .send({ caseId: 'CA-0002', title: 'File the restart brief', dueOn: daysFromToday(-2) });
    expect(res.status).toBe(201);
    const queued = () =>
      before.store.emailOutbox.all().find((e) => e.subject.includes('File the restart brief'));
    await eventually(() => queued()?.lastError ?? null).toMatch(/ECONNREFUSED/);
    expect(queued()).toMatchObject({ status: 'queued', attempts: 1 });

    const after = await startTestApi({
      ...env,
      SMTP_PORT: String(smtp.port),
      SMTP_USER: smtp.user,
      SMTP_PASSWORD: smtp.password,
    });
    const row = () => after.store.emailOutbox.get(queued()!.id);
    await eventually(() => row()?.status).toBe('sent');
    expect(row()).toMatchObject({ attempts: 2, lastError: null });
    expect(
      smtp.to(STAFF).filter((m) => m.subject?.includes('File the restart brief')),
    ).toHaveLength(1);
  }, 60_000);
});
