/**
 * The spec's probe (`GET /`), the form sign-in (`POST /login`), the contract document, and
 * the caller's profile.
 *
 * Form sign-in checks the password against the sign-in file (the identity provider's users);
 * the roles, privileges and clients it puts in the token come from the admin panel's record of
 * the user when there is one, so an administrator's changes apply from the next sign-in.
 */
import { MESSAGES, sessionUserFromClaims, type SessionUser } from '@backoffice/core';
import type { Preferences } from '@backoffice/core/api';
import type { UserDirectory } from '@backoffice/idp/users';
import { ApiError } from '../../http/errors.ts';
import type { HandlersOf } from '../../http/handler.ts';
import type { Tokens } from '../../http/tokens.ts';
import type { Store } from '../../store/store.ts';

export interface SessionDeps {
  directory: UserDirectory;
  tokens: Tokens;
  openApi: Record<string, unknown>;
}

export const DEFAULT_PREFERENCES: Preferences = {
  pageSize: 10,
  dateFormat: 'yyyy-MM-dd',
  timeZone: 'America/New_York',
};

function profileOf(store: Store, user: SessionUser) {
  const stored = store.profiles.get(user.userId);
  return {
    user,
    email: stored?.email ?? store.users.get(user.userId)?.email ?? '',
    preferences: stored?.preferences ?? DEFAULT_PREFERENCES,
    updatedAt: stored?.updatedAt ?? null,
  };
}

export function sessionHandlers(
  deps: SessionDeps,
): HandlersOf<'probe' | 'login' | 'openApi' | 'getProfile' | 'updateProfile'> {
  return {
    probe: (call) => ({
      user: call.user,
      page: call.header('page') ?? null,
      serverTime: call.now.toISOString(),
    }),
    login: async (call) => {
      const { username, password } = call.body.data;
      const found = await deps.directory.verifyCredentials(username, password);
      const record = found && call.store.users.get(found.sub);
      if (!found || record?.active === false)
        throw new ApiError('forbidden', MESSAGES.badCredentials);
      const claims = {
        sub: found.sub,
        username: found.username,
        name: record?.displayName ?? found.name,
        email: record?.email ?? found.email,
        authorities: record ? [...record.roles, ...record.privileges] : found.authorities,
        client_NAMES: record ? record.clientNames : found.client_NAMES,
      };
      const { token, expiresAt } = await deps.tokens.sign(claims);
      if (record) call.store.users.put({ ...record, lastLoginAt: call.now.toISOString() });
      call.setHeader('Authorization', `Bearer ${token}`);
      return { user: sessionUserFromClaims(claims), expiresAt: expiresAt.toISOString() };
    },
    openApi: () => deps.openApi,
    getProfile: (call) => profileOf(call.store, call.user),
    updateProfile: (call) => {
      const current = profileOf(call.store, call.user);
      call.store.profiles.put({
        id: call.user.userId,
        email: call.body.email ?? current.email,
        preferences: { ...current.preferences, ...call.body.preferences },
        updatedAt: call.now.toISOString(),
      });
      return profileOf(call.store, call.user);
    },
  };
}
