/**
 * The one HTTP client. Every call carries the anti-CSRF header the gateway requires (a
 * cross-site form cannot set it), and any 401 means the session is over: the spec logs the
 * user out and sends them to the login page with its message.
 *
 * axios (about 20 KB gzip) is not part of the shell: it is fetched with the first call (the
 * session check, right after the shell starts), and the screens' chunks share it.
 */
import {
  API_BASE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  LOGIN_PATH,
  MESSAGES,
} from '@backoffice/core';
import type { AxiosError, AxiosInstance } from 'axios';
import { loadErrorContract } from './api/error-contract.ts';
import { currentPath, loginPageHref } from './hrefs.ts';
import { useAppStore } from './store/app-store.ts';

/** axios's own test (`error.isAxiosError`), without loading axios to ask it. */
export function isAxiosError<T = unknown>(error: unknown): error is AxiosError<T> {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

let instance: Promise<AxiosInstance> | null = null;

function client(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) => {
    const created = axios.create({
      baseURL: API_BASE_PATH,
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    // Leaving (the user's logout): a call to the API would only meet the ended session, a 401
    // the browser logs as an error; it is refused before it is sent. The logout itself is the
    // gateway's (`GATEWAY_REQUEST`, outside the API path).
    created.interceptors.request.use((config) => {
      if (useAppStore.getState().sessionStatus === 'leaving' && config.baseURL !== '')
        throw new Error('Not sent: the page is signing out');
      return config;
    });
    created.interceptors.response.use(undefined, async (error: unknown) => {
      if (isAxiosError(error) && error.response?.status === 401) endSessionAfterUnauthorized();
      // An answer's error body is read through the contract's schema, which comes with the
      // first failed answer rather than with the first screen (api/error-contract.ts).
      if (isAxiosError(error) && error.response) await loadErrorContract().catch(() => undefined);
      throw error instanceof Error ? error : new Error(String(error));
    });
    return created;
  });
  return instance;
}

/** The calls the app makes, each waiting for axios the first time. */
export const api = {
  get: ((...args: Parameters<AxiosInstance['get']>) =>
    client().then((c) => c.get(...args))) as AxiosInstance['get'],
  post: ((...args: Parameters<AxiosInstance['post']>) =>
    client().then((c) => c.post(...args))) as AxiosInstance['post'],
  request: ((...args: Parameters<AxiosInstance['request']>) =>
    client().then((c) => c.request(...args))) as AxiosInstance['request'],
};

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
