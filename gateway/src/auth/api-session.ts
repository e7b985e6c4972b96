/**
 * The session of an API call, read straight from the session store: express-openid-connect's
 * per-request work (its context, a store write and a new cookie on every response) was most of
 * the gateway's time on `/api/v1`. Only the plain case is read here: a cookie that express-
 * openid-connect signed, a live session, an access token well before its expiry, and a session
 * whose idle clock was renewed recently. Anything else answers null, and the request takes the
 * full path, which refreshes tokens, renews the idle clock and ends sessions exactly as before.
 *
 * The idle clock is therefore renewed at most every `touchSeconds` by API calls alone, so an
 * idle session may end up to that much earlier than the idle timeout after its last call: never
 * later.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type session from 'express-session';

export interface ApiSession {
  accessToken: string;
  idToken: string;
}

/** What the reader needs of a request. */
export interface WithCookies {
  headers: { cookie?: string };
}

export interface ApiSessionOptions {
  cookieName: string;
  secret: string;
  idleSeconds: number;
  absoluteSeconds: number;
  /** The full path refreshes a token this close to its expiry. */
  refreshMarginSeconds: number;
  store: session.Store;
}

/** What express-openid-connect keeps in the store for a session (see its appSession.js). */
interface StoredSession {
  header?: { iat?: unknown; uat?: unknown; exp?: unknown };
  data?: Record<string, unknown>;
}

/** express-openid-connect's cookie signature: HS256 JWS, unencoded payload (RFC 7797). */
const SIGNED_HEADER = Buffer.from(
  JSON.stringify({ alg: 'HS256', b64: false, crit: ['b64'] }),
).toString('base64url');
const SIGNING_INFO = 'JWS Cookie Signing';
/** Verified cookies remembered, the oldest forgotten first. */
const VERIFIED_KEPT = 10_000;

function signingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), SIGNING_INFO, 32));
}

/** The session id of a cookie signed with `key`, or null. */
export function verifiedSessionId(name: string, value: string, key: Buffer): string | null {
  const dot = value.indexOf('.');
  if (dot <= 0 || value.indexOf('.', dot + 1) !== -1) return null;
  const id = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = createHmac('sha256', key).update(`${SIGNED_HEADER}.${name}=${id}`).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? id : null;
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
): (req: WithCookies) => Promise<ApiSession | null> {
  const key = signingKey(options.secret);
  const { cookieName, idleSeconds, absoluteSeconds, refreshMarginSeconds, store } = options;
  // A signed cookie stays the same for the whole session: check each one once. The cookie is
  // the key, so a changed one is checked afresh; whether the session lives is asked each time.
  const verified = new Map<string, string>();
  const sessionIdOf = (cookie: string): string | null => {
    const known = verified.get(cookie);
    if (known !== undefined) return known;
    const id = verifiedSessionId(cookieName, cookie, key);
    if (id === null) return null;
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value ?? '');
    verified.set(cookie, id);
    return id;
  };
  const touchSeconds = Math.max(1, Math.min(60, Math.floor(idleSeconds / 20)));

  return async (req) => {
    const cookie = cookieValue(req.headers.cookie, cookieName);
    if (cookie === null) return null;
    const id = sessionIdOf(cookie);
    if (id === null) return null;
    const stored = await storeGet(store, id);
    const iat = num(stored?.header?.iat);
    const uat = num(stored?.header?.uat);
    const exp = num(stored?.header?.exp);
    const data = stored?.data;
    if (iat === null || uat === null || exp === null || !data) return null;
    const now = Math.floor(Date.now() / 1000);
    const live = exp > now && uat + idleSeconds > now && iat + absoluteSeconds > now;
    // An IdP-asserted end of session (IPSIE) is checked by the full path only.
    if (!live || data.sessionExpiresAt !== undefined || now - uat >= touchSeconds) return null;
    const accessToken = str(data.access_token);
    const idToken = str(data.id_token);
    const expiresAt = num(data.expires_at);
    if (!accessToken || !idToken || expiresAt === null) return null;
    if (expiresAt - now <= refreshMarginSeconds) return null;
    return { accessToken, idToken };
  };
}
