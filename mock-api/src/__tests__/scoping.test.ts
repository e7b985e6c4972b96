/**
 * client_NAMES scoping: a user whose claim names clients sees only those clients' data, on
 * every endpoint, and may not write records of other clients. The demo `viewer` is limited to
 * the first two clients; a scoped writer is added to a copy of the users file for the writes.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse } from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { loadConfig } from '../config.ts';

const VIEWER_CLIENTS = ['CL-0001', 'CL-0002'];
let api: TestApi;
let scopedToken: string;

beforeAll(async () => {
  // A staff member (READ, CREATE, UPDATE) limited to one client, with the staff password.
  const shipped = loadConfig({}).usersFile;
  const file = JSON.parse(readFileSync(shipped, 'utf8')) as { users: Record<string, unknown>[] };
  const staff = file.users.find((u) => u.username === 'staff')!;
  file.users.push({
    ...staff,
    sub: '0b7d4c1e-2f7a-4d6b-9a51-6c1f2b3d4e5f',
    username: 'scoped',
    client_NAMES: ['Northwind Teachers Retirement System'],
  });
  const usersFile = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-')), 'users.json');
  writeFileSync(usersFile, JSON.stringify(file));
  api = await startTestApi({ MOCK_API_USERS_FILE: usersFile });
  const res = await request(api.app)
    .post('/api/v1/login')
    .send({ data: { username: 'scoped', password: 'staff' } });
  scopedToken = String(res.headers.authorization);
});

async function all<T>(pathname: string): Promise<ListResponse<T>> {
  const res = await api
    .as('viewer')
    .get(`/api/v1${pathname}${pathname.includes('?') ? '&' : '?'}pageSize=100`);
  expect(res.status, pathname).toBe(200);
  return res.body as ListResponse<T>;
}

/** A news item the admin addresses to one of the viewer's clients and to one other client. */
async function sharedNews(title: string): Promise<string> {
  const res = await api
    .as('admin')
    .post('/api/v1/news')
    .send({
      title,
      body: 'For two clients',
      audience: 'selected_clients',
      clientIds: ['CL-0001', 'CL-0003'],
      publishDate: '2026-11-01',
    });
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

describe('what a client-scoped user sees', () => {
  it.each([
    ['/clients', (r: { id: string }) => r.id],
    ['/accounts', (r: { clientId: string }) => r.clientId],
    ['/trades', (r: { clientId: string }) => r.clientId],
    ['/holdings', (r: { clientId: string }) => r.clientId],
    ['/discrepancies', (r: { clientId: string }) => r.clientId],
    ['/loss-runs/LR-0001/results', (r: { clientId: string }) => r.clientId],
    ['/reports', (r: { clientId: string }) => r.clientId],
    ['/ingestion/files', (r: { clientId: string }) => r.clientId],
    ['/ingestion/tracker', (r: { clientId: string }) => r.clientId],
  ] as const)(
    '%s should list only their clients’ rows',
    async (pathname, clientOf: (row: never) => string) => {
      const page = await all<never>(pathname);
      expect(page.items.every((row) => VIEWER_CLIENTS.includes(clientOf(row)))).toBe(true);
    },
  );

  it('should see every trade of their clients and no other', async () => {
    const page = await all('/trades');
    expect(page.total).toBe(
      api.store.trades.all().filter((t) => VIEWER_CLIENTS.includes(t.clientId)).length,
    );
    expect(page.total).toBeGreaterThan(0);
  });

  it('should see news for all clients and for theirs, not news for other clients only', async () => {
    const page = await all<{ audience: string; clientIds: string[] }>('/news');
    for (const item of page.items) {
      if (item.audience === 'selected_clients')
        expect(item.clientIds.some((id) => VIEWER_CLIENTS.includes(id))).toBe(true);
    }
  });

  it('should see of a news item’s addressees only their own clients', async () => {
    const id = await sharedNews('Shared with another client');
    const own = await api.as('viewer').get(`/api/v1/news/${id}`);
    expect(own.status).toBe(200);
    expect((own.body as { clientIds: string[] }).clientIds).toEqual(['CL-0001']);
    const byOther = await all<{ id: string }>('/news?clientIds=CL-0003');
    expect(byOther.items.map((item) => item.id)).not.toContain(id);
    const admin = await api.as('admin').get(`/api/v1/news/${id}`);
    expect((admin.body as { clientIds: string[] }).clientIds).toEqual(['CL-0001', 'CL-0003']);
  });

  it('should get 404 for other clients’ records', async () => {
    const other = (row: { clientId: string }) => !VIEWER_CLIENTS.includes(row.clientId);
    const paths = [
      '/clients/CL-0003',
      `/accounts/${api.store.accounts.all().find(other)!.id}`,
      `/trades/${api.store.trades.all().find(other)!.id}`,
      `/holdings/${api.store.holdings.all().find(other)!.id}`,
      `/reports/${api.store.reports.all().find(other)!.id}`,
      '/loss-reports/client/CL-0003',
      `/ingestion/files/${api.store.ingestionFiles.all().find(other)!.id}`,
    ];
    for (const pathname of paths) {
      expect((await api.as('viewer').get(`/api/v1${pathname}`)).status, pathname).toBe(404);
      expect((await api.as('staff').get(`/api/v1${pathname}`)).status, pathname).toBe(200);
    }
  });

  it('should still see shared data: cases, securities, 13-F filings', async () => {
    expect((await all('/cases')).total).toBe(api.store.cases.all().length);
    expect((await all('/securities')).total).toBe(api.store.securities.all().length);
    expect((await all('/13f/filers')).total).toBe(api.store.filers.all().length);
  });

  it.each(['/calendar/events', '/dockets', '/motions', '/13f/holdings'])(
    '%s should be shared: the same rows as an unscoped user sees',
    async (pathname) => {
      const unscoped = await api.as('staff').get(`/api/v1${pathname}?pageSize=100`);
      expect(await all(pathname)).toEqual(unscoped.body);
    },
  );

  it('should see the same 13-F loss estimates, marked as clients only for their own', async () => {
    const unscoped = await api.as('staff').get('/api/v1/13f/losses?pageSize=100');
    const scoped = await all<{ id: string; filerId: string; isClient: boolean }>('/13f/losses');
    const strip = (rows: { id: string; isClient: boolean }[]) =>
      rows.map((row) => ({ ...row, isClient: null }));
    expect(strip(scoped.items)).toEqual(strip((unscoped.body as typeof scoped).items));
    for (const row of scoped.items.filter((r) => r.isClient)) {
      expect(VIEWER_CLIENTS).toContain(api.store.filers.get(row.filerId)!.clientId);
    }
  });

  it('should see 13-F positions marked as a client only for their own clients', async () => {
    const linked = api.store.filers.all().filter((f) => f.clientId !== null);
    const own = linked.find((f) => VIEWER_CLIENTS.includes(f.clientId!));
    const other = linked.find((f) => !VIEWER_CLIENTS.includes(f.clientId!));
    expect(own && other).toBeTruthy();
    for (const [filer, marked] of [
      [own!, true],
      [other!, false],
    ] as const) {
      const path = `/13f/positions?filerId=${filer.id}&period=${filer.latestPeriod}`;
      const scoped = await all<{ id: string; isClient: boolean }>(path);
      const unscoped = (await api.as('staff').get(`/api/v1${path}&pageSize=100`))
        .body as typeof scoped;
      expect(scoped.total).toBeGreaterThan(0);
      expect(scoped.items.map((p) => p.id)).toEqual(unscoped.items.map((p) => p.id));
      expect(unscoped.items.every((p) => p.isClient)).toBe(true);
      expect(scoped.items.every((p) => p.isClient === marked)).toBe(true);
    }
  });

  it('should see which 13-F filers are clients only for their own clients', async () => {
    const linked = api.store.filers.all().filter((f) => f.clientId !== null);
    const others = linked.filter((f) => !VIEWER_CLIENTS.includes(f.clientId!));
    expect(others.length).toBeGreaterThan(0);
    const page = await all<{ clientId: string | null }>('/13f/filers');
    expect(
      page.items.every((f) => f.clientId === null || VIEWER_CLIENTS.includes(f.clientId)),
    ).toBe(true);
    expect(page.items.filter((f) => f.clientId !== null).length).toBe(
      linked.length - others.length,
    );
    const one = await api.as('viewer').get(`/api/v1/13f/filers/${others[0]!.id}`);
    expect(one.body).toMatchObject({ id: others[0]!.id, clientId: null });
    const byClient = await all(`/13f/filers?clientId=${others[0]!.clientId!}`);
    expect(byClient.total).toBe(0);
  });
});

describe('what a client-scoped user may write', () => {
  const send = (method: 'post' | 'patch', pathname: string, body: object) =>
    request(api.app)[method](`/api/v1${pathname}`).set('Authorization', scopedToken).send(body);

  it('should not create an account for another client', async () => {
    const other = api.store.clients.get('CL-0003')!;
    const res = await send('post', '/accounts', {
      clientId: other.id,
      custodian: other.custodians[0],
      accountNumber: 'SCOPE-1',
      name: 'x',
      currency: 'USD',
    });
    expect(res.status).toBe(422);
  });

  it('should create one for their own client', async () => {
    const own = api.store.clients.get('CL-0001')!;
    const res = await send('post', '/accounts', {
      clientId: own.id,
      custodian: own.custodians[0],
      accountNumber: 'SCOPE-2',
      name: 'x',
      currency: 'USD',
    });
    expect(res.status).toBe(201);
  });

  it('should not create a client outside their list', async () => {
    const res = await send('post', '/clients', { name: 'Someone Else Fund', type: 'foundation' });
    expect(res.status).toBe(403);
  });

  it('should not address news to other clients', async () => {
    const res = await send('post', '/news', {
      title: 't',
      body: 'b',
      audience: 'selected_clients',
      clientIds: ['CL-0001', 'CL-0003'],
      publishDate: '2026-11-01',
    });
    expect(res.status).toBe(422);
  });

  it('should keep the addressees they cannot see when editing a shared news item', async () => {
    const id = await sharedNews('Before the edit');
    const retitled = await send('patch', `/news/${id}`, { title: 'After the edit' });
    expect(retitled.status).toBe(200);
    expect((retitled.body as { clientIds: string[] }).clientIds).toEqual(['CL-0001']);
    const readdressed = await send('patch', `/news/${id}`, { clientIds: ['CL-0001'] });
    expect(readdressed.status).toBe(200);
    expect(JSON.stringify(readdressed.body)).not.toContain('CL-0003');
    const admin = await api.as('admin').get(`/api/v1/news/${id}`);
    expect(admin.body).toMatchObject({
      title: 'After the edit',
      clientIds: expect.arrayContaining(['CL-0001', 'CL-0003']) as string[],
    });
  });

  it('should start a loss run, which covers every client but shows them only their own', async () => {
    const res = await send('post', '/loss-runs', { caseId: 'CA-0003' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ caseId: 'CA-0003', status: 'queued', createdBy: 'scoped' });
  });
});
