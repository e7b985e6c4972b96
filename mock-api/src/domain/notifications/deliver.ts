/**
 * Inside a write: each event becomes one notification per user of its audience who hears of
 * its kind at all and has not been told of it yet (the event's key, per user). Those the user
 * hears of by e-mail are kept in the app too, marked for e-mail: an urgent one is queued in the
 * outbox at once (in this same write), the others wait for the digest. Without e-mail
 * configured (`email` undefined) they stay in the app alone. Returns how many were added.
 */
import type { NotificationChannel, NotificationKind } from '@backoffice/core/api';
import type { Store } from '../../store/store.ts';
import type { NotificationEvent } from './events.ts';
import { queueImmediate, type EmailPlan } from './email-outbox.ts';

export function channelOf(
  store: Store,
  userId: string,
  kind: NotificationKind,
): NotificationChannel {
  return store.notificationPreferences.get(userId)?.channels[kind] ?? 'app';
}

export function deliver(
  store: Store,
  events: readonly NotificationEvent[],
  now: Date,
  email?: EmailPlan,
): number {
  if (events.length === 0) return 0;
  const told = new Set(store.notifications.all().map((n) => `${n.userId}|${n.eventKey}`));
  let added = 0;
  for (const event of events) {
    for (const user of event.audience) {
      const key = `${user.id}|${event.key}`;
      const channel = channelOf(store, user.id, event.kind);
      if (told.has(key) || channel === 'none') continue;
      told.add(key);
      const byEmail = channel === 'email' && email !== undefined;
      const n = store.notifications.put({
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
        ...(byEmail ? { email: { urgent: event.urgent, emailId: null } } : {}),
      });
      if (byEmail && event.urgent) queueImmediate(store, email, user, n, now);
      added += 1;
    }
  }
  return added;
}
