/**
 * Deadline records: listed, read, added from a rule and a trigger or by hand, changed, settled
 * (done, waived) and reopened. A changed trigger moves every deadline of the case counted from
 * the same trigger; a dry run answers the moves and writes nothing.
 */
import { deadlineList, type DeadlineRecord, type DeadlineTriggerMoves } from '@backoffice/core/api';
import { deadlineStateProblem, sharingTrigger, triggerMoves } from '@backoffice/core/deadlines';
import { ApiError, unprocessable } from '../../domain/api-error.ts';
import { withCaption } from '../../domain/case-caption.ts';
import type { Store } from '../../store/store.ts';
import type { HandlersOf } from '../handler.ts';
import { changed, resource, type IdCall } from '../resource.ts';
import { ruleOf } from './deadline-rules.ts';
import { applyDeadline, buildDeadline, triggerOf } from './deadline-writes.ts';

/** The case's caption, the owner's and the rule's names as they are now. */
function current(row: DeadlineRecord, store: Store): DeadlineRecord {
  const owner = store.users.get(row.ownerId)?.displayName ?? row.ownerName;
  const rule = row.ruleId === null ? null : (ruleOf(store, row.ruleId)?.name ?? row.ruleName);
  const shown = withCaption(row, store);
  return owner === row.ownerName && rule === row.ruleName
    ? shown
    : { ...shown, ownerName: owner, ruleName: rule };
}

const deadlines = resource<DeadlineRecord>({
  what: 'deadline',
  source: (store) => store.deadlines,
  list: deadlineList,
  view: current,
});

function moveTrigger(
  call: IdCall & { body: { trigger: Parameters<typeof triggerOf>[2] }; query: { dryRun: boolean } },
): DeadlineTriggerMoves {
  const edited = deadlines.find(call);
  const trigger = triggerOf(call.store, edited.caseId, call.body.trigger);
  const all = call.store.deadlines.all();
  let moves;
  try {
    moves = triggerMoves(edited, all, trigger.date, (id) => ruleOf(call.store, id));
  } catch (error) {
    if (error instanceof RangeError) throw unprocessable('trigger', error.message);
    throw error;
  }
  if (!call.query.dryRun) {
    const to = new Map(moves.map((m) => [m.deadlineId, m.to]));
    for (const d of sharingTrigger(edited, all)) {
      call.store.deadlines.put({ ...d, trigger, dueOn: to.get(d.id) ?? d.dueOn, ...changed(call) });
    }
  }
  return { dryRun: call.query.dryRun, trigger, moves };
}

function setState(call: IdCall & { body: { state: DeadlineRecord['state'] } }): DeadlineRecord {
  const row = deadlines.find(call);
  const problem = deadlineStateProblem(row.state, call.body.state);
  if (problem) throw new ApiError('conflict', `${row.id}: ${problem}`);
  return current(
    call.store.deadlines.put({ ...row, state: call.body.state, ...changed(call) }),
    call.store,
  );
}

export const deadlineHandlers: HandlersOf<
  | 'listDeadlines'
  | 'getDeadline'
  | 'createDeadline'
  | 'updateDeadline'
  | 'setDeadlineState'
  | 'changeDeadlineTrigger'
> = {
  listDeadlines: deadlines.list,
  getDeadline: deadlines.get,
  createDeadline: deadlines.create(buildDeadline),
  updateDeadline: deadlines.update(applyDeadline),
  setDeadlineState: setState,
  changeDeadlineTrigger: moveTrigger,
};
