/** Product-wide constants from the specification (section 9) and the gateway contract. */

export const PRODUCT_NAME = 'Back Office';

export const API_BASE_PATH = '/api/v1';
export const ASSET_BASE_PATH = '/assets/';

/** A screen that has not loaded after this long shows the load-error view. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

/** Browser storage keys fixed by the spec, so existing browsers' saved state carries over. */
export const STORAGE_KEYS = { token: 'token', state: 'vuex' } as const;

/**
 * The web sends this header on every API call. A cross-site form or image cannot set a
 * custom header, so the gateway refuses state-changing calls without it.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'BackOffice';

/** The spec's probe carries the current route name in this header. */
export const PAGE_HEADER = 'page';
export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * A create sent again with the same key (its answer was lost to a timeout or an ended session)
 * gets the first answer back instead of making a second record.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const TABLE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_TABLE_PAGE_SIZE = 10;
export const TABLE_SEARCH_LABEL = 'Search:';

export const ADMIN_ROLE = 'ROLE_ADMIN';

/** Exact messages from the spec's error catalogue (section 8). */
export const MESSAGES = {
  loggedOut: 'You have been logged out. Please enter your credentials.',
  badCredentials: 'Unable to verify credentials, please check credentials and try again.',
  loginFailed: 'Something went wrong, please try again in a few minutes.',
} as const;

/** Gateway-owned paths (not proxied, not pages). */
export const GATEWAY_PATHS = {
  session: '/auth/session',
  signIn: '/auth/login',
  signOut: '/auth/logout',
  callback: '/implicit',
} as const;
