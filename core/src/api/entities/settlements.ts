/**
 * Settlements of a case (a case may have several: partial settlements with different
 * defendants): the fund, the claims administrator, the court's dates and deadlines, the
 * settlement class period and the plan of allocation as data, one inflation table and lookback
 * mean per eligible security. Money is integer US cents; per-share figures are dollars, as the
 * plan publishes them. Dates out of order and money that does not add up are 422 (core
 * `settlementTermsProblems`). Claims are generated for every eligible client (`claims.ts`).
 */
import { z } from 'zod';
import { BELOW_MINIMUM_RULES, CLAIM_STATUSES } from '../../domain/settlements/index.ts';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { auditShape, idSchema, isoDateSchema, nonEmptyText, oneLine } from '../primitives.ts';
import { inflationRangeSchema, rangesInOrder } from './cases.ts';

export { BELOW_MINIMUM_RULES };
export const FILING_METHODS = ['electronic', 'online_portal', 'paper'] as const;

const centsSchema = z.number().int();
const amountSchema = centsSchema.min(0).max(1_000_000_000_000_00);

export const claimsAdministratorSchema = named(
  'ClaimsAdministrator',
  z.strictObject({
    name: oneLine(nonEmptyText(200)),
    address: oneLine(z.string().max(400)),
    website: z
      .url({ protocol: /^https?$/ })
      .max(400)
      .nullable(),
    filingMethod: z.enum(FILING_METHODS),
  }),
);
export type ClaimsAdministrator = z.infer<typeof claimsAdministratorSchema>;

/** One eligible security with its plan table: inflation per share by date, and M. */
export const settlementSecuritySchema = named(
  'SettlementSecurity',
  z
    .strictObject({
      securityId: idSchema,
      inflation: z.array(inflationRangeSchema).min(1).max(50),
      /** The PSLRA 90-day lookback mean M the plan publishes, US dollars. */
      lookbackMean: z.number().positive().max(1_000_000),
    })
    .superRefine((s, ctx) => {
      rangesInOrder(s.inflation, ctx);
    }),
);
export type SettlementSecurity = z.infer<typeof settlementSecuritySchema>;

/** What every claim of the settlement is computed and paid under. */
export const settlementRulesShape = {
  /** Cap on the recognized loss per share, US dollars; null without one. */
  perShareCap: z.number().positive().max(1_000_000).nullable(),
  /** No payment under this many cents (1000: nothing under $10); 0 without a minimum. */
  minimumPayment: amountSchema,
  belowMinimum: z.enum(BELOW_MINIMUM_RULES),
  /** How far a payment may be from the expected one before it is flagged, cents. */
  paymentTolerance: amountSchema,
};

const termFields = {
  caseId: idSchema,
  /** E.g. "Settlement with the underwriters". */
  name: oneLine(nonEmptyText(200)),
  grossFund: amountSchema,
  feesAwarded: amountSchema,
  expensesAwarded: amountSchema,
  /** Stated by the court or administrator; null: gross − fees − expenses. */
  netFundStated: amountSchema.nullable(),
  administrator: claimsAdministratorSchema,
  preliminaryApprovalOn: isoDateSchema.nullable(),
  finalApprovalOn: isoDateSchema.nullable(),
  fairnessHearingOn: isoDateSchema.nullable(),
  claimDeadline: isoDateSchema,
  optOutDeadline: isoDateSchema.nullable(),
  objectionDeadline: isoDateSchema.nullable(),
  classPeriodStart: isoDateSchema,
  classPeriodEnd: isoDateSchema,
  /** The corrective disclosure opening the lookback; null: the day after the period ends. */
  disclosureDate: isoDateSchema.nullable(),
  securities: z.array(settlementSecuritySchema).min(1).max(20),
  ...settlementRulesShape,
  /**
   * The total recognized losses of all accepted claims, from the administrator's distribution
   * report; null until it is known. Each claim's expected payment is its share of the net fund.
   */
  distributionTotal: amountSchema.nullable(),
};

const claimCountsSchema = z.object(
  Object.fromEntries(CLAIM_STATUSES.map((s) => [s, z.number().int().min(0)])) as Record<
    (typeof CLAIM_STATUSES)[number],
    z.ZodNumber
  >,
);

export const settlementSchema = named(
  'Settlement',
  z.object({
    id: idSchema,
    ...termFields,
    /** The case's caption now (read-only). */
    caseCaption: z.string(),
    /** The net fund: stated, else gross − fees − expenses (read-only). */
    netFund: centsSchema,
    /** Read-only, over the claims the caller may see: their count by status… */
    claimCounts: claimCountsSchema,
    /** …and their recognized losses added up, cents. */
    recognizedTotal: centsSchema,
    ...auditShape,
  }),
);
export type Settlement = z.infer<typeof settlementSchema>;

const required = {
  caseId: true,
  name: true,
  grossFund: true,
  administrator: true,
  claimDeadline: true,
  classPeriodStart: true,
  classPeriodEnd: true,
  securities: true,
} as const;

export const settlementCreateSchema = named(
  'SettlementCreate',
  z.strictObject({
    ...z.object(termFields).pick(required).shape,
    ...z.object(termFields).omit(required).partial().shape,
  }),
);
export type SettlementCreate = z.infer<typeof settlementCreateSchema>;

/** The case stays; a change of the period, securities or plan recomputes every claim. */
export const settlementUpdateSchema = named(
  'SettlementUpdate',
  z.strictObject(z.object(termFields).omit({ caseId: true }).partial().shape),
);
export type SettlementUpdate = z.infer<typeof settlementUpdateSchema>;

export const settlementList = defineList(settlementSchema, {
  sortable: ['claimDeadline', 'name', 'caseCaption', 'grossFund', 'finalApprovalOn'],
  defaultSort: 'claimDeadline:asc',
  searchable: ['name', 'caseCaption'],
  dateField: 'claimDeadline',
  filters: { caseId: idSchema.optional() },
});
