/**
 * The spec's probe, `GET /api/v1/` with the current route's name in the `page` header. It only
 * tells whether the backend answers; a 401 is handled by the client (the user is logged out).
 */
import { PAGE_HEADER } from '@backoffice/core';
import { api, isAxiosError } from '../../../lib/api-client.ts';
import type { BackendStatus } from '../../../lib/store/app-store.ts';

export async function probeApi(pageName: string): Promise<BackendStatus> {
  try {
    await api.get<unknown>('/', { headers: { [PAGE_HEADER]: pageName } });
    return 'up';
  } catch (error) {
    const status = isAxiosError(error) ? error.response?.status : undefined;
    // No answer, or the gateway's 502/504: the backend is what is missing.
    if (status === undefined || status >= 500) return 'down';
    return 'up';
  }
}
