/**
 * Users and privileges (administrators only), over the shared directory the identity provider
 * signs users in from (core's Directory): a change to roles, privileges, clients or status counts
 * from the user's next call, as the API reads them from the directory (see http/auth.ts); their
 * tokens and the gateway's session show it from the next sign-in. Usernames are unique; a
 * user's clients must exist; an administrator cannot lock themselves out (core's
 * selfLockOutRefusal). Every change is written to the directory's audit log in the same
 * transaction.
 *
 * The store keeps a copy of each user for its own joins (names on records, profile e-mail); it
 * follows the directory and is never read for sign-in or access.
 */
import { randomUUID } from 'node:crypto';
import {
  PRIVILEGES,
  ROLES,
  userList,
  type PrivilegeCatalog,
  type User,
  type UserUpdate,
} from '@backoffice/core/api';
import {
  inCatalogueOrder,
  selfLockOutRefusal,
  unknownClientNames,
  type UserSnapshot,
} from '@backoffice/core/domain';
import { UsernameTakenError, type DirectoryUser } from '@backoffice/core/server';
import { hashPassword, type AccountDirectory } from '@backoffice/core/server';
import { ApiError, notFound, unprocessable } from '../../domain/api-error.ts';
import type { HandlersOf } from '../handler.ts';
import { listRows } from '../../query/list.ts';
import type { Ctx } from '../resource.ts';

const CATALOG: PrivilegeCatalog = {
  roles: [
    { name: 'ROLE_ADMIN', description: 'Administrator: users and privileges, file ingestion' },
    { name: 'ROLE_USER', description: 'Staff member' },
  ],
  privileges: [
    { name: 'READ', description: 'See data (GET)' },
    { name: 'CREATE', description: 'Add records (POST)' },
    { name: 'UPDATE', description: 'Change records (PUT, PATCH)' },
    { name: 'DELETE', description: 'Remove records (DELETE)' },
  ],
};

function userOf(u: DirectoryUser): User {
  return {
    ...u,
    roles: inCatalogueOrder(ROLES, u.roles),
    privileges: inCatalogueOrder(PRIVILEGES, u.privileges),
  };
}

/** Roles and privileges in catalogue order, without repeats; clients that exist. */
function normalise(user: UserSnapshot, ctx: Ctx): UserSnapshot {
  const existing = new Set(ctx.store.clients.all().map((c) => c.name));
  const unknown = unknownClientNames(user.clientNames, existing);
  if (unknown.length > 0) {
    throw unprocessable('clientNames', `No client named ${unknown.join(', ')}`);
  }
  return {
    ...user,
    roles: inCatalogueOrder(ROLES, user.roles),
    privileges: inCatalogueOrder(PRIVILEGES, user.privileges),
    clientNames: [...new Set(user.clientNames)],
  };
}

function refuseSelfLockOut(ctx: Ctx, targetId: string, change: UserUpdate | 'delete'): void {
  const refusal = selfLockOutRefusal(ctx.user.userId, targetId, change);
  if (refusal) throw unprocessable(refusal.field, refusal.message);
}

const actorOf = (ctx: Ctx) => ({ id: ctx.user.userId, username: ctx.user.username });

export function userHandlers(
  accounts: AccountDirectory,
): HandlersOf<
  'listUsers' | 'getUser' | 'createUser' | 'updateUser' | 'deleteUser' | 'getPrivileges'
> {
  const { directory } = accounts;
  const find = (id: string): DirectoryUser => {
    const user = directory.get(id);
    if (!user) throw notFound('user', id);
    return user;
  };
  /** The store's copy follows the directory (its joins show current names). */
  const mirror = (ctx: Ctx, user: DirectoryUser) => ctx.store.users.put(userOf(user));

  return {
    listUsers: (call) => listRows(directory.list().map(userOf), call.query, userList),
    getUser: (call) => userOf(find(call.params.id)),
    createUser: async (call) => {
      const { password, ...fields } = call.body;
      const snapshot = normalise(
        { ...fields, clientNames: fields.clientNames ?? [], active: fields.active ?? true },
        call,
      );
      if (directory.findByUsername(snapshot.username)) {
        throw new ApiError('conflict', `The username '${snapshot.username}' is taken`);
      }
      const passwordHash = await hashPassword(password);
      try {
        const user = directory.create(
          actorOf(call),
          { ...snapshot, id: randomUUID(), passwordHash },
          call.now.toISOString(),
        );
        mirror(call, user);
        return userOf(user);
      } catch (err) {
        if (err instanceof UsernameTakenError) throw new ApiError('conflict', err.message);
        throw err;
      }
    },
    updateUser: (call) => {
      find(call.params.id);
      refuseSelfLockOut(call, call.params.id, call.body);
      const user = directory.update(
        actorOf(call),
        call.params.id,
        (current) => normalise({ ...current, ...call.body }, call),
        call.now.toISOString(),
      );
      if (!user) throw notFound('user', call.params.id);
      mirror(call, user);
      return userOf(user);
    },
    deleteUser: (call) => {
      find(call.params.id);
      refuseSelfLockOut(call, call.params.id, 'delete');
      directory.remove(actorOf(call), call.params.id, call.now.toISOString());
      call.store.users.delete(call.params.id);
    },
    getPrivileges: () => CATALOG,
  };
}
