/**
 * Claims: one per client eligible under a settlement (it traded an eligible security in the
 * settlement class period), generated when the settlement is created or its plan changes. Each
 * carries its recognized loss under the plan with the loss engine's lot trail, a status that
 * moves only as core `claimStatusProblem` allows, what each move recorded (filing date and claim
 * number, a deficiency's reason and cure deadline, a payment checked against the expected one),
 * and its history. A client-scoped user sees only their clients' claims.
 */
import { z } from 'zod';
import {
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  nextClaimStatuses,
} from '../../domain/settlements/index.ts';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import {
  auditShape,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  nonEmptyText,
  oneLine,
} from '../primitives.ts';

export { CLAIM_STATUS_LABELS, CLAIM_STATUSES, nextClaimStatuses };
export const claimStatusSchema = z.enum(CLAIM_STATUSES);

const centsSchema = z.number().int();

/** One lot of the trail: a quantity of a class-period purchase, sold by one sale or retained. */
export const claimLotSchema = named(
  'ClaimLot',
  z.object({
    purchaseTradeId: idSchema,
    purchaseDate: isoDateSchema,
    /** Null when the shares are retained. */
    saleTradeId: idSchema.nullable(),
    saleDate: isoDateSchema.nullable(),
    quantity: z.number(),
    /** US dollars, before the floor at zero. */
    perShare: z.number(),
    amount: centsSchema,
    explanation: z.string(),
  }),
);

export const claimPositionSchema = named(
  'ClaimPosition',
  z.object({
    accountId: idSchema,
    accountNumber: z.string(),
    securityId: idSchema,
    ticker: z.string(),
    /** Recognized loss of this account in this security, capped at its market loss. */
    amount: centsSchema,
    marketLoss: centsSchema,
    lots: z.array(claimLotSchema),
  }),
);
export type ClaimPositionRecord = z.infer<typeof claimPositionSchema>;

export const claimHistoryEntrySchema = named(
  'ClaimHistoryEntry',
  z.object({
    status: claimStatusSchema,
    on: isoDateTimeSchema,
    /** The username of whoever moved it (`system` when the settlement generated it). */
    by: z.string(),
    /** What the move recorded, in words ("Filed on 2026-07-01, claim number 12345"). */
    note: z.string(),
  }),
);

export const claimPaymentSchema = named(
  'ClaimPayment',
  z.object({
    paidOn: isoDateSchema,
    amount: centsSchema,
    /** What the plan gives the claim when the payment was entered; null without a report total. */
    expected: centsSchema.nullable(),
    /** Paid − expected. */
    difference: centsSchema.nullable(),
    /** The difference is beyond the settlement's tolerance. */
    flagged: z.boolean(),
  }),
);

export const claimSchema = named(
  'Claim',
  z.object({
    id: idSchema,
    settlementId: idSchema,
    /** The settlement's name and case now (read-only). */
    settlementName: z.string(),
    caseId: idSchema,
    clientId: idSchema,
    clientName: z.string(),
    status: claimStatusSchema,
    /** Cents, the positions' amounts added up. */
    recognizedLoss: centsSchema,
    positions: z.array(claimPositionSchema),
    /** Positions the engine could not compute, each saying why (they count 0). */
    problems: z.array(z.string()),
    filedOn: isoDateSchema.nullable(),
    claimNumber: z.string().nullable(),
    deficiency: z.object({ reason: z.string(), cureBy: isoDateSchema }).nullable(),
    rejectionReason: z.string().nullable(),
    payment: claimPaymentSchema.nullable(),
    /**
     * Read-only: the claim's share of the net fund over the distribution report's total, with
     * the minimum payment; null until the settlement has that total.
     */
    expectedPayment: centsSchema.nullable(),
    history: z.array(claimHistoryEntrySchema),
    ...auditShape,
  }),
);
export type Claim = z.infer<typeof claimSchema>;

const note = oneLine(z.string().max(500)).optional();
const reason = oneLine(nonEmptyText(500));

/** A move of a claim's status with what it needs: each target names its own fields. */
export const claimStatusChangeSchema = named(
  'ClaimStatusChange',
  z.discriminatedUnion('status', [
    z.strictObject({ status: z.literal('eligible'), note }),
    z.strictObject({ status: z.literal('in_preparation'), note }),
    z.strictObject({
      status: z.literal('filed'),
      filedOn: isoDateSchema,
      claimNumber: oneLine(nonEmptyText(80)),
      note,
    }),
    z.strictObject({ status: z.literal('deficient'), reason, cureBy: isoDateSchema, note }),
    z.strictObject({ status: z.literal('accepted'), note }),
    z.strictObject({ status: z.literal('rejected'), reason, note }),
    z.strictObject({
      status: z.literal('paid'),
      paidOn: isoDateSchema,
      /** Cents received. */
      amount: centsSchema.min(0).max(1_000_000_000_000_00),
      note,
    }),
  ]),
);
export type ClaimStatusChange = z.infer<typeof claimStatusChangeSchema>;

export const claimList = defineList(claimSchema, {
  sortable: ['clientName', 'recognizedLoss', 'status', 'filedOn', 'updatedAt'],
  defaultSort: 'recognizedLoss:desc',
  searchable: ['clientName', 'claimNumber', 'settlementName'],
  dateField: 'filedOn',
  filters: {
    settlementId: idSchema.optional(),
    clientId: idSchema.optional(),
    caseId: idSchema.optional(),
    status: claimStatusSchema.optional(),
  },
});

/** The media types of a claim's filing file, by the `format` asked for. */
export const FILING_FILE_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
