/**
 * Importing a security's daily prices from a file (CSV or XLSX as its raw body). The engine's
 * close is the close as traded; the adjusted close of a file is kept beside it, never used in
 * its place. An imported close on a day replaces the generated one for that security and day;
 * days outside the generated range are added.
 */
import { z } from 'zod';
import { named } from '../registry.ts';
import { isoDateSchema } from '../primitives.ts';

export const priceImportQuerySchema = z.strictObject({
  /** `true`: read and compare the file, answer as a commit would, write nothing. */
  dryRun: z.stringbool().default(false),
});

const closeChangeSchema = z.object({
  date: isoDateSchema,
  oldClose: z.number(),
  newClose: z.number(),
});

export const priceImportSchema = named(
  'PriceImport',
  z.object({
    securityId: z.string(),
    dryRun: z.boolean(),
    /** The file's format as read: delimited text or an XLSX workbook's first sheet. */
    format: z.enum(['csv', 'xlsx']),
    /** Header names the columns were found under (`close: "Close/Last"`). */
    columns: z.record(z.string(), z.string()),
    dayMonthOrder: z.enum(['month-first', 'day-first']).nullable(),
    /** Days read from the file. */
    rows: z.number().int().min(0),
    /** Days that had no close before. */
    added: z.number().int().min(0),
    /** Days whose close the file changes, each named with the close before and after. */
    changed: z.array(closeChangeSchema),
    /** Days whose close was already the file's. */
    unchanged: z.number().int().min(0),
    /** Rows with a date and no value at all (Yahoo's `null` rows): nothing to import. */
    empty: z.array(z.object({ row: z.number().int(), date: isoDateSchema })),
    firstDate: isoDateSchema.nullable(),
    lastDate: isoDateSchema.nullable(),
  }),
);
export type PriceImport = z.infer<typeof priceImportSchema>;

/** The raw bytes of the request body. */
export const priceFileBodySchema = z.custom<Uint8Array>(
  (value) => value instanceof Uint8Array,
  'send the price file itself as the request body',
);

const gapSchema = z.object({ from: isoDateSchema, to: isoDateSchema, days: z.number().int() });

/** Gaps listed at most: a series of generated weekdays alone has few; a broken one has many. */
export const MOST_LISTED_GAPS = 500;

export const priceCoverageSchema = named(
  'PriceCoverage',
  z.object({
    securityId: z.string(),
    /** The exchange calendar the gaps are found by (ISO 10383 code of the NYSE). */
    calendar: z.literal('XNYS'),
    firstDate: isoDateSchema.nullable(),
    lastDate: isoDateSchema.nullable(),
    closes: z.number().int().min(0),
    importedCloses: z.number().int().min(0),
    /** Trading days between the first and the last close without a close. */
    missingDays: z.number().int().min(0),
    /** The missing trading days run together into spans, oldest first (the first 500). */
    gaps: z.array(gapSchema),
    /** Closes on days the exchange did not trade (generated weekday holidays, a file's mistake). */
    closedDayCloses: z.array(isoDateSchema),
  }),
);
export type PriceCoverageAnswer = z.infer<typeof priceCoverageSchema>;

/** A stock split: from `date` (the ex-date) each share is `ratio` shares (0.1: 1-for-10 reverse). */
export const splitSchema = named(
  'Split',
  z.object({
    id: z.string(),
    securityId: z.string(),
    date: isoDateSchema,
    ratio: z.number().positive(),
  }),
);
export type SplitRecord = z.infer<typeof splitSchema>;

export const splitCreateSchema = z.strictObject({
  date: isoDateSchema,
  /** New shares per old share: 4 for a 4-for-1 split, 0.1 for a 1-for-10 reverse split. */
  ratio: z.number().positive().max(1_000_000),
});

export const splitsAnswerSchema = named(
  'SecuritySplits',
  z.object({ securityId: z.string(), items: z.array(splitSchema) }),
);

/** What a case's securities lack of the closes its loss runs need (one span: class period or lookback). */
const closeShortfallSchema = z.object({
  kind: z.enum(['classPeriod', 'lookback']),
  /** The span judged, cut at the data's today. */
  from: isoDateSchema,
  to: isoDateSchema,
  tradingDays: z.number().int().min(0),
  missingDays: z.number().int().min(0),
  /** The missing trading days run together into spans, oldest first (the first 500). */
  gaps: z.array(gapSchema),
});

export const casePriceCoverageSchema = named(
  'CasePriceCoverage',
  z.object({
    caseId: z.string(),
    calendar: z.literal('XNYS'),
    /** The data's today: days after it are not judged, as no close can exist for them yet. */
    asOf: isoDateSchema,
    securities: z.array(
      z.object({
        securityId: z.string(),
        ticker: z.string(),
        spans: z.array(closeShortfallSchema),
      }),
    ),
  }),
);
export type CasePriceCoverage = z.infer<typeof casePriceCoverageSchema>;
