/** Court dockets (one per filed case) and their entries. */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { idSchema, isoDateSchema, nonEmptyText, oneLine, manyLines } from '../primitives.ts';

export const DOCKET_STATUSES = ['open', 'stayed', 'closed'] as const;

export const docketSchema = named(
  'Docket',
  z.object({
    id: idSchema,
    caseId: idSchema,
    caseCaption: z.string(),
    court: z.string(),
    docketNumber: z.string(),
    judge: z.string(),
    status: z.enum(DOCKET_STATUSES),
    openedOn: isoDateSchema,
    lastFilingOn: isoDateSchema.nullable(),
    entryCount: z.number().int().min(0),
  }),
);
export type Docket = z.infer<typeof docketSchema>;

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
    /** The court's running number of the entry on the docket. */
    number: z.number().int().min(1),
    filedOn: isoDateSchema,
    documentType: z.enum(DOCUMENT_TYPES),
    description: nonEmptyText(2000),
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
