/**
 * A deadline as it would be stored, checked against the rest of the data: its case, docket,
 * docket entry, rule and owner exist and agree, and its date is the rule's count from the
 * trigger (core `ruleDeadline`) unless it is set by hand.
 */
import type {
  DeadlineCreate,
  DeadlineRecord,
  DeadlineTriggerInput,
  DeadlineTriggerRecord,
  DeadlineUpdate,
} from '@backoffice/core/api';
import { ruleDeadline, type ServiceMethod } from '@backoffice/core/deadlines';
import { unprocessable } from '../../domain/api-error.ts';
import type { Store } from '../../store/store.ts';
import { changed, created, type Ctx } from '../resource.ts';
import { ruleOf } from './deadline-rules.ts';

function ownerName(store: Store, ownerId: string): string {
  const owner = store.users.get(ownerId);
  if (!owner || !owner.active) throw unprocessable('ownerId', `No active user '${ownerId}'`);
  return owner.displayName;
}

function docketOf(store: Store, caseId: string, docketId: string | null): string | null {
  if (docketId === null) return null;
  const docket = store.dockets.get(docketId);
  if (!docket) throw unprocessable('docketId', `No docket '${docketId}'`);
  if (docket.caseId !== caseId) {
    throw unprocessable(
      'docketId',
      `Docket ${docketId} is of case ${docket.caseId}, not ${caseId}`,
    );
  }
  return docket.id;
}

/** The trigger as stored: a docket entry's date is its date filed; it must be of the case. */
export function triggerOf(
  store: Store,
  caseId: string,
  input: DeadlineTriggerInput,
): DeadlineTriggerRecord {
  if (input.kind === 'event') return input;
  const entry = store.docketEntries.get(input.docketEntryId);
  if (!entry)
    throw unprocessable('trigger.docketEntryId', `No docket entry '${input.docketEntryId}'`);
  const docket = store.dockets.get(entry.docketId);
  if (docket?.caseId !== caseId) {
    throw unprocessable(
      'trigger.docketEntryId',
      `Docket entry ${entry.id} is on docket ${entry.docketId} of case ${docket?.caseId ?? '?'}, not of case ${caseId}`,
    );
  }
  return { kind: 'docketEntry', docketEntryId: entry.id, date: entry.filedOn };
}

/** The rule's date for the trigger; 422 naming the rule or the trigger when it cannot count. */
export function dueOnOf(
  store: Store,
  ruleId: string,
  trigger: DeadlineTriggerRecord | null,
  service: ServiceMethod | null,
): { dueOn: string; ruleName: string } {
  const rule = ruleOf(store, ruleId);
  if (!rule) throw unprocessable('ruleId', `No deadline rule '${ruleId}'`);
  if (!trigger) throw unprocessable('trigger', `Rule ${ruleId} counts from a trigger; give one`);
  try {
    return { dueOn: ruleDeadline(rule, trigger.date, service ?? undefined), ruleName: rule.name };
  } catch (error) {
    if (error instanceof RangeError) throw unprocessable('service', error.message);
    throw error;
  }
}

export function buildDeadline(body: DeadlineCreate, ctx: Ctx, id: string): DeadlineRecord {
  const c = ctx.store.cases.get(body.caseId);
  if (!c) throw unprocessable('caseId', `No case '${body.caseId}'`);
  const trigger = body.trigger ? triggerOf(ctx.store, c.id, body.trigger) : null;
  const entryDocket =
    trigger?.kind === 'docketEntry'
      ? ctx.store.docketEntries.get(trigger.docketEntryId)?.docketId
      : undefined;
  const service = body.service ?? null;
  const counted = body.ruleId ? dueOnOf(ctx.store, body.ruleId, trigger, service) : null;
  const ownerId = body.ownerId ?? ctx.user.userId;
  return {
    id,
    caseId: c.id,
    caseCaption: c.caption,
    docketId: docketOf(ctx.store, c.id, body.docketId ?? entryDocket ?? null),
    title: body.title ?? counted?.ruleName ?? 'Deadline',
    trigger,
    ruleId: body.ruleId ?? null,
    ruleName: counted?.ruleName ?? null,
    service,
    // The body's schema asks for dueOn whenever there is no rule.
    dueOn: counted?.dueOn ?? body.dueOn ?? '',
    ownerId,
    ownerName: ownerName(ctx.store, ownerId),
    state: 'open',
    ...created(ctx),
  };
}

export function applyDeadline(
  row: DeadlineRecord,
  patch: DeadlineUpdate,
  ctx: Ctx,
): DeadlineRecord {
  const ruleId = patch.ruleId === undefined ? row.ruleId : patch.ruleId;
  if (patch.dueOn !== undefined && ruleId !== null) {
    throw unprocessable(
      'dueOn',
      `The date is counted by rule ${ruleId} from the trigger: change the trigger or the rule, or set ruleId null to date it by hand`,
    );
  }
  const service = patch.service === undefined ? row.service : patch.service;
  const counted = ruleId === null ? null : dueOnOf(ctx.store, ruleId, row.trigger, service);
  const ownerId = patch.ownerId ?? row.ownerId;
  return {
    ...row,
    ...(patch.title === undefined ? {} : { title: patch.title }),
    docketId:
      patch.docketId === undefined ? row.docketId : docketOf(ctx.store, row.caseId, patch.docketId),
    ruleId,
    ruleName: counted?.ruleName ?? null,
    service,
    dueOn: counted?.dueOn ?? patch.dueOn ?? row.dueOn,
    ownerId,
    // An owner since deactivated stays until someone else is named.
    ownerName: ownerId === row.ownerId ? row.ownerName : ownerName(ctx.store, ownerId),
    ...changed(ctx),
  };
}
