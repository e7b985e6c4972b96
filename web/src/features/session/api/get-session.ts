/** `GET /auth/session`: who is signed in at the gateway, or null when nobody is. */
import { GATEWAY_PATHS, type SessionInfo } from '@backoffice/core';
import { api, GATEWAY_REQUEST } from '../../../lib/api-client.ts';
import { isSessionInfo } from '../../../lib/session-user-guard.ts';

export async function getSession(): Promise<SessionInfo | null> {
  const response = await api.get<unknown>(GATEWAY_PATHS.session, {
    ...GATEWAY_REQUEST,
    // A 401 here is an answer ("not signed in"), not an expired session to react to.
    validateStatus: (status) => status === 200 || status === 401,
  });
  if (response.status === 401) return null;
  if (!isSessionInfo(response.data))
    throw new Error('The gateway sent a session of unexpected shape');
  return response.data;
}
