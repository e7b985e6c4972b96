import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  HttpClient,
  signInThroughGateway,
  startStack,
  type TestStack,
} from '@backoffice/core/testing';
import {
  refreshes,
  sameSiteHeaders,
  sparePort,
  startGateway,
  type RunningGateway,
} from './support.ts';

const REDIS_SERVER = '/usr/bin/redis-server';

/**
 * A real, throw-away Redis server (Debian's redis-server) on a free loopback port, or on `port`;
 * with `dir`, it keeps its data there (append-only file) as the compose stack's does.
 */
async function startRedis(
  options: { port?: number; dir?: string } = {},
): Promise<{ url: string; process: ChildProcess }> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `No ${REDIS_SERVER}: install Debian's redis-server (apt-get install -y redis-server)`,
    );
  }
  const port = options.port ?? (await freePort());
  const kept = options.dir ? ['--appendonly', 'yes', '--dir', options.dir] : ['--appendonly', 'no'];
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...kept],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    const probe = createClient({ url, socket: { reconnectStrategy: false } });
    try {
      await probe.connect();
      await probe.quit();
      return { url, process: child };
    } catch {
      await sleep(100);
    }
  }
  child.kill();
  throw new Error('redis-server did not start');
}

describe('sessions in Redis', () => {
  let stack: TestStack;
  let redis: { url: string; process: ChildProcess };
  let first: RunningGateway;
  let second: RunningGateway;
  let inspect: ReturnType<typeof createClient>;

  beforeAll(async () => {
    redis = await startRedis();
    stack = await startStack({ services: ['idp', 'mock-api'], spareGatewayPorts: 1 });
    first = await startGateway(stack, { REDIS_URL: redis.url });
    // Same public URL and secrets, another process: as behind a load balancer.
    second = await startGateway(
      stack,
      { REDIS_URL: redis.url, BASE_URL: first.url },
      sparePort(stack),
    );
    inspect = createClient({ url: redis.url });
    await inspect.connect();
  });
  afterAll(async () => {
    await inspect.quit();
    await first.close();
    await second.close();
    await stack.stop();
    redis.process.kill();
  });

  it('should keep the session in Redis and let a second gateway instance use it', async () => {
    const client = await first.signIn('staff');
    expect(await inspect.keys('bo:sess:*')).toHaveLength(1);
    const session = await client.request(`${second.url}/auth/session`);
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { username: 'staff' } });
    const api = await client.request(`${second.url}/api/v1/`, {
      headers: sameSiteHeaders(second.url),
    });
    expect(api.status).toBe(200);
  });

  it('should remove the session from Redis on logout, for every instance', async () => {
    const client = await first.signIn('admin');
    const before = (await inspect.keys('bo:sess:*')).length;
    const logout = await client.request(`${first.url}/auth/logout`, {
      method: 'POST',
      headers: sameSiteHeaders(first.url),
    });
    expect(logout.status).toBe(200);
    expect(await inspect.keys('bo:sess:*')).toHaveLength(before - 1);
    expect((await client.request(`${second.url}/auth/session`)).status).toBe(401);
  });
});

describe('a Redis restart', () => {
  let stack: TestStack;
  let redis: { url: string; process: ChildProcess };
  let gateway: RunningGateway;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gateway-redis-'));
    redis = await startRedis({ dir });
    stack = await startStack({ services: ['idp', 'mock-api'], spareGatewayPorts: 1 });
    gateway = await startGateway(stack, { REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await gateway.close();
    await stack.stop();
    redis.process.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should leave the gateway running, not ready while Redis is down, and keep the session', async () => {
    const client = await gateway.signIn('staff');
    const stopped = new Promise((resolve) => redis.process.once('exit', resolve));
    redis.process.kill('SIGTERM');
    await stopped;
    await expect
      .poll(async () => (await fetch(`${gateway.url}/readyz`)).status, { timeout: 10_000 })
      .toBe(503);

    redis = await startRedis({ port: Number(new URL(redis.url).port), dir });
    await expect
      .poll(async () => (await fetch(`${gateway.url}/readyz`)).status, { timeout: 20_000 })
      .toBe(200);
    const session = await client.request(`${gateway.url}/auth/session`);
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { username: 'staff' } });
  });
});

describe('token refresh with sessions in Redis', () => {
  let redis: { url: string; process: ChildProcess };
  let backends: TestStack;
  // Two gateway processes: a refresh must be coordinated through Redis, not in one process.
  let first: TestStack;
  let second: TestStack;

  beforeAll(async () => {
    redis = await startRedis();
    // Access tokens live 8 s and are refreshed when fewer than 6 s remain (see refresh.test.ts).
    backends = await startStack({
      services: ['idp', 'mock-api'],
      spareGatewayPorts: 1,
      extraEnv: { idp: { IDP_ACCESS_TOKEN_TTL: '8' } },
    });
    const gateway = { REDIS_URL: redis.url, TOKEN_REFRESH_MARGIN: '6', LOG_LEVEL: 'info' };
    const instance = (port: number, extra: Record<string, string> = {}) =>
      startStack({
        services: ['gateway'],
        ports: { ...backends.ports, gateway: port },
        secrets: backends.secrets,
        extraEnv: { gateway: { ...gateway, ...extra } },
      });
    first = await instance(backends.ports.gateway);
    // Same public URL, another process: as behind a load balancer.
    second = await instance(sparePort(backends), { BASE_URL: first.urls.gateway });
  });
  afterAll(async () => {
    await first.stop();
    await second.stop();
    await backends.stop();
    redis.process.kill();
  });

  const total = async (outcome: 'success' | 'failure') =>
    (await refreshes({ url: first.urls.gateway }, outcome)) +
    (await refreshes({ url: second.urls.gateway }, outcome));

  it('should refresh once for a burst that reaches both instances, and keep the session', async () => {
    const client = new HttpClient();
    await signInThroughGateway(client, first.urls.gateway, 'staff', 'staff');
    const call = (instance: TestStack) =>
      client.request(`${instance.urls.gateway}/api/v1/`, {
        headers: sameSiteHeaders(first.urls.gateway),
      });

    await sleep(2_500);
    // One browser, one session, its calls spread over two instances by a load balancer. A
    // second refresh with the same (rotated) refresh token would make the IdP revoke the grant.
    const burst = await Promise.all([first, second, first, second, first, second].map(call));
    expect(burst.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await total('success')).toBe(1);

    await sleep(2_500);
    expect((await call(second)).status).toBe(200);
    expect((await call(first)).status).toBe(200);
    expect(await total('success')).toBe(2);
    expect(await total('failure')).toBe(0);
  });

  it('should end the session on every instance when the one refresh fails', async () => {
    const client = new HttpClient();
    await signInThroughGateway(client, first.urls.gateway, 'admin', 'admin');
    await sleep(2_500);
    const before = await total('failure');
    await backends.stop();
    const burst = await Promise.all(
      [first, second, first, second].map((instance) =>
        client.request(`${instance.urls.gateway}/api/v1/`, {
          headers: sameSiteHeaders(first.urls.gateway),
        }),
      ),
    );
    expect(burst.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect(await total('failure')).toBe(before + 1);
    expect((await client.request(`${second.urls.gateway}/auth/session`)).status).toBe(401);
    expect((await client.request(`${first.urls.gateway}/auth/session`)).status).toBe(401);
  });
});
