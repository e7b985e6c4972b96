import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, signInThroughGateway, submitForm } from '@backoffice/core/testing';
import { sessionInfoSchema } from '@backoffice/core/api';
import { JWT_PATTERN, sameSiteHeaders, startGatewayStack, type RunningGateway } from './support.ts';

describe('sign-in, session and logout', () => {
  let stop: () => Promise<void>;
  let gateway: RunningGateway;
  let idpUrl: string;

  beforeAll(async () => {
    const started = await startGatewayStack({}, { services: ['idp'] });
    ({ stop, gateway } = started);
    idpUrl = started.stack.urls.idp;
  });
  afterAll(() => stop());

  it('should bring the visitor back to the exact address asked for, path and query', async () => {
    const client = new HttpClient();
    const { response, hops } = await signInThroughGateway(
      client,
      gateway.url,
      'staff',
      'staff',
      '/clients/client/42/overview?tab=accounts&x=%2F',
    );
    expect(response.status).toBe(200);
    expect(hops.at(-1)?.url).toBe(`${gateway.url}/clients/client/42/overview?tab=accounts&x=%2F`);
    expect(hops.some((hop) => hop.url.startsWith(`${idpUrl}/`))).toBe(true);
  });

  it('should describe the signed-in user at /auth/session, without any token', async () => {
    const client = await gateway.signIn('viewer');
    const response = await client.request(`${gateway.url}/auth/session`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body: unknown = await response.json();
    const info = sessionInfoSchema.strict().parse(body);
    expect(info.user).toMatchObject({
      username: 'viewer',
      displayName: 'Val Viewer',
      roles: ['ROLE_USER'],
      privileges: ['READ'],
      isAdmin: false,
    });
    expect(info.user.clientNames).toHaveLength(2);
    expect(Date.parse(info.expiresAt)).toBeGreaterThan(Date.now());
    // The defaults: 30 minutes without a request, 12 hours at the most.
    expect(info.idleTimeoutSeconds).toBe(1800);
    const absoluteLeft = Date.parse(info.absoluteExpiresAt) - Date.now();
    expect(absoluteLeft).toBeGreaterThan(12 * 3600_000 - 60_000);
    expect(absoluteLeft).toBeLessThanOrEqual(12 * 3600_000);
    expect(Date.parse(info.expiresAt)).toBeLessThanOrEqual(Date.parse(info.absoluteExpiresAt));
    expect(JSON.stringify(body)).not.toMatch(JWT_PATTERN);
  });

  it('should answer 401 at /auth/session without a session', async () => {
    const response = await new HttpClient().request(`${gateway.url}/auth/session`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('should set the session cookie HttpOnly, SameSite=Lax and, over plain http, not Secure', async () => {
    const client = new HttpClient();
    const { hops } = await signInThroughGateway(client, gateway.url, 'staff', 'staff');
    const callback = client.seen.find((entry) => entry.startsWith(`302 ${gateway.url}/implicit?`));
    expect(callback).toBeDefined();
    const cookie = /set-cookie: (bo_session=[^\n]*)/i.exec(callback!)?.[1] ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).toMatch(/Path=\//);
    expect(hops.at(-1)?.status).toBe(200);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'http:%2F%2Fevil.example',
    '/%5Cevil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
  ])('should never leave the site for returnTo=%s', async (returnTo) => {
    const client = new HttpClient();
    const { hops } = await signInThroughGateway(
      client,
      gateway.url,
      'staff',
      'staff',
      `/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
    );
    const last = hops.at(-1)!;
    expect(new URL(last.url).origin).toBe(new URL(gateway.url).origin);
    expect(last.status).toBe(200);
    for (const hop of hops) {
      if (hop.location) expect(new URL(hop.location, hop.url).hostname).toBe('localhost');
    }
  });

  it('should never hand a token to the browser on any response', async () => {
    const client = await gateway.signIn('admin');
    await client.request(`${gateway.url}/auth/session`);
    await client.request(`${gateway.url}/api/v1/`, { headers: sameSiteHeaders(gateway.url) });
    await client.request(`${gateway.url}/cases`);
    await client.request(`${gateway.url}/auth/logout`, {
      method: 'POST',
      headers: sameSiteHeaders(gateway.url),
    });
    const fromGateway = client.seen.filter((entry) => entry.includes(` ${gateway.url}/`));
    expect(fromGateway.length).toBeGreaterThan(4);
    for (const entry of fromGateway) expect(entry).not.toMatch(JWT_PATTERN);
  });

  it('should log out at the IdP too, end on /login, and refuse the old cookie afterwards', async () => {
    const client = await gateway.signIn('staff');
    const oldCookies = new Map(client.cookies(gateway.url));
    const logout = await client.request(`${gateway.url}/auth/logout`, {
      method: 'POST',
      headers: sameSiteHeaders(gateway.url),
    });
    expect(logout.status).toBe(200);
    const { redirectTo } = (await logout.json()) as { redirectTo: string };
    expect(redirectTo.startsWith(`${idpUrl}/`)).toBe(true);
    expect(new URL(redirectTo).searchParams.get('post_logout_redirect_uri')).toBe(
      `${gateway.url}/login`,
    );

    // The IdP's end-session page submits its form by script; submit it as the browser would.
    const atIdp = await client.follow(redirectTo);
    const { hops } = await submitForm(client, atIdp, { logout: 'yes' });
    expect(hops.at(-1)?.url).toBe(`${gateway.url}/login`);
    expect(hops.at(-1)?.status).toBe(200);

    const replay = new HttpClient();
    for (const [name, value] of oldCookies) replay.cookies(gateway.url).set(name, value);
    expect((await replay.request(`${gateway.url}/auth/session`)).status).toBe(401);
    const page = await replay.request(`${gateway.url}/cases`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(new RegExp(`^${idpUrl}/auth\\?`));
  });

  const own = (url: string) => new URL(url).origin;
  it.each([
    [
      'from another site',
      () => ({ origin: 'https://evil.example', 'x-requested-with': 'BackOffice' }),
    ],
    ['without the anti-CSRF header', (url: string) => ({ origin: own(url) })],
    ['with neither Origin nor Referer', () => ({ 'x-requested-with': 'BackOffice' })],
  ])('should refuse a logout %s and keep the session', async (_case, headersFor) => {
    const client = await gateway.signIn('staff');
    const response = await client.request(`${gateway.url}/auth/logout`, {
      method: 'POST',
      headers: headersFor(gateway.url),
    });
    expect(response.status).toBe(403);
    expect((await client.request(`${gateway.url}/auth/session`)).status).toBe(200);
  });
});
