/** What the monitoring tests call on a test API: notifications, cases and their runs. */
import { expect } from 'vitest';
import type { Case, ListResponse, LossResult, LossRun, Notification } from '@backoffice/core/api';
import type { Caller, TestApi } from '../../../testing/test-api.ts';

export const userId = (api: TestApi, username: string) =>
  api.store.users.all().find((u) => u.username === username)!.id;

export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function notifications(
  api: TestApi,
  as: Caller,
  query: Record<string, string> = {},
): Promise<ListResponse<Notification>> {
  const qs = new URLSearchParams({ pageSize: '100', ...query }).toString();
  const res = await api.as(as).get(`/api/v1/notifications?${qs}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ListResponse<Notification>;
}

/** A security and class period where CL-0001 lost money in a generated run. */
export function whereViewersClientLost(
  api: TestApi,
): Pick<Case, 'securityIds' | 'classPeriodStart' | 'classPeriodEnd'> {
  const line = api.store.lossResults
    .all()
    .filter((l: LossResult) => l.clientId === 'CL-0001' && l.fifoNet > 100_00)
    .sort((a, b) => b.fifoNet - a.fifoNet)[0]!;
  const run = api.store.lossRuns.get(line.runId)!;
  return {
    securityIds: [line.securityId],
    classPeriodStart: run.classPeriodStart,
    classPeriodEnd: run.classPeriodEnd,
  };
}

export async function openCase(api: TestApi, body: object): Promise<Case> {
  const res = await api
    .as('staff')
    .post('/api/v1/cases')
    .send({
      caption: `In re Watched ${String(Math.random()).slice(2, 8)}`,
      court: 'S.D.N.Y.',
      ...body,
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Case;
}

/** The case's newest run once it has finished (polled: also called from a hook). */
export async function finishedRun(api: TestApi, caseId: string): Promise<LossRun> {
  for (let i = 0; i < 600; i += 1) {
    const res = await api.as('staff').get(`/api/v1/loss-runs?caseId=${caseId}`);
    const run = (res.body as ListResponse<LossRun>).items[0];
    if (run && (run.status === 'completed' || run.status === 'failed')) return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`case ${caseId} has no finished run`);
}
