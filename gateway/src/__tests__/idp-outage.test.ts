/**
 * The identity provider goes away and comes back. Signed-in users keep working on the tokens
 * they hold; a visitor who must sign in meanwhile gets a page that says what is wrong and how
 * to retry (no stack trace); once the IdP answers again, signing in works without restarting
 * the gateway.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, startStack, type TestStack } from '@backoffice/core/testing';
import { IDP_PROBE_KEPT_MS } from '../auth/idp-reachable.ts';
import { sameSiteHeaders, startGateway, type RunningGateway } from './support.ts';

describe('the gateway while the IdP is down', () => {
  let idp: TestStack;
  let api: TestStack;
  let gateway: RunningGateway;

  beforeAll(async () => {
    idp = await startStack({ services: ['idp'] });
    api = await startStack({ services: ['mock-api'], ports: { idp: idp.ports.idp } });
    gateway = await startGateway(idp, { BACKEND_URL: api.urls.api });
  });
  afterAll(async () => {
    await gateway.close();
    await api.stop();
    await idp.stop();
  });

  it('should keep signed-in users working, refuse new sign-ins with a retry, and recover', async () => {
    const client = await gateway.signIn('staff');
    const call = () =>
      client.request(`${gateway.url}/api/v1/clients?page=1`, {
        headers: sameSiteHeaders(gateway.url),
      });
    // The backend has verified a token (and so holds the IdP's public keys) before the outage.
    expect((await call()).status).toBe(200);
    await idp.stop();
    await sleep(IDP_PROBE_KEPT_MS + 100);

    expect((await call()).status).toBe(200);
    expect((await client.request(`${gateway.url}/cases`)).status).toBe(200);

    const visitor = new HttpClient();
    const refused = await visitor.request(`${gateway.url}/cases?page=2`, {
      headers: { accept: 'text/html' },
    });
    expect(refused.status).toBe(503);
    const page = await refused.text();
    expect(page).toMatch(/sign-in service/i);
    expect(page).toContain('Try again');
    expect(page).toContain('href="/cases?page=2"');
    expect(page).not.toMatch(/\bat .+\.(ts|js):\d+/);
    expect(page).not.toMatch(/ECONNREFUSED|fetch failed|Error:/);

    // The IdP comes back where it was, with the same client registration.
    const back = await startStack({
      services: ['idp'],
      ports: idp.ports,
      secrets: idp.secrets,
      spareGatewayPorts: 0,
    });
    try {
      await sleep(IDP_PROBE_KEPT_MS + 100);
      const again = await gateway.signIn('viewer', '/cases', visitor);
      const session = await again.request(`${gateway.url}/auth/session`);
      expect(session.status).toBe(200);
      expect(await session.text()).toContain('viewer');
    } finally {
      await back.stop();
    }
  });
});
