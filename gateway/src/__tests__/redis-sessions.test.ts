import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '@backoffice/tests/harness';
import { freePort } from '../../../scripts/stack.ts';
import { sameSiteHeaders, sparePort, startGateway, type RunningGateway } from './support.ts';

const REDIS_SERVER = '/usr/bin/redis-server';

/** A real, throw-away Redis server (Debian's redis-server) on a free loopback port. */
async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `No ${REDIS_SERVER}: install Debian's redis-server (apt-get install -y redis-server)`,
    );
  }
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
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
