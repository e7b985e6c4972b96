/**
 * The quick read of an API call's session: it must accept exactly the cookies express-openid-
 * connect signs, and serve only live sessions whose token and idle clock need no work.
 */
import { createRequire } from 'node:module';
import session from 'express-session';
import createMemoryStore from 'memorystore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  apiSessionReader,
  cookieValue,
  verifiedSessionId,
  type WithCookies,
} from '../api-session.ts';

// The library's own signing, so that a change of its cookie format fails here.
const eocCrypto = createRequire(import.meta.url)('express-openid-connect/lib/crypto.js') as {
  getKeyStore(secret: string): [Buffer, Buffer[]];
  signCookieSync(name: string, value: string, key: Buffer): string;
};

const NAME = 'bo_session';
const SECRET = 'a-session-secret-of-at-least-32-characters';
const [KEY] = eocCrypto.getKeyStore(SECRET);
const signed = (id: string, secret = SECRET) =>
  eocCrypto.signCookieSync(NAME, id, eocCrypto.getKeyStore(secret)[0]);

describe('verifiedSessionId', () => {
  it("should accept express-openid-connect's signed cookie and give its id", () => {
    expect(verifiedSessionId(NAME, signed('abc123'), KEY)).toBe('abc123');
  });

  it('should refuse a changed id, a changed signature, another secret and malformed values', () => {
    const value = signed('abc123');
    const [, signature = ''] = value.split('.');
    expect(verifiedSessionId(NAME, `abc124.${signature}`, KEY)).toBeNull();
    expect(verifiedSessionId(NAME, `abc123.${signature.slice(0, -2)}AA`, KEY)).toBeNull();
    expect(verifiedSessionId(NAME, signed('abc123', `${SECRET}-other`), KEY)).toBeNull();
    expect(verifiedSessionId('other_cookie', value, KEY)).toBeNull();
    for (const bad of ['abc123', `abc123.${signature}.x`, `.${signature}`, 'abc123.', '']) {
      expect(verifiedSessionId(NAME, bad, KEY), bad).toBeNull();
    }
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
    secret: SECRET,
    idleSeconds: IDLE,
    absoluteSeconds: 3600,
    refreshMarginSeconds: 30,
    store,
  });
  const now = () => Math.floor(Date.now() / 1000);

  /** A session as express-openid-connect stores it, changed by `change`; its cookie header. */
  async function stored(id: string, change: (s: Record<string, Record<string, unknown>>) => void) {
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
    const req: WithCookies = { headers: { cookie: `other=1; ${NAME}=${signed(id)}` } };
    return req;
  }

  it('should give the token and ID token of a live session with nothing to do', async () => {
    const req = await stored('live', () => undefined);
    expect(await read(req)).toEqual({ accessToken: 'at', idToken: 'it' });
  });

  it.each<[string, (s: Record<string, Record<string, unknown>>) => void]>([
    ['past its expiry', (s) => (s.header!.exp = now() - 1)],
    ['idle for longer than the idle timeout', (s) => (s.header!.uat = now() - IDLE)],
    ['past its absolute lifetime', (s) => (s.header!.iat = now() - 3600)],
    ['due for its idle clock to be renewed', (s) => (s.header!.uat = now() - 30)],
    ['with a token close to its expiry', (s) => (s.data!.expires_at = now() + 30)],
    ['with an end asserted by the IdP', (s) => (s.data!.sessionExpiresAt = now() + 600)],
    ['without an access token', (s) => delete s.data!.access_token],
    ['without a header', (s) => delete s.header],
  ])('should leave a session %s to the full path', async (label, change) => {
    const req = await stored(label.replaceAll(' ', '-'), change);
    expect(await read(req)).toBeNull();
  });

  it('should leave unknown, unsigned and missing cookies to the full path', async () => {
    const cookie = (value: string): WithCookies => ({ headers: { cookie: value } });
    await stored('known', () => undefined);
    expect(await read(cookie(`${NAME}=${signed('unknown')}`))).toBeNull();
    expect(await read(cookie(`${NAME}=known`))).toBeNull();
    expect(await read(cookie('other=1'))).toBeNull();
    expect(await read({ headers: {} })).toBeNull();
  });
});
