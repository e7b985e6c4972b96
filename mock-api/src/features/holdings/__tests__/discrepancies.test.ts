/**
 * Holding-trade discrepancies over HTTP: the generated breaks are found with their suggested
 * causes, filters by client, custodian and period apply, and a break is marked explained with a
 * note that keeps who and when, by users with UPDATE only, and can then be hidden.
 */
import { errorResponseSchema, type Discrepancy, type ListResponse } from '@backoffice/core/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

const list = async (query = '') => {
  const res = await api.as('admin').get(`/api/v1/discrepancies?pageSize=100&${query}`);
  expect(res.status).toBe(200);
  return res.body as ListResponse<Discrepancy>;
};

describe('the discrepancies list', () => {
  it('should find every deliberate break, with its period, size and the trades involved', async () => {
    const page = await list();
    expect(page.total).toBe(api.store.breaks.length);
    for (const d of page.items) {
      expect(d.difference).toBe((d.holdingQuantity ?? 0) - d.tradeQuantity);
      expect(d.tradeQuantity).toBe(d.startQuantity + d.bought - d.sold);
      for (const id of d.tradeIds)
        expect(api.store.trades.all().some((t) => t.id === id)).toBe(true);
    }
  });

  it('should suggest a transfer for the moved shares and a split for the doubled holding', async () => {
    const { items } = await list();
    const causeOf = (accountId: string, securityId: string) =>
      items.find((d) => d.accountId === accountId && d.securityId === securityId)?.cause?.kind;
    for (const known of api.store.breaks.filter((b) => b.cause)) {
      expect(causeOf(known.accountId, known.securityId)).toBe(known.cause);
    }
    expect(items.some((d) => d.cause?.kind === 'split' && d.cause.ratio === '2:1')).toBe(true);
  });

  it('should filter by client, custodian and period', async () => {
    const { items } = await list();
    const one = items[0]!;
    const byClient = await list(`clientId=${one.clientId}`);
    expect(byClient.items.every((d) => d.clientId === one.clientId)).toBe(true);
    const byCustodian = await list(`custodian=${encodeURIComponent(one.custodian)}`);
    expect(byCustodian.items.every((d) => d.custodian === one.custodian)).toBe(true);
    expect((await list(`from=${one.asOfDate}&to=${one.asOfDate}`)).total).toBe(items.length);
    expect((await list('to=2000-01-01')).total).toBe(0);
    const bad = await api.as('admin').get('/api/v1/discrepancies?from=2025-02-30');
    expect(bad.status).toBe(400);
  });
});

describe('explaining a break', () => {
  it('should keep the note with who and when, and hide explained breaks when asked', async () => {
    const before = await list('explained=false');
    const target = before.items[0]!;
    const res = await api
      .as('staff')
      .put(`/api/v1/discrepancies/${target.id}/explanation`)
      .send({ note: '  Shares moved to the pension account  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: target.id,
      explained: true,
      explanation: { note: 'Shares moved to the pension account', explainedBy: 'staff' },
    });
    expect((await list('explained=false')).items.map((d) => d.id)).not.toContain(target.id);
    expect((await list('explained=true')).items.map((d) => d.id)).toEqual([target.id]);
    expect(api.store.discrepancyNotes.get(target.id)?.explainedBy).toBe('staff');
  });

  it('should refuse an empty note with the field named', async () => {
    const res = await api
      .as('staff')
      .put('/api/v1/discrepancies/DS-0001/explanation')
      .send({ note: '  ' });
    expect(res.status).toBe(400);
    const details = errorResponseSchema.parse(res.body).error.details ?? [];
    expect(details.map((d) => d.field)).toContain('note');
  });

  it('should refuse a user without UPDATE and answer 404 for an unknown break', async () => {
    const viewer = await api
      .as('viewer')
      .put('/api/v1/discrepancies/DS-0001/explanation')
      .send({ note: 'x' });
    expect(viewer.status).toBe(403);
    const none = await api
      .as('staff')
      .put('/api/v1/discrepancies/DS-9999/explanation')
      .send({ note: 'x' });
    expect(none.status).toBe(404);
  });
});
