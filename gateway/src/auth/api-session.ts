/**
 * The session of an API call, read straight from the session store: express-openid-connect's
 * per-request work (its context, a store write and a new cookie on every response) was most of
 * the gateway's time on `/api/v1`. Only the plain case is read here: a session id we minted, a
 * live session, an access token well before its expiry, and a session whose idle clock was
 * renewed recently. Anything else is a fall-back, with its reason, and the request takes the
 * full path, which refreshes tokens, renews the idle clock and ends sessions exactly as before.
 *
 * The idle clock is therefore renewed at most every `touchSeconds` by API calls alone, so an
 * idle session may end up to that much earlier than the idle timeout after its last call: never
 * later.
 *
 * The session ids are ours (the library's documented `session.genid`): a random part and our
 * own MAC of it, so no signing scheme of the library is copied here. What this module still
 * assumes of express-openid-connect is all here, and `__tests__/api-session-format.test.ts`
 * signs in through the library and fails the day either stops holding:
 * - the session cookie's value is the store id, then a `.` and the library's signature;
 * - the store keeps a session as `{ header: { iat, uat, exp }, data }` (its appSession.js),
 *   `data` holding the token set (`access_token`, `id_token`, `expires_at`).
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type session from 'express-session';

export interface ApiSession {
  accessToken: string;
  idToken: string;
}

/** Why a call's session was left to the full path. */
export type ApiSessionFallback =
  | 'no-cookie'
  | 'not-ours'
  | 'no-session'
  | 'not-understood'
  | 'ended'
  | 'idle-renewal'
  | 'token-refresh'
  | 'idp-session-end';

/**
 * The fall-backs a change of the library's cookie or store format would cause on every call
 * (also: cookies forged, or minted before these ids); the others are the path working as meant.
 */
export const UNEXPECTED_FALLBACKS: ReadonlySet<ApiSessionFallback> = new Set([
  'not-ours',
  'not-understood',
]);

export type ApiSessionRead = { session: ApiSession } | { fallback: ApiSessionFallback };

/** What the reader needs of a request. */
export interface WithCookies {
  headers: { cookie?: string };
}

export interface ApiSessionOptions {
  cookieName: string;
  idleSeconds: number;
  absoluteSeconds: number;
  /** The full path refreshes a token this close to its expiry. */
  refreshMarginSeconds: number;
  store: session.Store;
  ids: SessionIds;
}

export interface SessionIds {
  /** A new session id, for the library's `session.genid`. */
  mint(): string;
  /** Whether `id` is one that `mint` made with this secret. */
  isOurs(id: string): boolean;
}

const RANDOM_BYTES = 16;
const MAC_BYTES = 16;
const ID_LENGTH = (RANDOM_BYTES + MAC_BYTES) * 2 + 1;
/** How many ids found ours are remembered (about 1 MB), the oldest forgotten first. */
const KNOWN_IDS = 10_000;

export function sessionIds(secret: string): SessionIds {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'session id', 32));
  const macOf = (random: string) =>
    createHmac('sha256', key).update(random).digest().subarray(0, MAC_BYTES);
  const known = new Set<string>();
  return {
    mint() {
      const random = randomBytes(RANDOM_BYTES).toString('hex');
      return `${random}-${macOf(random).toString('hex')}`;
    },
    isOurs(id) {
      // Every API call of a session brings the same id: its MAC is checked once (the HMAC was
      // a twentieth of the gateway's CPU under load), the ids found ours remembered.
      if (known.has(id)) return true;
      const random = id.slice(0, RANDOM_BYTES * 2);
      const given = Buffer.from(id.slice(RANDOM_BYTES * 2 + 1), 'hex');
      if (id.length !== ID_LENGTH || id[RANDOM_BYTES * 2] !== '-') return false;
      if (given.length !== MAC_BYTES || !timingSafeEqual(given, macOf(random))) return false;
      known.add(id);
      if (known.size > KNOWN_IDS) known.delete(known.values().next().value ?? id);
      return true;
    },
  };
}

/** The first value of cookie `name` in a Cookie header, as the `cookie` package reads it. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return null;
}

/** What express-openid-connect keeps in the store for a session (see its appSession.js). */
interface StoredSession {
  header?: { iat?: unknown; uat?: unknown; exp?: unknown };
  data?: Record<string, unknown>;
}

function storeGet(store: session.Store, id: string): Promise<StoredSession | null> {
  return new Promise((resolve) => {
    store.get(id, (err: unknown, value?: unknown) => {
      resolve(err || !value || typeof value !== 'object' ? null : value);
    });
  });
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export function apiSessionReader(
  options: ApiSessionOptions,
): (req: WithCookies) => Promise<ApiSessionRead> {
  const { cookieName, idleSeconds, absoluteSeconds, refreshMarginSeconds, store, ids } = options;
  const touchSeconds = Math.max(1, Math.min(60, Math.floor(idleSeconds / 20)));

  return async (req) => {
    const cookie = cookieValue(req.headers.cookie, cookieName);
    if (cookie === null) return { fallback: 'no-cookie' };
    const id = cookie.split('.', 1)[0] ?? '';
    if (!ids.isOurs(id)) return { fallback: 'not-ours' };
    const stored = await storeGet(store, id);
    if (!stored) return { fallback: 'no-session' };
    const iat = num(stored.header?.iat);
    const uat = num(stored.header?.uat);
    const exp = num(stored.header?.exp);
    const data = stored.data;
    const accessToken = str(data?.access_token);
    const idToken = str(data?.id_token);
    const expiresAt = num(data?.expires_at);
    if (iat === null || uat === null || exp === null || !data)
      return { fallback: 'not-understood' };
    if (!accessToken || !idToken || expiresAt === null) return { fallback: 'not-understood' };
    const now = Math.floor(Date.now() / 1000);
    if (exp <= now || uat + idleSeconds <= now || iat + absoluteSeconds <= now) {
      return { fallback: 'ended' };
    }
    // An IdP-asserted end of session (IPSIE) is checked by the full path only.
    if (data.sessionExpiresAt !== undefined) return { fallback: 'idp-session-end' };
    if (now - uat >= touchSeconds) return { fallback: 'idle-renewal' };
    if (expiresAt - now <= refreshMarginSeconds) return { fallback: 'token-refresh' };
    return { session: { accessToken, idToken } };
  };
}
