/**
 * Security price drops under thresholds the caller chooses (the Security Price Drops screen):
 * ranked from the deepest, with what our clients' holdings lost and the case that already
 * covers the drop, if any. Thresholds are percentages in the query: `threshold=10` is −10%.
 */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { idSchema, isoDateSchema } from '../primitives.ts';

export const DROP_TIERS = ['drop', 'severe'] as const;

export const securityDropSchema = named(
  'SecurityDrop',
  z.object({
    id: idSchema,
    securityId: idSchema,
    ticker: z.string(),
    cusip: z.string(),
    securityName: z.string(),
    /** The day of the drop, and the day the return is measured from. */
    date: isoDateSchema,
    fromDate: isoDateSchema,
    previousClose: z.number(),
    close: z.number(),
    /** The return ranked on (net of the market when asked): -0.23 is a 23% fall. */
    change: z.number(),
    rawChange: z.number(),
    /** The market index's return over the same days; null when measured raw. */
    marketChange: z.number().nullable(),
    tier: z.enum(DROP_TIERS),
    window: z.union([z.literal(1), z.literal(2)]),
    volume: z.number().int().min(0),
    /** Volume ÷ its 20-day average; null without enough history. */
    volumeRatio: z.number().nullable(),
    /** Shares our clients held before the drop, and what they lost; null when none held. */
    heldShares: z.number().nullable(),
    valueLost: z.number().nullable(),
    /** A case on this security whose class period ends within days before the drop. */
    caseId: idSchema.nullable(),
  }),
);
export type SecurityDrop = z.infer<typeof securityDropSchema>;

const percent = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(1, `${name} must be at least 1 (%)`)
    .max(90, `${name} must be at most 90 (%)`)
    .default(fallback);

/** The thresholds of the query, with their defaults (−10%, stronger tier −20%, one day). */
export const dropThresholdShape = {
  threshold: percent('threshold', 10),
  severe: percent('severe', 20),
  window: z.enum(['1', '2'], { error: 'window must be 1 or 2 (days)' }).default('1'),
  /** Net of the market index's return over the same days. */
  net: z.stringbool().default(false),
  /** Keep only drops on volume at least this multiple of the 20-day average. */
  volume: z.coerce
    .number({ error: 'volume must be a number' })
    .min(1, 'volume must be at least 1 (× the 20-day average)')
    .max(20, 'volume must be at most 20 (× the 20-day average)')
    .optional(),
};

const list = defineList(securityDropSchema, {
  sortable: ['change', 'date', 'ticker', 'valueLost'],
  defaultSort: 'change:asc',
  searchable: ['ticker', 'cusip', 'securityName'],
  dateField: 'date',
  filters: {
    securityId: idSchema.optional(),
    tier: z.enum(DROP_TIERS).optional(),
    ...dropThresholdShape,
  },
});

export const securityDropList = {
  ...list,
  query: list.query.refine((q) => q.severe >= q.threshold, {
    path: ['severe'],
    message: 'severe must not be below threshold',
  }),
};

/** The thresholds alone, as a screen reads them from its address. */
export const dropThresholdsSchema = z.object(dropThresholdShape);
export type DropThresholds = z.output<typeof dropThresholdsSchema>;
