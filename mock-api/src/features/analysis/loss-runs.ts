/**
 * Loss runs: started on request and computed in the background (`loss-jobs.ts`), listed with
 * their live progress, deleted (a running one is stopped) with their results; the results, the
 * overview and the reports. A run covers every client, so it is shared by everyone who may see
 * the case; its lines, and the sums made of them, only show the caller's clients.
 */
import {
  lossResultList,
  lossRunList,
  type LossRun,
  type LossRunCreate,
} from '@backoffice/core/api';
import { ApiError, unprocessable } from '../../domain/api-error.ts';
import type { HandlersOf } from '../handler.ts';
import { listRows } from '../../query/list.ts';
import type { ClientScope } from '../../domain/client-scope.ts';
import type { Store } from '../../store/store.ts';
import { withCaption } from '../../domain/case-caption.ts';
import { resource, type BodyCall } from '../resource.ts';
import type { LossJobs } from './loss-jobs.ts';
import { lossOverview } from './loss-overview.ts';
import { lossReport } from './loss-report.ts';
import { resultsOf } from '../../domain/analysis/loss-results.ts';
import { queuedRun } from '../../domain/analysis/queued-run.ts';

/** A caller limited to some clients is told how many lines of theirs the run has. */
function countShown(run: LossRun, store: Store, scope: ClientScope): LossRun {
  if (!scope.restricted || run.resultsCount === 0) return run;
  const shown = resultsOf(store, run.id).filter((l) => scope.sees(l.clientId)).length;
  return { ...run, resultsCount: shown };
}

function newRun(call: BodyCall<LossRunCreate>, jobs: LossJobs): LossRun {
  const { store, body } = call;
  const c = store.cases.get(body.caseId);
  if (!c) throw unprocessable('caseId', `No case '${body.caseId}'`);
  const busy = jobs.activeRunOf(c.id);
  if (busy) {
    throw new ApiError(
      'conflict',
      `Case ${c.id} already has loss run ${busy.id} ${busy.status}: wait for it to finish, or delete it, before starting another`,
    );
  }
  const run = queuedRun(store.lossRuns.nextId(), c, call.now.toISOString(), call.user.username);
  store.lossRuns.put(run);
  jobs.start(run);
  return run;
}

export function lossRunHandlers(
  jobs: LossJobs,
): HandlersOf<
  | 'listLossRuns'
  | 'getLossRun'
  | 'createLossRun'
  | 'deleteLossRun'
  | 'retryLossRun'
  | 'cancelLossRun'
  | 'listLossResults'
  | 'getLossOverview'
  | 'getLossReport'
> {
  const runs = resource<LossRun>({
    what: 'loss run',
    source: (store) => store.lossRuns,
    list: lossRunList,
    view: (run, store, scope) => countShown(jobs.live(withCaption(run, store)), store, scope),
  });
  return {
    listLossRuns: runs.list,
    getLossRun: runs.get,
    createLossRun: (call) => newRun(call, jobs),
    deleteLossRun: runs.remove((run, call) => {
      jobs.stop(run.id);
      for (const line of resultsOf(call.store, run.id)) call.store.lossResults.delete(line.id);
    }),
    retryLossRun: (call) =>
      runs.get({
        ...call,
        params: { id: jobs.retry(runs.find(call), call.user.username, call.now).id },
      }),
    cancelLossRun: (call) =>
      runs.get({
        ...call,
        params: { id: jobs.cancel(runs.find(call), call.user.username, call.now).id },
      }),
    listLossResults: (call) => {
      const run = runs.find(call);
      const { scope } = call;
      const visible = scope.restricted
        ? (l: { clientId: string }) => scope.sees(l.clientId)
        : undefined;
      return listRows(resultsOf(call.store, run.id), call.query, lossResultList, visible);
    },
    getLossOverview: (call) => lossOverview(call.store, call.scope, call.query),
    getLossReport: (call) =>
      lossReport(call.store, call.scope, call.params.kind, call.params.id, call.now),
  };
}
