/**
 * The one HTTP client. Every call carries the anti-CSRF header the gateway requires (a
 * cross-site form cannot set it), and any 401 means the session is over: the spec logs the
 * user out and sends them to the login page with its message.
 */
import {
  API_BASE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  LOGIN_PATH,
  MESSAGES,
} from '@backoffice/core';
import axios, { isAxiosError } from 'axios';
import { currentPath, loginPageHref } from './hrefs.ts';
import { useAppStore } from './store/app-store.ts';

export const api = axios.create({
  baseURL: API_BASE_PATH,
  headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
});

/** Options for the gateway's own endpoints (`/auth/...`), which sit outside the API path. */
export const GATEWAY_REQUEST = { baseURL: '' } as const;

export function endSessionAfterUnauthorized(): void {
  // The browser is already on its way out (the user's logout, or an earlier 401): a 401 of a
  // call that was in flight then must not send it elsewhere, past the IdP's logout.
  if (useAppStore.getState().sessionStatus === 'leaving') return;
  useAppStore.getState().logout(MESSAGES.loggedOut);
  // Several calls may fail together; the first one already left the page.
  if (window.location.pathname !== LOGIN_PATH) {
    window.location.assign(loginPageHref(currentPath()));
  }
}

api.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401) endSessionAfterUnauthorized();
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});
