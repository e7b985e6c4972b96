/**
 * The audit log over HTTP: every write of the contract leaves exactly one entry naming who,
 * what, which record, before and after; a refused write leaves none; a record's history is
 * read as the record is, so a client-scoped user cannot read another client's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUDITED_WRITES,
  apiUrl,
  auditEntrySchema,
  endpoints,
  type AuditEntry,
  type WriteEndpointId,
} from '@backoffice/core/api';
import type { DemoUser } from '@backoffice/core/testing';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { CALLS } from '../../../__tests__/calls.ts';
import { sampleOf, tradesCsv, uploadFile } from '../../ingestion/__tests__/sample-files.ts';

let api: TestApi;
beforeAll(async () => {
  // E-mail on, so sending a report to the client is a write to audit; nothing listens there.
  api = await startTestApi({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '9',
    SMTP_FROM: 'notifications@example.com',
  });
}, 30_000);

const audited = Object.entries(AUDITED_WRITES).filter(([, a]) => a !== null) as [
  WriteEndpointId,
  NonNullable<(typeof AUDITED_WRITES)[WriteEndpointId]>,
][];

const entriesOf = (body: unknown) =>
  (body as { items: unknown[] }).items.map((e) => auditEntrySchema.parse(e));

/** The newest entries of the whole log, and how many there are. */
async function log(): Promise<{ total: number; items: AuditEntry[] }> {
  const res = await api.as('admin').get('/api/v1/admin/audit?pageSize=100&sort=at:desc');
  expect(res.status).toBe(200);
  return { total: (res.body as { total: number }).total, items: entriesOf(res.body) };
}

async function userIdOf(who: DemoUser): Promise<string> {
  const res = await api.as(who).get('/api/v1/profile');
  return (res.body as { user: { userId: string } }).user.userId;
}

async function send(
  id: WriteEndpointId,
  spec: Awaited<ReturnType<(typeof CALLS)[WriteEndpointId]>>,
) {
  const endpoint = endpoints[id];
  const method = endpoint.method.toLowerCase() as 'post' | 'patch' | 'put' | 'delete';
  return api
    .as(spec.as)
    [method](apiUrl(endpoint, spec.params, spec.query))
    .send(spec.body as object);
}

describe('every write of the contract', () => {
  it.each(audited)(
    '%s should leave exactly one entry with who, what, before and after',
    async (id, expected) => {
      const spec = await CALLS[id](api);
      const was = await log();
      const res = await send(id, spec);
      expect(res.status, JSON.stringify(res.body)).toBe(endpoints[id].status);
      const now = await log();
      expect(now.total).toBe(was.total + 1);
      const seen = new Set(was.items.map((e) => e.id));
      const fresh = now.items.filter((e) => !seen.has(e.id));
      expect(fresh).toHaveLength(1);
      const entry = fresh[0]!;
      expect(entry.operation).toBe(id);
      expect(entry.recordType).toBe(expected.record);
      expect(entry.requestId ?? 'none').not.toBe('');
      if (spec.as !== 'anonymous') {
        expect(entry.actorId).toBe(await userIdOf(spec.as));
        expect(entry.actorUsername).toBe(spec.as);
      }
      // A 13-F import is a record of its own; a price import is recorded on its security.
      const madeRecord =
        ['created', 'uploaded'].includes(entry.action) || entry.recordType === 'filingImport';
      if (madeRecord) {
        expect(entry.before).toBeNull();
        expect(entry.after).not.toBeNull();
      } else if (entry.action === 'imported') {
        // The record is unchanged; the rows loaded into it are counted.
        expect([entry.before, entry.after]).toEqual([null, null]);
        expect(entry.related.length).toBeGreaterThan(0);
      } else if (entry.action === 'deleted') {
        expect(entry.before).not.toBeNull();
        expect(entry.after).toBeNull();
      } else {
        expect(entry.before).not.toBeNull();
        expect(entry.after).not.toBeNull();
      }
      if (expected.action === 'updated' && id !== 'updateUser') {
        // An edit keeps the fields it changed, not the whole record.
        expect(Object.keys(entry.after ?? {}).length).toBeLessThan(6);
      }
      const createdId = (res.body as { id?: unknown } | undefined)?.id;
      // A profile is its user's: its id is theirs (so are their notification choices).
      const recordId =
        expected.record === 'profile' || expected.record === 'notificationPreferences'
          ? entry.actorId
          : expected.parent
            ? createdId
            : (spec.params?.id ?? createdId);
      // Marking all read names the first notification it marked and counts the others.
      if (id === 'readAllNotifications') expect(entry.recordId).toMatch(/^NT-/);
      else expect(entry.recordId).toBe(recordId);
    },
  );

  it.each(audited.filter(([id]) => id !== 'uploadIngestionFile'))(
    '%s should leave no entry when it is refused',
    async (id) => {
      const endpoint = endpoints[id];
      const was = await log();
      const spec = await CALLS[id](api);
      const setupEntries = (await log()).total - was.total;
      const params = 'params' in endpoint ? { ...spec.params, id: 'ZZ-9999' } : undefined;
      const body = 'params' in endpoint ? spec.body : { unexpected: true };
      const res = await send(id, { ...spec, params, body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect((await log()).total).toBe(was.total + setupEntries);
    },
  );
});

describe('an entry', () => {
  it('should count the rows an ingestion added, never copy them', async () => {
    const upload = await uploadFile(api, 'audit.csv', tradesCsv(sampleOf(api), 400));
    expect(upload.status).toBe(201);
    const id = (upload.body as { id: string }).id;
    expect((await api.as('admin').post(`/api/v1/ingestion/files/${id}/ingest`)).status).toBe(200);
    const entry = (await log()).items.find((e) => e.operation === 'ingestFile')!;
    expect(entry.recordId).toBe(id);
    const trades = entry.related.find((r) => r.rows === 'trades');
    expect(trades?.created).toBeGreaterThan(300);
    expect(JSON.stringify(entry).length).toBeLessThan(8_000);
  });

  it('should keep only the fields an edit changed', async () => {
    const res = await api
      .as('staff')
      .patch('/api/v1/cases/CA-0002')
      .send({ caption: 'In re Audited Holdings Litigation' });
    expect(res.status).toBe(200);
    const history = await api.as('staff').get('/api/v1/history/case/CA-0002');
    expect(history.status).toBe(200);
    const [entry] = entriesOf(history.body);
    expect(entry?.after).toEqual({ caption: 'In re Audited Holdings Litigation' });
    expect(Object.keys(entry?.before ?? {})).toEqual(['caption']);
    expect(entry?.actorName).toBe('Sam Staff');
  });

  it('should be filtered by who, record, kind and time', async () => {
    const staffId = await userIdOf('staff');
    await api
      .as('staff')
      .patch('/api/v1/cases/CA-0003')
      .send({ caption: 'In re Filtered Litigation' });
    const today = new Date().toISOString().slice(0, 10);
    const res = await api
      .as('admin')
      .get(
        `/api/v1/admin/audit?actorId=${staffId}&recordType=case&recordId=CA-0003&action=updated&from=${today}&to=${today}`,
      );
    expect(res.status).toBe(200);
    const items = entriesOf(res.body);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((e) => e.actorId === staffId && e.recordId === 'CA-0003')).toBe(true);
  });

  it('should list user changes from the directory in the same log', async () => {
    // A user of its own: privileges are read per call, and the demo users' serve the other tests.
    const made = await api
      .as('admin')
      .post('/api/v1/admin/users')
      .send({
        username: 'audited',
        password: 'initial password',
        displayName: 'Audited User',
        email: 'audited@example.com',
        roles: ['ROLE_USER'],
        privileges: ['READ', 'CREATE'],
      });
    expect(made.status).toBe(201);
    const target = (made.body as { id: string }).id;
    await api
      .as('admin')
      .patch(`/api/v1/admin/users/${target}`)
      .send({ privileges: ['READ'] });
    const res = await api.as('admin').get(`/api/v1/history/user/${target}`);
    expect(res.status).toBe(200);
    const [entry] = entriesOf(res.body);
    expect(entry?.recordType).toBe('user');
    expect(entry?.actorName).toBe('Ada Admin');
    expect(entry?.after).toHaveProperty('privileges', ['READ']);
  });
});

describe("a record's history", () => {
  const viewerClients = () => {
    const scoped = api.store.users.all().find((u) => u.username === 'viewer')!.clientNames;
    const clients = api.store.clients.all();
    return {
      own: clients.find((c) => scoped.includes(c.name))!,
      other: clients.find((c) => !scoped.includes(c.name))!,
    };
  };

  it("should be readable by a client-scoped user for their own client's record", async () => {
    const { own } = viewerClients();
    await api.as('staff').patch(`/api/v1/clients/${own.id}`).send({ notes: 'Audited note' });
    const res = await api.as('viewer').get(`/api/v1/history/client/${own.id}`);
    expect(res.status).toBe(200);
    expect(entriesOf(res.body)[0]?.recordId).toBe(own.id);
  });

  it("should be refused to a client-scoped user for another client's record", async () => {
    const { other } = viewerClients();
    await api.as('staff').patch(`/api/v1/clients/${other.id}`).send({ notes: 'Not yours' });
    const account = api.store.accounts.all().find((a) => a.clientId === other.id)!;
    await api.as('staff').patch(`/api/v1/accounts/${account.id}`).send({ name: 'Renamed account' });
    for (const path of [`client/${other.id}`, `account/${account.id}`]) {
      const res = await api.as('viewer').get(`/api/v1/history/${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it("should keep a deleted record's history from other clients' users", async () => {
    const { other } = viewerClients();
    const made = await api
      .as('staff')
      .post('/api/v1/clients')
      .send({ name: 'Gone Fund', type: 'foundation' });
    const id = (made.body as { id: string }).id;
    expect((await api.as('admin').delete(`/api/v1/clients/${id}`)).status).toBe(204);
    expect((await api.as('admin').get(`/api/v1/history/client/${id}`)).status).toBe(200);
    expect((await api.as('viewer').get(`/api/v1/history/client/${id}`)).status).toBe(404);
    expect(other.id).not.toBe(id);
  });

  it('should be for administrators alone on the whole log', async () => {
    expect((await api.as('staff').get('/api/v1/admin/audit')).status).toBe(403);
  });
});
