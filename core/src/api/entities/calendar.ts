/** The calendar: read-only events derived from the cases' deadlines, the deadline records and the motions. */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { idSchema, isoDateSchema } from '../primitives.ts';

export const CALENDAR_EVENT_KINDS = [
  'case_deadline',
  'motion_deadline',
  'hearing',
  'filing',
  /** A deadline record (`/deadlines`); done is true once it is done or waived. */
  'court_deadline',
  /** A settlement's claim, opt-out or objection deadline or its fairness hearing. */
  'settlement_deadline',
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
    /** On a settlement's deadlines and hearing: the settlement they are of. */
    settlementId: idSchema.optional(),
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
