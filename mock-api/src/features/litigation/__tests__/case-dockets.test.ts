/**
 * A case with a court and a docket number has its docket: made when the case is created with
 * them or later given them, one per case and number, so entries can be filed on it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Case, Docket, ListResponse } from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

const newCase = (caption: string, extra: Record<string, unknown> = {}) => ({
  caption,
  court: 'D. Mass.',
  securityIds: ['SE-0001'],
  classPeriodStart: '2024-01-02',
  classPeriodEnd: '2024-06-28',
  ...extra,
});

async function create(body: Record<string, unknown>): Promise<Case> {
  const res = await api.as('staff').post('/api/v1/cases').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Case;
}

async function docketsOf(caseId: string): Promise<Docket[]> {
  const res = await api.as('staff').get(`/api/v1/dockets?caseId=${caseId}`);
  expect(res.status).toBe(200);
  return (res.body as ListResponse<Docket>).items;
}

describe("a case's docket", () => {
  it('should be there for a case created with a court and docket number, and take entries', async () => {
    const c = await create(
      newCase('In re Docketed Corp. Securities Litigation', {
        docketNumber: '1:26-cv-04100',
        judge: 'Hon. Ann Example',
        status: 'filed',
        filedOn: '2026-10-05',
      }),
    );
    const [docket, ...more] = await docketsOf(c.id);
    expect(more).toEqual([]);
    expect(docket).toMatchObject({
      caseId: c.id,
      caseCaption: c.caption,
      court: 'D. Mass.',
      docketNumber: '1:26-cv-04100',
      judge: 'Hon. Ann Example',
      status: 'open',
      openedOn: '2026-10-05',
      lastFilingOn: null,
      entryCount: 0,
    });

    const entry = await api
      .as('staff')
      .post(`/api/v1/dockets/${docket!.id}/entries`)
      .send({ filedOn: '2026-10-05', documentType: 'complaint', description: 'Complaint' });
    expect(entry.status).toBe(201);
    const after = await api.as('staff').get(`/api/v1/dockets/${docket!.id}`);
    expect(after.body).toMatchObject({ entryCount: 1, lastFilingOn: '2026-10-05' });
  });

  it('should have none while the case has no docket number', async () => {
    const c = await create(newCase('In re Undocketed Inc. Securities Litigation'));
    expect(await docketsOf(c.id)).toEqual([]);
  });

  it('should be made when a case is edited to gain a docket number, and not again on the next edit', async () => {
    const c = await create(newCase('In re Later Filed Co. Securities Litigation'));
    const filed = await api
      .as('staff')
      .patch(`/api/v1/cases/${c.id}`)
      .send({ status: 'filed', filedOn: '2026-10-20', docketNumber: '1:26-cv-04200' });
    expect(filed.status).toBe(200);
    const [docket, ...more] = await docketsOf(c.id);
    expect(more).toEqual([]);
    expect(docket).toMatchObject({ docketNumber: '1:26-cv-04200', openedOn: '2026-10-20' });

    const renamed = await api
      .as('staff')
      .patch(`/api/v1/cases/${c.id}`)
      .send({ caption: 'In re Later Filed Co. Sec. Litig.', docketNumber: '1:26-cv-04200' });
    expect(renamed.status).toBe(200);
    const again = await docketsOf(c.id);
    expect(again.map((d) => d.id)).toEqual([docket!.id]);
    expect(again[0]!.caseCaption).toBe('In re Later Filed Co. Sec. Litig.');
  });

  it('should make nothing when the case is refused', async () => {
    const before = api.store.dockets.all().length;
    const res = await api
      .as('staff')
      .post('/api/v1/cases')
      .send(
        newCase('In re Backwards Docket', {
          docketNumber: '1:26-cv-04300',
          classPeriodEnd: '2023-01-01',
        }),
      );
    expect(res.status).toBe(422);
    expect(api.store.dockets.all().length).toBe(before);
  });

  it('should go with a case deleted before anything was filed on it', async () => {
    const c = await create(newCase('In re Mistaken Entry Co.', { docketNumber: '1:26-cv-04400' }));
    expect(await docketsOf(c.id)).toHaveLength(1);
    const res = await api.as('admin').delete(`/api/v1/cases/${c.id}`);
    expect(res.status).toBe(204);
    expect(api.store.dockets.all().filter((d) => d.caseId === c.id)).toEqual([]);
  });
});
