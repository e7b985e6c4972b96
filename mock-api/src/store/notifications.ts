/** What the server keeps of notifications: each for one user, under the key of its event. */
import { z } from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  notificationPreferencesUpdateSchema,
  notificationSchema,
} from '@backoffice/core/api';

export const storedNotificationSchema = notificationSchema.extend({
  /** The recipient (a directory user's id). */
  userId: idSchema,
  /** The event it tells of: one notification per user and key, so nothing is told twice. */
  eventKey: z.string().min(1),
  /**
   * Set when the user hears of its kind by e-mail (and e-mail is on): the digest collects those
   * no e-mail carried yet. Absent on rows of the app alone and on rows written before e-mail.
   */
  email: z
    .object({
      /** Sent at once rather than in the next digest. */
      urgent: z.boolean(),
      /** The outbox message that carries it; null until one does. */
      emailId: idSchema.nullable(),
    })
    .optional(),
});
export type StoredNotification = z.infer<typeof storedNotificationSchema>;

/** A user's channel per kind, under the user's id; kinds added later default to the app. */
export const storedNotificationPreferencesSchema = z.object({
  id: idSchema,
  channels: notificationPreferencesUpdateSchema.shape.channels.partial(),
  updatedAt: isoDateTimeSchema,
});
