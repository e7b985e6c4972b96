/**
 * No job stays queued: a report job whose report cannot be made is failed saying why (also one
 * a previous process left in the data file), a loss run that fails can be retried once what was
 * wrong is fixed, and a queued or running job can be cancelled, which fails it naming who, and
 * then retried to the end without the cancelled work counted twice. The jobs are slowed down so
 * a test can catch one running.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Case, LossRun, ReportJob } from '@backoffice/core/api';
import { disclosureOf } from '@backoffice/core/domain';
import { lookbackWindow } from '@backoffice/core/loss';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { DataFile } from '../../../store/persistence.ts';
import { runPositions } from '../../../domain/analysis/loss-input.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(
    {},
    { lossJobs: { sliceSize: 1, pauseMs: 20 }, reportJobs: { pauseMs: 100 } },
  );
}, 60_000);

/** A case with no run yet, its lookback over, and positions enough to catch its run running. */
function caseWithPositions(): Case {
  const busy = new Set(api.store.lossRuns.all().map((r) => r.caseId));
  const found = api.store.cases.all().find((c) => {
    if (busy.has(c.id) || lookbackWindow(disclosureOf(c)).end > api.store.asOf) return false;
    const dates = { ...c, disclosureDate: disclosureOf(c) };
    return runPositions(api.store, c.securityIds, dates).length >= 4;
  });
  if (!found) throw new Error('the generated data has no case with positions and no run');
  return found;
}

const over = (status: string) => status === 'completed' || status === 'failed';

async function settled<T extends { status: string }>(url: string, test = (b: T) => over(b.status)) {
  let body: T | null = null;
  await expect
    .poll(
      async () => {
        body = (await api.as('staff').get(url)).body as T;
        return test(body);
      },
      { timeout: 30_000, interval: 20 },
    )
    .toBe(true);
  return body!;
}

describe('a report job', () => {
  it('should fail saying why when a report cannot be made, also one a previous process left', async () => {
    const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-jobs-')), 'data.sqlite');
    const { seed, trades, asOf } = api.config;
    const stored = DataFile.open(dataFile, { seed, trades, asOf });
    // A period the rules cannot read (a job written by hand or by an older version).
    const left: ReportJob = {
      id: 'RJ-0900',
      type: 'annual',
      period: 'someday',
      clientIds: ['CL-0001'],
      status: 'running',
      progress: { done: 0, total: 1 },
      reportIds: [],
      message: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      createdBy: 'staff',
      finishedAt: null,
    };
    stored.upsert('reportJobs', left);
    stored.close();
    const again = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    await expect
      .poll(() => again.store.reportJobs.get('RJ-0900')?.status, { timeout: 20_000 })
      .toBe('failed');
    const shown = (await again.as('staff').get('/api/v1/report-jobs/RJ-0900')).body as ReportJob;
    const client = again.store.clients.get('CL-0001')!;
    expect(shown.message).toBe(
      `Stopped on an error on our side making the report of ${client.name} (CL-0001): 'someday' is not a annual period. Retry the job, or cancel it`,
    );
    expect(shown.finishedAt).not.toBeNull();
    const retried = await again.as('staff').post('/api/v1/report-jobs/RJ-0900/retry');
    expect(retried.body).toMatchObject({ status: 'queued', message: null });
    await expect
      .poll(() => again.store.reportJobs.get('RJ-0900')?.status, { timeout: 20_000 })
      .toBe('failed');
  }, 60_000);

  it('should be cancelled naming who, then retried from the client it stopped at', async () => {
    const clientIds = api.store.clients
      .all()
      .slice(0, 5)
      .map((c) => c.id);
    const created = await api
      .as('staff')
      .post('/api/v1/report-jobs')
      .send({ type: 'annual', period: '2025', clientIds });
    const { id } = created.body as ReportJob;
    await settled<ReportJob>(`/api/v1/report-jobs/${id}`, (j) => j.progress.done >= 1);
    const cancelled = await api.as('staff').post(`/api/v1/report-jobs/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'failed', message: 'Cancelled by staff' });
    expect((await api.as('viewer').post(`/api/v1/report-jobs/${id}/retry`)).status).toBe(403);
    expect((await api.as('staff').post(`/api/v1/report-jobs/${id}/retry`)).status).toBe(200);
    const done = await settled<ReportJob>(`/api/v1/report-jobs/${id}`);
    expect(done).toMatchObject({ status: 'completed', progress: { done: 5, total: 5 } });
    const made = api.store.reports.all().filter((r) => r.jobId === id);
    expect(made.map((r) => r.clientId).sort()).toEqual([...clientIds].sort());
    expect((await api.as('staff').post(`/api/v1/report-jobs/${id}/retry`)).status).toBe(409);
  });
});

describe('a loss run', () => {
  it('should be retried with its case as it is now once what failed it is fixed', async () => {
    const created = await api
      .as('staff')
      .post('/api/v1/cases')
      .send({
        caption: 'In re Retried Disclosure Inc. Securities Litigation',
        court: 'S.D.N.Y.',
        securityIds: ['SE-0001'],
        classPeriodStart: '2026-01-05',
        classPeriodEnd: '2026-10-15',
      });
    const c = created.body as Case;
    const started = await api.as('staff').post('/api/v1/loss-runs').send({ caseId: c.id });
    const { id } = started.body as LossRun;
    const failed = await settled<LossRun>(`/api/v1/loss-runs/${id}`);
    expect(failed.status).toBe('failed');
    expect(failed.message).toContain('(SE-0001)');
    const fixed = await api
      .as('staff')
      .patch(`/api/v1/cases/${c.id}`)
      .send({ classPeriodStart: '2024-01-02', classPeriodEnd: '2024-06-28' });
    expect(fixed.status).toBe(200);
    const retried = await api.as('staff').post(`/api/v1/loss-runs/${id}/retry`);
    expect(retried.body).toMatchObject({ status: 'queued', classPeriodEnd: '2024-06-28' });
    const done = await settled<LossRun>(`/api/v1/loss-runs/${id}`);
    expect(done).toMatchObject({ status: 'completed', message: null });
    expect(api.store.lossResults.all().filter((l) => l.runId === id)).toHaveLength(
      done.resultsCount,
    );
  });

  it('should be cancelled while running, keeping no lines, and refuse a second cancel', async () => {
    const c = caseWithPositions();
    const { id } = (await api.as('staff').post('/api/v1/loss-runs').send({ caseId: c.id }))
      .body as LossRun;
    await settled<LossRun>(`/api/v1/loss-runs/${id}`, (r) => r.status === 'running');
    const cancelled = await api.as('staff').post(`/api/v1/loss-runs/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'failed', message: 'Cancelled by staff' });
    expect((await api.as('staff').post(`/api/v1/loss-runs/${id}/cancel`)).status).toBe(409);
    expect((await api.as('staff').post('/api/v1/loss-runs').send({ caseId: c.id })).status).toBe(
      201,
    );
    expect(api.store.lossResults.all().some((l) => l.runId === id)).toBe(false);
  });
});
