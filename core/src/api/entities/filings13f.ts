/**
 * SEC Form 13-F: institutional managers report their US equity holdings each quarter. The
 * practice uses them to estimate which institutions lost money in a case's securities.
 */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { cusipSchema, idSchema, isoDateSchema } from '../primitives.ts';
import { isQuarterEnd } from '../../domain/filings13f/quarters.ts';
import { QUARTER_CHANGES } from '../../domain/filings13f/changes.ts';

export const cikSchema = z.string().regex(/^\d{10}$/, 'expected a ten-digit CIK');

/** A CIK as people type it: up to ten digits, leading zeros optional (`1067983`). */
export const cikQuerySchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, 'expected a CIK: one to ten digits')
  .transform((cik) => cik.padStart(10, '0'));

/** The period of a 13-F report: a calendar quarter's last day. */
export const quarterEndSchema = z.string().refine(isQuarterEnd, {
  message: 'expected a quarter end (YYYY-03-31, -06-30, -09-30 or -12-31)',
});

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
  filters: {
    state: z.string().optional(),
    clientId: idSchema.optional(),
    cik: cikQuerySchema.optional(),
  },
});

export const PUT_CALL = ['PUT', 'CALL'] as const;
export const DISCRETIONS = ['SOLE', 'DFND', 'OTR'] as const;
export const VALUE_UNITS = ['THOUSANDS', 'DOLLARS'] as const;
export const AMENDMENT_TYPES = ['ORIGINAL', 'RESTATEMENT', 'NEW_HOLDINGS'] as const;
/** Shares, principal amounts, and options: never added together. */
export const POSITION_KINDS = ['SH', 'PRN', 'PUT', 'CALL'] as const;

/** What a filed line and a rolled-up position both name: who filed, for which quarter, what. */
const filerSecurityFields = {
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
};

/** The filters both lists take, narrowing to a filer, a quarter or a security. */
const filerSecurityFilters = {
  filerId: idSchema.optional(),
  cik: cikQuerySchema.optional(),
  period: quarterEndSchema.optional(),
  cusip: cusipSchema.optional(),
  securityId: idSchema.optional(),
};

/** One line of a 13-F information table. */
export const filingHoldingSchema = named(
  'FilingHolding',
  z.object({
    ...filerSecurityFields,
    /** Market value in US dollars (read from `reportedValue` in `valueUnit`). */
    value: z.number().min(0),
    /** The value as filed: thousands of dollars before 3 January 2023, dollars after. */
    reportedValue: z.number().min(0),
    valueUnit: z.enum(VALUE_UNITS),
    /** When the report (or amendment) carrying this line was filed. */
    filedOn: isoDateSchema,
    /** 0 for the original report, then 1, 2… for each 13-F/A in filing order. */
    amendmentNo: z.number().int().min(0),
    /** A restatement replaces the quarter's report; a new-holdings amendment adds to it. */
    amendmentType: z.enum(AMENDMENT_TYPES),
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
    ...filerSecurityFilters,
    putCall: z.enum(PUT_CALL).optional(),
    investmentDiscretion: z.enum(DISCRETIONS).optional(),
    amendmentType: z.enum(AMENDMENT_TYPES).optional(),
  },
});

/**
 * A filer's position in one security in one quarter: the lines that stand after amendments,
 * summed per CUSIP and kind, with the change since the filer's previous report. A position the
 * report dropped shows as CLOSED with 0 shares.
 */
export const filingPositionSchema = named(
  'FilingPosition',
  z.object({
    ...filerSecurityFields,
    kind: z.enum(POSITION_KINDS),
    /** Shares; principal for PRN; the underlying shares for options. */
    shares: z.number().min(0),
    /** US dollars. */
    value: z.number().min(0),
    /** Value per share (value ÷ shares); null without shares. */
    price: z.number().nullable(),
    /** How many filed lines were summed. */
    lines: z.number().int().min(0),
    previousShares: z.number().min(0).nullable(),
    change: z.enum(QUARTER_CHANGES),
    /** The filer is one of our clients (shown only to those who see that client). */
    isClient: z.boolean(),
  }),
);
export type FilingPosition = z.infer<typeof filingPositionSchema>;

export const filingPositionList = defineList(filingPositionSchema, {
  sortable: ['period', 'filerName', 'issuer', 'cusip', 'value', 'shares', 'change'],
  defaultSort: 'value:desc',
  searchable: ['filerName', 'issuer', 'cusip', 'cik'],
  dateField: 'period',
  filters: {
    ...filerSecurityFilters,
    kind: z.enum(POSITION_KINDS).optional(),
    change: z.enum(QUARTER_CHANGES).optional(),
  },
});

/**
 * An institution's estimated loss on a case, by the loss engine over proxy trades: the last
 * position reported before the class period is the start holding, each later quarter's change
 * a purchase or sale at that quarter's average close. Trades inside a quarter are invisible.
 */
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
    /** The last quarter end read (up to the lookback's end), and its shares. */
    period: isoDateSchema,
    shares: z.number().min(0),
    priceBefore: z.number(),
    priceAfter: z.number(),
    /** The FIFO net loss in US dollars (negative: a gain). */
    estimatedLoss: z.number(),
    fifoLoss: z.number(),
    lifoLoss: z.number(),
    /** Shares held at the start, from the report of `startPeriod` (null: none before). */
    startHolding: z.number().min(0),
    startPeriod: isoDateSchema.nullable(),
    /** How many proxy purchases and sales the estimate is made of. */
    proxyTrades: z.number().int().min(0),
    isClient: z.boolean(),
  }),
);
export type FilingLoss = z.infer<typeof filingLossSchema>;

export const filingLossList = defineList(filingLossSchema, {
  sortable: [
    'estimatedLoss',
    'fifoLoss',
    'lifoLoss',
    'filerName',
    'caseCaption',
    'classPeriodEnd',
    'shares',
  ],
  defaultSort: 'estimatedLoss:desc',
  searchable: ['filerName', 'caseCaption', 'ticker', 'cik'],
  dateField: 'classPeriodEnd',
  filters: {
    caseId: idSchema.optional(),
    filerId: idSchema.optional(),
    securityId: idSchema.optional(),
    isClient: z.stringbool().optional(),
  },
});
