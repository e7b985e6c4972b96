/** Client reports the practice generates: annual, quarterly and the yearly scorecard. */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';
import { centsSchema } from './losses.ts';

export const REPORT_TYPES = ['annual', 'quarterly', 'scorecard'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

const YEAR = /^\d{4}$/;
const QUARTER = /^\d{4}-Q[1-4]$/;
/** `2025` for annual reports and scorecards, `2025-Q3` for quarterly reports. */
export function isPeriodOf(type: ReportType, period: string): boolean {
  return (type === 'quarterly' ? QUARTER : YEAR).test(period);
}

/**
 * A client's figures for a report. Losses come from the latest completed loss run of each case
 * whose lines include the client; money from the loss engine is in integer US cents.
 */
export const reportSummarySchema = named(
  'ReportSummary',
  z.object({
    /** Cases in which the client bought the securities during the class period. */
    casesWithExposure: z.number().int().min(0),
    /** Cases whose latest completed loss run has lines of the client (the runs counted below). */
    lossRuns: z.number().int().min(0),
    /** Net loss over those runs, FIFO and LIFO, in cents (negative for a net gain). */
    fifoNet: centsSchema,
    lifoNet: centsSchema,
    /** Under the cases' plans of allocation, in cents; null when none of them has a plan. */
    recognizedLoss: centsSchema.nullable(),
    /** Settled cases among those with exposure. */
    settledCases: z.number().int().min(0),
    /** In cents: a fixed share of the claim in each settled case (a rule of thumb). */
    estimatedRecovery: centsSchema.min(0),
    holdingsValueUsd: z.number(),
  }),
);
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const reportSchema = named(
  'Report',
  z.object({
    id: idSchema,
    type: z.enum(REPORT_TYPES),
    clientId: idSchema,
    clientName: z.string(),
    period: z.string(),
    title: z.string(),
    summary: reportSummarySchema,
    generatedAt: isoDateTimeSchema,
    generatedBy: z.string(),
  }),
);
export type Report = z.infer<typeof reportSchema>;

export const reportCreateSchema = named(
  'ReportCreate',
  z
    .strictObject({
      type: z.enum(REPORT_TYPES),
      clientId: idSchema,
      period: z.string().regex(/^\d{4}(-Q[1-4])?$/, 'expected 2025 or 2025-Q3'),
    })
    .refine((v) => isPeriodOf(v.type, v.period), {
      path: ['period'],
      message: 'quarterly reports take a quarter (2025-Q3), the others a year (2025)',
    }),
);
export type ReportCreate = z.infer<typeof reportCreateSchema>;

export const reportList = defineList(reportSchema, {
  sortable: ['generatedAt', 'clientName', 'type', 'period', 'title'],
  defaultSort: 'generatedAt:desc',
  searchable: ['title', 'clientName', 'period'],
  dateField: 'generatedAt',
  filters: {
    type: z.enum(REPORT_TYPES).optional(),
    clientId: idSchema.optional(),
    period: z.string().optional(),
  },
});
