/**
 * Deadline records: a date to act by on a case, counted from a trigger (an event's date or a
 * docket entry's) by a rule (a built-in one of `@backoffice/core/deadlines` or one staff added
 * for their court), or set by hand. Each has an owner (a user of the directory, by id) and a
 * state (open, done, waived); its history is the audit log's (`/history/deadline/{id}`).
 */
import { z } from 'zod';
import { PERIOD_UNITS } from '../../deadlines/rules.ts';
import { DEADLINE_RECORD_STATES } from '../../deadlines/urgency.ts';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { auditShape, idSchema, isoDateSchema, nonEmptyText, oneLine } from '../primitives.ts';

export { DEADLINE_RECORD_STATES, PERIOD_UNITS };
export const SERVICE_METHODS = ['mail', 'electronic', 'personal'] as const;
export const COUNT_DIRECTIONS = ['after', 'before'] as const;

const serviceSchema = z.enum(SERVICE_METHODS);
const eventName = oneLine(nonEmptyText(200));

export const deadlineTriggerSchema = named(
  'DeadlineTrigger',
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('event'),
      /** What happened: "complaint filed", "notice published". */
      event: z.string(),
      date: isoDateSchema,
    }),
    z.object({
      kind: z.literal('docketEntry'),
      docketEntryId: idSchema,
      /** The entry's date filed. */
      date: isoDateSchema,
    }),
  ]),
);
export type DeadlineTriggerRecord = z.infer<typeof deadlineTriggerSchema>;

/** A trigger as staff give it: a docket entry's date is read from the entry. */
export const deadlineTriggerInputSchema = named(
  'DeadlineTriggerInput',
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('event'), event: eventName, date: isoDateSchema }),
    z.strictObject({ kind: z.literal('docketEntry'), docketEntryId: idSchema }),
  ]),
);
export type DeadlineTriggerInput = z.infer<typeof deadlineTriggerInputSchema>;

export const deadlineRecordSchema = named(
  'DeadlineRecord',
  z.object({
    id: idSchema,
    caseId: idSchema,
    /** The case's caption now (read-only). */
    caseCaption: z.string(),
    docketId: idSchema.nullable(),
    title: nonEmptyText(300),
    /** Null for a deadline set by hand without one. */
    trigger: deadlineTriggerSchema.nullable(),
    /** A built-in rule's id or a custom rule's; null for a date set by hand. */
    ruleId: z.string().nullable(),
    /** The rule's name now (read-only); null without a rule. */
    ruleName: z.string().nullable(),
    /** How the trigger's paper was served, when it is not the rule's own. */
    service: serviceSchema.nullable(),
    /** The last day to act: computed from the rule and the trigger, or set by hand. */
    dueOn: isoDateSchema,
    /** A user of the directory, by id (`sub`). */
    ownerId: idSchema,
    /** The owner's display name now (read-only). */
    ownerName: z.string(),
    state: z.enum(DEADLINE_RECORD_STATES),
    ...auditShape,
  }),
);
export type DeadlineRecord = z.infer<typeof deadlineRecordSchema>;

export const deadlineCreateSchema = named(
  'DeadlineCreate',
  z
    .strictObject({
      caseId: idSchema,
      docketId: idSchema.optional(),
      /** Defaults to the rule's name. */
      title: oneLine(nonEmptyText(300)).optional(),
      ruleId: idSchema.optional(),
      trigger: deadlineTriggerInputSchema.optional(),
      service: serviceSchema.optional(),
      /** Only for a deadline set by hand (without a rule). */
      dueOn: isoDateSchema.optional(),
      /** Defaults to the caller. */
      ownerId: idSchema.optional(),
    })
    .superRefine((d, ctx) => {
      if (d.ruleId !== undefined && d.dueOn !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['dueOn'],
          message: 'give a rule and a trigger, or a date by hand, not both',
        });
      } else if (d.ruleId !== undefined && d.trigger === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['trigger'],
          message: 'a rule counts from a trigger: give the event and its date, or a docket entry',
        });
      } else if (d.ruleId === undefined && d.dueOn === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['dueOn'],
          message: 'give a rule and a trigger, or the date by hand',
        });
      }
      if (d.ruleId === undefined && d.title === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['title'],
          message: 'a deadline set by hand needs a title',
        });
      }
    }),
);
export type DeadlineCreate = z.infer<typeof deadlineCreateSchema>;

/**
 * `dueOn` only for a deadline without a rule; `ruleId` changes the rule (its date is
 * recomputed), null makes the date one set by hand. The trigger changes through its own call.
 */
export const deadlineUpdateSchema = named(
  'DeadlineUpdate',
  z.strictObject({
    title: oneLine(nonEmptyText(300)).optional(),
    docketId: idSchema.nullable().optional(),
    ruleId: idSchema.nullable().optional(),
    service: serviceSchema.nullable().optional(),
    dueOn: isoDateSchema.optional(),
    ownerId: idSchema.optional(),
  }),
);
export type DeadlineUpdate = z.infer<typeof deadlineUpdateSchema>;

export const deadlineStateChangeSchema = named(
  'DeadlineStateChange',
  z.strictObject({ state: z.enum(DEADLINE_RECORD_STATES) }),
);

export const deadlineTriggerChangeSchema = named(
  'DeadlineTriggerChange',
  z.strictObject({ trigger: deadlineTriggerInputSchema }),
);
export type DeadlineTriggerChange = z.infer<typeof deadlineTriggerChangeSchema>;

export const dryRunQuerySchema = z.strictObject({
  /** `true`: answer which deadlines would move and by how much; write nothing. */
  dryRun: z.stringbool().default(false),
});

export const deadlineMoveSchema = named(
  'DeadlineMove',
  z.object({
    deadlineId: idSchema,
    title: z.string(),
    from: isoDateSchema,
    to: isoDateSchema,
    /** Calendar days: later positive, earlier negative, 0 when the date stays. */
    days: z.number().int(),
  }),
);
export type DeadlineMoveRecord = z.infer<typeof deadlineMoveSchema>;

export const deadlineTriggerMovesSchema = named(
  'DeadlineTriggerMoves',
  z.object({
    dryRun: z.boolean(),
    trigger: deadlineTriggerSchema,
    /** Every deadline counted from the trigger that has a rule, the edited one first. */
    moves: z.array(deadlineMoveSchema),
  }),
);
export type DeadlineTriggerMoves = z.infer<typeof deadlineTriggerMovesSchema>;

export const deadlineList = defineList(deadlineRecordSchema, {
  sortable: ['dueOn', 'title', 'caseCaption', 'state', 'ownerName'],
  defaultSort: 'dueOn:asc',
  searchable: ['title', 'caseCaption', 'ruleName', 'ownerName'],
  dateField: 'dueOn',
  filters: {
    caseId: idSchema.optional(),
    docketId: idSchema.optional(),
    ownerId: idSchema.optional(),
    state: z.enum(DEADLINE_RECORD_STATES).optional(),
    ruleId: z.string().optional(),
  },
});

export const deadlineRuleRecordSchema = named(
  'DeadlineRuleRecord',
  z.object({
    id: z.string(),
    name: z.string(),
    /** What starts the period, in words: "the motion is served". */
    trigger: z.string(),
    days: z.number(),
    unit: z.enum(PERIOD_UNITS),
    direction: z.enum(COUNT_DIRECTIONS),
    /** How the trigger's paper is usually served (mail adds 3 days, Rule 6(d)). */
    service: serviceSchema.nullable(),
    authority: z.string(),
    /** Null: every court. */
    court: z.string().nullable(),
    builtIn: z.boolean(),
  }),
);
export type DeadlineRuleRecord = z.infer<typeof deadlineRuleRecordSchema>;

const ruleFields = {
  name: oneLine(nonEmptyText(200)),
  trigger: oneLine(nonEmptyText(200)),
  /** Checked by the rule's sense (core `deadlineRuleProblem`): 422 when it makes none. */
  days: z.number(),
  unit: z.enum(PERIOD_UNITS),
  direction: z.enum(COUNT_DIRECTIONS),
  service: serviceSchema.nullable(),
  authority: oneLine(z.string().max(300)),
  court: oneLine(z.string().max(120)).nullable(),
};
export const deadlineRuleCreateSchema = named(
  'DeadlineRuleCreate',
  z.strictObject({
    ...z.object(ruleFields).pick({ name: true, trigger: true, days: true, direction: true }).shape,
    ...z
      .object(ruleFields)
      .omit({ name: true, trigger: true, days: true, direction: true })
      .partial().shape,
  }),
);
export type DeadlineRuleCreate = z.infer<typeof deadlineRuleCreateSchema>;
export const deadlineRuleUpdateSchema = named(
  'DeadlineRuleUpdate',
  z.strictObject(ruleFields).partial(),
);
export type DeadlineRuleUpdate = z.infer<typeof deadlineRuleUpdateSchema>;

/** Every rule, built-in ones first: a short list, answered whole. */
export const deadlineRulesSchema = named(
  'DeadlineRules',
  z.object({ items: z.array(deadlineRuleRecordSchema) }),
);

/** Who may own a deadline: the directory's active users, by id. */
export const deadlineOwnerSchema = named(
  'DeadlineOwner',
  z.object({ id: idSchema, username: z.string(), displayName: z.string() }),
);
export type DeadlineOwner = z.infer<typeof deadlineOwnerSchema>;

/** Every active user, by name: a short list, answered whole. */
export const deadlineOwnersSchema = named(
  'DeadlineOwners',
  z.object({ items: z.array(deadlineOwnerSchema) }),
);

/**
 * The web's form for adding a deadline: the create body's fields laid flat (a form shows one
 * input per field, empty as '' or null), with the same checks, turned into the create body on
 * submit.
 */
const loose = z.string().nullable().optional();
const triggerFormFields = {
  triggerKind: z.enum(['event', 'docketEntry']),
  event: loose,
  triggerDate: loose,
  docketEntryId: loose,
};
interface TriggerFormValues {
  triggerKind: 'event' | 'docketEntry';
  event?: string | null | undefined;
  triggerDate?: string | null | undefined;
  docketEntryId?: string | null | undefined;
}

function triggerFormProblems(v: TriggerFormValues, ctx: z.RefinementCtx): void {
  if (v.triggerKind === 'docketEntry') {
    if (!v.docketEntryId) {
      ctx.addIssue({ code: 'custom', path: ['docketEntryId'], message: 'choose the docket entry' });
    }
    return;
  }
  if (!eventName.safeParse(v.event ?? '').success) {
    ctx.addIssue({
      code: 'custom',
      path: ['event'],
      message: 'say what happened, e.g. complaint filed',
    });
  }
  if (!isoDateSchema.safeParse(v.triggerDate).success) {
    ctx.addIssue({ code: 'custom', path: ['triggerDate'], message: 'give the date it happened' });
  }
}

function triggerOfForm(v: TriggerFormValues): DeadlineTriggerInput {
  return v.triggerKind === 'docketEntry'
    ? { kind: 'docketEntry', docketEntryId: v.docketEntryId ?? '' }
    : { kind: 'event', event: (v.event ?? '').trim(), date: v.triggerDate ?? '' };
}

const filled = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value.trim() === '' ? undefined : value.trim();

export const deadlineAddFormSchema = z
  .strictObject({
    caseId: idSchema,
    basis: z.enum(['rule', 'hand']),
    ruleId: loose,
    ...triggerFormFields,
    service: z
      .union([serviceSchema, z.literal('')])
      .nullable()
      .optional(),
    dueOn: loose,
    title: oneLine(z.string().max(300)).nullable().optional(),
    ownerId: loose,
  })
  .superRefine((v, ctx) => {
    if (v.basis === 'hand') {
      if (!isoDateSchema.safeParse(v.dueOn).success) {
        ctx.addIssue({ code: 'custom', path: ['dueOn'], message: 'give the date it is due' });
      }
      if (!filled(v.title)) {
        ctx.addIssue({ code: 'custom', path: ['title'], message: 'say what is due' });
      }
      return;
    }
    if (!v.ruleId) ctx.addIssue({ code: 'custom', path: ['ruleId'], message: 'choose a rule' });
    triggerFormProblems(v, ctx);
  })
  .transform((v): DeadlineCreate => {
    const title = filled(v.title);
    const ownerId = filled(v.ownerId);
    return {
      caseId: v.caseId,
      ...(title ? { title } : {}),
      ...(ownerId ? { ownerId } : {}),
      ...(v.basis === 'hand'
        ? { dueOn: v.dueOn ?? '' }
        : {
            ruleId: v.ruleId ?? '',
            trigger: triggerOfForm(v),
            ...(v.service ? { service: v.service } : {}),
          }),
    };
  });

/** The web's form for a new trigger: the trigger's fields laid flat, as the add form's. */
export const deadlineTriggerFormSchema = z
  .strictObject(triggerFormFields)
  .superRefine(triggerFormProblems)
  .transform((v): DeadlineTriggerChange => ({ trigger: triggerOfForm(v) }));
