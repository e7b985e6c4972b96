/**
 * The bench's loss run, end to end over HTTP: start a run of the case with the most positions
 * among those without a run (whose lookback is over), poll it until it completes, and report
 * the wall time, the run's own duration and positions per second.
 */
import type { Case, LossRun } from '@backoffice/core/api';
import { disclosureOf } from '@backoffice/core/domain';
import { lookbackWindow } from '@backoffice/core/loss';
import type { Agent } from 'supertest';
import { runPositions } from '../domain/analysis/loss-input.ts';
import type { Store } from '../store/store.ts';

function busiestCase(store: Store): { c: Case; positions: number } {
  const ran = new Set(store.lossRuns.all().map((r) => r.caseId));
  let best: { c: Case; positions: number } | null = null;
  for (const c of store.cases.all()) {
    const disclosureDate = disclosureOf(c);
    if (ran.has(c.id) || lookbackWindow(disclosureDate).end > store.asOf) continue;
    const dates = { ...c, disclosureDate };
    const positions = runPositions(store, c.securityIds, dates).length;
    if (!best || positions > best.positions) best = { c, positions };
  }
  if (!best) throw new Error('no case left to run');
  return best;
}

export interface LossRunFigures {
  caseId: string;
  positions: number;
  lines: number;
  /** From the POST to the poll that saw it completed. */
  wallMs: number;
  /** The run's own duration, as the job reports it. */
  jobMs: number;
  positionsPerSecond: number;
}

export async function benchLossRun(
  store: Store,
  http: Agent,
  adminToken: string,
): Promise<{ figures: LossRunFigures; rows: [string, string][] }> {
  const { c, positions } = busiestCase(store);
  const started = performance.now();
  const res = await http
    .post('/api/v1/loss-runs')
    .set('Authorization', adminToken)
    .send({ caseId: c.id });
  if (res.status !== 201) throw new Error(`POST /loss-runs answered ${String(res.status)}`);
  let run = res.body as LossRun;
  while (run.status === 'queued' || run.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 2));
    const poll = await http.get(`/api/v1/loss-runs/${run.id}`).set('Authorization', adminToken);
    run = poll.body as LossRun;
  }
  const wall = performance.now() - started;
  if (run.status !== 'completed') throw new Error(`the run failed: ${run.message ?? ''}`);
  const perSecond = Math.round(positions / ((run.durationMs ?? wall) / 1000));
  const figures: LossRunFigures = {
    caseId: c.id,
    positions,
    lines: run.resultsCount,
    wallMs: wall,
    jobMs: run.durationMs ?? wall,
    positionsPerSecond: perSecond,
  };
  const rows: [string, string][] = [
    [
      `loss run of ${c.id} over HTTP (${String(positions)} positions, ${String(run.resultsCount)} lines)`,
      `${String(Math.round(wall))} ms start to completed; job ${String(run.durationMs)} ms, ${perSecond.toLocaleString('en-US')} positions/s`,
    ],
  ];
  return { figures, rows };
}
