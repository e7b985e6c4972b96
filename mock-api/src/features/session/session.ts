/**
 * The spec's probe (`GET /`), the form sign-in (`POST /login`), the contract document, and
 * the caller's profile.
 *
 * Form sign-in checks the password against the directory the identity provider also signs in
 * from, and puts in the token the roles, privileges and clients the directory has then, so a
 * token carries them from the next sign-in (the API itself reads them from the directory on
 * every call, see http/auth.ts).
 */
import {
  DEFAULT_LANDING_ROUTE,
  DEFAULT_TABLE_PAGE_SIZE,
  MESSAGES,
  landingRefusal,
  landingRouteFor,
  sessionUserFromClaims,
  type SessionUser,
} from '@backoffice/core';
import type { Preferences, Profile, ProfileUpdate } from '@backoffice/core/api';
import { throttledMessage, type SignInThrottle } from '@backoffice/core/server';
import type { AccountDirectory } from '@backoffice/core/server';
import { ApiError, retryLater, unprocessable } from '../../domain/api-error.ts';
import type { HandlersOf } from '../handler.ts';
import type { Store } from '../../store/store.ts';

/** What the form sign-in needs of the API's tokens (http/tokens.ts makes them). */
export interface TokenSigner {
  sign(
    claims: Record<string, unknown> & { sub: string },
  ): Promise<{ token: string; expiresAt: Date }>;
}

export interface SessionDeps {
  directory: AccountDirectory;
  tokens: TokenSigner;
  /** The contract document, built by the first call that asks for it (see app.ts). */
  openApi: () => Record<string, unknown>;
  /** Failed sign-ins per account and address (see core's SignInThrottle). */
  throttle: SignInThrottle;
}

export const DEFAULT_PREFERENCES: Preferences = {
  pageSize: DEFAULT_TABLE_PAGE_SIZE,
  dateFormat: 'yyyy-MM-dd',
  timeZone: 'America/New_York',
  landingRoute: DEFAULT_LANDING_ROUTE,
};

function profileOf(store: Store, user: SessionUser): Profile {
  const stored = store.profiles.get(user.userId);
  const saved = { ...DEFAULT_PREFERENCES, ...stored?.preferences };
  return {
    user,
    email: stored?.email ?? store.users.get(user.userId)?.email ?? '',
    // A saved screen the user may no longer open (a role taken away) reads as the default.
    preferences: { ...saved, landingRoute: landingRouteFor(saved.landingRoute, user) },
    updatedAt: stored?.updatedAt ?? null,
  };
}

/** The contract checks that a landing screen exists; whether this user may open it, here. */
function checkLanding(update: ProfileUpdate, user: SessionUser): void {
  const landing = update.preferences?.landingRoute;
  const refusal = landing === undefined ? null : landingRefusal(landing, user);
  if (refusal) throw unprocessable('preferences.landingRoute', refusal);
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
      const attempt = { username, address: call.address };
      // Refused before the password is checked: a guess in a lock tells nothing.
      const wait = deps.throttle.retryAfterSeconds(attempt);
      if (wait > 0) throw retryLater('too_many_requests', throttledMessage(wait), wait);
      const result = await deps.directory.signIn(username, password);
      if (result.status === 'invalid') {
        deps.throttle.failed(attempt);
        throw new ApiError('forbidden', MESSAGES.badCredentials);
      }
      deps.throttle.succeeded(attempt);
      if (result.status === 'deactivated') {
        throw new ApiError(
          'forbidden',
          'This account has been deactivated: ask an administrator to reactivate it',
        );
      }
      const claims = { ...result.user };
      const { token, expiresAt } = await deps.tokens.sign(claims);
      call.setHeader('Authorization', `Bearer ${token}`);
      return { user: sessionUserFromClaims(claims), expiresAt: expiresAt.toISOString() };
    },
    openApi: () => deps.openApi(),
    getProfile: (call) => profileOf(call.store, call.user),
    updateProfile: (call) => {
      checkLanding(call.body, call.user);
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
