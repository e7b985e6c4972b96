/**
 * Client reports the practice generates (annual, quarterly, the monthly monitoring report and
 * the yearly scorecard), their figures, the jobs that generate many at once, and the scorecard
 * across clients or cases. The rules behind the figures are core/src/domain/reports; money is
 * in integer US cents.
 */
import { z } from 'zod';
import {
  CASE_OUTCOMES,
  DELIVERY_STATUSES,
  isPeriodOf,
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportStatus,
  type ReportType,
} from '../../domain/reports/index.ts';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { idSchema, isoDateSchema, isoDateTimeSchema } from '../primitives.ts';
import { caseStatusSchema } from './cases.ts';
import { centsSchema } from './losses.ts';

export {
  CASE_OUTCOMES,
  isPeriodOf,
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportStatus,
  type ReportType,
};

const reportTypeSchema = z.enum(REPORT_TYPES, {
  error: `expected one of ${REPORT_TYPES.join(', ')}`,
});
const periodSchema = z
  .string()
  .regex(/^\d{4}(-Q[1-4]|-(0[1-9]|1[0-2]))?$/, 'expected 2025, 2025-Q3 or 2025-07');
const PERIOD_RULE = {
  path: ['period'],
  message:
    'quarterly reports take a quarter (2025-Q3), monthly ones a month (2025-07), the others a year (2025)',
};

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

const outcomesSchema = z.object({
  recovered: z.number().int().min(0),
  pending: z.number().int().min(0),
  dismissed: z.number().int().min(0),
});

/** Recoveries against losses: `recoveryRate` is recovered over claimed, null with no claim. */
export const scorecardSchema = named(
  'Scorecard',
  z.object({
    cases: z.number().int().min(0),
    lossCents: centsSchema,
    claimCents: centsSchema.min(0),
    recoveryCents: centsSchema.min(0),
    recoveryRate: z.number().min(0).max(1).nullable(),
    outcomes: outcomesSchema,
  }),
);

/** What a report shows, beyond the summary: per month, per security, per case. */
export const reportFiguresSchema = named(
  'ReportFigures',
  z.object({
    periodStart: isoDateSchema,
    periodEnd: isoDateSchema,
    /** The holdings snapshot shown: the last on or before the period's end; null if none. */
    holdingsAsOf: isoDateSchema.nullable(),
    holdings: z.array(
      z.object({
        ticker: z.string(),
        securityName: z.string(),
        quantity: z.number(),
        valueCents: centsSchema,
      }),
    ),
    trades: z.array(
      z.object({
        month: z.string(),
        buys: z.number().int().min(0),
        sells: z.number().int().min(0),
        boughtCents: centsSchema.min(0),
        soldCents: centsSchema.min(0),
      }),
    ),
    cases: z.array(
      z.object({
        caseId: idSchema,
        caseCaption: z.string(),
        status: caseStatusSchema,
        outcome: z.enum(CASE_OUTCOMES),
        fifoNet: centsSchema,
        lifoNet: centsSchema,
        recognizedLoss: centsSchema.nullable(),
        claim: centsSchema.min(0),
        claimFiled: z.boolean(),
        recovery: centsSchema.min(0),
      }),
    ),
    scorecard: scorecardSchema,
  }),
);
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

const monitoredCaseRowSchema = z.object({
  caseId: idSchema,
  caseCaption: z.string(),
  /** The complaint's filing day, or the day the case was opened when that is not known. */
  openedOn: isoDateSchema,
  fifoNet: centsSchema,
  lifoNet: centsSchema,
  aboveThreshold: z.boolean(),
  leadPlaintiffDeadline: isoDateSchema.nullable(),
});

/**
 * The monthly monitoring report's own section (core/src/monitoring/monthly-report.ts): the
 * month's new cases where the client is eligible, the cases above its threshold, deadlines
 * ahead, claim deadlines ahead and payments received in the month. Money in integer cents.
 */
export const monthlyMonitoringSchema = named(
  'MonthlyMonitoring',
  z.object({
    monitored: z.boolean(),
    lossThresholdUsd: z.number().min(0),
    newCases: z.array(monitoredCaseRowSchema),
    aboveThreshold: z.array(monitoredCaseRowSchema),
    leadPlaintiffDeadlines: z.array(monitoredCaseRowSchema),
    claimDeadlines: z.array(
      z.object({
        settlementName: z.string(),
        caseCaption: z.string(),
        claimDeadline: isoDateSchema,
      }),
    ),
    payments: z.array(
      z.object({
        settlementName: z.string(),
        caseCaption: z.string(),
        paidOn: isoDateSchema,
        amount: centsSchema,
        expected: centsSchema.nullable(),
      }),
    ),
    totals: z.object({
      newCasesFifoNet: centsSchema,
      newCasesLifoNet: centsSchema,
      paymentsReceived: centsSchema,
    }),
  }),
);
export type MonthlyMonitoring = z.infer<typeof monthlyMonitoringSchema>;

const reportContent = {
  type: z.enum(REPORT_TYPES),
  clientId: idSchema,
  clientName: z.string(),
  period: z.string(),
  title: z.string(),
  summary: reportSummarySchema,
  figures: reportFiguresSchema,
  /** The monthly report's monitoring section; null for the other types. */
  monitoring: monthlyMonitoringSchema.nullable().default(null),
};

/** A report as it would be generated now, not stored: the preview and the analyses screens. */
export const reportPreviewSchema = named('ReportPreview', z.object(reportContent));
export type ReportPreview = z.infer<typeof reportPreviewSchema>;

/** An e-mail of the report to the client's contacts: each copy's fate. */
export const reportDeliverySchema = named(
  'ReportDelivery',
  z.object({
    requestedAt: isoDateTimeSchema,
    requestedBy: z.string(),
    recipients: z.array(
      z.object({
        to: z.email(),
        status: z.enum(DELIVERY_STATUSES),
        /** When it was sent, or given up on. */
        at: isoDateTimeSchema.nullable(),
        /** The SMTP server's last answer when it was not sent. */
        error: z.string().nullable(),
      }),
    ),
  }),
);

/**
 * A report is generated as a draft awaiting review, marked reviewed (by whom, when), then sent
 * to the client (core/src/domain/reports/report-review.ts has the moves).
 */
export const reportSchema = named(
  'Report',
  z.object({
    id: idSchema,
    ...reportContent,
    status: z.enum(REPORT_STATUSES),
    reviewedAt: isoDateTimeSchema.nullable(),
    reviewedBy: z.string().nullable(),
    sentAt: isoDateTimeSchema.nullable(),
    sentBy: z.string().nullable(),
    /** The last e-mail of it to the client's contacts; null when never e-mailed. */
    delivery: reportDeliverySchema.nullable(),
    /** The generation job that made it; null when made one at a time. */
    jobId: idSchema.nullable(),
    generatedAt: isoDateTimeSchema,
    generatedBy: z.string(),
  }),
);
export type Report = z.infer<typeof reportSchema>;

export const reportCreateSchema = named(
  'ReportCreate',
  z
    .strictObject({ type: reportTypeSchema, clientId: idSchema, period: periodSchema })
    .refine((v) => isPeriodOf(v.type, v.period), PERIOD_RULE),
);
export type ReportCreate = z.infer<typeof reportCreateSchema>;

/** The query of a preview: the same three fields as generating one. */
export const reportPreviewQuery = reportCreateSchema;

/**
 * Reviewing a report: mark a draft reviewed, a reviewed one sent (by hand) or back to draft.
 * Other moves are refused with 409.
 */
export const reportPatchSchema = named(
  'ReportPatch',
  z.strictObject({ status: z.enum(REPORT_STATUSES) }),
);
export type ReportPatch = z.infer<typeof reportPatchSchema>;

export const reportList = defineList(reportSchema, {
  sortable: ['generatedAt', 'clientName', 'type', 'period', 'title', 'status'],
  defaultSort: 'generatedAt:desc',
  searchable: ['title', 'clientName', 'period', 'generatedBy'],
  dateField: 'generatedAt',
  filters: {
    type: z.enum(REPORT_TYPES).optional(),
    clientId: idSchema.optional(),
    period: z.string().optional(),
    status: z.enum(REPORT_STATUSES).optional(),
    jobId: idSchema.optional(),
  },
});

export const REPORT_JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ReportJobStatus = (typeof REPORT_JOB_STATUSES)[number];

/** The most clients one job takes. */
export const REPORT_JOB_MAX_CLIENTS = 200;

/** Generating one kind of report for many clients, in the background. */
export const reportJobSchema = named(
  'ReportJob',
  z.object({
    id: idSchema,
    type: z.enum(REPORT_TYPES),
    period: z.string(),
    clientIds: z.array(idSchema),
    status: z.enum(REPORT_JOB_STATUSES),
    progress: z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }),
    /** The reports made so far, in the order of `clientIds`. */
    reportIds: z.array(idSchema),
    message: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    createdBy: z.string(),
    finishedAt: isoDateTimeSchema.nullable(),
  }),
);
export type ReportJob = z.infer<typeof reportJobSchema>;

export const reportJobCreateSchema = named(
  'ReportJobCreate',
  z
    .strictObject({
      type: reportTypeSchema,
      clientIds: z
        .array(idSchema)
        .min(1, 'choose at least one client')
        .max(REPORT_JOB_MAX_CLIENTS, `at most ${String(REPORT_JOB_MAX_CLIENTS)} clients a job`)
        .refine((ids) => new Set(ids).size === ids.length, 'a client is listed twice'),
      period: periodSchema,
    })
    .refine((v) => isPeriodOf(v.type, v.period), PERIOD_RULE),
);
export type ReportJobCreate = z.infer<typeof reportJobCreateSchema>;

export const reportJobList = defineList(reportJobSchema, {
  sortable: ['createdAt', 'status', 'type', 'period'],
  defaultSort: 'createdAt:desc',
  searchable: ['period', 'createdBy', 'type'],
  dateField: 'createdAt',
  filters: {
    status: z.enum(REPORT_JOB_STATUSES).optional(),
    type: z.enum(REPORT_TYPES).optional(),
  },
});

export const SCORECARD_BY = ['client', 'case'] as const;
export const scorecardQuery = z.strictObject({
  by: z.enum(SCORECARD_BY, { error: 'expected client or case' }).default('client'),
});

/** The scorecard of each client or each case you may see, with the total. */
export const scorecardsSchema = named(
  'Scorecards',
  z.object({
    by: z.enum(SCORECARD_BY),
    rows: z.array(scorecardSchema.extend({ id: idSchema, name: z.string() })),
    total: scorecardSchema,
  }),
);
export type Scorecards = z.infer<typeof scorecardsSchema>;
