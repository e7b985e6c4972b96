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

  it('should store draft reports awaiting review, in the order of the clients', async () => {
    const res = await api.as('staff').get(`/api/v1/reports?jobId=${job.id}&pageSize=100`);
    const reports = (res.body as ListResponse<Report>).items;
    expect(reports).toHaveLength(3);
    const last = seen.at(-1)!;
    const byId = new Map(reports.map((r) => [r.id, r]));
    expect(last.reportIds.map((id) => byId.get(id)!.clientId)).toEqual(clientIds);
    expect(reports.every((r) => r.status === 'draft' && r.generatedBy === 'staff')).toBe(true);
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
  const move = (id: string, status: string, as: Caller = 'staff') =>
    api.as(as).patch(`/api/v1/reports/${id}`).send({ status });
  const draftOf = (clientId?: string) =>
    api.store.reports
      .all()
      .find((r) => r.status === 'draft' && (!clientId || r.clientId === clientId))!;

  it('should mark a draft reviewed, recording who and when, then sent by hand', async () => {
    const report = draftOf();
    const reviewed = await move(report.id, 'reviewed');
    expect(reviewed.status).toBe(200);
    const body = reviewed.body as Report;
    expect(body).toMatchObject({ status: 'reviewed', reviewedBy: 'staff', sentAt: null });
    expect(Date.parse(body.reviewedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const sent = await move(report.id, 'sent', 'admin');
    expect(sent.status).toBe(200);
    expect(sent.body as Report).toMatchObject({
      status: 'sent',
      reviewedBy: 'staff',
      sentBy: 'admin',
      delivery: null,
    });
    const audit = await api
      .as('admin')
      .get(`/api/v1/admin/audit?recordId=${report.id}&pageSize=10`);
    const entries = (audit.body as ListResponse<{ operation: string; after: unknown }>).items;
    expect(entries.map((e) => e.operation)).toEqual(['updateReport', 'updateReport']);
    expect(JSON.stringify(entries)).toContain('"status":"reviewed"');
  });

  it('should refuse a move its status does not allow with 409, naming both', async () => {
    const report = draftOf();
    const early = await move(report.id, 'sent');
    expect(early.status).toBe(409);
    expect(errorOf(early).message).toBe(
      'The report is draft; it cannot be marked sent: it must be reviewed first',
    );
    expect(api.store.reports.get(report.id)!.status).toBe('draft');
    const again = await move(report.id, 'draft');
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe('The report is already draft');
    const sent = api.store.reports.all().find((r) => r.status === 'sent')!;
    const back = await move(sent.id, 'reviewed');
    expect(back.status).toBe(409);
    expect(errorOf(back).message).toBe(
      'The report is sent; it cannot be marked reviewed: a sent report stays sent',
    );
  });

  it('should take a reviewed report back to draft, forgetting its review', async () => {
    const report = draftOf();
    expect((await move(report.id, 'reviewed')).status).toBe(200);
    const back = await move(report.id, 'draft');
    expect(back.status).toBe(200);
    expect(back.body as Report).toMatchObject({
      status: 'draft',
      reviewedAt: null,
      reviewedBy: null,
    });
  });

  it('should refuse an unknown status, and a user without UPDATE', async () => {
    const report = draftOf(VIEWER_CLIENTS[0]);
    const bad = await move(report.id, 'mailed');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(errorOf(bad).details)).toContain('"field":"status"');
    expect((await move(report.id, 'reviewed', 'viewer')).status).toBe(403);
    expect(api.store.reports.get(report.id)!.status).toBe('draft');
  });

  it('should filter the list by status', async () => {
    const res = await api.as('staff').get('/api/v1/reports?status=draft&pageSize=100');
    const items = (res.body as ListResponse<Report>).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r) => r.status === 'draft')).toBe(true);
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
