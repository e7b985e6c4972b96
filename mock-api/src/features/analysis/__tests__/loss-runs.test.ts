/**
 * Loss runs over HTTP: started as background jobs whose progress can be watched, one at a time
 * per case, stopped by a delete, failing in words when a lookback lacks prices; their lines are
 * the engine's figures, scoped by client like trades. The jobs are slowed down (one position per
 * slice, a pause after each) so that a run is still running while the test looks at it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Case, LossResult, LossRun, ListResponse } from '@backoffice/core/api';
import { disclosureOf } from '@backoffice/core/domain';
import { calculateLoss, lookbackWindow } from '@backoffice/core/loss';
import { startTestApi, type Caller, type TestApi } from '../../../testing/test-api.ts';
import { addDays } from '../../../domain/dates.ts';
import { positionKey } from '../../../store/positions.ts';
import { DataFile } from '../../../store/persistence.ts';
import { pricePoints } from '../../../store/prices.ts';
import { runPositions } from '../../../domain/analysis/loss-input.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { lossJobs: { sliceSize: 1, pauseMs: 15 } });
});

/** Cases without a run yet whose lookback is over, most positions first. */
function freshCases(): Case[] {
  const run = new Set(api.store.lossRuns.all().map((r) => r.caseId));
  const count = (c: Case) =>
    runPositions(api.store, c.securityIds, {
      classPeriodStart: c.classPeriodStart,
      classPeriodEnd: c.classPeriodEnd,
      disclosureDate: disclosureOf(c),
    }).length;
  return api.store.cases
    .all()
    .filter((c) => !run.has(c.id) && lookbackWindow(disclosureOf(c)).end <= api.store.asOf)
    .map((c) => ({ c, n: count(c) }))
    .filter(({ n }) => n >= 4)
    .sort((a, b) => b.n - a.n)
    .map(({ c }) => c);
}

async function start(caseId: string, as: Caller = 'staff') {
  return api.as(as).post('/api/v1/loss-runs').send({ caseId });
}

const getRun = async (id: string, as: Caller = 'staff') =>
  (await api.as(as).get(`/api/v1/loss-runs/${id}`)).body as LossRun;

/** Polls the run until `done` says so; returns every state seen. */
async function watch(id: string, done: (run: LossRun) => boolean): Promise<LossRun[]> {
  const seen: LossRun[] = [];
  for (let i = 0; i < 400; i += 1) {
    const run = await getRun(id);
    seen.push(run);
    if (done(run)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`run ${id} never got there: ${JSON.stringify(seen.at(-1))}`);
}
const finished = (run: LossRun) => run.status === 'completed' || run.status === 'failed';

async function lines(runId: string, as: Caller): Promise<LossResult[]> {
  const res = await api.as(as).get(`/api/v1/loss-runs/${runId}/results?pageSize=100`);
  expect(res.status).toBe(200);
  return (res.body as ListResponse<LossResult>).items;
}

describe('a loss run', () => {
  let run: LossRun;
  let seen: LossRun[];

  beforeAll(async () => {
    const c = freshCases()[0]!;
    const res = await start(c.id);
    expect(res.status).toBe(201);
    run = res.body as LossRun;
    seen = await watch(run.id, finished);
  });

  it('should answer 201 at once with the run queued, by whom and when', () => {
    expect(run).toMatchObject({
      status: 'queued',
      progress: { done: 0, total: 0 },
      createdBy: 'staff',
      startedAt: null,
      finishedAt: null,
      durationMs: null,
      resultsCount: 0,
    });
  });

  it('should show its progress rising while it runs, then complete with results', () => {
    const running = seen.filter((r) => r.status === 'running');
    const done = running.map((r) => r.progress.done);
    expect(done.some((d) => d > 0 && d < running[0]!.progress.total)).toBe(true);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    const last = seen.at(-1)!;
    expect(last.status).toBe('completed');
    expect(last.progress.done).toBe(last.progress.total);
    expect(last.resultsCount).toBe(last.progress.total);
    expect(last.durationMs).toBeGreaterThan(0);
    expect(last.startedAt! <= last.finishedAt!).toBe(true);
    expect(last.lookbacks).toHaveLength(1);
  });

  it('should give each position the figures the engine gives it', async () => {
    const [line] = await lines(run.id, 'admin');
    const c = api.store.cases.get(run.caseId)!;
    const rows = api.store.trades.all();
    const trades = api.store.positions
      .get(positionKey(line!.accountId, line!.securityId))!
      .map((i) => rows[i]!)
      .map((t) => ({
        date: t.tradeDate,
        side: t.side === 'buy' ? ('BUY' as const) : ('SELL' as const),
        quantity: t.quantity,
        price: t.price,
      }));
    const out = calculateLoss({
      classPeriod: { start: c.classPeriodStart, end: c.classPeriodEnd },
      disclosureDate: run.disclosureDate,
      trades,
      prices: pricePoints(api.store, line!.securityId, addDays(run.disclosureDate, -1), '9999'),
      ...(c.planOfAllocation ? { inflation: c.planOfAllocation.inflation } : {}),
    });
    expect(line).toMatchObject({
      fifoNet: out.fifo.net,
      fifoNoOffset: out.fifo.noOffset,
      lifoNet: out.lifo.net,
      lifoNoOffset: out.lifo.noOffset,
      tsp: out.tsp,
      nsp: out.nsp,
      nfe: out.nfe,
      retained: out.retained,
      recognizedLoss: out.recognizedLoss?.amount ?? null,
    });
  });

  it('should sort and filter its lines by the list convention', async () => {
    const res = await api
      .as('admin')
      .get(`/api/v1/loss-runs/${run.id}/results?sort=lifoNet:asc&pageSize=100`);
    const items = (res.body as ListResponse<LossResult>).items;
    expect(items.map((l) => l.lifoNet)).toEqual(items.map((l) => l.lifoNet).sort((a, b) => a - b));
    const one = items[0]!.clientId;
    const filtered = await api
      .as('admin')
      .get(`/api/v1/loss-runs/${run.id}/results?clientId=${one}&pageSize=100`);
    const rows = (filtered.body as ListResponse<LossResult>).items;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((l) => l.clientId === one)).toBe(true);
  });
});

describe('starting and stopping runs', () => {
  it('should refuse a second run of a case while one is running (409)', async () => {
    const c = freshCases()[0]!;
    const first = await start(c.id);
    expect(first.status).toBe(201);
    const second = await start(c.id, 'admin');
    expect(second.status).toBe(409);
    expect((second.body as { error: { message: string } }).error.message).toContain(
      (first.body as LossRun).id,
    );
    await watch((first.body as LossRun).id, finished);
    expect((await start(c.id)).status).toBe(201);
  });

  it('should stop a running run when it is deleted, keeping none of its lines', async () => {
    const c = freshCases()[0]!;
    const { id } = (await start(c.id)).body as LossRun;
    await watch(id, (r) => r.status === 'running' && r.progress.done > 0);
    expect((await api.as('admin').delete(`/api/v1/loss-runs/${id}`)).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await api.as('admin').get(`/api/v1/loss-runs/${id}`)).status).toBe(404);
    expect(api.store.lossResults.all().some((l) => l.runId === id)).toBe(false);
    expect((await start(c.id)).status).toBe(201);
  });

  it('should refuse an unknown case with 422 naming caseId', async () => {
    const res = await start('CA-9999');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error: { code: 'unprocessable', details: [{ field: 'caseId' }] },
    });
  });

  it.each([
    ['no case', {}],
    ['an unknown field', { caseId: 'CA-0001', method: 'FIFO' }],
    ['an empty case id', { caseId: '' }],
  ])('should refuse a body with %s (400)', async (_what, body) => {
    const res = await api.as('staff').post('/api/v1/loss-runs').send(body);
    expect(res.status).toBe(400);
  });

  it('should not let the read-only viewer start one (403)', async () => {
    expect((await start('CA-0001', 'viewer')).status).toBe(403);
  });

  it('should accept a case whose lookback has no prices yet, and fail saying which', async () => {
    const created = await api
      .as('staff')
      .post('/api/v1/cases')
      .send({
        caption: 'In re Late Disclosure Inc. Securities Litigation',
        court: 'S.D.N.Y.',
        securityIds: ['SE-0001'],
        classPeriodStart: '2026-01-05',
        classPeriodEnd: '2026-10-15',
      });
    expect(created.status).toBe(201);
    const res = await start((created.body as Case).id);
    expect(res.status).toBe(201);
    const last = (await watch((res.body as LossRun).id, finished)).at(-1)!;
    const ticker = api.store.securities.get('SE-0001')!.ticker;
    expect(last.status).toBe('failed');
    expect(last.message).toContain(`${ticker} (SE-0001)`);
    expect(last.message).toContain('2026-10-31 to 2027-01-13');
    expect(last.resultsCount).toBe(0);
  });
});

describe('a case’s disclosure date and plan of allocation', () => {
  const base = {
    caption: 'In re Planned Corp. Securities Litigation',
    court: 'D. Del.',
    securityIds: ['SE-0002'],
    classPeriodStart: '2024-01-02',
    classPeriodEnd: '2024-06-28',
  };

  it('should keep them as sent', async () => {
    const plan = {
      inflation: [
        { from: '2024-01-02', to: '2024-03-31', perShare: 2.5 },
        { from: '2024-04-01', to: null, perShare: 1.25 },
      ],
    };
    const res = await api
      .as('staff')
      .post('/api/v1/cases')
      .send({ ...base, disclosureDate: '2024-07-01', planOfAllocation: plan });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ disclosureDate: '2024-07-01', planOfAllocation: plan });
  });

  it('should refuse a disclosure before the class period starts (422)', async () => {
    const res = await api
      .as('staff')
      .post('/api/v1/cases')
      .send({ ...base, disclosureDate: '2023-12-01' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { details: [{ field: 'disclosureDate' }] } });
  });

  it('should refuse inflation ranges that overlap (400, naming the range)', async () => {
    const res = await api
      .as('staff')
      .post('/api/v1/cases')
      .send({
        ...base,
        planOfAllocation: {
          inflation: [
            { from: '2024-01-02', to: '2024-03-31', perShare: 2.5 },
            { from: '2024-03-15', to: null, perShare: 1 },
          ],
        },
      });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('planOfAllocation.inflation.1.from');
  });
});

// It starts a second API (generating its data): slow on a busy machine.
describe('a run left unfinished by a previous process', { timeout: 30_000 }, () => {
  it('should start again when the API starts on the data file', async () => {
    const c = freshCases()[0]!;
    const left: LossRun = {
      ...((await start(c.id)).body as LossRun),
      id: 'LR-0900',
      status: 'running',
      progress: { done: 3, total: 9 },
      startedAt: '2026-10-30T10:00:00.000Z',
    };
    const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-runs-')), 'data.sqlite');
    const { seed, trades, asOf } = api.config;
    const stored = DataFile.open(dataFile, { seed, trades, asOf });
    stored.upsert('lossRuns', left);
    stored.close();
    const again = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    await expect
      .poll(() => again.store.lossRuns.get(left.id)?.status, { timeout: 10_000 })
      .toBe('completed');
    const done = again.store.lossRuns.get(left.id)!;
    expect(done.resultsCount).toBeGreaterThan(0);
    expect(again.store.lossResults.all().filter((l) => l.runId === left.id)).toHaveLength(
      done.resultsCount,
    );
  });
});
