/**
 * Loss runs the system starts by itself over HTTP: a case created, a burst of changes to a
 * case's dates making one run, a change during a run making one more after it, trades ingested
 * and undone in a covered security, and a run started by hand covering the change. Jobs are
 * slowed down (one position per slice, a pause after each) so a run is still running while the
 * test changes its case.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Case, ListResponse, LossRun } from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { sampleOf, tradesCsv, uploadFile } from '../../ingestion/__tests__/sample-files.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(
    { MOCK_API_AUTO_RUN_DELAY_MS: '300' },
    { lossJobs: { sliceSize: 1, pauseMs: 10 } },
  );
}, 60_000);

const runsOf = async (caseId: string, on = api): Promise<LossRun[]> => {
  const res = await on
    .as('viewer')
    .get(`/api/v1/loss-runs?caseId=${caseId}&sort=createdAt:asc&pageSize=100`);
  expect(res.status).toBe(200);
  return (res.body as ListResponse<LossRun>).items;
};
const settled = (runs: readonly LossRun[]) =>
  runs.every((r) => r.status === 'completed' || r.status === 'failed');

/** Waits until the case has `count` runs, all finished, and a little longer (no more come). */
async function finishedRuns(caseId: string, count: number, on = api): Promise<LossRun[]> {
  await expect
    .poll(
      async () => {
        const runs = await runsOf(caseId, on);
        return runs.length === count && settled(runs);
      },
      { timeout: 30_000, interval: 50 },
    )
    .toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 600));
  return runsOf(caseId, on);
}

async function newCase(securityIds: string[], on = api): Promise<Case> {
  const res = await on
    .as('staff')
    .post('/api/v1/cases')
    .send({
      caption: `In re Monitored ${String(Math.random()).slice(2, 8)} Securities Litigation`,
      court: 'S.D.N.Y.',
      securityIds,
      classPeriodStart: '2024-06-03',
      classPeriodEnd: '2025-05-30',
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Case;
}

const patchCase = (id: string, body: object, on = api) =>
  on.as('staff').patch(`/api/v1/cases/${id}`).send(body);

describe('automatic loss runs', { timeout: 60_000 }, () => {
  it('should start the run of a new case by itself, as the system, saying why', async () => {
    const c = await newCase(['SE-0001']);
    const [run, ...more] = await finishedRuns(c.id, 1);
    expect(more).toEqual([]);
    expect(run).toMatchObject({ caseId: c.id, createdBy: 'system', reason: 'case created' });
    const bySystem = await api
      .as('viewer')
      .get(`/api/v1/loss-runs?createdBy=system&caseId=${c.id}`);
    expect((bySystem.body as ListResponse<LossRun>).total).toBe(1);
  });

  it('should let a case created by mistake be deleted with the runs the system started, not with one staff started', async () => {
    const c = await newCase(['SE-0003']);
    const [run] = await finishedRuns(c.id, 1);
    expect((await api.as('admin').delete(`/api/v1/cases/${c.id}`)).status).toBe(204);
    expect((await api.as('viewer').get(`/api/v1/loss-runs/${run!.id}`)).status).toBe(404);
    expect(api.store.lossResults.all().some((l) => l.runId === run!.id)).toBe(false);

    const kept = await newCase(['SE-0004']);
    await finishedRuns(kept.id, 1);
    const started = await api.as('staff').post('/api/v1/loss-runs').send({ caseId: kept.id });
    expect(started.status).toBe(201);
    await finishedRuns(kept.id, 2);
    const refused = await api.as('admin').delete(`/api/v1/cases/${kept.id}`);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('loss runs staff started');
  });

  it('should make one run of a burst of changes, with every reason', async () => {
    const c = await newCase(['SE-0002']);
    await finishedRuns(c.id, 1);
    expect((await patchCase(c.id, { classPeriodEnd: '2025-05-29' })).status).toBe(200);
    expect((await patchCase(c.id, { classPeriodEnd: '2025-05-28' })).status).toBe(200);
    expect((await patchCase(c.id, { securityIds: ['SE-0002', 'SE-0003'] })).status).toBe(200);
    // A change that no run reads starts nothing.
    expect((await patchCase(c.id, { caption: `${c.caption} (renamed)` })).status).toBe(200);
    const runs = await finishedRuns(c.id, 2);
    expect(runs[1]).toMatchObject({
      createdBy: 'system',
      reason: 'class period changed, securities changed',
      classPeriodEnd: '2025-05-28',
    });
  });

  it('should run once more after a run that a change came during', async () => {
    // A run of this case's three positions lasted about 40 ms here, and on a loaded machine a
    // poll could miss it running: its own API pauses a second after each position instead.
    const slow = await startTestApi(
      { MOCK_API_AUTO_RUN_DELAY_MS: '300' },
      { lossJobs: { sliceSize: 1, pauseMs: 1_000 } },
    );
    const c = await newCase(['SE-0004', 'SE-0005'], slow);
    await expect
      .poll(async () => (await runsOf(c.id, slow))[0]?.status, { timeout: 20_000, interval: 20 })
      .toBe('running');
    const patched = await patchCase(c.id, { classPeriodStart: '2024-06-04' }, slow);
    expect(patched.status).toBe(200);
    expect((await patchCase(c.id, { classPeriodStart: '2024-06-05' }, slow)).status).toBe(200);
    const runs = await finishedRuns(c.id, 2, slow);
    // The change did come during the first run, or this test would prove nothing.
    expect((patched.body as Case).updatedAt < runs[0]!.finishedAt!).toBe(true);
    expect(runs.map((r) => r.reason)).toEqual(['case created', 'class period changed']);
    expect(runs[1]!.classPeriodStart).toBe('2024-06-05');
    expect(runs[1]!.createdAt >= runs[0]!.finishedAt!).toBe(true);
  });

  it('should add none when someone starts the run by hand after the change', async () => {
    const c = await newCase(['SE-0006']);
    const byHand = await api.as('staff').post('/api/v1/loss-runs').send({ caseId: c.id });
    expect(byHand.status).toBe(201);
    const runs = await finishedRuns(c.id, 1);
    expect(runs[0]).toMatchObject({ createdBy: 'staff', reason: null });
  });

  it('should re-run the cases of a security whose trades were ingested, then undone', async () => {
    const sample = sampleOf(api);
    const security = sample.securities[0]!;
    const c = await newCase([security.id]);
    await finishedRuns(c.id, 1);
    const upload = await uploadFile(api, 'monitoring.csv', tradesCsv(sample, 3, 7));
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const id = (upload.body as { id: string }).id;
    expect((await api.as('admin').post(`/api/v1/ingestion/files/${id}/ingest`)).status).toBe(200);
    const afterIngest = await finishedRuns(c.id, 2);
    expect(afterIngest[1]).toMatchObject({ createdBy: 'system', reason: 'trades ingested' });
    expect((await api.as('admin').post(`/api/v1/ingestion/files/${id}/undo`)).status).toBe(200);
    const afterUndo = await finishedRuns(c.id, 3);
    expect(afterUndo[2]).toMatchObject({ createdBy: 'system', reason: 'trades undone' });
  });
});
