/**
 * Court dockets and their entries. A case may have several (consolidated actions, an MDL and its
 * member cases); the number is stored without the judges' initials, which are kept beside it.
 */
import { z } from 'zod';
import { docketNumberProblem } from '../../domain/dockets/docket-number.ts';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { idSchema, isoDateSchema, nonEmptyText, oneLine, manyLines } from '../primitives.ts';

export const DOCKET_STATUSES = ['open', 'stayed', 'closed'] as const;

/** A federal docket number as typed: checked, then stored in its normal form (see core). */
export const docketNumberSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const message = docketNumberProblem(value);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, input: value });
  });

export const pacerHeaderSchema = named(
  'PacerHeader',
  z.object({
    court: z.string().nullable(),
    docketNumber: z.string().nullable(),
    caseName: z.string().nullable(),
    judge: z.string().nullable(),
    referredTo: z.string().nullable(),
    natureOfSuit: z.string().nullable(),
    cause: z.string().nullable(),
    filedOn: isoDateSchema.nullable(),
    terminatedOn: isoDateSchema.nullable(),
    juryDemand: z.string().nullable(),
  }),
);
export type PacerHeaderRecord = z.infer<typeof pacerHeaderSchema>;

export const docketPartySchema = named(
  'DocketParty',
  z.object({
    /** As the report names it: Plaintiff, Defendant, Lead Plaintiff, Movant... */
    role: z.string(),
    name: z.string(),
    attorneys: z.array(z.object({ name: z.string(), details: z.string() })),
  }),
);
export type DocketParty = z.infer<typeof docketPartySchema>;

export const docketSchema = named(
  'Docket',
  z.object({
    id: idSchema,
    caseId: idSchema,
    caseCaption: z.string(),
    court: z.string(),
    /** `1:26-cv-07210`, without the judges' initials. */
    docketNumber: z.string(),
    /** `['GHW', 'OTW']` of `1:26-cv-07210-GHW-OTW`. */
    // Defaults: rows a data file kept from before these fields existed still load.
    judgeInitials: z.array(z.string()).default([]),
    judge: z.string(),
    status: z.enum(DOCKET_STATUSES),
    openedOn: isoDateSchema,
    /** The day it closed, while it is closed. */
    closedOn: isoDateSchema.nullable().default(null),
    /** Other dockets this one relates to: consolidated actions, an MDL's member cases. */
    relatedDocketIds: z.array(idSchema).default([]),
    lastFilingOn: isoDateSchema.nullable(),
    entryCount: z.number().int().min(0),
    /** The case header of the latest PACER docket report imported; null before the first. */
    pacerHeader: pacerHeaderSchema.nullable().default(null),
    /** The parties and their attorneys, as the latest PACER docket report lists them. */
    parties: z.array(docketPartySchema).default([]),
    /** Fetched from CourtListener on the schedule (COURTLISTENER_FETCH_INTERVAL_MIN). */
    courtListenerScheduled: z.boolean().default(false),
  }),
);
export type Docket = z.infer<typeof docketSchema>;

const docketFields = {
  court: oneLine(nonEmptyText(120)),
  /** With or without judges' initials (`-GHW-OTW`), which are kept apart. */
  docketNumber: docketNumberSchema,
  judge: oneLine(z.string().max(200)),
  status: z.enum(DOCKET_STATUSES),
  openedOn: isoDateSchema,
  /** Only with status closed; closing without it closes today. */
  closedOn: isoDateSchema.nullable(),
  relatedDocketIds: z.array(idSchema).max(200),
  /** Fetch its entries from CourtListener on the schedule. */
  courtListenerScheduled: z.boolean(),
};
export const docketCreateSchema = named(
  'DocketCreate',
  z.strictObject({
    caseId: idSchema,
    court: docketFields.court,
    docketNumber: docketFields.docketNumber,
    ...z.object(docketFields).omit({ court: true, docketNumber: true }).partial().shape,
  }),
);
export type DocketCreate = z.infer<typeof docketCreateSchema>;
export const docketUpdateSchema = named('DocketUpdate', z.strictObject(docketFields).partial());
export type DocketUpdate = z.infer<typeof docketUpdateSchema>;

export const docketList = defineList(docketSchema, {
  sortable: ['docketNumber', 'caseCaption', 'court', 'status', 'openedOn', 'lastFilingOn'],
  defaultSort: 'lastFilingOn:desc',
  searchable: ['docketNumber', 'caseCaption', 'court', 'judge'],
  dateField: 'openedOn',
  filters: {
    caseId: idSchema.optional(),
    court: z.string().optional(),
    status: z.enum(DOCKET_STATUSES).optional(),
  },
});

export const DOCUMENT_TYPES = [
  'complaint',
  'motion',
  'brief',
  'order',
  'notice',
  'stipulation',
  'transcript',
  'other',
] as const;

export const docketEntrySchema = named(
  'DocketEntry',
  z.object({
    id: idSchema,
    docketId: idSchema,
    /** The court's running number of the entry on the docket; null for a minute entry. */
    number: z.number().int().min(0).nullable(),
    filedOn: isoDateSchema,
    documentType: z.enum(DOCUMENT_TYPES),
    // Typed entries stop at 2,000 characters; a court's text imported from PACER may be longer.
    description: nonEmptyText(20_000),
    filedBy: z.string().max(200),
    pages: z.number().int().min(0),
  }),
);
export type DocketEntry = z.infer<typeof docketEntrySchema>;

export const docketEntryCreateSchema = named(
  'DocketEntryCreate',
  z.strictObject({
    filedOn: isoDateSchema,
    documentType: z.enum(DOCUMENT_TYPES),
    description: manyLines(nonEmptyText(2000)),
    filedBy: oneLine(z.string().max(200)).optional(),
    pages: z.number().int().min(0).max(100_000).optional(),
  }),
);
export type DocketEntryCreate = z.infer<typeof docketEntryCreateSchema>;

export const docketEntryList = defineList(docketEntrySchema, {
  sortable: ['number', 'filedOn', 'documentType'],
  defaultSort: 'number:desc',
  searchable: ['description', 'filedBy'],
  dateField: 'filedOn',
  filters: { documentType: z.enum(DOCUMENT_TYPES).optional() },
});

/** A PACER report's HTML, sent as the whole request body. */
export const pacerReportBodySchema = z.custom<Uint8Array>(
  (value) => value instanceof Uint8Array,
  "send the PACER report's HTML itself as the request body",
);

export const PACER_REPORT_KINDS = ['docket_report', 'docket_history_report'] as const;

export const docketImportSchema = named(
  'DocketImport',
  z.object({
    reportKind: z.enum(PACER_REPORT_KINDS),
    /** The number as the report prints it, judges' initials included. */
    reportDocketNumber: z.string(),
    entriesRead: z.number().int().min(0),
    entriesAdded: z.number().int().min(0),
    entriesAlreadyThere: z.number().int().min(0),
    /** Entries the report gives no date filed: they cannot be matched again, so none is kept. */
    entriesUndated: z.number().int().min(0),
    headerChanges: z.array(
      z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
    ),
    partiesRead: z.number().int().min(0),
    docket: docketSchema,
  }),
);
export type DocketImport = z.infer<typeof docketImportSchema>;
