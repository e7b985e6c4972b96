/**
 * Writes: bad bodies are refused with 400 naming each field, business rules with 409 or 422,
 * and a refused write changes nothing at all.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, type Case } from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { declaredStatuses } from './declared.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ MOCK_API_BODY_LIMIT_BYTES: '2000' });
});

const fieldsOf = (body: unknown) =>
  errorResponseSchema
    .parse(body)
    .error.details?.map((d) => d.field)
    .sort();
const snapshot = (c: Case | undefined) => JSON.stringify(c);

/** A staff PATCH of a case that a rule refuses: 422, and the case is as it was. */
async function refusedCaseChange(id: string, body: object) {
  const before = snapshot(api.store.cases.get(id));
  const res = await api.as('staff').patch(`/api/v1/cases/${id}`).send(body);
  expect(res.status).toBe(422);
  expect(snapshot(api.store.cases.get(id))).toBe(before);
  return res;
}

/** A staff POST of a case that a rule refuses: 422, and no case is added. */
async function refusedNewCase(body: object) {
  const count = api.store.cases.all().length;
  const res = await api.as('staff').post('/api/v1/cases').send(body);
  expect(res.status).toBe(422);
  expect(api.store.cases.all().length).toBe(count);
  return res;
}

describe('a body that breaks the schema', () => {
  it('should be refused with 400 naming each bad field, and change nothing', async () => {
    const before = snapshot(api.store.cases.get('CA-0001'));
    const res = await api
      .as('staff')
      .patch('/api/v1/cases/CA-0001')
      .send({ caption: '', status: 'won', securityIds: [], dog: 'yes', owner: 'me' });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['caption', 'dog', 'owner', 'securityIds', 'status']);
    expect(snapshot(api.store.cases.get('CA-0001'))).toBe(before);
  });

  it('should name nested fields', async () => {
    const res = await api
      .as('staff')
      .post('/api/v1/clients')
      .send({
        name: 'Nested Fund',
        type: 'foundation',
        contacts: [{ name: 'A', title: '', email: 'not-mail', phone: '', primary: true }],
      });
    expect(fieldsOf(res.body)).toEqual(['contacts.0.email']);
    expect(api.store.clients.all().some((c) => c.name === 'Nested Fund')).toBe(false);
  });

  it('should refuse a body that is not JSON with 400', async () => {
    const res = await api
      .as('staff')
      .post('/api/v1/news')
      .set('Content-Type', 'application/json')
      .send('{"title":');
    expect(res.status).toBe(400);
    expect(errorResponseSchema.parse(res.body).error.code).toBe('invalid_request');
  });

  it('should refuse a body that is too large with 413', async () => {
    const res = await api
      .as('staff')
      .post('/api/v1/news')
      .send({ title: 'x', body: 'y'.repeat(5000) });
    expect(res.status).toBe(413);
    expect(errorResponseSchema.parse(res.body).error.code).toBe('payload_too_large');
  });
});

describe('a write that breaks a business rule', () => {
  it('should not move a case backwards (422), and change nothing', async () => {
    const settled = api.store.cases.all().find((c) => c.status === 'settlement')!;
    const res = await refusedCaseChange(settled.id, { status: 'filed', caption: 'Renamed' });
    expect(fieldsOf(res.body)).toEqual(['status']);
  });

  it('should refuse a class period that ends before it starts (422), and change nothing', async () => {
    const res = await refusedNewCase({
      caption: 'In re Backwards Inc.',
      court: 'D. Del.',
      securityIds: ['SE-0001'],
      classPeriodStart: '2024-05-01',
      classPeriodEnd: '2024-01-01',
    });
    expect(errorResponseSchema.parse(res.body).error.code).toBe('unprocessable');
    expect(fieldsOf(res.body)).toEqual(['classPeriodEnd']);
  });

  it('should refuse a change that ends the class period before its stored start (422)', async () => {
    const res = await refusedCaseChange('CA-0002', {
      classPeriodEnd: '2019-12-31',
      caption: 'Renamed',
    });
    expect(fieldsOf(res.body)).toEqual(['classPeriodEnd']);
  });

  it('should refuse a case on a security that does not exist (422)', async () => {
    await refusedNewCase({
      caption: 'In re Nowhere',
      court: 'D. Del.',
      securityIds: ['SE-9999'],
      classPeriodStart: '2024-01-01',
      classPeriodEnd: '2024-05-01',
    });
  });

  it('should refuse a duplicate docket number in the same court (409)', async () => {
    const existing = api.store.cases.all().find((c) => c.docketNumber)!;
    const res = await api.as('staff').post('/api/v1/cases').send({
      caption: 'In re Copy',
      court: existing.court,
      docketNumber: existing.docketNumber,
      securityIds: existing.securityIds,
      classPeriodStart: '2024-01-01',
      classPeriodEnd: '2024-05-01',
    });
    expect(res.status).toBe(409);
  });

  it('should refuse a duplicate CUSIP (409) and a duplicate client name (409)', async () => {
    const s = api.store.securities.get('SE-0001')!;
    const security = await api.as('staff').post('/api/v1/securities').send({
      cusip: s.cusip,
      isin: s.isin,
      ticker: 'ZZZZ',
      name: 'Copy',
      exchange: 'NYSE',
      country: 'US',
      currency: 'USD',
    });
    expect(security.status).toBe(409);
    const client = await api
      .as('staff')
      .post('/api/v1/clients')
      .send({ name: api.store.clients.get('CL-0001')!.name, type: 'foundation' });
    expect(client.status).toBe(409);
  });

  it('should refuse a CUSIP with a wrong check digit (400)', async () => {
    const res = await api.as('staff').post('/api/v1/securities').send({
      cusip: '037833101',
      isin: 'US0378331005',
      ticker: 'BAD',
      name: 'Typo Inc.',
      exchange: 'NYSE',
      country: 'US',
      currency: 'USD',
    });
    expect(fieldsOf(res.body)).toEqual(['cusip']);
  });

  it('should not delete a case that has dockets (409, as the document says)', async () => {
    const res = await api.as('admin').delete(`/api/v1/cases/${api.store.dockets.all()[0]!.caseId}`);
    expect(res.status).toBe(409);
    expect(declaredStatuses('deleteCase')).toContain(409);
  });

  it('should refuse news addressed to a client that does not exist (422, as the document says)', async () => {
    const count = api.store.news.all().length;
    const res = await api
      .as('staff')
      .post('/api/v1/news')
      .send({
        title: 'To nobody',
        body: 'b',
        audience: 'selected_clients',
        clientIds: ['CL-9999'],
        publishDate: '2026-11-01',
      });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['clientIds']);
    expect(declaredStatuses('createNews')).toContain(422);
    expect(api.store.news.all().length).toBe(count);
  });

  it('should not let an administrator remove their own admin role or delete themselves (422)', async () => {
    const admin = api.store.users.all().find((u) => u.username === 'admin')!;
    const demote = await api
      .as('admin')
      .patch(`/api/v1/admin/users/${admin.id}`)
      .send({ roles: ['ROLE_USER'] });
    expect(demote.status).toBe(422);
    expect((await api.as('admin').delete(`/api/v1/admin/users/${admin.id}`)).status).toBe(422);
    expect(api.store.users.get(admin.id)!.roles).toContain('ROLE_ADMIN');
  });

  it('should ingest a staged file once, then refuse (409)', async () => {
    const staged = api.store.ingestionFiles.all().find((f) => f.status === 'staged')!;
    expect((await api.as('admin').post(`/api/v1/ingestion/files/${staged.id}/ingest`)).status).toBe(
      200,
    );
    expect((await api.as('admin').post(`/api/v1/ingestion/files/${staged.id}/ingest`)).status).toBe(
      409,
    );
    expect(api.store.ingestionFiles.get(staged.id)!.status).toBe('ingested');
  });

  it('should count a skipped file as missing in the tracker, and a restaged one as received', async () => {
    const staged = api.store.ingestionFiles
      .all()
      .find((f) => f.status === 'staged' && f.kind === 'cash')!;
    const entry = () =>
      api.store.tracker
        .all()
        .find(
          (t) =>
            t.clientId === staged.clientId &&
            t.custodian === staged.custodian &&
            t.kind === 'cash' &&
            t.period === staged.period,
        )!;
    expect(entry().fileId).toBe(staged.id);
    await api
      .as('admin')
      .post(`/api/v1/ingestion/files/${staged.id}/skip`)
      .send({ reason: 'Wrong layout' });
    expect(entry()).toMatchObject({ status: 'missing', fileId: null });
    await api.as('admin').post(`/api/v1/ingestion/files/${staged.id}/restage`);
    expect(entry()).toMatchObject({ status: 'received', fileId: staged.id });
  });

  it('should answer 404 for a change to a record that does not exist', async () => {
    const res = await api.as('staff').patch('/api/v1/news/NW-9999').send({ title: 'x' });
    expect(res.status).toBe(404);
  });
});

describe('a write that succeeds', () => {
  it('should be visible to the next read, with fresh audit stamps', async () => {
    const created = await api
      .as('staff')
      .post('/api/v1/news')
      .send({ title: 'Fresh', body: 'b', audience: 'internal', publishDate: '2026-11-02' });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const changed = await api.as('staff').patch(`/api/v1/news/${id}`).send({ status: 'published' });
    expect(changed.body).toMatchObject({
      id,
      title: 'Fresh',
      status: 'published',
      author: 'Sam Staff',
    });
    const read = await api.as('viewer').get(`/api/v1/news/${id}`);
    expect(read.body).toEqual(changed.body);
  });

  it("should start a new case's status history and add each status change to it", async () => {
    const created = await api
      .as('staff')
      .post('/api/v1/cases')
      .send({
        caption: 'In re History Corp. Securities Litigation',
        court: 'D. Del.',
        securityIds: ['SE-0001'],
        classPeriodStart: '2024-01-02',
        classPeriodEnd: '2024-05-01',
      });
    const id = (created.body as Case).id;
    const started = (created.body as Case).statusHistory;
    expect(started.map((s) => [s.status, s.by])).toEqual([['investigation', 'staff']]);
    expect(Date.parse(started[0]!.on)).not.toBeNaN();
    await api.as('staff').patch(`/api/v1/cases/${id}`).send({ caption: 'In re History Inc.' });
    const moved = await api.as('admin').patch(`/api/v1/cases/${id}`).send({ status: 'filed' });
    expect((moved.body as Case).statusHistory.map((s) => [s.status, s.by])).toEqual([
      ['investigation', 'staff'],
      ['filed', 'admin'],
    ]);
    const forged = await api.as('staff').patch(`/api/v1/cases/${id}`).send({ statusHistory: [] });
    expect(forged.status).toBe(400);
  });

  it("should show a case's new caption on its dockets and motions", async () => {
    const docket = api.store.dockets.all()[0]!;
    await api
      .as('staff')
      .patch(`/api/v1/cases/${docket.caseId}`)
      .send({ caption: 'In re Renamed Corp. Securities Litigation' });
    const res = await api.as('viewer').get(`/api/v1/dockets/${docket.id}`);
    expect(res.body).toMatchObject({ caseCaption: 'In re Renamed Corp. Securities Litigation' });
  });
});
