/**
 * Notifications over HTTP: a monitored client's threshold crossed by a case's automatic run
 * tells its relationship owner and the users limited to it, once; newly eligible clients, a
 * lead-plaintiff deadline near on that case, a deadline overdue, a failed run and late
 * custodian files each tell whom they concern; the list convention and its filters, client
 * scope, marking read one and all, and each user's channel per kind.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Case, Notification, NotificationPreferences } from '@backoffice/core/api';
import type { Caller } from '../../../testing/test-api.ts';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import * as helpers from './monitoring-calls.ts';
import { daysFromToday } from './monitoring-calls.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ MOCK_API_AUTO_RUN_DELAY_MS: '100' });
}, 60_000);

const userId = (username: string) => helpers.userId(api, username);
const notifications = (as: Caller, query: Record<string, string> = {}) =>
  helpers.notifications(api, as, query);
const unread = async (as: Caller) =>
  ((await api.as(as).get('/api/v1/notifications/unread-count')).body as { unread: number }).unread;
const whereViewersClientLost = () => helpers.whereViewersClientLost(api);
const openCase = (body: object) => helpers.openCase(api, body);
const finishedRun = (caseId: string) => helpers.finishedRun(api, caseId);

let watched: Case;

describe('notifications', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    const monitoring = await api
      .as('staff')
      .put('/api/v1/clients/CL-0001/monitoring')
      .send({
        monitored: true,
        lossThresholdUsd: 1,
        ownerIds: [userId('staff')],
        contactEmails: [],
      });
    expect(monitoring.status).toBe(200);
    watched = await openCase(whereViewersClientLost());
    expect((await finishedRun(watched.id)).status).toBe('completed');
  }, 60_000);

  it("should tell the owner and the client's own users that it crossed its threshold", async () => {
    const query = { kind: 'thresholdCrossed', caseId: watched.id };
    await expect.poll(async () => (await notifications('staff', query)).total).toBe(1);
    const [told] = (await notifications('staff', query)).items;
    expect(told).toMatchObject({
      kind: 'thresholdCrossed',
      caseId: watched.id,
      clientId: 'CL-0001',
      record: { type: 'case', id: watched.id },
      readAt: null,
    });
    expect(told!.title).toMatch(/crossed its loss threshold/);
    expect((await notifications('viewer', query)).total).toBe(1);
    // The administrator neither owns the client nor is limited to it.
    expect((await notifications('admin', query)).total).toBe(0);
  });

  it('should tell of clients newly eligible, to whom they concern only', async () => {
    await expect
      .poll(async () =>
        (await notifications('staff', { kind: 'newEligibleClient', caseId: watched.id })).items.map(
          (n) => n.clientId,
        ),
      )
      .toEqual(['CL-0001']);
    const viewers = await notifications('viewer', {
      kind: 'newEligibleClient',
      caseId: watched.id,
    });
    expect(viewers.items.every((n) => n.clientId === 'CL-0001' || n.clientId === 'CL-0002')).toBe(
      true,
    );
  });

  it('should not tell the same event twice when the case runs again unchanged', async () => {
    const before = (await notifications('staff')).total;
    const again = await api.as('staff').post('/api/v1/loss-runs').send({ caseId: watched.id });
    expect(again.status).toBe(201);
    await finishedRun(watched.id);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(
      (await notifications('staff', { kind: 'thresholdCrossed', caseId: watched.id })).total,
    ).toBe(1);
    expect((await notifications('staff')).total).toBe(before);
  });

  it('should warn of a lead-plaintiff deadline within 14 days where a client is above its threshold', async () => {
    // Motions are due 60 days after the notice: 50 days ago makes them due in about 10.
    const res = await api
      .as('staff')
      .post('/api/v1/deadlines')
      .send({
        caseId: watched.id,
        ruleId: 'pslra-lead-plaintiff-motion',
        trigger: { kind: 'event', event: 'notice published', date: daysFromToday(-50) },
      });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const query = { kind: 'leadPlaintiffDeadline', caseId: watched.id };
    await expect.poll(async () => (await notifications('viewer', query)).total).toBe(1);
    expect((await notifications('viewer', query)).items[0]).toMatchObject({ clientId: 'CL-0001' });
  });

  it("should tell a deadline's owner it is overdue", async () => {
    const res = await api
      .as('staff')
      .post('/api/v1/deadlines')
      .send({ caseId: 'CA-0002', title: 'Serve the amended complaint', dueOn: daysFromToday(-1) });
    expect(res.status).toBe(201);
    const id = (res.body as { id: string }).id;
    await expect
      .poll(
        async () =>
          (await notifications('staff', { kind: 'deadlineDue' })).items.find(
            (n) => n.record.id === id,
          )?.title,
      )
      .toMatch(/Serve the amended complaint is overdue/);
  });

  it('should tell the administrators of a run the system started that failed', async () => {
    // Its lookback is not over: there are no closes yet, and the run fails saying so.
    const fresh = await openCase({
      securityIds: ['SE-0001'],
      classPeriodStart: '2026-01-05',
      classPeriodEnd: '2026-10-01',
    });
    const run = await finishedRun(fresh.id);
    expect(run).toMatchObject({ status: 'failed', createdBy: 'system' });
    await expect
      .poll(
        async () =>
          (await notifications('admin', { kind: 'jobFailed', caseId: fresh.id })).items[0]?.record,
      )
      .toEqual({ type: 'lossRun', id: run.id });
  });

  it("should tell a client's users of its late custodian files, and show a scoped user only theirs", async () => {
    const late = api.store.tracker
      .all()
      .filter((t) => t.status === 'late' && ['CL-0001', 'CL-0002'].includes(t.clientId));
    expect(late.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await notifications('viewer', { kind: 'custodianFileLate' })).total)
      .toBe(late.length);
    const all = await notifications('viewer');
    expect(
      all.items.every((n) => n.clientId === null || ['CL-0001', 'CL-0002'].includes(n.clientId)),
    ).toBe(true);
    expect((await notifications('viewer', { clientId: 'CL-0006' })).total).toBe(0);
  });

  it('should mark one read, then all, and filter by read', async () => {
    const count = await unread('viewer');
    expect(count).toBeGreaterThan(1);
    const [first] = (await notifications('viewer', { read: 'false' })).items;
    const read = await api.as('viewer').post(`/api/v1/notifications/${first!.id}/read`);
    expect(read.status).toBe(200);
    expect((read.body as Notification).readAt).not.toBeNull();
    expect(await unread('viewer')).toBe(count - 1);
    expect((await notifications('viewer', { read: 'true' })).items.map((n) => n.id)).toEqual([
      first!.id,
    ]);
    // Someone else's notification is not there for them.
    expect((await api.as('admin').post(`/api/v1/notifications/${first!.id}/read`)).status).toBe(
      404,
    );
    const all = await api.as('viewer').post('/api/v1/notifications/read-all').send({});
    expect(all.body).toEqual({ marked: count - 1 });
    expect(await unread('viewer')).toBe(0);
    expect((await api.as('viewer').get('/api/v1/notifications?read=maybe')).status).toBe(400);
  });

  it('should let each user choose per kind, and tell nothing of a kind they turned off', async () => {
    const prefs = await api.as('staff').get('/api/v1/notification-preferences');
    expect(prefs.body).toMatchObject({
      channels: { thresholdCrossed: 'app', custodianFileLate: 'app' },
      emailAvailable: false,
    });
    const channels = {
      ...(prefs.body as NotificationPreferences).channels,
      thresholdCrossed: 'none',
    };
    const saved = await api.as('staff').put('/api/v1/notification-preferences').send({ channels });
    expect((saved.body as NotificationPreferences).channels.thresholdCrossed).toBe('none');
    expect(
      (
        await api
          .as('staff')
          .put('/api/v1/notification-preferences')
          .send({ channels: { thresholdCrossed: 'pager' } })
      ).status,
    ).toBe(400);
    const second = await openCase(whereViewersClientLost());
    await finishedRun(second.id);
    await expect
      .poll(
        async () =>
          (await notifications('viewer', { kind: 'thresholdCrossed', caseId: second.id })).total,
      )
      .toBe(1);
    expect(
      (await notifications('staff', { kind: 'thresholdCrossed', caseId: second.id })).total,
    ).toBe(0);
  });
});
