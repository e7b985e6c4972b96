/**
 * Refreshes an access token shortly before it expires, once per session even when many requests
 * arrive together: the first request refreshes, the others wait for its result and copy the new
 * tokens into their own view of the session (otherwise they would save the old, now rotated,
 * refresh token back).
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { AuthEvents } from './authenticator.ts';

type TokenFields = Record<'access_token' | 'refresh_token' | 'id_token' | 'expires_at', unknown>;

const RESULT_KEPT_MS = 30_000;
const inFlight = new Map<string, Promise<TokenFields>>();

function keyOf(refreshToken: string): string {
  return createHash('sha256').update(refreshToken).digest('base64url');
}

function snapshot(session: Record<string, unknown>): TokenFields {
  const { access_token, refresh_token, id_token, expires_at } = session;
  return { access_token, refresh_token, id_token, expires_at };
}

export async function freshAccessToken(
  req: Request,
  session: Record<string, unknown> | undefined,
  marginSeconds: number,
  events: AuthEvents,
): Promise<string | null> {
  const current = req.oidc.accessToken;
  if (!current || !session) return null;
  if (current.expires_in > marginSeconds) return current.access_token;
  const refreshToken = req.oidc.refreshToken;
  if (!refreshToken) return current.isExpired() ? null : current.access_token;

  const key = keyOf(refreshToken);
  const existing = inFlight.get(key);
  const leader = existing === undefined;
  const pending = existing ?? current.refresh().then(() => snapshot(session));
  if (leader) {
    inFlight.set(key, pending);
    const forget = () => setTimeout(() => inFlight.delete(key), RESULT_KEPT_MS).unref();
    pending.then(forget, forget);
  }
  try {
    const fields = await pending;
    if (leader) events.tokenRefreshed('success');
    else Object.assign(session, fields);
    return typeof fields.access_token === 'string' ? fields.access_token : null;
  } catch {
    if (leader) events.tokenRefreshed('failure');
    return null;
  }
}
