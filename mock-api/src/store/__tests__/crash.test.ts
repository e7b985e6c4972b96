/**
 * kill -9 against the real server (a child process on a SQLite data file), then a restart on
 * the same file, checked over HTTP: every write that was answered is there, and no write is
 * there in part. The kill lands wherever the server happens to be; the checks hold for any
 * moment (a write is answered only after its transaction committed, and a transaction is
 * on disk whole or not at all).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '@backoffice/core/testing';
import { DEMO_USERS, type DemoUser } from '@backoffice/core/testing';
import { DataFile } from '../persistence.ts';
import { BASE, bigWriteData } from './fixtures/big-write-data.ts';

const started: TestStack[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
});

/** On a failure, what the servers said last: a restarted server that died says why here. */
function printServersOnFailure(onTestFailed: (handler: () => void) => void): void {
  onTestFailed(() => {
    for (const [i, stack] of started.entries())
      process.stdout.write(`--- server ${String(i + 1)} ---\n${stack.output().slice(-4000)}\n`);
  });
}

async function startApi(file: string, env: Record<string, string> = {}) {
  const stack = await startStack({
    services: ['mock-api'],
    extraEnv: { 'mock-api': { MOCK_API_DATA_FILE: file, ...env } },
  });
  started.push(stack);
  return stack;
}

async function killHard(stack: TestStack): Promise<void> {
  stack.signal('mock-api', 'SIGKILL');
  const { code } = await stack.exited;
  expect(code).toBeNull(); // ended by the signal, not by itself
}

/** A client of one running API, signed in as `user`. */
async function client(stack: TestStack, user: DemoUser) {
  const base = `${stack.urls.api}/api/v1`;
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: DEMO_USERS[user] }),
  });
  expect(login.status).toBe(200);
  const authorization = login.headers.get('authorization') ?? '';
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown) => call('POST', url, body),
    patch: (url: string, body: unknown) => call('PATCH', url, body),
  };
}

type Client = Awaited<ReturnType<typeof client>>;

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

/** Every item of a list, page by page. */
async function listAll(api: Client, url: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let page = 1; ; page += 1) {
    const res = await api.get(`${url}${url.includes('?') ? '&' : '?'}pageSize=100&page=${page}`);
    expect(res.status).toBe(200);
    const got = res.body.items as Record<string, unknown>[];
    items.push(...got);
    if (items.length >= Number(res.body.total) || got.length === 0) return items;
  }
}

/** Whether a call was answered or cut off by the kill (handled at once, never unhandled). */
const outcome = (call: Promise<void>) =>
  call.then(
    () => 'answered' as const,
    () => 'cut off' as const,
  );

const newFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-crash-')), 'data.sqlite');

describe('a kill -9 during a burst of concurrent edits', () => {
  // Minutes, not seconds, on a busy machine: each answered write waits for its fsync, and the
  // restarted server resumes the system's loss runs of the new cases while it answers.
  it('should lose no answered write, and keep each write whole', async ({ onTestFailed }) => {
    printServersOnFailure(onTestFailed);
    const file = newFile();
    const first = await startApi(file);
    const staff = await client(first, 'staff');
    const news = await listAll(staff, '/news');
    const created: { id: string; caption: string }[] = [];
    const edited: { id: string; title: string }[] = [];
    const burst = [
      ...Array.from({ length: 150 }, async (_, i) => {
        const caption = `In re Burst ${String(i)} Corp. Securities Litigation`;
        const res = await staff.post('/cases', {
          caption,
          court: 'D. Mass.',
          securityIds: ['SE-0003'],
          classPeriodStart: '2024-02-01',
          classPeriodEnd: '2024-08-30',
        });
        if (res.status === 201) created.push({ id: String(res.body.id), caption });
      }),
      ...news.map(async (item, i) => {
        const title = `Burst edit ${String(i)}`;
        const res = await staff.patch(`/news/${String(item.id)}`, { title });
        if (res.status === 200) edited.push({ id: String(item.id), title });
      }),
    ].map(outcome);
    await until(() => created.length + edited.length >= 40);
    await killHard(first);
    // Some calls were cut off by the kill: the test is about those answered before it.
    expect(await Promise.all(burst)).toContain('cut off');

    const second = await startApi(file);
    const again = await client(second, 'staff');
    for (const { id, caption } of created) {
      const res = await again.get(`/cases/${id}`);
      expect(res.status, id).toBe(200);
      expect(res.body.caption).toBe(caption);
    }
    for (const { id, title } of edited) {
      expect((await again.get(`/news/${id}`)).body.title).toBe(title);
    }
    // Calls cut off may or may not have committed, but each one that did is whole (its row
    // passed its schema when loaded) and new ids carry on after every stored one.
    const burstCases = (await listAll(again, '/cases?q=Burst')).map((c) => String(c.id));
    expect(burstCases.length).toBeGreaterThanOrEqual(created.length);
    const next = await again.post('/cases', {
      caption: 'In re After The Crash Corp.',
      court: 'D. Mass.',
      securityIds: ['SE-0003'],
      classPeriodStart: '2024-02-01',
      classPeriodEnd: '2024-08-30',
    });
    expect(next.status).toBe(201);
    expect(burstCases.every((id) => id < String(next.body.id))).toBe(true);
  }, 240_000);
});

describe('a kill -9 while loss runs write their results', () => {
  it('should leave each run with all its results or none', async ({ onTestFailed }) => {
    printServersOnFailure(onTestFailed);
    const file = newFile();
    const first = await startApi(file);
    const admin = await client(first, 'admin');
    const cases = await listAll(admin, '/cases');
    const runs: string[] = [];
    const starts = cases
      .map(async (c) => {
        const res = await admin.post('/loss-runs', { caseId: c.id });
        if (res.status === 201) runs.push(String(res.body.id));
      })
      .map(outcome);
    await until(() => runs.length >= Math.min(10, cases.length));
    // Kill as soon as one run has written its results, while the others are on their way.
    const pending = async (id: string) =>
      ['queued', 'running'].includes(String((await admin.get(`/loss-runs/${id}`)).body.status));
    while (await pending(runs[0]!)) await new Promise((resolve) => setTimeout(resolve, 5));
    await killHard(first);
    await Promise.all(starts);

    // Runs left queued or running start again at start-up: slowed right down, so none finishes
    // while the results are counted.
    const second = await startApi(file, { MOCK_API_LOSS_RUN_PAUSE_MS: '10000' });
    const again = await client(second, 'admin');
    const stored = await listAll(again, '/loss-runs');
    const ids = new Set(stored.map((r) => String(r.id)));
    expect(runs.filter((id) => !ids.has(id))).toEqual([]);
    let finished = 0;
    for (const run of stored) {
      const results = await again.get(`/loss-runs/${String(run.id)}/results?pageSize=10`);
      const expected = run.status === 'completed' ? run.resultsCount : 0;
      expect(results.body.total, `${String(run.id)} (${String(run.status)})`).toBe(expected);
      if (run.status !== 'queued' && runs.includes(String(run.id))) finished += 1;
    }
    // The kill came after at least one of the started runs had finished and been written.
    expect(finished).toBeGreaterThan(0);
  }, 240_000);
});

/**
 * Runs the big writer (fixtures/big-writer.ts) on `file` and kills it -9 a random moment after a
 * batch of `size` lines starts; resolves with the last batch it had acknowledged and whether
 * the kill came before the batch in flight was acknowledged.
 */
async function killDuringBigWrite(file: string, size: number) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'fixtures', 'big-writer.ts'), file, String(size)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let acked = 0;
  let writing = 0;
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
    for (const [, what, n] of output.matchAll(/(writing|acked) (\d+)\n/g)) {
      if (what === 'acked') acked = Number(n);
      else {
        writing = Number(n);
        // Batch n starts only once n - 1 is committed (also those of an earlier round).
        acked = Math.max(acked, writing - 1);
      }
    }
  });
  // Past the first batch (so the file has data), then somewhere inside a later write call.
  await until(() => writing >= 2);
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 400));
  child.kill('SIGKILL');
  await exited;
  return { acked, inFlight: writing > acked };
}

describe('a kill -9 during a large write call', () => {
  it('should find each write call in the file whole or not at all, and every acknowledged one', async () => {
    const file = newFile();
    const size = 20_000;
    let cutMidWrite = 0;
    for (let round = 0; round < 3; round += 1) {
      const { acked, inFlight } = await killDuringBigWrite(file, size);
      if (inFlight) cutMidWrite += 1;
      const data = bigWriteData();
      const stored = DataFile.open(file, BASE);
      stored.load(data.collections, data.tables);
      stored.close();
      const lines = data.lines.all();
      const batches = data.batches.all();
      // Every acknowledged batch; the one in flight whole or not at all; nothing else.
      expect(batches.length).toBeGreaterThanOrEqual(acked);
      expect(batches.length).toBeLessThanOrEqual(acked + 1);
      expect(lines).toHaveLength(batches.length * size);
      const perBatch = new Map<number, number>();
      for (const line of lines) perBatch.set(line.batch, (perBatch.get(line.batch) ?? 0) + 1);
      expect([...perBatch.values()].every((n) => n === size)).toBe(true);
    }
    // Most kills land inside a write call (they take most of the writer's time).
    expect(cutMidWrite).toBeGreaterThan(0);
  }, 90_000);
});
