/**
 * Staff's dockets over HTTP: opened on a case with a federal number (kept in its normal form,
 * judges' initials apart), changed, closed and reopened, related to other dockets, one per
 * court and number, each write in the audit log; bad input named field by field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Docket, ErrorResponse, ListResponse } from '@backoffice/core/api';
import { DOCKET_NUMBER_EXPECTED } from '@backoffice/core/domain';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

let numbers = 0;
/** A number no other test uses (the generated cases' numbers stay below 10000). */
const nextNumber = () => `1:26-cv-${String(70000 + (numbers += 1))}`;

async function open(body: Record<string, unknown>): Promise<Docket> {
  const res = await api
    .as('staff')
    .post('/api/v1/dockets')
    .send({ caseId: 'CA-0002', court: 'S.D.N.Y.', docketNumber: nextNumber(), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Docket;
}

const patch = (id: string, body: Record<string, unknown>) =>
  api.as('staff').patch(`/api/v1/dockets/${id}`).send(body);

const detailsOf = (body: unknown) => (body as ErrorResponse).error.details ?? [];

describe('opening a docket', () => {
  it("should store the number in its normal form with the judges' initials apart", async () => {
    const res = await api.as('staff').post('/api/v1/dockets').send({
      caseId: 'CA-0002',
      court: 'S.D.N.Y.',
      docketNumber: '1:26-CV-17210-ghw-otw',
      judge: 'Hon. Gregory H. Woods',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const docket = res.body as Docket;
    expect(docket).toMatchObject({
      caseId: 'CA-0002',
      caseCaption: api.store.cases.get('CA-0002')!.caption,
      court: 'S.D.N.Y.',
      docketNumber: '1:26-cv-17210',
      judgeInitials: ['GHW', 'OTW'],
      judge: 'Hon. Gregory H. Woods',
      status: 'open',
      closedOn: null,
      relatedDocketIds: [],
      lastFilingOn: null,
      entryCount: 0,
    });
    const read = await api.as('viewer').get(`/api/v1/dockets/${docket.id}`);
    expect(read.body).toEqual(docket);
  });

  it('should let a case have several dockets, related to each other', async () => {
    const mdl = await open({ docketNumber: '1:26-md-03100', caseId: 'CA-0003' });
    const member = await open({ caseId: 'CA-0003', relatedDocketIds: [mdl.id] });
    expect(member.relatedDocketIds).toEqual([mdl.id]);
    const list = await api.as('viewer').get('/api/v1/dockets?caseId=CA-0003&pageSize=100');
    const ids = (list.body as ListResponse<Docket>).items.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining([mdl.id, member.id]));
  });

  it('should refuse the same number in the same court with 409, whatever its form', async () => {
    const first = await open({ court: 'D. Mass.' });
    const again = await api
      .as('staff')
      .post('/api/v1/dockets')
      .send({
        caseId: 'CA-0004',
        court: 'd. mass.',
        docketNumber: `${first.docketNumber.toUpperCase().replace('-0', '-')}-ABC`,
      });
    expect(again.status).toBe(409);
    expect((again.body as ErrorResponse).error.message).toBe(
      `d. mass. docket ${first.docketNumber} is already docket ${first.id} (case CA-0002)`,
    );
    const elsewhere = await open({ court: 'D.N.J.', docketNumber: first.docketNumber });
    expect(elsewhere.docketNumber).toBe(first.docketNumber);
  });

  it('should refuse a malformed number, showing the expected form, and store nothing', async () => {
    const before = api.store.dockets.all().length;
    const res = await api
      .as('staff')
      .post('/api/v1/dockets')
      .send({ caseId: 'CA-0002', court: 'S.D.N.Y.', docketNumber: '26-cv-7210' });
    expect(res.status).toBe(400);
    expect(detailsOf(res.body)).toContainEqual({
      location: 'body',
      field: 'docketNumber',
      message: `${DOCKET_NUMBER_EXPECTED}; got '26-cv-7210'`,
    });
    expect(api.store.dockets.all().length).toBe(before);
  });

  it('should name each missing or malformed field', async () => {
    const res = await api
      .as('staff')
      .post('/api/v1/dockets')
      .send({ court: '', openedOn: '2026-13-01', relatedDocketIds: 'DK-0001', extra: 1 });
    expect(res.status).toBe(400);
    const fields = detailsOf(res.body).map((d) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'caseId',
        'court',
        'docketNumber',
        'openedOn',
        'relatedDocketIds',
        'extra',
      ]),
    );
  });

  it('should refuse an unknown case, unknown related dockets and a closing before opening', async () => {
    const cases = [
      [{ caseId: 'CA-9999' }, 'caseId', "No case 'CA-9999'"],
      [{ relatedDocketIds: ['DK-0001', 'DK-9999'] }, 'relatedDocketIds', 'No docket DK-9999'],
      [
        { openedOn: '2026-03-02', status: 'closed', closedOn: '2026-03-01' },
        'closedOn',
        'A docket closes on or after the day it opened (2026-03-02), not 2026-03-01',
      ],
      [
        { closedOn: '2026-03-01' },
        'closedOn',
        'Only a closed docket has a closing date; this one would be open',
      ],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await api
        .as('staff')
        .post('/api/v1/dockets')
        .send({ caseId: 'CA-0002', court: 'S.D.N.Y.', docketNumber: nextNumber(), ...body });
      expect(res.status, field).toBe(422);
      expect(detailsOf(res.body)).toEqual([{ location: 'body', field, message }]);
    }
  });

  it('should need the CREATE privilege', async () => {
    const res = await api
      .as('viewer')
      .post('/api/v1/dockets')
      .send({ caseId: 'CA-0002', court: 'S.D.N.Y.', docketNumber: nextNumber() });
    expect(res.status).toBe(403);
  });
});

describe('changing a docket', () => {
  it('should close it today, keep the date, and reopen it', async () => {
    const docket = await open({ openedOn: '2026-02-01' });
    const closed = await patch(docket.id, { status: 'closed' });
    expect(closed.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(closed.body).toMatchObject({ status: 'closed', closedOn: today });

    const dated = await patch(docket.id, { closedOn: '2026-09-30' });
    expect(dated.body).toMatchObject({ status: 'closed', closedOn: '2026-09-30' });
    const renamed = await patch(docket.id, { judge: 'Hon. Ann Example' });
    expect(renamed.body).toMatchObject({ closedOn: '2026-09-30', judge: 'Hon. Ann Example' });

    const reopened = await patch(docket.id, { status: 'open' });
    expect(reopened.body).toMatchObject({ status: 'open', closedOn: null });
  });

  it('should take a new number and relations, refusing itself and a clash', async () => {
    const a = await open({});
    const b = await open({});
    const renumbered = await patch(b.id, { docketNumber: '1:26-cv-60001-KPF' });
    expect(renumbered.body).toMatchObject({
      docketNumber: '1:26-cv-60001',
      judgeInitials: ['KPF'],
    });
    const related = await patch(b.id, { relatedDocketIds: [a.id, a.id] });
    expect(related.body).toMatchObject({ relatedDocketIds: [a.id] });

    const self = await patch(b.id, { relatedDocketIds: [b.id] });
    expect(self.status).toBe(422);
    expect(detailsOf(self.body)).toEqual([
      {
        location: 'body',
        field: 'relatedDocketIds',
        message: `A docket cannot be related to itself (${b.id})`,
      },
    ]);
    const clash = await patch(b.id, { docketNumber: a.docketNumber });
    expect(clash.status).toBe(409);
    const bad = await patch(b.id, { docketNumber: '1:26-qq-00001', status: 'done' });
    expect(bad.status).toBe(400);
    expect(detailsOf(bad.body).map((d) => d.field)).toEqual(
      expect.arrayContaining(['docketNumber', 'status']),
    );
    const after = await api.as('viewer').get(`/api/v1/dockets/${b.id}`);
    expect(after.body).toMatchObject({ docketNumber: '1:26-cv-60001', relatedDocketIds: [a.id] });
  });

  it('should answer 404 for a docket that does not exist', async () => {
    expect((await patch('DK-9999', { judge: 'x' })).status).toBe(404);
    expect((await api.as('viewer').get('/api/v1/dockets/DK-9999')).status).toBe(404);
  });

  it('should leave one audit entry per write, with what changed', async () => {
    const docket = await open({ openedOn: '2026-02-01' });
    const closed = await patch(docket.id, { status: 'closed', closedOn: '2026-10-01' });
    expect(closed.status).toBe(200);
    const res = await api
      .as('admin')
      .get(`/api/v1/admin/audit?recordType=docket&recordId=${docket.id}&sort=at:asc`);
    const entries = (res.body as ListResponse<AuditEntry>).items;
    expect(entries.map((e) => [e.operation, e.action, e.actorUsername])).toEqual([
      ['createDocket', 'created', 'staff'],
      ['updateDocket', 'updated', 'staff'],
    ]);
    expect(entries[1]!.before).toEqual({ status: 'open', closedOn: null });
    expect(entries[1]!.after).toEqual({ status: 'closed', closedOn: '2026-10-01' });
  });
});
