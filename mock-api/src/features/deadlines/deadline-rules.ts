/**
 * The rules deadlines are counted by: core's built-in ones of a securities class action, then
 * the ones staff add for their courts (stored). A rule whose numbers make no sense is refused
 * (core `deadlineRuleProblem`) before it is stored; built-in rules cannot be changed.
 */
import type {
  DeadlineRuleCreate,
  DeadlineRuleRecord,
  DeadlineRuleUpdate,
} from '@backoffice/core/api';
import {
  deadlineRuleProblem,
  SECURITIES_CLASS_ACTION_RULES,
  type DeadlineRule,
} from '@backoffice/core/deadlines';
import { ApiError, notFound, unprocessable } from '../../domain/api-error.ts';
import type { Store } from '../../store/store.ts';
import type { HandlersOf } from '../handler.ts';
import type { Ctx } from '../resource.ts';

const BUILT_IN: readonly DeadlineRuleRecord[] = SECURITIES_CLASS_ACTION_RULES.map(
  (r: DeadlineRule) => ({
    id: r.id,
    name: r.name,
    trigger: r.trigger,
    days: r.days,
    unit: r.unit ?? 'days',
    direction: r.direction,
    service: r.service ?? null,
    authority: r.authority,
    court: r.court ?? null,
    builtIn: true,
  }),
);

/** A rule by id, built-in or staff's, as core counts with it. */
export function ruleOf(store: Store, id: string): DeadlineRule | undefined {
  const found = BUILT_IN.find((r) => r.id === id) ?? store.deadlineRules.get(id);
  if (!found) return undefined;
  return {
    id: found.id,
    name: found.name,
    trigger: found.trigger,
    days: found.days,
    direction: found.direction,
    authority: found.authority,
    unit: found.unit,
    ...(found.court ? { court: found.court } : {}),
    ...(found.service ? { service: found.service } : {}),
  };
}

function checked(rule: DeadlineRuleRecord): DeadlineRuleRecord {
  const problem = deadlineRuleProblem(rule);
  if (problem) throw unprocessable(problem.field, problem.message);
  return rule;
}

function build(body: DeadlineRuleCreate, id: string): DeadlineRuleRecord {
  return checked({
    id,
    name: body.name,
    trigger: body.trigger,
    days: body.days,
    unit: body.unit ?? 'days',
    direction: body.direction,
    service: body.service ?? null,
    authority: body.authority ?? '',
    court: body.court ?? null,
    builtIn: false,
  });
}

function apply(store: Store, id: string, patch: DeadlineRuleUpdate): DeadlineRuleRecord {
  if (BUILT_IN.some((r) => r.id === id)) {
    throw new ApiError(
      'unprocessable',
      `'${id}' is a built-in rule and cannot be changed; add a rule of your own instead`,
    );
  }
  const row = store.deadlineRules.get(id);
  if (!row) throw notFound('deadline rule', id);
  return checked({ ...row, ...patch });
}

export const deadlineRuleHandlers: HandlersOf<
  'listDeadlineRules' | 'createDeadlineRule' | 'updateDeadlineRule'
> = {
  listDeadlineRules: (call) => ({ items: [...BUILT_IN, ...call.store.deadlineRules.all()] }),
  createDeadlineRule: (call: Ctx & { body: DeadlineRuleCreate }) =>
    call.store.deadlineRules.put(build(call.body, call.store.deadlineRules.nextId())),
  updateDeadlineRule: (call) =>
    call.store.deadlineRules.put(apply(call.store, call.params.id, call.body)),
};
