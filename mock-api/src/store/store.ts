/**
 * Everything the mock API serves, in memory. Writable resources are `Collection`s (their changes
 * go to the data file); trades, holdings and 13-F lines are read-only `Table`s; prices live in
 * typed arrays. Derived data that cannot change (discrepancies, price drops) is computed once.
 */
import {
  accountSchema,
  caseSchema,
  clientSchema,
  docketEntrySchema,
  docketSchema,
  filerSchema,
  helpVideoSchema,
  ingestionFileSchema,
  lossResultSchema,
  lossRunSchema,
  motionSchema,
  newsItemSchema,
  reportSchema,
  securitySchema,
  trackerEntrySchema,
  updateSchema,
  userSchema,
  type FilingHolding,
  type Holding,
  type Trade,
} from '@backoffice/core/api';
import type { KnownBreak } from '../data/generate/breaks.ts';
import type { PriceBook } from '../data/generate/prices.ts';
import { Collection, type Table } from './collection.ts';
import { storedProfileSchema } from './profile.ts';

/**
 * Cases in a data file written before they had a status history load with an empty one, and
 * without a disclosure date or plan of allocation with none.
 */
const storedCaseSchema = caseSchema.extend({
  statusHistory: caseSchema.shape.statusHistory.default([]),
  disclosureDate: caseSchema.shape.disclosureDate.default(null),
  planOfAllocation: caseSchema.shape.planOfAllocation.default(null),
});

export function createCollections() {
  return {
    clients: new Collection('clients', 'CL', 4, clientSchema),
    accounts: new Collection('accounts', 'AC', 5, accountSchema),
    securities: new Collection('securities', 'SE', 4, securitySchema),
    cases: new Collection('cases', 'CA', 4, storedCaseSchema),
    dockets: new Collection('dockets', 'DK', 4, docketSchema),
    docketEntries: new Collection('docketEntries', 'DE', 5, docketEntrySchema),
    motions: new Collection('motions', 'MO', 4, motionSchema),
    filers: new Collection('filers', 'FI', 4, filerSchema),
    lossRuns: new Collection('lossRuns', 'LR', 4, lossRunSchema),
    lossResults: new Collection('lossResults', 'LS', 6, lossResultSchema),
    reports: new Collection('reports', 'RP', 4, reportSchema),
    news: new Collection('news', 'NW', 4, newsItemSchema),
    updates: new Collection('updates', 'UP', 4, updateSchema),
    helpVideos: new Collection('helpVideos', 'HV', 4, helpVideoSchema),
    ingestionFiles: new Collection('ingestionFiles', 'IF', 6, ingestionFileSchema),
    tracker: new Collection('tracker', 'IT', 5, trackerEntrySchema),
    users: new Collection('users', 'US', 4, userSchema),
    profiles: new Collection('profiles', 'PF', 4, storedProfileSchema),
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
  filingHoldings: Table<FilingHolding>;
  /** Trade indexes per `accountId|securityId`, in date order. */
  positions: ReadonlyMap<string, readonly number[]>;
  /** The breaks the generator made on purpose (what reconciliation must find). */
  breaks: readonly KnownBreak[];
}
