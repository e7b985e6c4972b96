import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, HttpClient, startStack, type TestStack } from '@backoffice/core/testing';
import { MESSAGES } from '@backoffice/core';
import {
  JWT_PATTERN,
  sameSiteHeaders,
  sparePort,
  startGateway,
  type RunningGateway,
} from './support.ts';

/** Posts the credentials form of the form profile as a browser on our own page would. */
function postLogin(
  client: HttpClient,
  gateway: RunningGateway,
  fields: Record<string, string>,
  origin = gateway.url,
) {
  return client.request(`${gateway.url}/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(origin).origin,
    },
    body: new URLSearchParams(fields),
  });
}

describe('the form and stub sign-in profiles', () => {
  let stack: TestStack;
  let form: RunningGateway;
  let stub: RunningGateway;

  beforeAll(async () => {
    stack = await startStack({ services: ['mock-api'], spareGatewayPorts: 1 });
    form = await startGateway(stack, { AUTH_MODE: 'form' });
    stub = await startGateway(stack, { AUTH_MODE: 'stub' }, sparePort(stack));
  });
  afterAll(async () => {
    await form.close();
    await stub.close();
    await stack.stop();
  });

  it('should send an anonymous visitor to the credentials form, keeping the return address', async () => {
    const client = new HttpClient();
    const page = await client.request(`${form.url}/clients?x=1`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/login?returnTo=%2Fclients%3Fx%3D1');
    const login = await client.request(`${form.url}/login?returnTo=%2Fclients%3Fx%3D1`);
    const html = await login.text();
    expect(html).toContain('name="username"');
    expect(html).toContain('name="password"');
    expect(html).toContain('value="/clients?x=1"');
  });

  it('should sign in with the backend, return to the page and keep the token on the server', async () => {
    const client = new HttpClient();
    const response = await postLogin(client, form, {
      username: 'staff',
      password: 'staff',
      returnTo: '/clients',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/clients');
    const session = await client.request(`${form.url}/auth/session`);
    expect(await session.json()).toMatchObject({
      user: { username: 'staff', displayName: 'Sam Staff' },
    });
    const api = await client.request(`${form.url}/api/v1/`, { headers: sameSiteHeaders(form.url) });
    expect(api.status).toBe(200);
    for (const entry of client.seen) expect(entry).not.toMatch(JWT_PATTERN);
  });

  it('should show the spec message for refused credentials, with status 403', async () => {
    const response = await postLogin(new HttpClient(), form, {
      username: 'staff',
      password: 'wrong',
    });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain(MESSAGES.badCredentials);
    expect(html).toContain('value="staff"');
  });

  it('should say what is missing when a field is empty', async () => {
    const response = await postLogin(new HttpClient(), form, { username: '', password: '' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Enter your username and password.');
  });

  it('should show the spec message for any other failure', async () => {
    const nothingThere = `http://localhost:${await freePort()}`;
    const offline = await startGateway(
      stack,
      { AUTH_MODE: 'form', BACKEND_URL: nothingThere },
      await freePort(),
    );
    try {
      const response = await postLogin(new HttpClient(), offline, {
        username: 'staff',
        password: 'staff',
      });
      expect(response.status).toBe(502);
      expect(await response.text()).toContain(MESSAGES.loginFailed);
    } finally {
      await offline.close();
    }
  });

  it('should show the logged-out message on the form after a failed probe', async () => {
    const html = await (
      await new HttpClient().request(`${form.url}/login?reason=logged-out`)
    ).text();
    expect(html).toContain(MESSAGES.loggedOut);
  });

  it('should refuse a credentials post from another site', async () => {
    const response = await postLogin(
      new HttpClient(),
      form,
      { username: 'staff', password: 'staff' },
      'https://evil.example',
    );
    expect(response.status).toBe(403);
  });

  it('should log out and refuse the old cookie afterwards', async () => {
    const client = new HttpClient();
    await postLogin(client, form, { username: 'admin', password: 'admin' });
    const old = new Map(client.cookies(form.url));
    const { user } = (await (await client.request(`${form.url}/auth/session`)).json()) as {
      user: { userId: string };
    };
    const logout = await client.request(`${form.url}/auth/logout`, {
      method: 'POST',
      headers: sameSiteHeaders(form.url),
    });
    expect(await logout.json()).toEqual({ redirectTo: '/login' });
    // The log line of the logout still names who logged out, though the session is gone.
    const requestId = logout.headers.get('x-request-id');
    await vi.waitFor(() => {
      const line = form.logs
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((entry) => entry.requestId === requestId && 'res' in entry);
      expect(line).toMatchObject({ userId: user.userId, res: { status: 200 } });
    });
    const replay = new HttpClient();
    for (const [name, value] of old) replay.cookies(form.url).set(name, value);
    expect((await replay.request(`${form.url}/auth/session`)).status).toBe(401);
  });

  it('should sign everyone in as the fixed stub admin without an identity provider', async () => {
    const client = new HttpClient();
    const { hops } = await client.follow(`${stub.url}/admin`);
    expect(hops.at(-1)).toMatchObject({ url: `${stub.url}/admin`, status: 200 });
    const session = (await (await client.request(`${stub.url}/auth/session`)).json()) as {
      user: unknown;
    };
    expect(session.user).toEqual({
      userId: 'stub-admin',
      username: 'stub-admin',
      displayName: 'Stub Admin',
      roles: ['ROLE_ADMIN'],
      privileges: ['READ', 'CREATE', 'DELETE', 'UPDATE'],
      clientNames: [],
      isAdmin: true,
    });
    const api = await client.request(`${stub.url}/api/v1/`, { headers: sameSiteHeaders(stub.url) });
    expect(api.status).toBe(200);
  });
});
