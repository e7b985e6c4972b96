/**
 * A client's monitoring settings over HTTP: the defaults before anyone saves them, a save kept
 * whole and in the client's history, 422 for owners who are no active users and contacts who
 * are not the client's, 400 for a malformed body, UPDATE needed, client scope, and a restart.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  ClientMonitoring,
  ErrorResponse,
  ListResponse,
} from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let api: TestApi;
const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-monitoring-')), 'data.sqlite');
beforeAll(async () => {
  api = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
}, 60_000);

const userId = (username: string) => api.store.users.all().find((u) => u.username === username)!.id;
const fieldsOf = (body: unknown) =>
  ((body as ErrorResponse).error.details ?? []).map((d) => d.field);
const settings = (over: Partial<ClientMonitoring> = {}) => ({
  monitored: true,
  lossThresholdUsd: 250_000,
  ownerIds: [userId('staff')],
  contactEmails: [],
  ...over,
});
const put = (id: string, body: object) =>
  api.as('staff').put(`/api/v1/clients/${id}/monitoring`).send(body);

describe("a client's monitoring settings", () => {
  it('should show a client nobody set up as not monitored', async () => {
    const res = await api.as('staff').get('/api/v1/clients/CL-0005/monitoring');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: 'CL-0005',
      clientName: api.store.clients.get('CL-0005')!.name,
      monitored: false,
      lossThresholdUsd: 0,
      ownerIds: [],
      ownerNames: [],
      contactEmails: [],
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('should keep what staff save, with the owners named, and record it in the history', async () => {
    const contact = api.store.clients.get('CL-0006')!.contacts[0]!.email;
    const res = await put('CL-0006', settings({ contactEmails: [contact] }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: 'CL-0006',
      monitored: true,
      lossThresholdUsd: 250_000,
      ownerIds: [userId('staff')],
      ownerNames: ['Sam Staff'],
      contactEmails: [contact],
      updatedBy: 'staff',
    });
    expect((await api.as('admin').get('/api/v1/clients/CL-0006/monitoring')).body).toEqual(
      res.body,
    );
    const history = await api.as('staff').get('/api/v1/history/clientMonitoring/CL-0006');
    expect(history.status).toBe(200);
    const [entry] = (history.body as ListResponse<AuditEntry>).items;
    // The first save creates the settings: before it the client had only the defaults.
    expect(entry).toMatchObject({
      action: 'created',
      recordId: 'CL-0006',
      actorUsername: 'staff',
      clientId: 'CL-0006',
      after: { monitored: true, lossThresholdUsd: 250_000 },
    });
  });

  it('should refuse an owner who is no active user and a contact who is not the client’s', async () => {
    const res = await put(
      'CL-0007',
      settings({ ownerIds: ['no-such-user'], contactEmails: ['stranger@example.com'] }),
    );
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['ownerIds']);
    const contacts = await put('CL-0007', settings({ contactEmails: ['stranger@example.com'] }));
    expect(contacts.status).toBe(422);
    expect(fieldsOf(contacts.body)).toEqual(['contactEmails']);
    expect((contacts.body as ErrorResponse).error.message).toMatch(/stranger@example\.com/);
    expect((await api.as('staff').get('/api/v1/clients/CL-0007/monitoring')).body).toMatchObject({
      monitored: false,
    });
  });

  it('should name every malformed field', async () => {
    const res = await put('CL-0007', {
      monitored: 'yes',
      lossThresholdUsd: -1,
      ownerIds: ['a', 'a'],
      contactEmails: ['not an address'],
      extra: 1,
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(
      expect.arrayContaining([
        'monitored',
        'lossThresholdUsd',
        'ownerIds',
        'contactEmails.0',
        'extra',
      ]),
    );
    const cents = await put('CL-0007', settings({ lossThresholdUsd: 10.5 }));
    expect(cents.status).toBe(400);
  });

  it('should need UPDATE to change them, and hide other clients from a scoped user', async () => {
    expect(
      (await api.as('viewer').put('/api/v1/clients/CL-0001/monitoring').send(settings())).status,
    ).toBe(403);
    expect((await api.as('viewer').get('/api/v1/clients/CL-0001/monitoring')).status).toBe(200);
    expect((await api.as('viewer').get('/api/v1/clients/CL-0006/monitoring')).status).toBe(404);
    expect((await api.as('viewer').get('/api/v1/history/clientMonitoring/CL-0006')).status).toBe(
      404,
    );
    expect((await put('CL-9999', settings())).status).toBe(404);
  });

  it('should keep the settings across a restart', async () => {
    const saved = await put('CL-0008', settings({ lossThresholdUsd: 1 }));
    const second = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    const read = await second.as('staff').get('/api/v1/clients/CL-0008/monitoring');
    expect(read.body).toEqual(saved.body);
  }, 60_000);
});
