/**
 * Suggested cases: new securities suits found in district courts' CM/ECF RSS feeds (uploaded,
 * or fetched on a schedule), one per court and docket number, each accepted (a case and its
 * docket made from it) or dismissed by staff. The rules are core's (`domain/dockets/new-suits.ts`).
 */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { auditShape, idSchema, isoDateSchema, isoDateTimeSchema } from '../primitives.ts';

export const NEW_SUIT_STATES = ['open', 'dismissed', 'accepted'] as const;
export type NewSuitState = (typeof NEW_SUIT_STATES)[number];

/** Why the item looks like a securities suit: see core's `securitiesReason`. */
export const NEW_SUIT_REASONS = ['nature_of_suit', 'case_name', 'issuer'] as const;

export const newSuitSecuritySchema = z.object({
  id: idSchema,
  ticker: z.string(),
  name: z.string(),
});

export const newSuitSchema = named(
  'NewSuit',
  z.object({
    id: idSchema,
    /** `S.D.N.Y.`, as cases and dockets name courts. */
    court: z.string(),
    /** `1:26-cv-07210`, without judges' initials. */
    docketNumber: z.string(),
    /** The day of the complaint's entry (US Eastern), else the day the feed was read. */
    filedOn: isoDateSchema,
    /** As the feed prints it, kept as plain text. */
    caseName: z.string(),
    /** The docket on CM/ECF (http or https), when the feed links it. */
    link: z.string().nullable(),
    /** `Complaint`, `Class Action Complaint`. */
    entryType: z.string(),
    natureOfSuit: z.string().nullable(),
    reason: z.enum(NEW_SUIT_REASONS),
    /** The securities whose issuer the case name's defendants name, as they were then. */
    securities: z.array(newSuitSecuritySchema),
    state: z.enum(NEW_SUIT_STATES),
    /** The case made from it, once accepted. */
    caseId: idSchema.nullable(),
    /** "upload" or the feed's address. */
    source: z.string(),
    decidedBy: z.string().nullable(),
    decidedAt: isoDateTimeSchema.nullable(),
    ...auditShape,
  }),
);
export type NewSuit = z.infer<typeof newSuitSchema>;

export const newSuitList = defineList(newSuitSchema, {
  sortable: ['filedOn', 'court', 'docketNumber', 'caseName', 'state'],
  defaultSort: 'filedOn:desc',
  searchable: ['caseName', 'docketNumber', 'court'],
  dateField: 'filedOn',
  filters: {
    state: z.enum(NEW_SUIT_STATES).optional(),
    court: z.string().optional(),
  },
});

/** Accepting may name the case's securities: needed when the feed matched none. */
export const newSuitAcceptSchema = named(
  'NewSuitAccept',
  z.strictObject({ securityIds: z.array(idSchema).min(1).max(20).optional() }),
);
export type NewSuitAccept = z.infer<typeof newSuitAcceptSchema>;

/** A CM/ECF RSS feed's XML, sent as the whole request body. */
export const newSuitFeedBodySchema = z.custom<Uint8Array>(
  (value) => value instanceof Uint8Array,
  "send the court's RSS feed (its XML) itself as the request body",
);

/** One reading of a feed: what it held and what it added. */
export const newSuitFeedSchema = named(
  'NewSuitFeed',
  z.object({
    id: idSchema,
    /** "upload" or the feed's address. */
    source: z.string(),
    court: z.string(),
    readAt: isoDateTimeSchema,
    itemsRead: z.number().int().min(0),
    /** New complaints that look like securities suits, not known before. */
    suggestionsAdded: z.number().int().min(0),
    /** Such complaints already suggested, or already a docket or case of that court and number. */
    alreadyKnown: z.number().int().min(0),
    /**
     * Why the reading failed (the feed could not be fetched, was too large or was no RSS); an
     * upload that fails is refused and kept as a failed reading.
     */
    problem: z.string().nullable(),
  }),
);
export type NewSuitFeed = z.infer<typeof newSuitFeedSchema>;

/** How many readings of each feed (each address, and uploads as one) are kept, the newest. */
export const FEED_READINGS_KEPT = 50;

export const FEED_READING_OUTCOMES = ['read', 'failed'] as const;

/** The feeds' readings, newest first: `outcome=failed` those with a problem. */
export const newSuitFeedList = defineList(newSuitFeedSchema, {
  sortable: ['readAt', 'source', 'court', 'itemsRead', 'suggestionsAdded'],
  defaultSort: 'readAt:desc',
  searchable: ['source', 'court', 'problem'],
  dateField: 'readAt',
  filters: {
    /** "upload" or the feed's address. */
    source: z.string().optional(),
    court: z.string().optional(),
    outcome: z.enum(FEED_READING_OUTCOMES).optional(),
  },
});
