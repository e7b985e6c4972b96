/**
 * The caller's notifications: only their own, and only of the clients they may see now (a
 * user whose scope narrowed no longer sees the others'), marked read one by one or all at
 * once; how they hear of each kind, and where their e-mail goes; today's digests on demand.
 */
import {
  NOTIFICATION_KINDS,
  notificationList,
  type Notification,
  type NotificationPreferences,
} from '@backoffice/core/api';
import { ApiError, notFound } from '../../domain/api-error.ts';
import { channelOf } from '../../domain/notifications/deliver.ts';
import { queueDigests, type EmailPlan } from '../../domain/notifications/email-outbox.ts';
import { listRows } from '../../query/list.ts';
import type { StoredNotification } from '../../store/notifications.ts';
import type { HandlersOf } from '../handler.ts';
import type { Ctx } from '../resource.ts';

const shown = (n: StoredNotification): Notification => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  message: n.message,
  caseId: n.caseId,
  clientId: n.clientId,
  record: n.record,
  createdAt: n.createdAt,
  readAt: n.readAt,
});

function mine(ctx: Ctx): StoredNotification[] {
  return ctx.store.notifications
    .all()
    .filter(
      (n) => n.userId === ctx.user.userId && (n.clientId === null || ctx.scope.sees(n.clientId)),
    );
}

function preferences(ctx: Ctx, email: EmailPlan | undefined): NotificationPreferences {
  const channels = Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => [k, channelOf(ctx.store, ctx.user.userId, k)]),
  ) as NotificationPreferences['channels'];
  const emailAddress = email ? (ctx.store.users.get(ctx.user.userId)?.email ?? null) : null;
  return { channels, emailAvailable: email !== undefined, emailAddress };
}

const readAt = (ctx: Ctx) => ctx.now.toISOString();

/** `email`: undefined while no SMTP server is configured. */
export function notificationHandlers(
  email: EmailPlan | undefined,
): HandlersOf<
  | 'listNotifications'
  | 'getUnreadNotifications'
  | 'readNotification'
  | 'readAllNotifications'
  | 'getNotificationPreferences'
  | 'updateNotificationPreferences'
  | 'sendEmailDigests'
> {
  return {
    listNotifications: (call) => {
      const { read, ...query } = call.query;
      const rows = mine(call)
        .filter((n) => read === undefined || (n.readAt !== null) === read)
        .map(shown);
      return listRows(rows, query, notificationList);
    },
    getUnreadNotifications: (call) => ({
      unread: mine(call).filter((n) => n.readAt === null).length,
    }),
    readNotification: (call) => {
      const row = mine(call).find((n) => n.id === call.params.id);
      if (!row) throw notFound('notification', call.params.id);
      if (row.readAt !== null) return shown(row);
      return shown(call.store.notifications.put({ ...row, readAt: readAt(call) }));
    },
    readAllNotifications: (call) => {
      const { before } = call.body;
      const unread = mine(call).filter(
        (n) => n.readAt === null && (before === undefined || n.createdAt <= before),
      );
      for (const n of unread) call.store.notifications.put({ ...n, readAt: readAt(call) });
      return { marked: unread.length };
    },
    getNotificationPreferences: (call) => preferences(call, email),
    updateNotificationPreferences: (call) => {
      call.store.notificationPreferences.put({
        id: call.user.userId,
        channels: call.body.channels,
        updatedAt: call.now.toISOString(),
      });
      return preferences(call, email);
    },
    sendEmailDigests: (call) => {
      if (!email)
        throw new ApiError('conflict', 'E-mail is not configured on this server (SMTP_HOST)');
      const day = call.now.toISOString().slice(0, 10);
      return { day, queued: queueDigests(call.store, email, day, call.now) };
    },
  };
}
