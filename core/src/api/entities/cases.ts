/**
 * Securities class actions the practice tracks. A case moves investigation → filed →
 * lead-plaintiff motion → class certification → settlement, or ends in dismissal (see
 * `domain/case-status.ts`). DOG cases are a category the practice keeps its own list of.
 */
import { z } from 'zod';
import { CASE_STATUSES, type CaseStatus } from '../../domain/case-status.ts';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import {
  auditShape,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  moneySchema,
  nonEmptyText,
  oneLine,
  manyLines,
} from '../primitives.ts';

export { CASE_STATUSES, type CaseStatus };
export const caseStatusSchema = z.enum(CASE_STATUSES);

export const DEADLINE_KINDS = [
  'lead_plaintiff',
  'amended_complaint',
  'opposition',
  'discovery_cutoff',
  'class_certification',
  'claims_filing',
  'objection',
  'fairness_hearing',
  'other',
] as const;

export const deadlineSchema = named(
  'Deadline',
  z.object({
    id: idSchema,
    kind: z.enum(DEADLINE_KINDS),
    date: isoDateSchema,
    description: z.string().max(500),
    done: z.boolean(),
  }),
);
export type Deadline = z.infer<typeof deadlineSchema>;
export const deadlineInputSchema = named(
  'DeadlineInput',
  z.strictObject({
    kind: z.enum(DEADLINE_KINDS),
    date: isoDateSchema,
    description: oneLine(z.string().max(500)),
    done: z.boolean().optional(),
  }),
);

/** One step of a case's life: the status it moved to, when, and who moved it. */
export const caseStatusChangeSchema = named(
  'CaseStatusChange',
  z.object({
    status: caseStatusSchema,
    on: isoDateTimeSchema,
    /** The username of whoever made the change (`system` for the back office's own records). */
    by: z.string().max(200),
  }),
);
export type CaseStatusChange = z.infer<typeof caseStatusChangeSchema>;

/** One range of a plan of allocation's artificial-inflation table; `to` null is open-ended. */
export const inflationRangeSchema = named(
  'InflationRange',
  z
    .strictObject({
      from: isoDateSchema,
      to: isoDateSchema.nullable(),
      /** US dollars of inflation per share on each day of the range. */
      perShare: z.number().min(0).max(1_000_000),
    })
    .refine((r) => r.to === null || r.from <= r.to, {
      path: ['to'],
      message: 'the range ends before it starts',
    }),
);
export type InflationRange = z.infer<typeof inflationRangeSchema>;

/** The ranges in date order, none overlapping the next (an open-ended one can only be last). */
export function rangesInOrder(ranges: readonly InflationRange[], ctx: z.RefinementCtx): void {
  ranges.forEach((r, i) => {
    const previous = ranges[i - 1];
    if (previous && (previous.to === null || previous.to >= r.from)) {
      ctx.addIssue({
        code: 'custom',
        path: ['inflation', i, 'from'],
        message: `range ${String(i + 1)} starts before range ${String(i)} ends: list the ranges in date order without overlaps`,
        input: r.from,
      });
    }
  });
}

/**
 * A plan of allocation as the settlement published it: the artificial inflation per share by
 * date, from which the recognized loss of each purchase is computed (`@backoffice/core/loss`).
 */
export const planOfAllocationSchema = named(
  'PlanOfAllocation',
  z
    .strictObject({ inflation: z.array(inflationRangeSchema).min(1).max(50) })
    .superRefine((plan, ctx) => {
      rangesInOrder(plan.inflation, ctx);
    }),
);
export type PlanOfAllocation = z.infer<typeof planOfAllocationSchema>;

export const caseSchema = named(
  'Case',
  z.object({
    id: idSchema,
    /** E.g. "In re Acme Corp. Securities Litigation". */
    caption: nonEmptyText(300),
    court: nonEmptyText(120),
    /** Null while under investigation (nothing filed yet). */
    docketNumber: z.string().max(40).nullable(),
    judge: z.string().max(120),
    securityIds: z.array(idSchema).min(1),
    classPeriodStart: isoDateSchema,
    classPeriodEnd: isoDateSchema,
    /**
     * The corrective disclosure that opens the 90-day lookback; null means the day after the
     * class period ends (`disclosureOf`).
     */
    disclosureDate: isoDateSchema.nullable(),
    /** Null until a settlement publishes one. */
    planOfAllocation: planOfAllocationSchema.nullable(),
    status: caseStatusSchema,
    filedOn: isoDateSchema.nullable(),
    dog: z.boolean(),
    /** In US dollars, once a settlement is announced. */
    settlementAmount: moneySchema.nullable(),
    leadCounsel: z.string().max(200),
    deadlines: z.array(deadlineSchema),
    description: z.string().max(8000),
    /**
     * Every status the case has had, oldest first, the last being `status`. Read-only: the
     * server records it when a case is opened and whenever its status changes.
     */
    statusHistory: z.array(caseStatusChangeSchema),
    /**
     * The earliest open deadline record of the case (`/deadlines`), an overdue one included;
     * null without one. Read-only: computed on every read, never stored.
     */
    nextDeadlineRecord: z
      .object({ id: idSchema, title: z.string(), dueOn: isoDateSchema })
      .nullable()
      .optional(),
    ...auditShape,
  }),
);
export type Case = z.infer<typeof caseSchema>;

const caseFields = {
  caption: oneLine(nonEmptyText(300)),
  court: oneLine(nonEmptyText(120)),
  docketNumber: oneLine(z.string().max(40)).nullable(),
  judge: oneLine(z.string().max(120)),
  securityIds: z.array(idSchema).min(1).max(20),
  classPeriodStart: isoDateSchema,
  classPeriodEnd: isoDateSchema,
  disclosureDate: isoDateSchema.nullable(),
  planOfAllocation: planOfAllocationSchema.nullable(),
  status: caseStatusSchema,
  filedOn: isoDateSchema.nullable(),
  dog: z.boolean(),
  settlementAmount: moneySchema.min(0).nullable(),
  leadCounsel: oneLine(z.string().max(200)),
  deadlines: z.array(deadlineInputSchema).max(100),
  description: manyLines(z.string().max(8000)),
};
const required = {
  caption: true,
  court: true,
  securityIds: true,
  classPeriodStart: true,
  classPeriodEnd: true,
} as const;
/**
 * A class period that ends before it starts is well-formed but breaks a business rule, so the
 * server answers 422, not 400. A change may move one bound against the stored other one, so
 * the rule is checked on the case as it would be stored, the same for creating and changing.
 */
export const caseCreateSchema = named(
  'CaseCreate',
  z.strictObject({
    ...z.object(caseFields).pick(required).shape,
    ...z.object(caseFields).omit(required).partial().shape,
  }),
);
export type CaseCreate = z.infer<typeof caseCreateSchema>;
/** Deadlines, when sent, replace the whole list. */
export const caseUpdateSchema = named('CaseUpdate', z.strictObject(caseFields).partial());
export type CaseUpdate = z.infer<typeof caseUpdateSchema>;

export const caseList = defineList(caseSchema, {
  sortable: ['caption', 'court', 'status', 'classPeriodStart', 'classPeriodEnd', 'filedOn'],
  defaultSort: 'filedOn:desc',
  searchable: ['caption', 'docketNumber', 'court', 'judge', 'id'],
  dateField: 'classPeriodEnd',
  filters: {
    status: caseStatusSchema.optional(),
    dog: z.stringbool().optional(),
    court: z.string().optional(),
    securityIds: idSchema.optional(),
  },
});
