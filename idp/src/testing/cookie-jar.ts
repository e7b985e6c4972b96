/**
 * A small cookie jar for driving the IdP without a browser. Like a browser, it keys cookies by
 * host name (not port), honours Path, Max-Age and Expires, and ignores Domain (tests talk to
 * one host name).
 */

interface StoredCookie {
  name: string;
  value: string;
  host: string;
  path: string;
  /** Epoch milliseconds; undefined for session cookies. */
  expiresAt: number | undefined;
}

function defaultPath(url: URL): string {
  const dir = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
  return dir === '' ? '/' : dir;
}

function pathMatches(cookiePath: string, requestPath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

function parseSetCookie(header: string, url: URL): StoredCookie | undefined {
  const [pair = '', ...attributes] = header.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return undefined;
  const cookie: StoredCookie = {
    name: pair.slice(0, eq).trim(),
    value: pair.slice(eq + 1).trim(),
    host: url.hostname,
    path: defaultPath(url),
    expiresAt: undefined,
  };
  let maxAge: number | undefined;
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (key === 'path' && value.startsWith('/')) cookie.path = value;
    if (key === 'expires') cookie.expiresAt = Date.parse(value);
    if (key === 'max-age') maxAge = Number(value);
  }
  // Max-Age wins over Expires (RFC 6265 5.3).
  if (maxAge !== undefined && Number.isFinite(maxAge))
    cookie.expiresAt = Date.now() + maxAge * 1000;
  return cookie;
}

export class CookieJar {
  readonly #cookies = new Map<string, StoredCookie>();

  /** Takes the Set-Cookie headers of a response to a request for `url`. */
  store(url: URL, response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(header, url);
      if (!cookie) continue;
      const key = `${cookie.host}\n${cookie.path}\n${cookie.name}`;
      if (cookie.expiresAt !== undefined && cookie.expiresAt <= Date.now()) {
        this.#cookies.delete(key);
      } else {
        this.#cookies.set(key, cookie);
      }
    }
  }

  /** The Cookie header a browser would send to `url`, or undefined when none applies. */
  header(url: URL): string | undefined {
    const now = Date.now();
    const matching = [...this.#cookies.values()].filter(
      (c) =>
        c.host === url.hostname &&
        pathMatches(c.path, url.pathname) &&
        (c.expiresAt === undefined || c.expiresAt > now),
    );
    // Longer paths first, as browsers do.
    matching.sort((a, b) => b.path.length - a.path.length);
    return matching.length > 0 ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }

  /** Names of the cookies held for a host, for assertions. */
  names(host: string): string[] {
    return [...this.#cookies.values()].filter((c) => c.host === host).map((c) => c.name);
  }
}
