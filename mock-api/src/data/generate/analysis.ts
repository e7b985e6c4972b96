/**
 * The loss runs and reports the practice has already made, computed with the same code the API
 * uses for new ones, so they agree with the trades.
 */
import { addDays, instant } from './dates.ts';
import type { Rng } from './rng.ts';
import { computeLossRun } from '../../features/analysis/compute-loss-run.ts';
import { reportTitle, summarizeClient } from '../../features/analysis/report-summary.ts';
import type { Store } from '../../store/store.ts';
import { VIEWER_CLIENTS } from './clients.ts';

const RUNS_PER_CASE = 3;
const CREATED_BY = ['admin', 'staff'];

export function seedLossRuns(rng: Rng, store: Store): void {
  const clients = store.clients.all();
  const viewerClients = clients.filter((c) => VIEWER_CLIENTS.some((v) => v.name === c.name));
  for (const c of store.cases.all()) {
    if (c.status === 'investigation') continue;
    const candidates = [
      ...viewerClients,
      ...rng.sample(clients.slice(viewerClients.length), RUNS_PER_CASE),
    ];
    for (const client of candidates) {
      const created = addDays(c.classPeriodEnd, rng.int(95, 400));
      const { run, results } = computeLossRun(store, {
        id: 'pending',
        case: c,
        client,
        method: rng.chance(0.7) ? 'FIFO' : 'LIFO',
        createdAt: instant(created < store.asOf ? created : store.asOf, rng.int(480, 1080)),
        createdBy: rng.pick(CREATED_BY),
        nextResultId: () => store.lossResults.nextId(),
      });
      // Runs that found no purchases in the class period were never kept.
      if (run.status === 'completed' && results.length === 0) continue;
      const id = store.lossRuns.nextId();
      store.lossRuns.put({ ...run, id });
      for (const r of results) store.lossResults.put({ ...r, runId: id });
    }
  }
}

export function seedReports(store: Store): void {
  const year = Number(store.asOf.slice(0, 4)) - 1;
  const plans = [
    { type: 'annual', period: String(year) },
    { type: 'scorecard', period: String(year) },
    { type: 'quarterly', period: `${year + 1}-Q2` },
  ] as const;
  for (const client of store.clients
    .all()
    .filter((c) => c.status === 'active')
    .slice(0, 30)) {
    for (const { type, period } of plans) {
      store.reports.put({
        id: store.reports.nextId(),
        type,
        clientId: client.id,
        clientName: client.name,
        period,
        title: reportTitle(type, client.name, period),
        summary: summarizeClient(store, client.id, type, period),
        generatedAt: instant(store.asOf, 420),
        generatedBy: 'admin',
      });
    }
  }
}
