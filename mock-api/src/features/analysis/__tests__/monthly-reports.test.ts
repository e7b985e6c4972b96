/**
 * The monthly monitoring report over HTTP: generated on demand, it carries the month's new cases
 * where the client has losses (with the figures of the cases' latest runs), the threshold marks
 * and the claims' payments; the system generates last month's reports by itself at start for
 * every monitored client without one (started by `system`, once), and not for others.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse, Report, ReportJob } from '@backoffice/core/api';
import { lastClosedPeriod } from '@backoffice/core/domain';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { caseLossesByClient } from '../../../domain/analysis/report-summary.ts';

let api: TestApi;
const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-monthly-')), 'data.sqlite');
beforeAll(async () => {
  api = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
}, 60_000);

/** A client with losses in a case with a filing day, and that case's month. */
function clientWithNewCase() {
  for (const [clientId, losses] of caseLossesByClient(api.store)) {
    for (const loss of losses) {
      const filedOn = api.store.cases.get(loss.caseId)?.filedOn;
      if (filedOn) return { clientId, period: filedOn.slice(0, 7) };
    }
  }
  throw new Error('no client has losses in a filed case in the generated data');
}

const monitor = (clientId: string, lossThresholdUsd: number) =>
  api
    .as('staff')
    .put(`/api/v1/clients/${clientId}/monitoring`)
    .send({ monitored: true, lossThresholdUsd, ownerIds: [], contactEmails: [] });

describe('a monthly monitoring report generated on demand', () => {
  it("should list the month's new cases with the client's FIFO and LIFO losses and mark the threshold", async () => {
    const { clientId, period } = clientWithNewCase();
    expect((await monitor(clientId, 1)).status).toBe(200);
    const res = await api
      .as('staff')
      .post('/api/v1/reports')
      .send({ type: 'monthly', clientId, period });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const report = res.body as Report;
    expect(report.title).toContain(`Monthly Monitoring Report ${period}`);
    expect(report.figures.periodStart).toBe(`${period}-01`);
    const monitoring = report.monitoring!;
    const expected = (caseLossesByClient(api.store).get(clientId) ?? []).filter((l) =>
      api.store.cases.get(l.caseId)?.filedOn?.startsWith(period),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(monitoring.newCases.map((r) => r.caseId).sort()).toEqual(
      expected.map((l) => l.caseId).sort(),
    );
    for (const row of monitoring.newCases) {
      const loss = expected.find((l) => l.caseId === row.caseId)!;
      expect([row.fifoNet, row.lifoNet]).toEqual([loss.fifoNet, loss.lifoNet]);
      // A $1 threshold: every case with a loss of at least a dollar is above it.
      expect(row.aboveThreshold).toBe(row.fifoNet >= 100);
    }
    expect(monitoring.totals.newCasesFifoNet).toBe(expected.reduce((sum, l) => sum + l.fifoNet, 0));
    expect(monitoring).toMatchObject({ monitored: true, lossThresholdUsd: 1 });
    const read = await api.as('staff').get(`/api/v1/reports/${report.id}`);
    expect((read.body as Report).monitoring).toEqual(monitoring);
  });

  it('should carry no monitoring section in the other reports', async () => {
    const res = await api
      .as('staff')
      .post('/api/v1/reports')
      .send({ type: 'quarterly', clientId: 'CL-0001', period: '2025-Q2' });
    expect(res.status).toBe(201);
    expect((res.body as Report).monitoring).toBeNull();
  });

  it('should refuse a month that does not exist, naming the period', async () => {
    const res = await api
      .as('staff')
      .post('/api/v1/reports')
      .send({ type: 'monthly', clientId: 'CL-0001', period: '2025-Q2' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('"field":"period"');
  });
});

describe('the monthly reports the system generates', () => {
  const period = lastClosedPeriod('monthly', new Date().toISOString().slice(0, 10));

  const monthlyJobs = async (server: TestApi) =>
    (
      (await server.as('admin').get('/api/v1/report-jobs?type=monthly&pageSize=100'))
        .body as ListResponse<ReportJob>
    ).items.filter((j) => j.period === period);

  it("should generate last month's report at start for each monitored client without one, once", async () => {
    expect((await monitor('CL-0003', 500_000)).status).toBe(200);
    const monitored = api.store.clients
      .all()
      .filter((c) => api.store.clientMonitoring.get(c.id)?.monitored === true)
      .map((c) => c.id);
    expect(await monthlyJobs(api)).toEqual([]);

    const second = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    await expect
      .poll(async () => (await monthlyJobs(second)).map((j) => j.status), { timeout: 30_000 })
      .toEqual(['completed']);
    const [job] = await monthlyJobs(second);
    expect(job).toMatchObject({ createdBy: 'system', type: 'monthly' });
    expect([...job!.clientIds].sort()).toEqual([...monitored].sort());

    const reports = (
      (await second.as('admin').get(`/api/v1/reports?type=monthly&period=${period}&pageSize=100`))
        .body as ListResponse<Report>
    ).items;
    expect(reports.map((r) => r.clientId).sort()).toEqual([...monitored].sort());
    expect(reports.every((r) => r.status === 'draft' && r.monitoring !== null)).toBe(true);

    const third = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    expect(await monthlyJobs(third)).toHaveLength(1);
  }, 90_000);

  it('should show a client-scoped user only their own clients’ monthly reports', async () => {
    const made = await api
      .as('admin')
      .post('/api/v1/reports')
      .send({ type: 'monthly', clientId: 'CL-0003', period: '2026-09' });
    expect(made.status).toBe(201);
    const own = await api
      .as('admin')
      .post('/api/v1/reports')
      .send({ type: 'monthly', clientId: 'CL-0001', period: '2026-09' });
    expect(own.status).toBe(201);
    const res = await api.as('viewer').get('/api/v1/reports?type=monthly&pageSize=100');
    const ids = (res.body as ListResponse<Report>).items.map((r) => r.clientId);
    expect(ids).toContain('CL-0001');
    expect(ids.every((id) => ['CL-0001', 'CL-0002'].includes(id))).toBe(true);
    const other = await api
      .as('viewer')
      .get('/api/v1/report-preview?type=monthly&clientId=CL-0003&period=2026-09');
    expect(other.status).toBe(422);
  });
});
