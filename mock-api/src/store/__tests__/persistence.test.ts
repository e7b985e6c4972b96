/**
 * The data file (a SQLite database): changes made through one app instance are there when
 * another starts on the same file; a file that is not ours, was made for other data or holds a
 * bad row is refused with a message naming it; a write whose commit fails is answered 500 and
 * is kept neither in the file nor in memory; and rows with large text or bytes come back whole.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponseSchema } from '@backoffice/core/api';
import { loadConfig } from '../../config.ts';
import { startTestApi, TEST_ENV } from '../../testing/test-api.ts';
import { Collection } from '../collection.ts';
import { attachDataFile, DataFile, type BaseData } from '../persistence.ts';
import { createWriter } from '../transaction.ts';

const newFile = (name = 'changes.sqlite') =>
  path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-data-')), name);

/** The data the test API generates, which its data file must have been made for. */
const testBase = (): BaseData => {
  const c = loadConfig(TEST_ENV);
  return { seed: c.seed, trades: c.trades, asOf: c.asOf };
};

/** Writes rows straight into a data file, as an earlier version or another process left them. */
async function storeRows(
  file: string,
  collection: string,
  rows: { id: string }[],
  base = testBase(),
) {
  const dataFile = DataFile.open(file, base);
  await dataFile.transaction(() => {
    for (const row of rows) dataFile.upsert(collection, row);
  });
  dataFile.close();
}

/** Each test starts one to three APIs, each generating its data: slow on a busy machine. */
const slow = { timeout: 30_000 };

const newCase = (caption: string) => ({
  caption,
  court: 'D. Mass.',
  securityIds: ['SE-0003'],
  classPeriodStart: '2024-02-01',
  classPeriodEnd: '2024-08-30',
});

describe('the data file', slow, () => {
  it('should keep changes across two app instances', async () => {
    const dataFile = newFile();
    const first = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    const created = await first
      .as('staff')
      .post('/api/v1/cases')
      .send(newCase('In re Persistent Corp. Securities Litigation'));
    const caseId = (created.body as { id: string }).id;
    await first.as('staff').patch('/api/v1/news/NW-0002').send({ title: 'Edited headline' });
    const viewer = first.store.users.all().find((u) => u.username === 'viewer')!;
    await first
      .as('admin')
      .patch(`/api/v1/admin/users/${viewer.id}`)
      .send({ privileges: ['READ', 'CREATE'] });
    await first.as('admin').delete('/api/v1/updates/UP-0001');

    const second = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    expect(second.store.cases.get(caseId)?.caption).toBe(
      'In re Persistent Corp. Securities Litigation',
    );
    expect(second.store.news.get('NW-0002')?.title).toBe('Edited headline');
    expect(second.store.users.get(viewer.id)?.privileges).toEqual(['READ', 'CREATE']);
    expect(second.store.updates.get('UP-0001')).toBeUndefined();
    // Generated data is untouched, and new ids continue after the stored ones.
    expect(second.store.cases.get('CA-0001')).toEqual(first.store.cases.get('CA-0001'));
    const next = await second.as('staff').post('/api/v1/cases').send(newCase('In re Next Corp.'));
    expect((next.body as { id: string }).id > caseId).toBe(true);
  });

  it("should never give a deleted case's id to a new case, after a restart either", async () => {
    const dataFile = newFile();
    const first = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    const created = await first.as('staff').post('/api/v1/cases').send(newCase('In re Gone Corp.'));
    const goneId = (created.body as { id: string }).id;
    expect((await first.as('admin').delete(`/api/v1/cases/${goneId}`)).status).toBe(204);

    const second = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    const next = await second.as('staff').post('/api/v1/cases').send(newCase('In re Next Corp.'));
    expect(next.status).toBe(201);
    expect((next.body as { id: string }).id > goneId).toBe(true);
  });

  it('should load a case written before cases had a status history or a plan, with none', async () => {
    const dataFile = newFile();
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
    await storeRows(dataFile, 'cases', [old]);
    const api = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    expect(api.store.cases.get(old.id)).toEqual({
      ...old,
      statusHistory: [],
      disclosureDate: null,
      planOfAllocation: null,
    });
  });

  it('should load a report of the earlier review (awaiting review, no who and when) as a draft', async () => {
    const dataFile = newFile();
    const generated = (await startTestApi()).store.reports.all()[0]!;
    const rest = Object.fromEntries(
      Object.entries(generated).filter(
        ([k]) => !['reviewedAt', 'reviewedBy', 'sentAt', 'sentBy', 'delivery'].includes(k),
      ),
    );
    const old = { ...rest, id: 'RP-9001', status: 'awaiting_review' };
    const sent = { ...rest, id: 'RP-9002', status: 'sent' };
    await storeRows(dataFile, 'reports', [old, sent]);
    const api = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    const none = { reviewedAt: null, reviewedBy: null, sentAt: null, sentBy: null, delivery: null };
    expect(api.store.reports.get(old.id)).toEqual({ ...old, ...none, status: 'draft' });
    expect(api.store.reports.get(sent.id)).toEqual({ ...sent, ...none });
  });
});

describe('a data file that cannot be used', slow, () => {
  it('should be refused when it is the JSON file of an earlier version, saying to delete it', async () => {
    const dataFile = newFile('mock-api.json');
    writeFileSync(dataFile, JSON.stringify({ version: 1, seed: 1, collections: {} }));
    await expect(startTestApi({ MOCK_API_DATA_FILE: dataFile })).rejects.toThrow(
      `MOCK_API_DATA_FILE ${dataFile} is a JSON data file of an earlier version; the data file is now a SQLite database. Delete it`,
    );
  });

  it('should be refused when it is neither SQLite nor ours', async () => {
    const text = newFile('notes.txt');
    writeFileSync(text, 'hello world, these are notes');
    await expect(startTestApi({ MOCK_API_DATA_FILE: text })).rejects.toThrow(
      `MOCK_API_DATA_FILE ${text} is not a data file of this API (not a SQLite database)`,
    );
    const other = newFile('other.sqlite');
    const db = new DatabaseSync(other);
    db.exec('CREATE TABLE notes (body TEXT)');
    db.close();
    await expect(startTestApi({ MOCK_API_DATA_FILE: other })).rejects.toThrow(
      `MOCK_API_DATA_FILE ${other} is not a data file of this API`,
    );
  });

  it('should be refused when it was written for another seed, naming both', async () => {
    const dataFile = newFile();
    await storeRows(dataFile, 'news', [], { ...testBase(), seed: 7 });
    await expect(startTestApi({ MOCK_API_DATA_FILE: dataFile })).rejects.toThrow(
      /holds changes to the data of seed 7, 5,000 trades, as of 2026-10-30, but this API generates seed 20240611, .*MOCK_API_SEED/,
    );
  });

  it('should be refused when it holds an unknown collection or a bad row or trade, naming them', async () => {
    const unknown = newFile();
    await storeRows(unknown, 'gadgets', [{ id: 'GA-1' }]);
    await expect(startTestApi({ MOCK_API_DATA_FILE: unknown })).rejects.toThrow(
      `MOCK_API_DATA_FILE ${unknown}: unknown collection 'gadgets'`,
    );
    const bad = newFile();
    await storeRows(bad, 'news', [{ id: 'NW-0002', title: 42 } as { id: string }]);
    await expect(startTestApi({ MOCK_API_DATA_FILE: bad })).rejects.toThrow(
      `MOCK_API_DATA_FILE ${bad}: news NW-0002 is not a valid record`,
    );
    const badTrade = newFile();
    const stored = DataFile.open(badTrade, testBase());
    stored.place('trades', 5000, { id: 'TR-0005001' });
    stored.close();
    await expect(startTestApi({ MOCK_API_DATA_FILE: badTrade })).rejects.toThrow(
      `MOCK_API_DATA_FILE ${badTrade}: trades TR-0005001 is not a valid record`,
    );
  });
});

describe('a write whose commit fails', slow, () => {
  it('should be answered 500 and kept neither in the file nor in memory', async () => {
    const dataFile = newFile();
    const api = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    await api.as('staff').patch('/api/v1/news/NW-0003').send({ title: 'Saved headline' });
    const before = JSON.stringify(api.store.cases.get('CA-0001'));
    // Another connection holding the write lock makes the API's transaction fail at once.
    const other = new DatabaseSync(dataFile);
    other.exec('BEGIN IMMEDIATE');
    const failed = await api
      .as('staff')
      .patch('/api/v1/cases/CA-0001')
      .send({ caption: 'In re Lost Corp. Securities Litigation' });
    other.exec('ROLLBACK');
    other.close();
    expect(failed.status).toBe(500);
    expect(errorResponseSchema.parse(failed.body).error.code).toBe('internal');
    expect(JSON.stringify(api.store.cases.get('CA-0001'))).toBe(before);

    await api.as('staff').patch('/api/v1/news/NW-0004').send({ title: 'Next headline' });
    const again = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    expect(again.store.news.get('NW-0004')?.title).toBe('Next headline');
    expect(again.store.news.get('NW-0003')?.title).toBe('Saved headline');
    expect(JSON.stringify(again.store.cases.get('CA-0001'))).toBe(before);
  });
});

describe('a row with a large field', slow, () => {
  it('should come back whole, text and bytes alike', async () => {
    const schema = z.object({ id: z.string(), text: z.string(), bytes: z.instanceof(Buffer) });
    const make = () => new Collection('originals', 'OR', 4, schema);
    const file = newFile();
    const base = { seed: 1, trades: 100, asOf: '2026-10-30' };
    const originals = make();
    const write = createWriter([originals], attachDataFile(file, base, [originals], []));
    const bytes = Buffer.alloc(24 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i % 251;
    const text = 'é'.repeat(8 * 1024 * 1024);
    await write(() => Promise.resolve(originals.put({ id: originals.nextId(), text, bytes })));

    const again = make();
    attachDataFile(file, base, [again], []).close();
    const row = again.get('OR-0001')!;
    expect(row.text).toBe(text);
    expect(Buffer.isBuffer(row.bytes)).toBe(true);
    expect(row.bytes.equals(bytes)).toBe(true);
  });
});
