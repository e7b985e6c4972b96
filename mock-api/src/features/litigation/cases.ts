/**
 * Cases. The status moves only along the case's life cycle (core `canMoveCase`), and each move
 * is appended to the case's status history; the securities must exist, and a docket number is
 * unique within its court. A case with a court and a docket number has its docket (core
 * `missingDocket`), made in the same write. A case with motions, loss runs or a docket with
 * entries cannot be deleted; its empty dockets go with it.
 */
import { SYSTEM_USER } from '../../domain/system-user.ts';
import {
  caseList,
  type Case,
  type CaseCreate,
  type CaseStatus,
  type CaseStatusChange,
  type CaseUpdate,
  type Deadline,
} from '@backoffice/core/api';
import {
  CLASS_PERIOD_BACKWARDS,
  canMoveCase,
  classPeriodInOrder,
  missingDocket,
  nextCaseStatuses,
} from '@backoffice/core/domain';
import { validateLossInput } from '@backoffice/core/loss';
import { earliestOpen } from '@backoffice/core/deadlines';
import { ApiError, unprocessable } from '../../domain/api-error.ts';
import type { HandlersOf } from '../handler.ts';
import type { Store } from '../../store/store.ts';
import { changed, created, resource, type Ctx } from '../resource.ts';

/** The case with its earliest open deadline record (read-only, never stored). */
function withNextDeadline(row: Case, store: Store): Case {
  const next = earliestOpen(store.deadlines.all().filter((d) => d.caseId === row.id));
  return {
    ...row,
    nextDeadlineRecord: next ? { id: next.id, title: next.title, dueOn: next.dueOn } : null,
  };
}

export const cases = resource<Case>({
  what: 'case',
  source: (store) => store.cases,
  list: caseList,
  view: withNextDeadline,
});

function deadlines(caseId: string, input: NonNullable<CaseUpdate['deadlines']>): Deadline[] {
  return input.map((d, i) => ({
    id: `${caseId}-D${String(i + 1).padStart(2, '0')}`,
    kind: d.kind,
    date: d.date,
    description: d.description,
    done: d.done ?? false,
  }));
}

/**
 * The disclosure date and the plan's inflation table as the loss engine reads them: a case the
 * API accepts is one its loss runs can compute (prices aside).
 */
function lossProblem(next: Case): { field: string; message: string } | undefined {
  const problems = validateLossInput({
    classPeriod: { start: next.classPeriodStart, end: next.classPeriodEnd },
    ...(next.disclosureDate ? { disclosureDate: next.disclosureDate } : {}),
    trades: [],
    ...(next.planOfAllocation ? { inflation: next.planOfAllocation.inflation } : {}),
  });
  const found = problems.find(
    (p) => p.field === 'disclosureDate' || p.field.startsWith('inflation'),
  );
  if (!found) return undefined;
  const field = found.field.startsWith('inflation')
    ? `planOfAllocation.${found.field.replace(/\[(\d+)\]/g, '.$1')}`
    : found.field;
  return { field, message: found.message };
}

/** The rules a whole case must keep, checked on the case as it would be stored. */
function check(store: Store, next: Case): Case {
  const unknown = next.securityIds.filter((id) => !store.securities.get(id));
  if (unknown.length > 0) throw unprocessable('securityIds', `No security ${unknown.join(', ')}`);
  if (!classPeriodInOrder(next.classPeriodStart, next.classPeriodEnd)) {
    throw unprocessable('classPeriodEnd', CLASS_PERIOD_BACKWARDS);
  }
  const problem = lossProblem(next);
  if (problem) throw unprocessable(problem.field, problem.message);
  const clash = store.cases
    .all()
    .find(
      (c) =>
        c.id !== next.id &&
        next.docketNumber &&
        c.court === next.court &&
        c.docketNumber === next.docketNumber,
    );
  if (clash)
    throw new ApiError(
      'conflict',
      `${next.court} docket ${next.docketNumber ?? ''} is already case ${clash.id}`,
    );
  return next;
}

/** A status history entry for a change the caller makes now. */
const statusChange = (status: CaseStatus, ctx: Ctx): CaseStatusChange => ({
  status,
  on: ctx.now.toISOString(),
  by: ctx.user.username,
});

function build(body: CaseCreate, ctx: Ctx, id: string): Case {
  const status = body.status ?? 'investigation';
  return check(ctx.store, {
    id,
    caption: body.caption,
    court: body.court,
    docketNumber: body.docketNumber ?? null,
    judge: body.judge ?? '',
    securityIds: [...new Set(body.securityIds)],
    classPeriodStart: body.classPeriodStart,
    classPeriodEnd: body.classPeriodEnd,
    disclosureDate: body.disclosureDate ?? null,
    planOfAllocation: body.planOfAllocation ?? null,
    status,
    filedOn: body.filedOn ?? null,
    dog: body.dog ?? false,
    settlementAmount: body.settlementAmount ?? null,
    leadCounsel: body.leadCounsel ?? '',
    deadlines: deadlines(id, body.deadlines ?? []),
    description: body.description ?? '',
    statusHistory: [statusChange(status, ctx)],
    ...created(ctx),
  });
}

function apply(row: Case, patch: CaseUpdate, ctx: Ctx): Case {
  if (patch.status && !canMoveCase(row.status, patch.status)) {
    const allowed = nextCaseStatuses(row.status);
    throw unprocessable(
      'status',
      `A case in ${row.status} can move to ${allowed.length ? allowed.join(' or ') : 'no other status'}, not ${patch.status}`,
    );
  }
  const { deadlines: newDeadlines, securityIds, ...rest } = patch;
  return check(ctx.store, {
    ...row,
    ...rest,
    ...(securityIds ? { securityIds: [...new Set(securityIds)] } : {}),
    ...(newDeadlines ? { deadlines: deadlines(row.id, newDeadlines) } : {}),
    ...(patch.status && patch.status !== row.status
      ? { statusHistory: [...row.statusHistory, statusChange(patch.status, ctx)] }
      : {}),
    ...changed(ctx),
  });
}

/** Opens the docket the stored case lacks, if any, in the write that stored the case. */
function openDocket(store: Store, c: Case, now: Date): void {
  const docket = missingDocket(c, store.dockets.all(), now.toISOString().slice(0, 10));
  if (docket) store.dockets.put({ id: store.dockets.nextId(), caseCaption: c.caption, ...docket });
}

const withDocket =
  <C extends Ctx>(write: (call: C) => Case) =>
  (call: C): Case => {
    const row = write(call);
    openDocket(call.store, row, call.now);
    return row;
  };

function deletable(row: Case, ctx: Ctx): void {
  const { dockets, docketEntries, motions, lossRuns, lossResults, deadlines } = ctx.store;
  const own = dockets.all().filter((d) => d.caseId === row.id);
  const filed = own.some((d) => docketEntries.all().some((e) => e.docketId === d.id));
  const runs = lossRuns.all().filter((r) => r.caseId === row.id);
  // The runs the system started by itself are no one's work: they go with the case.
  const staffRuns = runs.some((r) => r.createdBy !== SYSTEM_USER);
  const uses =
    filed ||
    staffRuns ||
    [motions, deadlines].some((c) => c.all().some((r) => r.caseId === row.id));
  if (uses)
    throw new ApiError(
      'conflict',
      'The case has docket entries, motions, deadlines or loss runs staff started; it cannot be deleted',
    );
  // Nothing was filed on them: they were only the case's own number.
  for (const d of own) dockets.delete(d.id);
  const runIds = new Set(runs.map((r) => r.id));
  for (const line of lossResults.all().filter((l) => runIds.has(l.runId)))
    lossResults.delete(line.id);
  for (const id of runIds) lossRuns.delete(id);
}

/** Opens a case with its docket: the API's create, for other writes of this area (a suggestion accepted). */
export const openCase = withDocket(cases.create(build));

export const caseHandlers: HandlersOf<
  'listCases' | 'getCase' | 'createCase' | 'updateCase' | 'deleteCase'
> = {
  listCases: cases.list,
  getCase: cases.get,
  createCase: openCase,
  updateCase: withDocket(cases.update(apply)),
  deleteCase: cases.remove(deletable),
};
