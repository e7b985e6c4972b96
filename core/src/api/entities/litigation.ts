/** Court dockets and their entries, motions, and the calendar derived from them and the cases. */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { auditShape, idSchema, isoDateSchema, nonEmptyText } from '../primitives.ts';

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
    description: nonEmptyText(2000),
    filedBy: z.string().max(200).optional(),
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

export const MOTION_TYPES = [
  'lead_plaintiff',
  'motion_to_dismiss',
  'class_certification',
  'summary_judgment',
  'discovery',
  'preliminary_approval',
  'final_approval',
  'other',
] as const;
export const MOTION_STATUSES = [
  'draft',
  'filed',
  'pending',
  'granted',
  'denied',
  'withdrawn',
] as const;

export const motionSchema = named(
  'Motion',
  z.object({
    id: idSchema,
    caseId: idSchema,
    caseCaption: z.string(),
    type: z.enum(MOTION_TYPES),
    title: nonEmptyText(300),
    filedBy: z.string().max(200),
    filedOn: isoDateSchema.nullable(),
    hearingDate: isoDateSchema.nullable(),
    /** When the next paper on this motion (opposition, reply) is due. */
    deadline: isoDateSchema.nullable(),
    status: z.enum(MOTION_STATUSES),
    notes: z.string().max(4000),
    ...auditShape,
  }),
);
export type Motion = z.infer<typeof motionSchema>;

const motionFields = {
  type: z.enum(MOTION_TYPES),
  title: nonEmptyText(300),
  filedBy: z.string().max(200),
  filedOn: isoDateSchema.nullable(),
  hearingDate: isoDateSchema.nullable(),
  deadline: isoDateSchema.nullable(),
  status: z.enum(MOTION_STATUSES),
  notes: z.string().max(4000),
};
export const motionCreateSchema = named(
  'MotionCreate',
  z.strictObject({
    caseId: idSchema,
    type: motionFields.type,
    title: motionFields.title,
    ...z.object(motionFields).omit({ type: true, title: true }).partial().shape,
  }),
);
export type MotionCreate = z.infer<typeof motionCreateSchema>;
export const motionUpdateSchema = named('MotionUpdate', z.strictObject(motionFields).partial());
export type MotionUpdate = z.infer<typeof motionUpdateSchema>;

export const motionList = defineList(motionSchema, {
  sortable: ['title', 'caseCaption', 'type', 'status', 'filedOn', 'hearingDate', 'deadline'],
  defaultSort: 'deadline:asc',
  searchable: ['title', 'caseCaption', 'filedBy'],
  dateField: 'filedOn',
  filters: {
    caseId: idSchema.optional(),
    type: z.enum(MOTION_TYPES).optional(),
    status: z.enum(MOTION_STATUSES).optional(),
  },
});

export const CALENDAR_EVENT_KINDS = [
  'case_deadline',
  'motion_deadline',
  'hearing',
  'filing',
] as const;

/** Read-only: derived on every call from the cases' deadlines and the motions. */
export const calendarEventSchema = named(
  'CalendarEvent',
  z.object({
    id: idSchema,
    date: isoDateSchema,
    kind: z.enum(CALENDAR_EVENT_KINDS),
    title: z.string(),
    caseId: idSchema,
    caseCaption: z.string(),
    motionId: idSchema.nullable(),
    done: z.boolean(),
  }),
);
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarEventList = defineList(calendarEventSchema, {
  sortable: ['date', 'kind', 'caseCaption', 'title'],
  defaultSort: 'date:asc',
  searchable: ['title', 'caseCaption'],
  dateField: 'date',
  filters: {
    caseId: idSchema.optional(),
    kind: z.enum(CALENDAR_EVENT_KINDS).optional(),
    done: z.stringbool().optional(),
  },
});
