/** Deadline records counted from the court's rules, the rules themselves and who may own one. */
import { endpoint } from '../endpoint.ts';
import {
  deadlineCreateSchema,
  deadlineList,
  deadlineOwnersSchema,
  deadlineRecordSchema,
  deadlineRuleCreateSchema,
  deadlineRuleRecordSchema,
  deadlineRulesSchema,
  deadlineRuleUpdateSchema,
  deadlineStateChangeSchema,
  deadlineTriggerChangeSchema,
  deadlineTriggerMovesSchema,
  deadlineUpdateSchema,
  dryRunQuerySchema,
} from '../entities/deadlines.ts';
import { change, create, getOne, idParams, list } from './kinds.ts';

const deadlines = { tag: 'Deadlines', item: deadlineRecordSchema };
const rules = { tag: 'Deadlines', item: deadlineRuleRecordSchema };

export const deadlineEndpoints = {
  listDeadlines: list({
    ...deadlines,
    path: '/deadlines',
    summary: 'List deadline records (from/to bound the due date)',
    list: deadlineList,
  }),
  getDeadline: getOne({ ...deadlines, path: '/deadlines/{id}', summary: 'One deadline record' }),
  createDeadline: create({
    ...deadlines,
    path: '/deadlines',
    summary:
      'Add a deadline to a case: from a rule and a trigger (the date counted under Fed. R. Civ. P. 6), or with a date set by hand',
    body: deadlineCreateSchema,
    errors: [422],
  }),
  updateDeadline: change({
    ...deadlines,
    path: '/deadlines/{id}',
    summary:
      "Change a deadline's title, owner, docket, rule (its date recomputed) or, without a rule, its date",
    body: deadlineUpdateSchema,
    errors: [422],
  }),
  setDeadlineState: endpoint({
    method: 'PUT',
    path: '/deadlines/{id}/state',
    tag: 'Deadlines',
    summary: 'Mark a deadline done or waived, or reopen it',
    params: idParams,
    body: deadlineStateChangeSchema,
    response: deadlineRecordSchema,
    errors: [409],
  }),
  changeDeadlineTrigger: endpoint({
    method: 'PUT',
    path: '/deadlines/{id}/trigger',
    tag: 'Deadlines',
    summary:
      "Change a deadline's trigger: every deadline of the case counted from the same trigger moves with it and is recomputed. With dryRun=true the answer lists the moves and nothing is written",
    params: idParams,
    query: dryRunQuerySchema,
    body: deadlineTriggerChangeSchema,
    response: deadlineTriggerMovesSchema,
    errors: [422],
  }),
  listDeadlineRules: endpoint({
    method: 'GET',
    path: '/deadline-rules',
    tag: 'Deadlines',
    summary: "The built-in rules of a securities class action, then staff's own",
    response: deadlineRulesSchema,
  }),
  createDeadlineRule: create({
    ...rules,
    path: '/deadline-rules',
    summary:
      'Add a rule for a court: a period (days or weeks) after or before its trigger; 422 when its numbers make no sense',
    body: deadlineRuleCreateSchema,
    errors: [422],
  }),
  updateDeadlineRule: change({
    ...rules,
    path: '/deadline-rules/{id}',
    summary:
      "Change one of staff's rules (built-in rules cannot change); deadlines keep their dates until recomputed",
    body: deadlineRuleUpdateSchema,
    errors: [422],
  }),
  listDeadlineOwners: endpoint({
    method: 'GET',
    path: '/deadline-owners',
    tag: 'Deadlines',
    summary: 'Who may own a deadline: the active users of the directory',
    response: deadlineOwnersSchema,
  }),
};
