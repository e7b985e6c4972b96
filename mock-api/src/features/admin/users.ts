/**
 * Users and privileges (administrators only). Usernames are unique; a user's clients must be
 * clients that exist; and an administrator cannot lock themselves out (remove their own admin
 * role, deactivate or delete themselves).
 */
import {
  PRIVILEGES,
  ROLES,
  userList,
  type PrivilegeCatalog,
  type User,
  type UserCreate,
  type UserUpdate,
} from '@backoffice/core/api';
import { ApiError, unprocessable } from '../../http/errors.ts';
import type { HandlersOf } from '../../http/handler.ts';
import { changed, created, resource, type Ctx } from '../resource.ts';

const users = resource<User>({ what: 'user', source: (store) => store.users, list: userList });

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

/** Roles and privileges in catalogue order, without repeats; clients that exist. */
function normalise(user: User, ctx: Ctx): User {
  const names = new Set(ctx.store.clients.all().map((c) => c.name));
  const unknown = user.clientNames.filter((n) => !names.has(n));
  if (unknown.length > 0)
    throw unprocessable('clientNames', `No client named ${unknown.join(', ')}`);
  return {
    ...user,
    roles: ROLES.filter((r) => user.roles.includes(r)),
    privileges: PRIVILEGES.filter((p) => user.privileges.includes(p)),
    clientNames: [...new Set(user.clientNames)],
  };
}

function build(body: UserCreate, ctx: Ctx, id: string): User {
  const taken = ctx.store.users.all().some((u) => u.username === body.username);
  if (taken) throw new ApiError('conflict', `The username '${body.username}' is taken`);
  return normalise(
    {
      id,
      ...body,
      clientNames: body.clientNames ?? [],
      active: body.active ?? true,
      lastLoginAt: null,
      ...created(ctx),
    },
    ctx,
  );
}

function apply(row: User, patch: UserUpdate, ctx: Ctx): User {
  if (row.id === ctx.user.userId) {
    if (patch.roles && !patch.roles.includes('ROLE_ADMIN')) {
      throw unprocessable('roles', 'You cannot remove your own administrator role');
    }
    if (patch.active === false) throw unprocessable('active', 'You cannot deactivate yourself');
  }
  return normalise({ ...row, ...patch, ...changed(ctx) }, ctx);
}

export const userHandlers: HandlersOf<
  'listUsers' | 'getUser' | 'createUser' | 'updateUser' | 'deleteUser' | 'getPrivileges'
> = {
  listUsers: users.list,
  getUser: users.get,
  createUser: users.create(build),
  updateUser: users.update(apply),
  deleteUser: users.remove((row, ctx) => {
    if (row.id === ctx.user.userId) throw unprocessable('id', 'You cannot delete yourself');
  }),
  getPrivileges: () => CATALOG,
};
