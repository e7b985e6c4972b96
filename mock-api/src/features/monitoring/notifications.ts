/**
 * The caller's notifications: only their own, and only of the clients they may see now (a
 * user whose scope narrowed no longer sees the others'), marked read one by one or all at
 * once; and how they hear of each kind.
 */
import {
  NOTIFICATION_KINDS,
  notificationList,
  type Notification,
  type NotificationPreferences,
} from '@backoffice/core/api';
import { notFound } from '../../domain/api-error.ts';
import { channelOf } from '../../domain/notifications/deliver.ts';
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

function preferences(ctx: Ctx, emailAvailable: boolean): NotificationPreferences {
  const channels = Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => [k, channelOf(ctx.store, ctx.user.userId, k)]),
  ) as NotificationPreferences['channels'];
  return { channels, emailAvailable };
}

const readAt = (ctx: Ctx) => ctx.now.toISOString();

export function notificationHandlers(
  emailAvailable: boolean,
): HandlersOf<
  | 'listNotifications'
  | 'getUnreadNotifications'
  | 'readNotification'
  | 'readAllNotifications'
  | 'getNotificationPreferences'
  | 'updateNotificationPreferences'
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
    getNotificationPreferences: (call) => preferences(call, emailAvailable),
    updateNotificationPreferences: (call) => {
      call.store.notificationPreferences.put({
        id: call.user.userId,
        channels: call.body.channels,
        updatedAt: call.now.toISOString(),
      });
      return preferences(call, emailAvailable);
    },
  };
}
