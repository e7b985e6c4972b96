/**
 * Inside a write: each event becomes one notification per user of its audience who hears of
 * its kind in the app and has not been told of it yet (the event's key, per user). Returns how
 * many were added.
 */
import type { NotificationChannel, NotificationKind } from '@backoffice/core/api';
import type { Store } from '../../store/store.ts';
import type { NotificationEvent } from './events.ts';

export function channelOf(
  store: Store,
  userId: string,
  kind: NotificationKind,
): NotificationChannel {
  return store.notificationPreferences.get(userId)?.channels[kind] ?? 'app';
}

export function deliver(store: Store, events: readonly NotificationEvent[], now: Date): number {
  if (events.length === 0) return 0;
  const told = new Set(store.notifications.all().map((n) => `${n.userId}|${n.eventKey}`));
  let added = 0;
  for (const event of events) {
    for (const user of event.audience) {
      const key = `${user.id}|${event.key}`;
      if (told.has(key) || channelOf(store, user.id, event.kind) !== 'app') continue;
      told.add(key);
      store.notifications.put({
        id: store.notifications.nextId(),
        userId: user.id,
        eventKey: event.key,
        kind: event.kind,
        title: event.title,
        message: event.message,
        caseId: event.caseId,
        clientId: event.clientId,
        record: event.record,
        createdAt: now.toISOString(),
        readAt: null,
      });
      added += 1;
    }
  }
  return added;
}
