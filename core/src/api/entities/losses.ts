/**
 * Loss runs: one client's recognised loss on one case, computed from its trades with FIFO or
 * LIFO matching (see `domain/loss.ts`), with one result line per account and security.
 */
import { z } from 'zod';
import { LOSS_METHODS, type LossMethod } from '../../domain/loss.ts';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { idSchema, isoDateSchema, isoDateTimeSchema } from '../primitives.ts';

export { LOSS_METHODS, type LossMethod };
export const LOSS_RUN_STATUSES = ['completed', 'failed'] as const;

export const lossRunSchema = named(
  'LossRun',
  z.object({
    id: idSchema,
    caseId: idSchema,
    caseCaption: z.string(),
    clientId: idSchema,
    clientName: z.string(),
    method: z.enum(LOSS_METHODS),
    status: z.enum(LOSS_RUN_STATUSES),
    /** The class period as it was when the run was made. */
    classPeriodStart: isoDateSchema,
    classPeriodEnd: isoDateSchema,
    /** Mean close over the 90 days after the class period, per security (PSLRA look-back). */
    lookbackPrices: z.record(z.string(), z.number()),
    accountsCount: z.number().int().min(0),
    resultsCount: z.number().int().min(0),
    totalRecognizedLoss: z.number().min(0),
    message: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    createdBy: z.string(),
  }),
);
export type LossRun = z.infer<typeof lossRunSchema>;

export const lossRunCreateSchema = named(
  'LossRunCreate',
  z.strictObject({
    caseId: idSchema,
    clientId: idSchema,
    method: z.enum(LOSS_METHODS),
  }),
);
export type LossRunCreate = z.infer<typeof lossRunCreateSchema>;

export const lossRunList = defineList(lossRunSchema, {
  sortable: ['createdAt', 'caseCaption', 'clientName', 'method', 'status', 'totalRecognizedLoss'],
  defaultSort: 'createdAt:desc',
  searchable: ['caseCaption', 'clientName', 'createdBy', 'id'],
  dateField: 'createdAt',
  filters: {
    caseId: idSchema.optional(),
    clientId: idSchema.optional(),
    method: z.enum(LOSS_METHODS).optional(),
    status: z.enum(LOSS_RUN_STATUSES).optional(),
  },
});

export const lossResultSchema = named(
  'LossResult',
  z.object({
    id: idSchema,
    runId: idSchema,
    clientId: idSchema,
    accountId: idSchema,
    accountNumber: z.string(),
    securityId: idSchema,
    ticker: z.string(),
    cusip: z.string(),
    firstPurchaseDate: isoDateSchema,
    lastPurchaseDate: isoDateSchema,
    /** Shares bought during the class period. */
    purchasedQuantity: z.number().min(0),
    /** Of those, sold before the end of the look-back period. */
    soldQuantity: z.number().min(0),
    heldQuantity: z.number().min(0),
    purchaseCost: z.number().min(0),
    salesProceeds: z.number().min(0),
    /** Held shares valued at the look-back price. */
    holdingValue: z.number().min(0),
    recognizedLoss: z.number().min(0),
  }),
);
export type LossResult = z.infer<typeof lossResultSchema>;

export const lossResultList = defineList(lossResultSchema, {
  sortable: ['recognizedLoss', 'accountNumber', 'ticker', 'purchasedQuantity', 'purchaseCost'],
  defaultSort: 'recognizedLoss:desc',
  searchable: ['accountNumber', 'ticker', 'cusip'],
  dateField: 'firstPurchaseDate',
  filters: { accountId: idSchema.optional(), securityId: idSchema.optional() },
});
