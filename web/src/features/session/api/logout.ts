/** `POST /auth/logout`: the gateway ends its session and names the IdP's logout address. */
import { GATEWAY_PATHS, LOGIN_PATH } from '@backoffice/core';
import { api, GATEWAY_REQUEST } from '../../../lib/api-client.ts';

function redirectTarget(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('redirectTo' in data)) return null;
  const { redirectTo } = data;
  if (typeof redirectTo !== 'string') return null;
  try {
    const url = new URL(redirectTo, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Where the browser should go next; the login page when the gateway could not be asked. */
export async function requestLogout(): Promise<string> {
  try {
    const response = await api.post<unknown>(GATEWAY_PATHS.signOut, undefined, GATEWAY_REQUEST);
    return redirectTarget(response.data) ?? LOGIN_PATH;
  } catch {
    return LOGIN_PATH;
  }
}
