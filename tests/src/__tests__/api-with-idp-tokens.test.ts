/**
 * The whole chain with real tokens: the IdP issues them, the gateway holds and forwards them,
 * the API verifies them against the IdP's keys and scopes data by the token's claims.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@backoffice/core';
import {
  HttpClient,
  signInThroughGateway,
  startStack,
  type TestStack,
} from '@backoffice/core/testing';

const VIEWER_CLIENTS = ['Northwind Teachers Retirement System', 'Bluestone Capital Partners LP'];

describe('the API behind the gateway, with tokens from the IdP', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.stop());

  async function clientsAs(username: string): Promise<{ total: number; names: string[] }> {
    const client = new HttpClient();
    await signInThroughGateway(client, stack.urls.gateway, username, username);
    const response = await client.request(`${stack.urls.gateway}/api/v1/clients?pageSize=100`, {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; items: { name: string }[] };
    return { total: body.total, names: body.items.map((item) => item.name) };
  }

  it("should show a client-scoped user only the clients named in the token's client_NAMES", async () => {
    const viewer = await clientsAs('viewer');
    expect(viewer.total).toBe(2);
    expect([...viewer.names].sort()).toEqual([...VIEWER_CLIENTS].sort());
  });

  it('should show unscoped staff every client', async () => {
    const staff = await clientsAs('staff');
    expect(staff.total).toBeGreaterThanOrEqual(50);
    expect(staff.names).toEqual(expect.arrayContaining(VIEWER_CLIENTS));
  });

  it('should refuse a read-only user a change, on the server', async () => {
    const client = new HttpClient();
    await signInThroughGateway(client, stack.urls.gateway, 'viewer', 'viewer');
    const response = await client.request(`${stack.urls.gateway}/api/v1/news`, {
      method: 'POST',
      headers: {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        origin: stack.urls.gateway,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ title: 'x' }),
    });
    expect(response.status).toBe(403);
  });
});
