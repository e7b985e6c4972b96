/**
 * Client reports over HTTP: previews and stored reports carry the core figures; a generation job
 * makes one report per client with progress that can be watched and that reads back from the
 * store; bad type, period or clients answer naming the field; privileges and client scope hold.
 * Jobs are slowed down (a pause after each report) so one is still running while it is watched.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ListResponse,
  Report,
  ReportJob,
  ReportPreview,
  Scorecards,
} from '@backoffice/core/api';
import { caseLines, scorecardOf } from '@backoffice/core/domain';
import { startTestApi, type Caller, type TestApi } from '../../../testing/test-api.ts';
import { caseLossesByClient } from '../../../domain/analysis/report-summary.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { reportJobs: { pauseMs: 40 } });
});

const VIEWER_CLIENTS = ['CL-0001', 'CL-0002'];

interface ErrorBody {
  error: { message: string; details: { location: string; field: string }[] };
}
const errorOf = (res: { body: unknown }) => (res.body as ErrorBody).error;

/** A client with losses in at least one settled case, to see recoveries. */
function clientWithRecovery(): string {
  for (const [clientId, losses] of caseLossesByClient(api.store)) {
    if (caseLines(losses).some((l) => l.recovery > 0)) return clientId;
  }
  throw new Error('no client recovers anything in the generated data');
}

const getJob = async (id: string, as: Caller = 'staff') =>
  (await api.as(as).get(`/api/v1/report-jobs/${id}`)).body as ReportJob;

async function watch(id: string): Promise<ReportJob[]> {
  const seen: ReportJob[] = [];
  for (let i = 0; i < 400; i += 1) {
    const job = await getJob(id);
    seen.push(job);
    if (job.status === 'completed' || job.status === 'failed') return seen;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`job ${id} never finished: ${JSON.stringify(seen.at(-1))}`);
}

describe('a report preview', () => {
  it("should show a client's trades by month, holdings and per-case claims and recoveries", async () => {
    const clientId = clientWithRecovery();
    const res = await api
      .as('staff')
      .get(`/api/v1/report-preview?type=quarterly&clientId=${clientId}&period=2025-Q2`);
    expect(res.status).toBe(200);
    const preview = res.body as ReportPreview;
    expect(preview.figures.periodStart).toBe('2025-04-01');
    expect(preview.figures.periodEnd).toBe('2025-06-30');
    expect(preview.figures.trades.map((t) => t.month)).toEqual(['2025-04', '2025-05', '2025-06']);
    const recovered = preview.figures.cases.filter((c) => c.outcome === 'recovered');
    expect(recovered.length).toBeGreaterThan(0);
    expect(recovered.every((c) => c.claimFiled === c.claim > 0)).toBe(true);
    expect(preview.figures.scorecard).toEqual(scorecardOf(preview.figures.cases));
    expect(preview.summary.estimatedRecovery).toBe(preview.figures.scorecard.recoveryCents);
    expect(preview.summary.fifoNet).toBe(
      preview.figures.cases.reduce((sum, c) => sum + c.fifoNet, 0),
    );
    // Nothing is stored by a preview.
    const listed = await api.as('staff').get(`/api/v1/reports?clientId=${clientId}&pageSize=100`);
    const stored = (listed.body as ListResponse<Report>).items;
    expect(stored.some((r) => r.period === '2025-Q2' && r.generatedBy === 'staff')).toBe(false);
  });

  it.each([
    ['type=weekly&clientId=CL-0001&period=2025', 'type'],
    ['type=monthly&clientId=CL-0001&period=2025-13', 'period'],
    ['type=quarterly&clientId=CL-0001&period=2025', 'period'],
    ['type=annual&clientId=CL-0001&period=25', 'period'],
  ])('should refuse %s naming %s', async (query, field) => {
    const res = await api.as('staff').get(`/api/v1/report-preview?${query}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(`"field":"${field}"`);
  });

  it("should not preview another client's report for a client-scoped user", async () => {
    const res = await api
      .as('viewer')
      .get('/api/v1/report-preview?type=annual&clientId=CL-0003&period=2025');
    expect(res.status).toBe(422);
    expect(errorOf(res).details[0]).toMatchObject({ location: 'query', field: 'clientId' });
  });
});

describe('a report generation job', () => {
  let job: ReportJob;
  let seen: ReportJob[];
  const clientIds = ['CL-0004', 'CL-0001', 'CL-0002'];

  beforeAll(async () => {
    const res = await api
      .as('staff')
      .post('/api/v1/report-jobs')
      .send({ type: 'annual', clientIds, period: '2025' });
    expect(res.status).toBe(201);
    job = res.body as ReportJob;
    seen = await watch(job.id);
  });

  it('should start queued with the clients to do', () => {
    expect(job).toMatchObject({
      status: 'queued',
      progress: { done: 0, total: 3 },
      reportIds: [],
      createdBy: 'staff',
    });
  });

  it('should show its progress while running and complete with one report per client', () => {
    expect(seen.some((j) => j.status === 'running' && j.progress.done < 3)).toBe(true);
    const last = seen.at(-1)!;
    expect(last.status).toBe('completed');
    expect(last.progress).toEqual({ done: 3, total: 3 });
    expect(last.reportIds).toHaveLength(3);
    expect(last.finishedAt).not.toBeNull();
  });

  it('should store reports awaiting review, in the order of the clients', async () => {
    const res = await api.as('staff').get(`/api/v1/reports?jobId=${job.id}&pageSize=100`);
    const reports = (res.body as ListResponse<Report>).items;
    expect(reports).toHaveLength(3);
    const last = seen.at(-1)!;
    const byId = new Map(reports.map((r) => [r.id, r]));
    expect(last.reportIds.map((id) => byId.get(id)!.clientId)).toEqual(clientIds);
    expect(reports.every((r) => r.status === 'awaiting_review' && r.generatedBy === 'staff')).toBe(
      true,
    );
    expect(reports[0]!.figures.trades).toHaveLength(12);
  });

  it('should be listed while a client-scoped user sees only jobs of their clients', async () => {
    const staff = await api.as('staff').get('/api/v1/report-jobs?pageSize=100');
    expect((staff.body as ListResponse<ReportJob>).items.map((j) => j.id)).toContain(job.id);
    const viewer = await api.as('viewer').get('/api/v1/report-jobs?pageSize=100');
    expect((viewer.body as ListResponse<ReportJob>).items.map((j) => j.id)).not.toContain(job.id);
    expect((await api.as('viewer').get(`/api/v1/report-jobs/${job.id}`)).status).toBe(404);
  });
});

describe('bad jobs and who may make them', () => {
  const post = (body: object, as: Caller = 'staff') =>
    api.as(as).post('/api/v1/report-jobs').send(body);

  it.each([
    [{ type: 'weekly', clientIds: ['CL-0001'], period: '2025' }, 'type'],
    [{ type: 'quarterly', clientIds: ['CL-0001'], period: '2025' }, 'period'],
    [{ type: 'annual', clientIds: ['CL-0001'], period: '2025-Q9' }, 'period'],
    [{ type: 'annual', clientIds: [], period: '2025' }, 'clientIds'],
    [{ type: 'annual', clientIds: ['CL-0001', 'CL-0001'], period: '2025' }, 'clientIds'],
    [{ type: 'annual', period: '2025' }, 'clientIds'],
  ])('should refuse %j naming %s', async (body, field) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(errorOf(res).details)).toContain(`"field":"${field}`);
  });

  it('should refuse unknown clients naming them', async () => {
    const res = await post({ type: 'annual', clientIds: ['CL-0001', 'CL-9999'], period: '2025' });
    expect(res.status).toBe(422);
    expect(errorOf(res).message).toContain("'CL-9999'");
    expect(errorOf(res).details[0]!.field).toBe('clientIds');
  });

  it('should need CREATE to generate', async () => {
    const res = await post({ type: 'annual', clientIds: VIEWER_CLIENTS, period: '2025' }, 'viewer');
    expect(res.status).toBe(403);
  });

  it('should need DELETE to delete a report', async () => {
    const id = api.store.reports.all()[5]!.id;
    expect((await api.as('staff').delete(`/api/v1/reports/${id}`)).status).toBe(403);
    expect((await api.as('admin').delete(`/api/v1/reports/${id}`)).status).toBe(204);
  });
});

describe('reviewing reports', () => {
  it('should mark a report sent, and refuse an unknown status', async () => {
    const report = api.store.reports.all().find((r) => r.status === 'awaiting_review')!;
    const sent = await api
      .as('staff')
      .patch(`/api/v1/reports/${report.id}`)
      .send({ status: 'sent' });
    expect(sent.status).toBe(200);
    expect((sent.body as Report).status).toBe('sent');
    const bad = await api
      .as('staff')
      .patch(`/api/v1/reports/${report.id}`)
      .send({ status: 'mailed' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(errorOf(bad).details)).toContain('"field":"status"');
  });

  it('should filter the list by status', async () => {
    const res = await api.as('staff').get('/api/v1/reports?status=awaiting_review&pageSize=100');
    const items = (res.body as ListResponse<Report>).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r) => r.status === 'awaiting_review')).toBe(true);
  });
});

describe('the scorecards', () => {
  it('should total the same per client and per case', async () => {
    const byClient = (await api.as('staff').get('/api/v1/scorecards?by=client')).body as Scorecards;
    const byCase = (await api.as('staff').get('/api/v1/scorecards?by=case')).body as Scorecards;
    expect(byClient.total).toEqual(byCase.total);
    expect(byClient.total.recoveryCents).toBeGreaterThan(0);
    const sum = byCase.rows.reduce((s, r) => s + r.recoveryCents, 0);
    expect(sum).toBe(byCase.total.recoveryCents);
    expect(byCase.rows[0]!.recoveryCents).toBeGreaterThanOrEqual(byCase.rows.at(-1)!.recoveryCents);
  });

  it("should show a client-scoped user only their clients' figures", async () => {
    const res = (await api.as('viewer').get('/api/v1/scorecards?by=client')).body as Scorecards;
    expect(res.rows.every((r) => VIEWER_CLIENTS.includes(r.id))).toBe(true);
  });

  it('should refuse an unknown grouping', async () => {
    const res = await api.as('staff').get('/api/v1/scorecards?by=court');
    expect(res.status).toBe(400);
    expect(JSON.stringify(errorOf(res).details)).toContain('"field":"by"');
  });
});
