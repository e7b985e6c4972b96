/**
 * SEC Form 13-F: institutional managers report their US equity holdings each quarter. The
 * practice uses them to estimate which institutions lost money in a case's securities.
 */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { idSchema, isoDateSchema } from '../primitives.ts';

export const cikSchema = z.string().regex(/^\d{10}$/, 'expected a ten-digit CIK');

export const filerSchema = named(
  'Filer',
  z.object({
    id: idSchema,
    cik: cikSchema,
    name: z.string(),
    city: z.string(),
    state: z.string(),
    /** Set when the filer is also one of our clients. */
    clientId: idSchema.nullable(),
    latestPeriod: isoDateSchema,
    latestPositions: z.number().int().min(0),
    latestValue: z.number().min(0),
  }),
);
export type Filer = z.infer<typeof filerSchema>;

export const filerList = defineList(filerSchema, {
  sortable: ['name', 'cik', 'state', 'latestPeriod', 'latestValue', 'latestPositions'],
  defaultSort: 'name:asc',
  searchable: ['name', 'cik', 'city'],
  dateField: 'latestPeriod',
  filters: { state: z.string().optional(), clientId: idSchema.optional() },
});

export const PUT_CALL = ['PUT', 'CALL'] as const;
export const DISCRETIONS = ['SOLE', 'DFND', 'OTR'] as const;

/** One line of a 13-F information table. */
export const filingHoldingSchema = named(
  'FilingHolding',
  z.object({
    id: idSchema,
    filerId: idSchema,
    filerName: z.string(),
    cik: cikSchema,
    /** The quarter end the report is for. */
    period: isoDateSchema,
    cusip: z.string(),
    securityId: idSchema.nullable(),
    issuer: z.string(),
    titleOfClass: z.string(),
    /** Market value in US dollars. */
    value: z.number().min(0),
    shares: z.number().min(0),
    shareType: z.enum(['SH', 'PRN']),
    putCall: z.enum(PUT_CALL).nullable(),
    investmentDiscretion: z.enum(DISCRETIONS),
    votingSole: z.number().min(0),
    votingShared: z.number().min(0),
    votingNone: z.number().min(0),
  }),
);
export type FilingHolding = z.infer<typeof filingHoldingSchema>;

export const filingHoldingList = defineList(filingHoldingSchema, {
  sortable: ['period', 'filerName', 'issuer', 'cusip', 'value', 'shares'],
  defaultSort: 'value:desc',
  searchable: ['filerName', 'issuer', 'cusip', 'cik'],
  dateField: 'period',
  filters: {
    filerId: idSchema.optional(),
    cik: cikSchema.optional(),
    period: isoDateSchema.optional(),
    cusip: z.string().optional(),
    securityId: idSchema.optional(),
    putCall: z.enum(PUT_CALL).optional(),
    investmentDiscretion: z.enum(DISCRETIONS).optional(),
  },
});

/** An institution's estimated loss on a case: its last reported position in the class period. */
export const filingLossSchema = named(
  'FilingLoss',
  z.object({
    id: idSchema,
    caseId: idSchema,
    caseCaption: z.string(),
    filerId: idSchema,
    filerName: z.string(),
    cik: cikSchema,
    securityId: idSchema,
    ticker: z.string(),
    classPeriodEnd: isoDateSchema,
    /** The quarter end whose report gave the position. */
    period: isoDateSchema,
    shares: z.number().min(0),
    priceBefore: z.number(),
    priceAfter: z.number(),
    estimatedLoss: z.number().min(0),
  }),
);
export type FilingLoss = z.infer<typeof filingLossSchema>;

export const filingLossList = defineList(filingLossSchema, {
  sortable: ['estimatedLoss', 'filerName', 'caseCaption', 'classPeriodEnd', 'shares'],
  defaultSort: 'estimatedLoss:desc',
  searchable: ['filerName', 'caseCaption', 'ticker', 'cik'],
  dateField: 'classPeriodEnd',
  filters: {
    caseId: idSchema.optional(),
    filerId: idSchema.optional(),
    securityId: idSchema.optional(),
  },
});
