/**
 * kill -9 while the real server (a child process on a SQLite data file) ingests a large
 * custodian file, then a restart on the same file, checked over HTTP: the file is either
 * ingested with every one of its rows or still staged with none, never in between; and
 * ingesting it then adds each row once.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { accountingNumber, delimitedText, usDate } from '@backoffice/core/ingestion';
import { startStack, type TestStack } from '@backoffice/core/testing';
import { DEMO_USERS } from '@backoffice/core/testing';

const ROWS = 5_000;
const started: TestStack[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
});

async function startApi(file: string) {
  const stack = await startStack({
    services: ['mock-api'],
    extraEnv: {
      'mock-api': { MOCK_API_DATA_FILE: file, MOCK_API_UPLOAD_LIMIT_BYTES: '20000000' },
    },
  });
  started.push(stack);
  return stack;
}

async function admin(stack: TestStack) {
  const base = `${stack.urls.api}/api/v1`;
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: DEMO_USERS.admin }),
  });
  const authorization = login.headers.get('authorization') ?? '';
  return async (method: string, url: string, body?: string) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { authorization, 'content-type': 'application/octet-stream' },
      body,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
}

type Call = Awaited<ReturnType<typeof admin>>;

/** A trades file of one account in three USD securities, every row distinct. */
async function bigFile(call: Call): Promise<string> {
  const accounts = await call('GET', '/accounts?clientId=CL-0001&pageSize=10');
  const account = (accounts.body.items as { accountNumber: string }[])[0]!;
  const securities = await call('GET', '/securities?pageSize=100');
  const usd = (securities.body.items as { cusip: string; currency: string }[])
    .filter((s) => s.currency === 'USD')
    .slice(0, 3);
  const rows = Array.from({ length: ROWS }, (_, i) => [
    account.accountNumber,
    usd[i % usd.length]!.cusip,
    usDate(`2025-03-${String(3 + (i % 20)).padStart(2, '0')}`),
    i % 3 === 2 ? 'SLD' : 'BOT',
    accountingNumber(1000 + i * 10),
    (10 + i / 4).toFixed(2),
  ]);
  const header = ['Account', 'CUSIP', 'Trade Date', 'B/S', 'Quantity', 'Price'];
  return delimitedText([header, ...rows]);
}

const tradesOf = async (call: Call, fileId: string) =>
  Number((await call('GET', `/trades?sourceFileId=${fileId}&pageSize=10`)).body.total);

describe('a kill -9 during the ingestion of a large file', () => {
  it('should find the file ingested with all its rows or staged with none', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-ingest-')), 'data.sqlite');
    const first = await startApi(file);
    const call = await admin(first);
    const upload = await call(
      'POST',
      '/ingestion/uploads?fileName=big-march.csv',
      await bigFile(call),
    );
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    expect(upload.body.validRowCount).toBe(ROWS);
    const id = String(upload.body.id);

    const ingest = call('POST', `/ingestion/files/${id}/ingest`).then(
      (res) => res.status === 200,
      () => false, // cut off by the kill
    );
    // Somewhere inside the call: reading the file, appending its rows or committing them.
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 1500));
    first.signal('mock-api', 'SIGKILL');
    await first.exited;
    const answered = await ingest;

    const second = await startApi(file);

    const again = await admin(second);
    const status = (await again('GET', `/ingestion/files/${id}`)).body.status;
    const rows = await tradesOf(again, id);
    if (answered) expect(status).toBe('ingested');
    expect({ status, rows }).toEqual(
      status === 'ingested' ? { status, rows: ROWS } : { status: 'staged', rows: 0 },
    );
    if (status === 'staged') {
      expect((await again('POST', `/ingestion/files/${id}/ingest`)).status).toBe(200);
    }
    expect(await tradesOf(again, id)).toBe(ROWS);
  }, 180_000);
});
