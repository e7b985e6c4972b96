/** Motions on the cases. */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import {
  auditShape,
  idSchema,
  isoDateSchema,
  nonEmptyText,
  oneLine,
  manyLines,
} from '../primitives.ts';

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
  title: oneLine(nonEmptyText(300)),
  filedBy: oneLine(z.string().max(200)),
  filedOn: isoDateSchema.nullable(),
  hearingDate: isoDateSchema.nullable(),
  deadline: isoDateSchema.nullable(),
  status: z.enum(MOTION_STATUSES),
  notes: manyLines(z.string().max(4000)),
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
