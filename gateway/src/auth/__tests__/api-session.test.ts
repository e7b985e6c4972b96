/**
 * The quick read of an API call's session: it must accept only session ids we minted, and
 * serve only live sessions whose token and idle clock need no work. That the library still
 * keeps cookies and sessions the way this reads them is checked by signing in through it, in
 * ../../__tests__/api-session-format.test.ts.
 */
import session from 'express-session';
import createMemoryStore from 'memorystore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  apiSessionReader,
  cookieValue,
  sessionIds,
  type ApiSessionFallback,
  type WithCookies,
} from '../api-session.ts';

const NAME = 'bo_session';
const SECRET = 'a-session-secret-of-at-least-32-characters';
const ids = sessionIds(SECRET);
/** A cookie value as express-openid-connect writes it: the store id, `.`, its signature. */
const cookieOf = (id: string) => `${id}.c2lnbmF0dXJl`;

describe('sessionIds', () => {
  it('should mint distinct ids that it recognises as its own', () => {
    const minted = Array.from({ length: 100 }, () => ids.mint());
    expect(new Set(minted).size).toBe(100);
    for (const id of minted) expect(ids.isOurs(id), id).toBe(true);
  });

  it("should refuse a changed id, another secret's ids and malformed values", () => {
    const id = ids.mint();
    const changed = (at: number) =>
      `${id.slice(0, at)}${id[at] === '0' ? '1' : '0'}${id.slice(at + 1)}`;
    expect(ids.isOurs(changed(0))).toBe(false);
    expect(ids.isOurs(changed(id.length - 1))).toBe(false);
    expect(ids.isOurs(sessionIds(`${SECRET}-other`).mint())).toBe(false);
    const [random = '', mac = ''] = id.split('-');
    for (const bad of ['', random, `${random}-`, `${random}${mac}`, `${id}0`, `${id}-x`]) {
      expect(ids.isOurs(bad), bad).toBe(false);
    }
    expect(ids.isOurs(`${random}-${'z'.repeat(mac.length)}`)).toBe(false);
  });

  it('should judge by the MAC whatever it remembers: ids it forgot, and changed ones of known', () => {
    const own = sessionIds(SECRET);
    // More ids than it remembers: the first are forgotten, and recognised again by their MAC.
    const minted = Array.from({ length: 10_050 }, () => own.mint());
    for (const id of minted) expect(own.isOurs(id)).toBe(true);
    for (const id of minted.slice(0, 100)) expect(own.isOurs(id)).toBe(true);
    const known = minted.at(-1)!;
    expect(own.isOurs(known)).toBe(true);
    expect(own.isOurs(`${known.slice(0, -1)}${known.endsWith('0') ? '1' : '0'}`)).toBe(false);
  });
});

describe('cookieValue', () => {
  it('should find the named cookie among others, as the cookie package reads it', () => {
    expect(cookieValue('a=1; bo_session=x.y; b=2', NAME)).toBe('x.y');
    expect(cookieValue('bo_session=first; bo_session=second', NAME)).toBe('first');
    expect(cookieValue('bo_session="quoted"', NAME)).toBe('quoted');
    expect(cookieValue('bo_session=a%2Eb', NAME)).toBe('a.b');
    expect(cookieValue('bo_session_x=1; xbo_session=2', NAME)).toBeNull();
    expect(cookieValue(undefined, NAME)).toBeNull();
  });
});

describe('apiSessionReader', () => {
  const MemoryStore = createMemoryStore(session);
  const store = new MemoryStore({ checkPeriod: 0 });
  afterAll(() => {
    store.stopInterval();
  });
  const IDLE = 600;
  const read = apiSessionReader({
    cookieName: NAME,
    idleSeconds: IDLE,
    absoluteSeconds: 3600,
    refreshMarginSeconds: 30,
    store,
    ids,
  });
  const now = () => Math.floor(Date.now() / 1000);

  /** A session as express-openid-connect stores it, changed by `change`; its cookie header. */
  async function stored(change: (s: Record<string, Record<string, unknown>>) => void) {
    const id = ids.mint();
    const t = now();
    const entry = {
      header: { iat: t - 100, uat: t, exp: t + IDLE },
      data: { access_token: 'at', id_token: 'it', expires_at: t + 300, refresh_token: 'rt' },
      cookie: { expires: (t + IDLE) * 1000, maxAge: IDLE * 1000 },
    };
    change(entry);
    await new Promise<void>((resolve) => {
      store.set(id, entry as unknown as session.SessionData, () => {
        resolve();
      });
    });
    const req: WithCookies = { headers: { cookie: `other=1; ${NAME}=${cookieOf(id)}` } };
    return req;
  }

  it('should give the token and ID token of a live session with nothing to do', async () => {
    const req = await stored(() => undefined);
    expect(await read(req)).toEqual({ session: { accessToken: 'at', idToken: 'it' } });
  });

  it.each<[string, ApiSessionFallback, (s: Record<string, Record<string, unknown>>) => void]>([
    ['past its expiry', 'ended', (s) => (s.header!.exp = now() - 1)],
    ['idle for longer than the idle timeout', 'ended', (s) => (s.header!.uat = now() - IDLE)],
    ['past its absolute lifetime', 'ended', (s) => (s.header!.iat = now() - 3600)],
    ['due for its idle clock to be renewed', 'idle-renewal', (s) => (s.header!.uat = now() - 30)],
    ['with a token close to its expiry', 'token-refresh', (s) => (s.data!.expires_at = now() + 30)],
    [
      'with an end asserted by the IdP',
      'idp-session-end',
      (s) => (s.data!.sessionExpiresAt = now() + 600),
    ],
    ['without an access token', 'not-understood', (s) => delete s.data!.access_token],
    ['without a header', 'not-understood', (s) => delete s.header],
  ])('should leave a session %s to the full path (%s)', async (_label, fallback, change) => {
    const req = await stored(change);
    expect(await read(req)).toEqual({ fallback });
  });

  it('should leave unknown, foreign and missing cookies to the full path', async () => {
    const cookie = (value: string): WithCookies => ({ headers: { cookie: value } });
    const known = await stored(() => undefined);
    const knownId = cookieValue(known.headers.cookie, NAME)?.split('.')[0] ?? '';
    expect(await read(cookie(`${NAME}=${cookieOf(ids.mint())}`))).toEqual({
      fallback: 'no-session',
    });
    expect(await read(cookie(`${NAME}=${cookieOf('known')}`))).toEqual({ fallback: 'not-ours' });
    const otherSecret = sessionIds(`${SECRET}-other`).mint();
    expect(await read(cookie(`${NAME}=${cookieOf(otherSecret)}`))).toEqual({
      fallback: 'not-ours',
    });
    expect(await read(cookie(`${NAME}_x=${cookieOf(knownId)}`))).toEqual({
      fallback: 'no-cookie',
    });
    expect(await read(cookie('other=1'))).toEqual({ fallback: 'no-cookie' });
    expect(await read({ headers: {} })).toEqual({ fallback: 'no-cookie' });
  });
});
