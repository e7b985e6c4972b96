/**
 * `GET /auth/session`: who is signed in at the gateway, or null when nobody is.
 *
 * Asked with the browser's own fetch, not the app's HTTP client: it is the page's first call,
 * made as the shell starts, and the client (axios) would first have to arrive and the screen's
 * chunks to finish evaluating, which put the call about 150 ms later on a two-core machine.
 * Nothing of the client is needed here: a GET to the gateway, and a 401 is an answer ("not
 * signed in"), not an expired session to react to.
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE, GATEWAY_PATHS, type SessionInfo } from '@backoffice/core';
import { isSessionInfo } from '../../../lib/session-user-guard.ts';

export async function getSession(): Promise<SessionInfo | null> {
  const response = await fetch(GATEWAY_PATHS.session, {
    credentials: 'same-origin',
    headers: { accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  if (response.status === 401) return null;
  if (!response.ok)
    throw new Error(`The gateway answered ${String(response.status)} for the session`);
  const session: unknown = await response.json();
  if (!isSessionInfo(session)) throw new Error('The gateway sent a session of unexpected shape');
  return session;
}
