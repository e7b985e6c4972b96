/**
 * A settlement's reminders over HTTP: its claim deadline 30 and again 7 days ahead, to each
 * client's people while that client's claim is not filed, each told once however often the
 * sweep runs; a deficient claim's cure deadline within 7 days. The demo viewer is limited to two
 * clients: they hear of those, and only of those.
 */
import type { Claim, ListResponse, Notification, Settlement } from '@backoffice/core/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { settlementBody } from './settlement-body.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);

const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function toldOf(settlementId: string, kind: Notification['kind']) {
  const res = await api.as('viewer').get('/api/v1/notifications').query({ kind, pageSize: 100 });
  expect(res.status).toBe(200);
  return (res.body as ListResponse<Notification>).items.filter((n) => n.record.id === settlementId);
}

describe('claim reminders', { timeout: 60_000 }, () => {
  it('should tell of the claim deadline at 30 and 7 days, once each, and of a cure deadline', async () => {
    const created = await api
      .as('staff')
      .post('/api/v1/settlements')
      .send(
        settlementBody(api.store, {
          name: 'Reminded settlement',
          claimDeadline: daysFromToday(20),
        }),
      );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const s = created.body as Settlement;
    const claims = await api
      .as('viewer')
      .get('/api/v1/claims')
      .query({ settlementId: s.id, pageSize: 100 });
    const theirs = (claims.body as ListResponse<Claim>).items;
    expect(theirs.length).toBeGreaterThan(0);
    const clients = theirs.map((c) => c.clientId).sort();

    await expect
      .poll(async () => (await toldOf(s.id, 'claimDeadline')).map((n) => n.clientId).sort())
      .toEqual(clients);
    const [first] = await toldOf(s.id, 'claimDeadline');
    expect(first).toMatchObject({ caseId: s.caseId, record: { type: 'settlement', id: s.id } });
    expect(first!.title).toBe('Claim deadline in 20 days for Reminded settlement');

    // Five days to go: the 7-day reminder; the 30-day ones are not told again by the sweeps
    // the writes start.
    const moved = await api
      .as('staff')
      .patch(`/api/v1/settlements/${s.id}`)
      .send({ claimDeadline: daysFromToday(5) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const sevenDay = async () =>
      (await toldOf(s.id, 'claimDeadline')).filter((n) => n.title.includes('in 5 days'));
    await expect
      .poll(async () => (await sevenDay()).map((n) => n.clientId).sort())
      .toEqual(clients);
    expect(await toldOf(s.id, 'claimDeadline')).toHaveLength(2 * clients.length);

    // A claim filed, then found deficient with a cure deadline in 3 days.
    const claim = theirs[0]!;
    const filed = await api
      .as('staff')
      .put(`/api/v1/claims/${claim.id}/status`)
      .send({ status: 'filed', filedOn: daysFromToday(-1), claimNumber: 'EP-9' });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const deficient = await api
      .as('staff')
      .put(`/api/v1/claims/${claim.id}/status`)
      .send({ status: 'deficient', reason: 'No broker statement', cureBy: daysFromToday(3) });
    expect(deficient.status, JSON.stringify(deficient.body)).toBe(200);
    await expect
      .poll(async () => (await toldOf(s.id, 'claimDeficiencyCure')).map((n) => n.title))
      .toEqual([expect.stringMatching(/must be cured in 3 days$/)]);
    expect(await toldOf(s.id, 'claimDeadline')).toHaveLength(2 * clients.length);
    // The administrator neither owns these clients nor is limited to them.
    const admin = await api
      .as('admin')
      .get('/api/v1/notifications')
      .query({ kind: 'claimDeadline' });
    expect((admin.body as ListResponse<Notification>).total).toBe(0);
  });
});
