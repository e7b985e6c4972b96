/**
 * Holding-trade discrepancies: per account and security, the periods between two holding
 * dates where start + bought − sold is not the end holding, with the cause the data suggests
 * and, once someone has looked, the note that explains the break.
 */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import {
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  nonEmptyText,
  manyLines,
} from '../primitives.ts';
import { monthSchema } from './ingestion.ts';
import { positionFilters, positionShape } from './trading.ts';

export const DISCREPANCY_KINDS = [
  'quantity_mismatch',
  'missing_holding',
  'unexpected_holding',
] as const;
export type DiscrepancyKind = (typeof DISCREPANCY_KINDS)[number];

export const DISCREPANCY_CAUSES = ['transfer', 'split', 'missing_file'] as const;

export const discrepancyCauseSchema = named(
  'DiscrepancyCause',
  z.discriminatedUnion('kind', [
    /** The opposite break in another account of the same client: shares moved between them. */
    z.object({
      kind: z.literal('transfer'),
      counterpartAccountId: idSchema,
      counterpartAccountNumber: z.string(),
    }),
    /** The end holding is the expected one times a split ratio (`2:1`: two shares for one). */
    z.object({ kind: z.literal('split'), ratio: z.string() }),
    /** The custodian's trades file for these months never came. */
    z.object({ kind: z.literal('missing_file'), periods: z.array(monthSchema) }),
  ]),
);
export type DiscrepancyCause = z.infer<typeof discrepancyCauseSchema>;

export const discrepancyExplanationSchema = named(
  'DiscrepancyExplanation',
  z.object({ note: z.string(), explainedBy: z.string(), explainedAt: isoDateTimeSchema }),
);

export const discrepancySchema = named(
  'Discrepancy',
  z.object({
    id: idSchema,
    ...positionShape,
    /** The holding date the period starts after; null for the account's first report. */
    startDate: isoDateSchema.nullable(),
    /** The holding date the period ends on. */
    asOfDate: isoDateSchema,
    kind: z.enum(DISCREPANCY_KINDS),
    startQuantity: z.number(),
    bought: z.number().min(0),
    sold: z.number().min(0),
    /** start + bought − sold: what the trades say the end holding should be. */
    tradeQuantity: z.number(),
    /** What the custodian reports at the end; null when it reports nothing. */
    holdingQuantity: z.number().nullable(),
    /** Reported − expected. */
    difference: z.number(),
    /** The trades of the period. */
    tradeIds: z.array(idSchema),
    cause: discrepancyCauseSchema.nullable(),
    explained: z.boolean(),
    explanation: discrepancyExplanationSchema.nullable(),
  }),
);
export type Discrepancy = z.infer<typeof discrepancySchema>;

export const discrepancyList = defineList(discrepancySchema, {
  sortable: ['asOfDate', 'clientName', 'ticker', 'kind', 'difference'],
  defaultSort: 'asOfDate:desc',
  searchable: ['ticker', 'cusip', 'accountNumber', 'clientName'],
  dateField: 'asOfDate',
  filters: {
    ...positionFilters,
    kind: z.enum(DISCREPANCY_KINDS).optional(),
    /** false hides the breaks someone has explained. */
    explained: z.stringbool().optional(),
  },
});

/** Marks a break explained; a second call replaces the note (and who and when). */
export const explainDiscrepancySchema = named(
  'ExplainDiscrepancy',
  z.strictObject({ note: manyLines(nonEmptyText(1000)) }),
);
export type ExplainDiscrepancy = z.infer<typeof explainDiscrepancySchema>;

/** What the store keeps per explained break (its id is the break's). */
export const discrepancyNoteSchema = z.object({
  id: idSchema,
  note: z.string(),
  explainedBy: z.string(),
  explainedAt: isoDateTimeSchema,
});
export type DiscrepancyNote = z.infer<typeof discrepancyNoteSchema>;
