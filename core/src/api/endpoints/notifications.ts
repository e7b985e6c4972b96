/** The caller's notifications and how they hear of each kind. */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { isoDateTimeSchema } from '../primitives.ts';
import {
  emailDigestRunSchema,
  markedReadSchema,
  notificationList,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationSchema,
  unreadCountSchema,
} from '../entities/notifications.ts';
import { idParams, list } from './kinds.ts';

const mine = { tag: 'Notifications', accessLevel: 'signed-in' } as const;

export const notificationEndpoints = {
  listNotifications: list({
    ...mine,
    item: notificationSchema,
    path: '/notifications',
    summary: "The caller's notifications (only of the clients they may see), newest first",
    list: notificationList,
  }),
  getUnreadNotifications: endpoint({
    ...mine,
    method: 'GET',
    path: '/notifications/unread-count',
    summary: "How many of the caller's notifications are unread (the header's bell)",
    response: unreadCountSchema,
  }),
  readNotification: endpoint({
    ...mine,
    method: 'POST',
    path: '/notifications/{id}/read',
    summary: 'Mark one of the caller’s notifications read',
    params: idParams,
    response: notificationSchema,
  }),
  readAllNotifications: endpoint({
    ...mine,
    method: 'POST',
    path: '/notifications/read-all',
    summary:
      "Mark the caller's unread notifications read: all of them, or those made up to `before` (what the screen showed)",
    body: z.strictObject({ before: isoDateTimeSchema.optional() }),
    response: markedReadSchema,
  }),
  getNotificationPreferences: endpoint({
    ...mine,
    method: 'GET',
    path: '/notification-preferences',
    summary: 'How the caller hears of each kind of notification: in the app, by e-mail, or not',
    response: notificationPreferencesSchema,
  }),
  updateNotificationPreferences: endpoint({
    ...mine,
    method: 'PUT',
    path: '/notification-preferences',
    summary: 'Choose, per kind, in the app, by e-mail, or not at all',
    body: notificationPreferencesUpdateSchema,
    response: notificationPreferencesSchema,
  }),
  sendEmailDigests: endpoint({
    method: 'POST',
    path: '/admin/email-digests',
    tag: 'Notifications',
    accessLevel: 'admin',
    summary:
      "Queue today's e-mail digests now rather than at EMAIL_DIGEST_HOUR (those already queued today stay as they are); 409 when e-mail is not configured",
    body: z.strictObject({}),
    response: emailDigestRunSchema,
    errors: [409],
  }),
};
