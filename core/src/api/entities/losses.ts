/**
 * Loss runs: one case's losses across every client and account that traded or held its
 * securities, computed by the loss engine (`@backoffice/core/loss`) as a background job. A run
 * is shared by everyone who may see the case; its result lines are scoped by client like trades.
 * Money is in integer US cents (`centsSchema`), as the engine gives it, so totals add up exactly.
 */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { idSchema, isoDateSchema, isoDateTimeSchema } from '../primitives.ts';

/** An integer number of US cents (loss positive, gain negative). */
export const centsSchema = z.number().int();

export const LOSS_METHODS = ['FIFO', 'LIFO'] as const;
export type LossMethod = (typeof LOSS_METHODS)[number];

export const LOSS_RUN_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type LossRunStatus = (typeof LOSS_RUN_STATUSES)[number];

/** The lookback of one security as the run used it. */
export const lossRunLookbackSchema = named(
  'LossRunLookback',
  z.object({
    securityId: idSchema,
    ticker: z.string(),
    /** The disclosure date: the window's first day. */
    start: isoDateSchema,
    end: isoDateSchema,
    /** M, US dollars per share. */
    mean: z.number(),
  }),
);
export type LossRunLookback = z.infer<typeof lossRunLookbackSchema>;

export const lossRunSchema = named(
  'LossRun',
  z.object({
    id: idSchema,
    caseId: idSchema,
    caseCaption: z.string(),
    status: z.enum(LOSS_RUN_STATUSES),
    /** Positions (account × security) computed so far, of `total`. */
    progress: z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }),
    /** The case's dates as they were when the run started. */
    classPeriodStart: isoDateSchema,
    classPeriodEnd: isoDateSchema,
    disclosureDate: isoDateSchema,
    lookbacks: z.array(lossRunLookbackSchema),
    /**
     * Result lines written: positions with a trade in the class period. For a user limited to
     * some clients, the lines of those clients.
     */
    resultsCount: z.number().int().min(0),
    /** Why a failed run failed, in words a user can act on; null otherwise. */
    message: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    /** Who started it: a user's username, or `system` for a run started by a change. */
    createdBy: z.string(),
    /** Why the system started it ("case created", "trades ingested"); null for one started by hand. */
    reason: z.string().nullable(),
    startedAt: isoDateTimeSchema.nullable(),
    finishedAt: isoDateTimeSchema.nullable(),
    /** From start to finish; null until finished. */
    durationMs: z.number().int().min(0).nullable(),
  }),
);
export type LossRun = z.infer<typeof lossRunSchema>;

export const lossRunCreateSchema = named('LossRunCreate', z.strictObject({ caseId: idSchema }));
export type LossRunCreate = z.infer<typeof lossRunCreateSchema>;

export const lossRunList = defineList(lossRunSchema, {
  sortable: ['createdAt', 'caseCaption', 'status', 'createdBy', 'durationMs'],
  defaultSort: 'createdAt:desc',
  searchable: ['caseCaption', 'createdBy', 'id', 'reason'],
  dateField: 'createdAt',
  filters: {
    caseId: idSchema.optional(),
    status: z.enum(LOSS_RUN_STATUSES).optional(),
    createdBy: z.string().optional(),
  },
});

/** One account's position in one security of the case: the engine's figures for it. */
export const lossResultSchema = named(
  'LossResult',
  z.object({
    id: idSchema,
    runId: idSchema,
    caseId: idSchema,
    clientId: idSchema,
    clientName: z.string(),
    accountId: idSchema,
    accountNumber: z.string(),
    securityId: idSchema,
    ticker: z.string(),
    cusip: z.string(),
    /** Trades from the class period on (earlier ones only make the start holding). */
    tradesCount: z.number().int().min(0),
    /** The position's first trade in the class period. */
    firstTradeDate: isoDateSchema,
    /** Shares held at the start of the class period. */
    startHolding: z.number().min(0),
    /** Lead-plaintiff factors: shares bought, net shares bought, net funds expended. */
    tsp: z.number().min(0),
    nsp: z.number(),
    nfe: centsSchema,
    /** Shares held after the position's last trade (start + bought − sold). */
    retained: z.number().min(0),
    fifoNet: centsSchema,
    fifoNoOffset: centsSchema,
    lifoNet: centsSchema,
    lifoNoOffset: centsSchema,
    /** Under the case's plan of allocation; null when the case has none. */
    recognizedLoss: centsSchema.nullable(),
  }),
);
export type LossResult = z.infer<typeof lossResultSchema>;

export const lossResultList = defineList(lossResultSchema, {
  sortable: [
    'fifoNet',
    'lifoNet',
    'fifoNoOffset',
    'lifoNoOffset',
    'nfe',
    'tsp',
    'nsp',
    'clientName',
    'accountNumber',
    'ticker',
    'firstTradeDate',
  ],
  defaultSort: 'fifoNet:desc',
  searchable: ['clientName', 'accountNumber', 'ticker', 'cusip'],
  dateField: 'firstTradeDate',
  filters: {
    clientId: idSchema.optional(),
    accountId: idSchema.optional(),
    securityId: idSchema.optional(),
  },
});

/** Sums over result lines; the same shape for a case, a client and a ranking line. */
const lossTotalsShape = {
  fifoNet: centsSchema,
  fifoNoOffset: centsSchema,
  lifoNet: centsSchema,
  lifoNoOffset: centsSchema,
  recognizedLoss: centsSchema.nullable(),
  tsp: z.number(),
  nsp: z.number(),
  nfe: centsSchema,
};

export const lossOverviewQuery = z.strictObject({
  caseId: idSchema.optional(),
  clientId: idSchema.optional(),
});

/**
 * The latest completed run of each case, summed by case and by client, ranked by FIFO net loss
 * (largest first), with each case's lead-plaintiff ranking of clients. Scoped like results: a
 * user sees the sums of the clients they may see.
 */
export const lossOverviewSchema = named(
  'LossOverview',
  z.object({
    byCase: z.array(
      z.object({
        caseId: idSchema,
        caseCaption: z.string(),
        runId: idSchema,
        finishedAt: isoDateTimeSchema,
        clientsCount: z.number().int().min(0),
        /** Of those clients, the monitored ones whose FIFO net loss meets their threshold. */
        clientsAboveThreshold: z.number().int().min(0),
        accountsCount: z.number().int().min(0),
        ...lossTotalsShape,
      }),
    ),
    byClient: z.array(
      z.object({
        clientId: idSchema,
        clientName: z.string(),
        casesCount: z.number().int().min(0),
        ...lossTotalsShape,
      }),
    ),
    leadPlaintiff: z.array(
      z.object({
        caseId: idSchema,
        caseCaption: z.string(),
        runId: idSchema,
        ranking: z.array(
          z.object({
            rank: z.number().int().min(1),
            clientId: idSchema,
            clientName: z.string(),
            /** Monitored, and its FIFO net loss meets its threshold: the case's alert for it. */
            aboveThreshold: z.boolean(),
            ...lossTotalsShape,
          }),
        ),
      }),
    ),
  }),
);
export type LossOverview = z.infer<typeof lossOverviewSchema>;

export const LOSS_REPORT_KINDS = ['case', 'client'] as const;
export type LossReportKind = (typeof LOSS_REPORT_KINDS)[number];

export const lossReportParams = z.strictObject({
  kind: z.enum(LOSS_REPORT_KINDS),
  id: idSchema,
});

/**
 * What a printed loss report shows: for a case, every client's lines from its latest run; for a
 * client, its lines from the latest run of every case. Scoped like results.
 */
export const lossReportSchema = named(
  'LossReport',
  z.object({
    kind: z.enum(LOSS_REPORT_KINDS),
    id: idSchema,
    title: z.string(),
    generatedAt: isoDateTimeSchema,
    sections: z.array(
      z.object({
        caseId: idSchema,
        caseCaption: z.string(),
        classPeriodStart: isoDateSchema,
        classPeriodEnd: isoDateSchema,
        disclosureDate: isoDateSchema,
        runId: idSchema,
        finishedAt: isoDateTimeSchema,
        lookbacks: z.array(lossRunLookbackSchema),
        lines: z.array(lossResultSchema),
        totals: z.object(lossTotalsShape),
      }),
    ),
    totals: z.object(lossTotalsShape),
  }),
);
export type LossReport = z.infer<typeof lossReportSchema>;
