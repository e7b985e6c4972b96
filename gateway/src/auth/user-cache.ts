/**
 * The signed-in user of an ID token, decoded once per token rather than on every request (the
 * logger, the page guard and the proxy each ask). The token is the key, so a refreshed or
 * another session's token is decoded afresh; the session store remains the authority on
 * whether a session exists. Bounded: the oldest entries go first.
 */
import { decodeJwt, type JWTPayload } from 'jose';
import type { SessionUser } from '@backoffice/core';

const LIMIT = 1000;

export function userCache(
  toUser: (claims: JWTPayload) => SessionUser,
): (idToken: unknown) => SessionUser | null {
  const cache = new Map<string, SessionUser>();
  return (idToken) => {
    if (typeof idToken !== 'string' || idToken === '') return null;
    const known = cache.get(idToken);
    if (known) return known;
    let claims: JWTPayload;
    try {
      claims = decodeJwt(idToken);
    } catch {
      return null;
    }
    const user = toUser(claims);
    if (cache.size >= LIMIT) cache.delete(cache.keys().next().value ?? '');
    cache.set(idToken, user);
    return user;
  };
}
