import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '@backoffice/core/testing';
import { refreshes, sameSiteHeaders, startGateway, type RunningGateway } from './support.ts';

// Access tokens live 8 s and are refreshed when fewer than 6 s remain: after 2.5 s a call needs a
// fresh token, without making the test slow.
const TOKEN_TTL = '8';
const MARGIN = '6';

describe('access token refresh', () => {
  let idp: TestStack;
  let api: TestStack;
  let gateway: RunningGateway;

  beforeAll(async () => {
    idp = await startStack({
      services: ['idp'],
      extraEnv: { idp: { IDP_ACCESS_TOKEN_TTL: TOKEN_TTL } },
    });
    api = await startStack({ services: ['mock-api'], ports: { idp: idp.ports.idp } });
    gateway = await startGateway(idp, { BACKEND_URL: api.urls.api, TOKEN_REFRESH_MARGIN: MARGIN });
  });
  afterAll(async () => {
    await gateway.close();
    await api.stop();
    await idp.stop();
  });

  it('should refresh once for many simultaneous calls, and again with the rotated token later', async () => {
    const client = await gateway.signIn('staff');
    const call = () =>
      client.request(`${gateway.url}/api/v1/`, { headers: sameSiteHeaders(gateway.url) });
    expect((await call()).status).toBe(200);
    expect(await refreshes(gateway, 'success')).toBe(0);

    await sleep(2_500);
    const burst = await Promise.all(Array.from({ length: 8 }, call));
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await refreshes(gateway, 'success')).toBe(1);

    await sleep(2_500);
    expect((await call()).status).toBe(200);
    expect(await refreshes(gateway, 'success')).toBe(2);
    expect(await refreshes(gateway, 'failure')).toBe(0);
  });

  it('should end the session and answer 401 when the refresh fails', async () => {
    const client = await gateway.signIn('admin');
    const call = () =>
      client.request(`${gateway.url}/api/v1/`, { headers: sameSiteHeaders(gateway.url) });
    expect((await call()).status).toBe(200);
    await sleep(2_500);
    await idp.stop();
    const response = await call();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect((await client.request(`${gateway.url}/auth/session`)).status).toBe(401);
    expect(await refreshes(gateway, 'failure')).toBe(1);
  });
});
