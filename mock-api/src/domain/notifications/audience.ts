/**
 * Who hears of what. An event about a client goes to the users who own its relationship and to
 * the users limited to that client (their clients are their work), never to a user who may not
 * see it; an event about a deadline to its owner; a failed job to whoever started it, or to the
 * administrators when the system did.
 */
import type { User } from '@backoffice/core/api';
import type { Store } from '../../store/store.ts';
import { monitoringOf } from '../monitoring.ts';

const mayNotice = (u: User) => u.active;

/** Whether the user may see the client (client scope). */
export function userSees(store: Store, user: User, clientId: string): boolean {
  if (user.clientNames.length === 0) return true;
  const client = store.clients.get(clientId);
  return client !== undefined && user.clientNames.includes(client.name);
}

export function clientAudience(store: Store, clientId: string): User[] {
  const owners = new Set(monitoringOf(store, clientId)?.ownerIds ?? []);
  const client = store.clients.get(clientId);
  if (!client) return [];
  return store.users
    .all()
    .filter(
      (u) =>
        mayNotice(u) &&
        userSees(store, u, clientId) &&
        (owners.has(u.id) || u.clientNames.includes(client.name)),
    );
}

export function userAudience(store: Store, userId: string): User[] {
  const user = store.users.get(userId);
  return user && mayNotice(user) ? [user] : [];
}

/** A job's starter by username, or the administrators for one the system started. */
export function starterAudience(store: Store, username: string): User[] {
  const users = store.users.all().filter(mayNotice);
  const starter = users.filter((u) => u.username === username);
  return starter.length > 0 ? starter : users.filter((u) => u.roles.includes('ROLE_ADMIN'));
}
