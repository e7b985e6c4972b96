/**
 * Report and loss-run jobs across real restarts (child processes on one data file, ended by
 * kill -9): a job the first process left half done goes on in the next; one cancelled there is
 * kept failed, saying who cancelled it, and a retry in a third process finishes it, with one
 * report per client and none twice.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LossRun, Report, ReportJob } from '@backoffice/core/api';
import { startStack, type TestStack } from '@backoffice/core/testing';
import { DEMO_USERS } from '@backoffice/core/testing';

const started: TestStack[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
});

/** The API on `file`; `pauseMs` slows its jobs down so they can be caught half done. */
async function startApi(file: string, pauseMs: number) {
  const stack = await startStack({
    services: ['mock-api'],
    extraEnv: {
      'mock-api': { MOCK_API_DATA_FILE: file, MOCK_API_LOSS_RUN_PAUSE_MS: String(pauseMs) },
    },
  });
  started.push(stack);
  return stack;
}

async function killHard(stack: TestStack): Promise<void> {
  stack.signal('mock-api', 'SIGKILL');
  await stack.exited;
}

async function staffOf(stack: TestStack) {
  const base = `${stack.urls.api}/api/v1`;
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: DEMO_USERS.staff }),
  });
  expect(login.status).toBe(200);
  const authorization = login.headers.get('authorization') ?? '';
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as unknown };
  };
}

type Call = Awaited<ReturnType<typeof staffOf>>;

/** Polls `url` until `done` holds for what it answers. */
async function until<T>(call: Call, url: string, done: (body: T) => boolean): Promise<T> {
  let last: T | null = null;
  await expect
    .poll(
      async () => {
        last = (await call('GET', url)).body as T;
        return done(last);
      },
      { timeout: 20_000, interval: 20 },
    )
    .toBe(true);
  return last!;
}

const isOver = (status: string) => status === 'completed' || status === 'failed';

const newFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-jobs-')), 'data.sqlite');

// Three API processes, each loading its modules and generating its data: 34 s on a quiet
// machine, past 120 s while a whole run's browsers share the two cores (a start alone took 30-60 s).
describe('jobs across restarts', { timeout: 300_000 }, () => {
  it('should go on after a kill, keep a cancel, and finish on a retry', async () => {
    const file = newFile();
    const first = await startApi(file, 400);
    const call = await staffOf(first);
    const clients = (await call('GET', '/clients')).body as { items: { id: string }[] };
    const clientIds = clients.items.slice(0, 6).map((c) => c.id);
    const body = { type: 'annual', period: '2025', clientIds };
    const job = (await call('POST', '/report-jobs', body)).body as ReportJob;
    const cases = (await call('GET', '/cases?pageSize=100')).body as { items: { id: string }[] };
    const runs = (await call('GET', '/loss-runs?pageSize=100')).body as { items: LossRun[] };
    const busy = new Set(runs.items.filter((r) => r.status !== 'completed').map((r) => r.caseId));
    const caseId = cases.items.find((c) => !busy.has(c.id))!.id;
    const run = (await call('POST', '/loss-runs', { caseId })).body as LossRun;
    await until<ReportJob>(call, `/report-jobs/${job.id}`, (j) => j.progress.done >= 1);
    await killHard(first);

    const second = await startApi(file, 400);
    const again = await staffOf(second);
    const resumed = await until<ReportJob>(
      again,
      `/report-jobs/${job.id}`,
      (j) => j.status === 'running' && j.progress.done >= 2,
    );
    expect(resumed.progress.done).toBeLessThan(clientIds.length);
    const cancelled = await again('POST', `/report-jobs/${job.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'failed', message: 'Cancelled by staff' });
    const ran = await until<LossRun>(again, `/loss-runs/${run.id}`, (r) => r.status !== 'queued');
    expect(ran.status).not.toBe('queued');
    await killHard(second);

    const third = await startApi(file, 0);
    const last = await staffOf(third);
    const kept = (await last('GET', `/report-jobs/${job.id}`)).body;
    expect(kept).toMatchObject({ status: 'failed', message: 'Cancelled by staff' });
    expect((await last('POST', `/report-jobs/${job.id}/cancel`)).status).toBe(409);
    const retried = await last('POST', `/report-jobs/${job.id}/retry`);
    expect(retried.body).toMatchObject({ status: 'queued', message: null });
    const done = await until<ReportJob>(last, `/report-jobs/${job.id}`, (j) => isOver(j.status));
    expect(done).toMatchObject({ status: 'completed', message: null });
    const made = (await last('GET', `/reports?jobId=${job.id}&pageSize=100`)).body as {
      items: Report[];
    };
    expect(made.items.map((r) => r.clientId).sort()).toEqual([...clientIds].sort());
    expect(done.reportIds).toHaveLength(clientIds.length);
    const finished = await until<LossRun>(last, `/loss-runs/${run.id}`, (r) => isOver(r.status));
    expect(finished).toMatchObject({ status: 'completed', message: null });
  });
});
