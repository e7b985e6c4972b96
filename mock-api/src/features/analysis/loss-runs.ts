/** Loss runs: made on request (computed at once), listed, and deleted with their results. */
import {
  lossResultList,
  lossRunList,
  type LossRun,
  type LossRunCreate,
} from '@backoffice/core/api';
import { unprocessable } from '../../http/errors.ts';
import type { HandlersOf } from '../../http/handler.ts';
import { listRows } from '../../http/list.ts';
import { withCaption } from '../litigation/join.ts';
import { byClient, resource, type BodyCall } from '../resource.ts';
import { computeLossRun } from './compute-loss-run.ts';

const runs = resource<LossRun>({
  what: 'loss run',
  source: (store) => store.lossRuns,
  list: lossRunList,
  visible: byClient,
  view: withCaption,
});

function createRun(call: BodyCall<LossRunCreate>): LossRun {
  const { store, body } = call;
  const c = store.cases.get(body.caseId);
  if (!c) throw unprocessable('caseId', `No case '${body.caseId}'`);
  const client = store.clients.get(body.clientId);
  if (!client || !call.scope.sees(client.id))
    throw unprocessable('clientId', `No client '${body.clientId}'`);
  const { run, results } = computeLossRun(store, {
    id: store.lossRuns.nextId(),
    case: c,
    client,
    method: body.method,
    createdAt: call.now.toISOString(),
    createdBy: call.user.username,
    nextResultId: () => store.lossResults.nextId(),
  });
  for (const r of results) store.lossResults.put(r);
  return store.lossRuns.put(run);
}

export const lossRunHandlers: HandlersOf<
  'listLossRuns' | 'getLossRun' | 'createLossRun' | 'deleteLossRun' | 'listLossResults'
> = {
  listLossRuns: runs.list,
  getLossRun: runs.get,
  createLossRun: createRun,
  deleteLossRun: runs.remove((run, call) => {
    for (const r of call.store.lossResults.all().filter((x) => x.runId === run.id)) {
      call.store.lossResults.delete(r.id);
    }
  }),
  listLossResults: (call) => {
    const run = runs.find(call);
    const rows = call.store.lossResults.all().filter((r) => r.runId === run.id);
    return listRows(rows, call.query, lossResultList);
  },
};
