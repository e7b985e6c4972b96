/**
 * Refreshes an access token shortly before it expires, once per session even when many requests
 * arrive together (see refresh-once.ts): one request refreshes, the others wait for its result
 * and copy the new tokens into their own view of the session (otherwise they would save the
 * old, now rotated, refresh token back).
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { AuthEvents } from './authenticator.ts';
import type { RefreshOnce, TokenFields } from './refresh-once.ts';

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
  refreshOnce: RefreshOnce,
): Promise<string | null> {
  const current = req.oidc.accessToken;
  if (!current || !session) return null;
  if (current.expires_in > marginSeconds) return current.access_token;
  const refreshToken = req.oidc.refreshToken;
  if (!refreshToken) return current.isExpired() ? null : current.access_token;

  // Counted here, where the identity provider is really asked, not once per waiting request.
  const refresh = async () => {
    try {
      await current.refresh();
    } catch (err) {
      events.tokenRefreshed('failure');
      throw err;
    }
    events.tokenRefreshed('success');
    return snapshot(session);
  };
  try {
    const fields = await refreshOnce(keyOf(refreshToken), refresh);
    Object.assign(session, fields);
    return typeof fields.access_token === 'string' ? fields.access_token : null;
  } catch {
    return null;
  }
}
