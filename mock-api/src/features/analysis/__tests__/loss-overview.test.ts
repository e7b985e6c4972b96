/**
 * What is made of the latest completed runs, over HTTP: the overview (by case, by client, the
 * lead-plaintiff ranking) and the loss reports, each summed in integer cents from the lines the
 * caller may see. The demo viewer sees two clients; the admin sees them all.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LossOverview, LossReport, LossResult, LossRun } from '@backoffice/core/api';
import { startTestApi, type Caller, type TestApi } from '../../../testing/test-api.ts';

const VIEWER_CLIENTS = ['CL-0001', 'CL-0002'];
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

async function get<T>(path: string, as: Caller = 'admin'): Promise<T> {
  const res = await api.as(as).get(`/api/v1${path}`);
  expect(res.status, path).toBe(200);
  return res.body as T;
}

/** The latest completed run of each case, straight from the store. */
function latest(): LossRun[] {
  const byCase = new Map<string, LossRun>();
  for (const run of api.store.lossRuns.all()) {
    if (run.status !== 'completed') continue;
    const seen = byCase.get(run.caseId);
    if (!seen || run.finishedAt! > seen.finishedAt!) byCase.set(run.caseId, run);
  }
  return [...byCase.values()];
}
const linesOf = (runId: string) => api.store.lossResults.all().filter((l) => l.runId === runId);
const sum = (rows: readonly LossResult[], key: 'fifoNet' | 'lifoNet' | 'nfe') =>
  rows.reduce((total, row) => total + row[key], 0);
const descending = (values: number[]) => [...values].sort((a, b) => b - a);

describe('the loss overview', () => {
  let overview: LossOverview;
  beforeAll(async () => {
    overview = await get<LossOverview>('/loss-overview');
  });

  it('should sum each case’s latest completed run, largest FIFO net loss first', () => {
    const runs = latest().filter((r) => linesOf(r.id).length > 0);
    expect(overview.byCase.map((c) => c.runId).sort()).toEqual(runs.map((r) => r.id).sort());
    for (const row of overview.byCase) {
      const lines = linesOf(row.runId);
      expect(row.fifoNet).toBe(sum(lines, 'fifoNet'));
      expect(row.lifoNet).toBe(sum(lines, 'lifoNet'));
      expect(Number.isInteger(row.fifoNet)).toBe(true);
      expect(row.accountsCount).toBe(new Set(lines.map((l) => l.accountId)).size);
    }
    const fifo = overview.byCase.map((c) => c.fifoNet);
    expect(fifo).toEqual(descending(fifo));
  });

  it('should leave out a superseded run of a case', () => {
    const superseded = api.store.lossRuns
      .all()
      .filter((r) => r.status === 'completed' && !latest().includes(r));
    expect(superseded.length).toBeGreaterThan(0);
    const shown = overview.byCase.map((c) => c.runId);
    for (const run of superseded) expect(shown).not.toContain(run.id);
  });

  it('should rank each case’s clients for lead plaintiff by FIFO net loss, with TSP, NSP, NFE', () => {
    expect(overview.leadPlaintiff.length).toBe(overview.byCase.length);
    for (const { runId, ranking } of overview.leadPlaintiff) {
      expect(ranking.map((r) => r.rank)).toEqual(ranking.map((_, i) => i + 1));
      const fifo = ranking.map((r) => r.fifoNet);
      expect(fifo).toEqual(descending(fifo));
      const top = ranking[0]!;
      const theirs = linesOf(runId).filter((l) => l.clientId === top.clientId);
      expect(top.nfe).toBe(sum(theirs, 'nfe'));
      expect(top.tsp).toBe(theirs.reduce((t, l) => t + l.tsp, 0));
    }
  });

  it('should sum each client over the cases, ranked', () => {
    const fifo = overview.byClient.map((c) => c.fifoNet);
    expect(fifo).toEqual(descending(fifo));
    const client = overview.byClient[0]!;
    const theirs = latest()
      .flatMap((r) => linesOf(r.id))
      .filter((l) => l.clientId === client.clientId);
    expect(client.fifoNet).toBe(sum(theirs, 'fifoNet'));
    expect(client.casesCount).toBe(new Set(theirs.map((l) => l.caseId)).size);
  });

  it('should narrow to one case or one client', async () => {
    const caseId = overview.byCase[0]!.caseId;
    const one = await get<LossOverview>(`/loss-overview?caseId=${caseId}`);
    expect(one.byCase.map((c) => c.caseId)).toEqual([caseId]);
    const clientId = overview.byClient[0]!.clientId;
    const mine = await get<LossOverview>(`/loss-overview?clientId=${clientId}`);
    expect(mine.byClient.map((c) => c.clientId)).toEqual([clientId]);
    expect(mine.leadPlaintiff.every((c) => c.ranking.every((r) => r.clientId === clientId))).toBe(
      true,
    );
  });

  it('should raise the alert of a monitored client whose loss meets its threshold, on the case and on the client', async () => {
    // The top case's top two clients: the first monitored from exactly its loss, the second
    // from a dollar more than its loss; a third client left unmonitored.
    const [top] = overview.leadPlaintiff.filter((c) => c.ranking.length >= 3);
    const [first, second, third] = top!.ranking;
    const monitor = async (clientId: string, lossThresholdUsd: number) => {
      const res = await api
        .as('admin')
        .put(`/api/v1/clients/${clientId}/monitoring`)
        .send({ monitored: true, lossThresholdUsd, ownerIds: [], contactEmails: [] });
      expect(res.status).toBe(200);
    };
    await monitor(first!.clientId, Math.floor(first!.fifoNet / 100));
    await monitor(second!.clientId, Math.floor(second!.fifoNet / 100) + 1);
    const now = await get<LossOverview>(`/loss-overview?caseId=${top!.caseId}`);
    const flag = (clientId: string) =>
      now.leadPlaintiff[0]!.ranking.find((r) => r.clientId === clientId)!.aboveThreshold;
    expect([flag(first!.clientId), flag(second!.clientId), flag(third!.clientId)]).toEqual([
      true,
      false,
      false,
    ]);
    expect(now.byCase[0]!.clientsAboveThreshold).toBe(1);
    const theirs = await get<LossOverview>(`/loss-overview?clientId=${first!.clientId}`);
    expect(theirs.byCase.find((c) => c.caseId === top!.caseId)!.clientsAboveThreshold).toBe(1);
  });

  it('should refuse an unknown parameter (400)', async () => {
    expect((await api.as('admin').get('/api/v1/loss-overview?method=FIFO')).status).toBe(400);
  });
});

describe('what a client-scoped user sees of loss runs', () => {
  it('should list only their clients’ lines of a run, and count only those', async () => {
    for (const run of latest()) {
      const res = await api.as('viewer').get(`/api/v1/loss-runs/${run.id}/results?pageSize=100`);
      const items = (res.body as { items: LossResult[] }).items;
      const theirs = linesOf(run.id).filter((l) => VIEWER_CLIENTS.includes(l.clientId));
      expect(items.map((l) => l.id).sort()).toEqual(theirs.map((l) => l.id).sort());
      expect((await get<LossRun>(`/loss-runs/${run.id}`, 'viewer')).resultsCount).toBe(
        theirs.length,
      );
    }
  });

  it('should sum only their clients in the overview', async () => {
    const overview = await get<LossOverview>('/loss-overview', 'viewer');
    expect(overview.byClient.length).toBeGreaterThan(0);
    expect(overview.byClient.every((c) => VIEWER_CLIENTS.includes(c.clientId))).toBe(true);
    for (const row of overview.byCase) {
      const theirs = linesOf(row.runId).filter((l) => VIEWER_CLIENTS.includes(l.clientId));
      expect(row.fifoNet).toBe(sum(theirs, 'fifoNet'));
    }
    const other = await get<LossOverview>('/loss-overview?clientId=CL-0003', 'viewer');
    expect(other).toEqual({ byCase: [], byClient: [], leadPlaintiff: [] });
  });
});

describe('a loss report', () => {
  it('should give a case every client’s lines of its latest run, with exact totals', async () => {
    const run = latest()[0]!;
    const report = await get<LossReport>(`/loss-reports/case/${run.caseId}`);
    expect(report).toMatchObject({ kind: 'case', id: run.caseId });
    expect(report.sections).toHaveLength(1);
    const [section] = report.sections;
    expect(section!.runId).toBe(run.id);
    expect(section!.lines).toHaveLength(linesOf(run.id).length);
    expect(section!.totals.fifoNet).toBe(sum(section!.lines, 'fifoNet'));
    expect(report.totals).toEqual(section!.totals);
  });

  it('should give a client its lines from the latest run of every case', async () => {
    const report = await get<LossReport>('/loss-reports/client/CL-0001', 'viewer');
    expect(report.sections.length).toBeGreaterThan(0);
    for (const section of report.sections) {
      expect(section.lines.every((l) => l.clientId === 'CL-0001')).toBe(true);
      expect(section.totals.lifoNet).toBe(sum(section.lines, 'lifoNet'));
    }
    const total = report.sections.reduce((t, s) => t + s.totals.fifoNet, 0);
    expect(report.totals.fifoNet).toBe(total);
  });

  it.each([
    ['an unknown case', '/loss-reports/case/CA-9999', 'admin', 404],
    ['an unknown client', '/loss-reports/client/CL-9999', 'admin', 404],
    ['a client the user may not see', '/loss-reports/client/CL-0003', 'viewer', 404],
    ['an unknown kind', '/loss-reports/account/AC-00001', 'admin', 400],
  ] as const)('should refuse %s', async (_what, path, as, status) => {
    const res = await api.as(as).get(`/api/v1${path}`);
    expect(res.status).toBe(status);
  });
});
