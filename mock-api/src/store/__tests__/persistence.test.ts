/**
 * The data file: changes made through one app instance are there when another starts on the
 * same file; the file is replaced whole (no temporary file left behind); and a write that
 * cannot be saved leaves the old file as it was and is not kept in memory either.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@backoffice/core/api';
import { startTestApi } from '../../testing/test-api.ts';

describe('the data file', () => {
  it('should keep changes across two app instances', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mock-api-data-'));
    const dataFile = path.join(dir, 'changes.json');
    const first = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    const created = await first
      .as('staff')
      .post('/api/v1/cases')
      .send({
        caption: 'In re Persistent Corp. Securities Litigation',
        court: 'D. Mass.',
        securityIds: ['SE-0003'],
        classPeriodStart: '2024-02-01',
        classPeriodEnd: '2024-08-30',
      });
    const caseId = (created.body as { id: string }).id;
    await first.as('staff').patch('/api/v1/news/NW-0002').send({ title: 'Edited headline' });
    const viewer = first.store.users.all().find((u) => u.username === 'viewer')!;
    await first
      .as('admin')
      .patch(`/api/v1/admin/users/${viewer.id}`)
      .send({ privileges: ['READ', 'CREATE'] });
    await first.as('admin').delete('/api/v1/updates/UP-0001');
    expect(existsSync(dataFile)).toBe(true);
    expect(readdirSync(dir)).toEqual(['changes.json']);

    const second = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    expect(second.store.cases.get(caseId)?.caption).toBe(
      'In re Persistent Corp. Securities Litigation',
    );
    expect(second.store.news.get('NW-0002')?.title).toBe('Edited headline');
    expect(second.store.users.get(viewer.id)?.privileges).toEqual(['READ', 'CREATE']);
    expect(second.store.updates.get('UP-0001')).toBeUndefined();
    // Generated data is untouched, and new ids continue after the stored ones.
    expect(second.store.cases.get('CA-0001')).toEqual(first.store.cases.get('CA-0001'));
    const next = await second
      .as('staff')
      .post('/api/v1/cases')
      .send({
        caption: 'In re Next Corp.',
        court: 'D. Mass.',
        securityIds: ['SE-0003'],
        classPeriodStart: '2024-02-01',
        classPeriodEnd: '2024-08-30',
      });
    expect((next.body as { id: string }).id > caseId).toBe(true);
  });

  it('should load a case written before cases had a status history or a plan, with none', async () => {
    const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-data-')), 'old.json');
    const old = {
      id: 'CA-0001',
      caption: 'In re Old File Corp.',
      court: 'D. Del.',
      docketNumber: null,
      judge: '',
      securityIds: ['SE-0001'],
      classPeriodStart: '2024-01-02',
      classPeriodEnd: '2024-05-01',
      status: 'investigation',
      filedOn: null,
      dog: false,
      settlementAmount: null,
      leadCounsel: '',
      deadlines: [],
      description: '',
      createdAt: '2024-05-02T09:00:00.000Z',
      updatedAt: '2024-05-02T09:00:00.000Z',
    };
    const collections = { cases: { upserts: { [old.id]: old }, deletes: [] } };
    writeFileSync(dataFile, JSON.stringify({ version: 1, seed: 1, collections }));
    const api = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    expect(api.store.cases.get(old.id)).toEqual({
      ...old,
      statusHistory: [],
      disclosureDate: null,
      planOfAllocation: null,
    });
  });

  it('should refuse to start on a file that is not a data file', async () => {
    const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-data-')), 'bad.json');
    writeFileSync(dataFile, '{"hello":"world"}');
    await expect(startTestApi({ MOCK_API_DATA_FILE: dataFile })).rejects.toThrow(
      /MOCK_API_DATA_FILE/,
    );
  });

  it('should keep the old file whole, and the old data, when the new file cannot be written', async () => {
    const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-data-')), 'changes.json');
    const api = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    await api.as('staff').patch('/api/v1/news/NW-0003').send({ title: 'Saved headline' });
    const saved = readFileSync(dataFile, 'utf8');
    const before = JSON.stringify(api.store.cases.get('CA-0001'));
    // The file is written to a temporary file first; a folder in its place makes that fail.
    const temp = `${dataFile}.${String(process.pid)}.tmp`;
    mkdirSync(temp);
    const failed = await api
      .as('staff')
      .patch('/api/v1/cases/CA-0001')
      .send({ caption: 'In re Lost Corp. Securities Litigation' });
    expect(failed.status).toBe(500);
    expect(errorResponseSchema.parse(failed.body).error.code).toBe('internal');
    expect(readFileSync(dataFile, 'utf8')).toBe(saved);
    expect(JSON.stringify(api.store.cases.get('CA-0001'))).toBe(before);

    rmdirSync(temp);
    await api.as('staff').patch('/api/v1/news/NW-0004').send({ title: 'Next headline' });
    const again = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    expect(again.store.news.get('NW-0004')?.title).toBe('Next headline');
    expect(again.store.news.get('NW-0003')?.title).toBe('Saved headline');
    expect(JSON.stringify(again.store.cases.get('CA-0001'))).toBe(before);
  });
});
