/**
 * The e-mail outbox: each message to send, written in the same write as the notifications it
 * tells of (so a crash loses none), then sent outside the writer and marked sent, or failed
 * with the error and the time of its next attempt.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '@backoffice/core/api';

export const EMAIL_STATUSES = [
  /** Not tried yet, or tried and failed, with a next attempt due. */
  'queued',
  'sent',
  /** Given up on after the last attempt allowed. */
  'failed',
] as const;

export const storedEmailSchema = z.object({
  id: idSchema,
  /**
   * Once per key: `immediate:<notification id>`, `digest:<user id>:<day>`,
   * `report:<report id>:<asked at>:<address>`.
   */
  key: z.string().min(1),
  /** The user it goes to; null for a client's contact, who is no user. */
  userId: idSchema.nullable(),
  /** A report it carries as a PDF, made when it is sent (rows of earlier versions: none). */
  reportId: idSchema.nullable().default(null),
  to: z.email(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The notifications it tells of. */
  notificationIds: z.array(idSchema),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  /** When it may be tried (again). */
  nextAttemptAt: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
  sentAt: isoDateTimeSchema.nullable(),
});
export type StoredEmail = z.infer<typeof storedEmailSchema>;
