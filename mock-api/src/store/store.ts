/**
 * Everything the mock API serves, in memory. Writable resources are `Collection`s; trades and
 * holdings are large `Table`s (both send their changes to the data file); 13-F lines live in a
 * DuckDB warehouse beside it (filing-lines.ts); prices live in typed arrays, with the imported ones in a collection laid over them (prices.ts). Derived
 * data is computed once and again after a change to its inputs (derived.ts).
 */
import {
  accountSchema,
  auditEntrySchema,
  caseSchema,
  claimSchema,
  claimDocumentSchema,
  clientSchema,
  deadlineRecordSchema,
  deadlineRuleRecordSchema,
  docketEntrySchema,
  discrepancyNoteSchema,
  docketSchema,
  courtListenerFetchSchema,
  filerSchema,
  helpVideoSchema,
  lossResultSchema,
  lossRunSchema,
  motionSchema,
  newSuitFeedSchema,
  newSuitSchema,
  newsItemSchema,
  reportJobSchema,
  reportSchema,
  securitySchema,
  settlementSchema,
  splitSchema,
  trackerEntrySchema,
  updateSchema,
  userSchema,
  holdingSchema,
  tradeSchema,
  type Holding,
  type Trade,
} from '@backoffice/core/api';
import { z } from 'zod';
import type { KnownBreak } from './known-break.ts';
import type { PriceBook } from './price-book.ts';
import { Collection, type Table } from './collection.ts';
import type { FilingLineStore } from './filing-lines.ts';
import type { StoredTable } from './persistence.ts';
import { importedPriceSchema } from './imported-prices.ts';
import { storedProfileSchema } from './profile.ts';
import { storedMonitoringSchema } from './monitoring.ts';
import { storedNotificationPreferencesSchema, storedNotificationSchema } from './notifications.ts';
import { storedEmailSchema } from './email-outbox.ts';
import { importedFilingSchema, storedFilingImportSchema } from './filings13f.ts';
import {
  batchSchema,
  mappingSchema,
  originalSchema,
  storedIngestionFileSchema,
} from './ingestion.ts';

/**
 * Cases in a data file written before they had a status history load with an empty one, and
 * without a disclosure date or plan of allocation with none.
 */
const storedCaseSchema = caseSchema.extend({
  statusHistory: caseSchema.shape.statusHistory.default([]),
  disclosureDate: caseSchema.shape.disclosureDate.default(null),
  planOfAllocation: caseSchema.shape.planOfAllocation.default(null),
});

/** A file's bytes, under the id of the row that describes it. */
const storedBytesSchema = z.object({ id: z.string(), bytes: z.instanceof(Buffer) });

/** Clients in a data file written before they had a CIK have none. */
const storedClientSchema = clientSchema.extend({
  cik: clientSchema.shape.cik.default(null),
});

/** News in a data file written when "unpublished" was called "archived" loads as unpublished. */
const storedNewsSchema = newsItemSchema.extend({
  status: z.preprocess((s) => (s === 'archived' ? 'unpublished' : s), newsItemSchema.shape.status),
});

/** Loss runs in a data file written before the system started runs were all started by hand. */
const storedLossRunSchema = lossRunSchema.extend({
  reason: lossRunSchema.shape.reason.default(null),
});

/**
 * Reports in a data file written before they had a review status or a job; before review was
 * draft → reviewed → sent, "awaiting_review" (and a draft set aside) load as draft; before the
 * review was recorded, without its who and when.
 */
const storedReportSchema = reportSchema.extend({
  status: z.preprocess(
    (s) => (s === 'awaiting_review' ? 'draft' : s),
    reportSchema.shape.status.default('sent'),
  ),
  jobId: reportSchema.shape.jobId.default(null),
  reviewedAt: reportSchema.shape.reviewedAt.default(null),
  reviewedBy: reportSchema.shape.reviewedBy.default(null),
  sentAt: reportSchema.shape.sentAt.default(null),
  sentBy: reportSchema.shape.sentBy.default(null),
  delivery: reportSchema.shape.delivery.default(null),
});

export function createCollections() {
  return {
    clients: new Collection('clients', 'CL', 4, storedClientSchema),
    accounts: new Collection('accounts', 'AC', 5, accountSchema),
    securities: new Collection('securities', 'SE', 4, securitySchema),
    cases: new Collection('cases', 'CA', 4, storedCaseSchema),
    dockets: new Collection('dockets', 'DK', 4, docketSchema),
    docketEntries: new Collection('docketEntries', 'DE', 5, docketEntrySchema),
    /** Fetches of dockets' entries from CourtListener, the job's state with each. */
    courtListenerFetches: new Collection('courtListenerFetches', 'CF', 6, courtListenerFetchSchema),
    motions: new Collection('motions', 'MO', 4, motionSchema),
    newSuits: new Collection('newSuits', 'NS', 5, newSuitSchema),
    newSuitFeeds: new Collection('newSuitFeeds', 'NF', 6, newSuitFeedSchema),
    /** Deadline records: counted from a rule and a trigger, or dated by hand. */
    deadlines: new Collection('deadlines', 'DL', 5, deadlineRecordSchema),
    /** The rules staff add for their courts (the built-in ones live in core). */
    deadlineRules: new Collection('deadlineRules', 'DR', 4, deadlineRuleRecordSchema),
    settlements: new Collection('settlements', 'ST', 4, settlementSchema),
    claims: new Collection('claims', 'CM', 6, claimSchema),
    /** Claims' documents (what is known of each); their bytes are claimDocumentBytes. */
    claimDocuments: new Collection('claimDocuments', 'CD', 6, claimDocumentSchema),
    /** The bytes of each claim document, under the document's id. */
    claimDocumentBytes: new Collection('claimDocumentBytes', 'CD', 6, storedBytesSchema),
    filers: new Collection('filers', 'FI', 4, filerSchema),
    /** 13-F filings imported from SEC files, by accession number (their lines are in filingLines). */
    filings13f: new Collection('filings13f', 'FL', 7, importedFilingSchema),
    /** Each import call that changed something: what it read and what it changed. */
    filingImports: new Collection('filingImports', 'FM', 5, storedFilingImportSchema),
    lossRuns: new Collection('lossRuns', 'LR', 4, storedLossRunSchema),
    lossResults: new Collection('lossResults', 'LS', 6, lossResultSchema),
    reports: new Collection('reports', 'RP', 4, storedReportSchema),
    reportJobs: new Collection('reportJobs', 'RJ', 4, reportJobSchema),
    news: new Collection('news', 'NW', 4, storedNewsSchema),
    updates: new Collection('updates', 'UP', 4, updateSchema),
    helpVideos: new Collection('helpVideos', 'HV', 4, helpVideoSchema),
    ingestionFiles: new Collection('ingestionFiles', 'IF', 6, storedIngestionFileSchema),
    ingestionOriginals: new Collection('ingestionOriginals', 'IO', 6, originalSchema),
    ingestionMappings: new Collection('ingestionMappings', 'IM', 4, mappingSchema),
    ingestionBatches: new Collection('ingestionBatches', 'IB', 6, batchSchema),
    tracker: new Collection('tracker', 'IT', 5, trackerEntrySchema),
    users: new Collection('users', 'US', 4, userSchema),
    profiles: new Collection('profiles', 'PF', 4, storedProfileSchema),
    discrepancyNotes: new Collection('discrepancyNotes', 'DN', 4, discrepancyNoteSchema),
    /** Daily prices imported from files: they win over the generated ones (see prices.ts). */
    importedPrices: new Collection('importedPrices', 'IP', 8, importedPriceSchema),
    /** Stock splits recorded per security (corporate actions). */
    splits: new Collection('splits', 'SP', 5, splitSchema),
    /** Each client's monitoring settings, under the client's id (none: not monitored). */
    clientMonitoring: new Collection('clientMonitoring', 'CM', 4, storedMonitoringSchema),
    /** What monitoring told each user (see domain/notifications). */
    notifications: new Collection('notifications', 'NT', 7, storedNotificationSchema),
    /** How each user hears of each kind, under the user's id. */
    notificationPreferences: new Collection(
      'notificationPreferences',
      'NP',
      4,
      storedNotificationPreferencesSchema,
    ),
    /** E-mails to send and sent (see features/monitoring/email-sender.ts). */
    emailOutbox: new Collection('emailOutbox', 'EM', 7, storedEmailSchema),
    /** Every committed write call (see http/audit.ts); written in the call's own transaction. */
    audit: new Collection('audit', 'AU', 7, auditEntrySchema),
  };
}

export type Collections = ReturnType<typeof createCollections>;

/** The writable collections of a store (or of the collections alone), each once. */
export function collectionsOf(collections: Collections): Collection<{ id: string }>[] {
  return Object.values(collections as object).filter(
    (c): c is Collection<{ id: string }> => c instanceof Collection,
  );
}

export interface Store extends Collections {
  /** The data's "today". */
  asOf: string;
  prices: PriceBook;
  /** Security id → index into the price book. */
  priceIndex: ReadonlyMap<string, number>;
  trades: Table<Trade>;
  holdings: Table<Holding>;
  /** 13-F lines and positions, in their own warehouse (filing-lines.ts). */
  filingLines: FilingLineStore;
  /** Trade indexes per `accountId|securityId`, in date order. */
  positions: ReadonlyMap<string, readonly number[]>;
  /** The breaks the generator made on purpose (what reconciliation must find). */
  breaks: readonly KnownBreak[];
}

/** The tables of a store, each with the name and schema its rows are stored under. */
export function tablesOf(store: Store): StoredTable[] {
  return [
    { name: 'trades', table: store.trades, schema: tradeSchema },
    { name: 'holdings', table: store.holdings, schema: holdingSchema },
  ];
}
