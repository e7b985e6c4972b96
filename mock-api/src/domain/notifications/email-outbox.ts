/**
 * Inside a write: what goes into the e-mail outbox. An urgent notification of a kind the user
 * hears of by e-mail is queued at once; the others wait for the day's digest, one message per
 * user and day listing those no e-mail carried yet that the user may still see.
 */
import type { User } from '@backoffice/core/api';
import type { Store } from '../../store/store.ts';
import type { StoredNotification } from '../../store/notifications.ts';
import type { StoredEmail } from '../../store/email-outbox.ts';
import { userSees } from './audience.ts';
import { digestEmail, immediateEmail, type EmailBody } from './email-bodies.ts';

/** E-mail is on: where its links point. */
export interface EmailPlan {
  appBaseUrl: string;
}

function queue(
  store: Store,
  key: string,
  user: User,
  body: EmailBody,
  notifications: readonly StoredNotification[],
  now: Date,
): StoredEmail {
  const email = store.emailOutbox.put({
    id: store.emailOutbox.nextId(),
    key,
    userId: user.id,
    to: user.email,
    ...body,
    notificationIds: notifications.map((n) => n.id),
    reportId: null,
    status: 'queued',
    attempts: 0,
    lastError: null,
    nextAttemptAt: now.toISOString(),
    createdAt: now.toISOString(),
    sentAt: null,
  });
  for (const n of notifications) {
    store.notifications.put({
      ...n,
      email: { urgent: n.email?.urgent ?? false, emailId: email.id },
    });
  }
  return email;
}

export function queueImmediate(
  store: Store,
  plan: EmailPlan,
  user: User,
  n: StoredNotification,
  now: Date,
): void {
  queue(store, `immediate:${n.id}`, user, immediateEmail(plan.appBaseUrl, n), [n], now);
}

/** Whether the user may still read it: active, and the client (if any) in their scope. */
const stillSees = (store: Store, user: User, n: StoredNotification) =>
  user.active && (n.clientId === null || userSees(store, user, n.clientId));

/** The digests of `day` (ISO date) not made yet; returns how many were queued. */
export function queueDigests(store: Store, plan: EmailPlan, day: string, now: Date): number {
  const made = new Set(store.emailOutbox.all().map((e) => e.key));
  const waiting = new Map<string, StoredNotification[]>();
  for (const n of store.notifications.all()) {
    if (!n.email || n.email.emailId !== null) continue;
    waiting.set(n.userId, [...(waiting.get(n.userId) ?? []), n]);
  }
  let queued = 0;
  for (const [userId, all] of waiting) {
    const user = store.users.get(userId);
    const key = `digest:${userId}:${day}`;
    if (!user || made.has(key)) continue;
    const items = all
      .filter((n) => stillSees(store, user, n))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    if (items.length === 0) continue;
    queue(store, key, user, digestEmail(plan.appBaseUrl, day, items), items, now);
    queued += 1;
  }
  return queued;
}
