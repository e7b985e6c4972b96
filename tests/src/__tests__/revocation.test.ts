/**
 * Taking a privilege or a client away counts from the user's next API call, not their next
 * sign-in: the API reads roles, privileges and client scope from the directory on each call
 * (a read kept a few seconds at most), whatever the access token the gateway holds still says.
 * Real servers: the IdP issues the tokens, the gateway forwards them, the API decides.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@backoffice/core';
import { DEFAULT_ACCESS_CACHE_MS, Directory } from '@backoffice/core/server';
import {
  HttpClient,
  signInThroughGateway,
  startStack,
  type TestStack,
} from '@backoffice/core/testing';

/** The cache window plus room for a loaded machine; the polls end as soon as the state shows. */
const WITHIN = { timeout: DEFAULT_ACCESS_CACHE_MS + 8000, interval: 100 };
const REMOVED_CLIENT = 'Bluestone Capital Partners LP';
const KEPT_CLIENT = 'Northwind Teachers Retirement System';

interface Page<T> {
  total: number;
  items: T[];
}

describe("an administrator's change, on the user's next API call", () => {
  let stack: TestStack;
  const signedIn = new Map<string, HttpClient>();

  beforeAll(async () => {
    stack = await startStack();
    for (const name of ['admin', 'staff', 'viewer']) {
      const client = new HttpClient();
      await signInThroughGateway(client, stack.urls.gateway, name, name);
      signedIn.set(name, client);
    }
  }, 60_000);
  afterAll(() => stack.stop());

  function call(user: string, path: string, method = 'GET', body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers.origin = stack.urls.gateway;
    }
    return signedIn.get(user)!.request(`${stack.urls.gateway}/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  async function json<T>(user: string, path: string): Promise<T> {
    const response = await call(user, path);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }
  async function userId(username: string): Promise<string> {
    const page = await json<Page<{ id: string; username: string }>>(
      'admin',
      `/admin/users?q=${username}`,
    );
    return page.items.find((u) => u.username === username)!.id;
  }
  async function newCase(): Promise<unknown> {
    const securities = await json<Page<{ id: string }>>('staff', '/securities');
    return {
      caption: `In re Revocation ${String(Date.now())}`,
      court: 'S.D.N.Y.',
      securityIds: [securities.items[0]!.id],
      classPeriodStart: '2024-01-02',
      classPeriodEnd: '2024-06-28',
    };
  }
  const createStatus = async () => (await call('staff', '/cases', 'POST', await newCase())).status;

  it('should refuse POST /cases once CREATE is taken from staff, on the same session', async () => {
    expect(await createStatus()).toBe(201);
    const staffId = await userId('staff');
    const revoke = await call('admin', `/admin/users/${staffId}`, 'PATCH', {
      privileges: ['READ', 'UPDATE'],
    });
    expect(revoke.status).toBe(200);
    await expect.poll(createStatus, WITHIN).toBe(403);
    // Reading still works: only the privilege taken away is refused.
    expect((await call('staff', '/cases')).status).toBe(200);

    const grant = await call('admin', `/admin/users/${staffId}`, 'PATCH', {
      privileges: ['READ', 'CREATE', 'UPDATE'],
    });
    expect(grant.status).toBe(200);
    await expect.poll(createStatus, WITHIN).toBe(201);
  });

  it("should hide a client's records once it is taken from a scoped user's clients", async () => {
    const before = await json<Page<{ id: string; name: string }>>('viewer', '/clients');
    expect(before.items.map((c) => c.name).sort()).toEqual([REMOVED_CLIENT, KEPT_CLIENT].sort());
    const removed = before.items.find((c) => c.name === REMOVED_CLIENT)!;
    expect((await call('viewer', `/clients/${removed.id}`)).status).toBe(200);

    const change = await call('admin', `/admin/users/${await userId('viewer')}`, 'PATCH', {
      clientNames: [KEPT_CLIENT],
    });
    expect(change.status).toBe(200);
    const visible = async () =>
      (await json<Page<{ name: string }>>('viewer', '/clients')).items.map((c) => c.name);
    await expect.poll(visible, WITHIN).toEqual([KEPT_CLIENT]);
    expect((await call('viewer', `/clients/${removed.id}`)).status).toBe(404);
  });

  it('should apply a change another process made to the shared directory within the cache time', async () => {
    const staffId = await userId('staff');
    // As a company's directory would be edited beside the API: the file the IdP and API share.
    const directory = new Directory(stack.env['mock-api'].DIRECTORY_FILE!);
    try {
      directory.update(
        { id: 'directory-admin', username: 'directory-admin' },
        staffId,
        (u) => ({ ...u, active: false }),
        new Date().toISOString(),
      );
    } finally {
      directory.close();
    }
    const status = async () => (await call('staff', '/cases')).status;
    await expect.poll(status, WITHIN).toBe(403);
  });
});
