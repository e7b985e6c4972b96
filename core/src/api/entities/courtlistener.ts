/**
 * Fetches of a docket's entries from CourtListener (its REST API v4): queued by staff or by the
 * schedule, run in the background, merged into the docket as a PACER report's entries are
 * (core `mergeEntries`), all or nothing. Whether the server can fetch at all (a CourtListener
 * API token configured) is answered by `GET /integrations`, never the token itself.
 */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';

export const COURTLISTENER_FETCH_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type CourtListenerFetchState = (typeof COURTLISTENER_FETCH_STATES)[number];

const count = z.number().int().min(0);

export const courtListenerFetchSchema = named(
  'CourtListenerFetch',
  z.object({
    id: idSchema,
    docketId: idSchema,
    state: z.enum(COURTLISTENER_FETCH_STATES),
    /** Who asked for it: a username, or `system` for the schedule. */
    requestedBy: z.string(),
    requestedAt: isoDateTimeSchema,
    startedAt: isoDateTimeSchema.nullable(),
    finishedAt: isoDateTimeSchema.nullable(),
    /** CourtListener's id of the docket, once found. */
    courtListenerDocketId: z.number().int().positive().nullable(),
    pagesRead: count,
    entriesRead: count,
    entriesAdded: count,
    /** Entries the docket already had (same number and date filed, or date and text). */
    entriesUnchanged: count,
    /** Entries CourtListener gives no date filed: they cannot be matched again, so none is kept. */
    entriesUndated: count,
    /** Why it failed, in words, quoting CourtListener's own answer where it gave one. */
    error: z.string().nullable(),
    /** Whether trying again later may succeed (the network, a timeout, a rate limit). */
    retriable: z.boolean(),
  }),
);
export type CourtListenerFetch = z.infer<typeof courtListenerFetchSchema>;

export const courtListenerFetchList = defineList(courtListenerFetchSchema, {
  sortable: ['requestedAt', 'state'],
  defaultSort: 'requestedAt:desc',
  searchable: ['error', 'requestedBy'],
  dateField: 'requestedAt',
  filters: { state: z.enum(COURTLISTENER_FETCH_STATES).optional() },
});

/** What of the outside services this server is set up to use; no secret, only whether. */
export const integrationsSchema = named(
  'Integrations',
  z.object({
    courtListener: z.object({
      /** A CourtListener API token is configured (COURTLISTENER_API_TOKEN). */
      configured: z.boolean(),
      /** Minutes between two fetches of the dockets marked for the schedule; null: no schedule. */
      scheduleMinutes: z.number().int().positive().nullable(),
    }),
  }),
);
export type Integrations = z.infer<typeof integrationsSchema>;
