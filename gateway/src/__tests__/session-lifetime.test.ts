import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient, TestStack } from '@backoffice/core/testing';
import {
  sameSiteHeaders,
  sparePort,
  startGateway,
  startGatewayStack,
  type RunningGateway,
} from './support.ts';

// Lifetimes of a few seconds keep the test short; the rules are the same at 30 minutes. Activity
// comes every second, a fifth of the idle lifetime, so a request held up for seconds on a busy
// machine still arrives before the session it renews has ended.
const IDLE_SECONDS = 5;
const ABSOLUTE_SECONDS = 6;
const ACTIVITY_GAP_MS = 1_000;
/** Past a lifetime by this much, the session has surely ended. */
const PAST_THE_END_MS = 1_000;

async function sessionStatus(gateway: RunningGateway, client: HttpClient): Promise<number> {
  return (await client.request(`${gateway.url}/auth/session`)).status;
}

/** An API call: the gateway reads its session straight from the store (auth/api-session.ts). */
async function apiStatus(gateway: RunningGateway, client: HttpClient): Promise<number> {
  return (await client.request(`${gateway.url}/api/v1/`, { headers: sameSiteHeaders(gateway.url) }))
    .status;
}

describe('session lifetimes', () => {
  let stop: () => Promise<void>;
  let stack: TestStack;
  let idle: RunningGateway;
  let absolute: RunningGateway;

  beforeAll(async () => {
    ({
      stop,
      stack,
      gateway: idle,
    } = await startGatewayStack(
      { SESSION_IDLE_TIMEOUT: String(IDLE_SECONDS), SESSION_ABSOLUTE_TIMEOUT: '3600' },
      { spareGatewayPorts: 1 },
    ));
    absolute = await startGateway(
      stack,
      { SESSION_IDLE_TIMEOUT: '3600', SESSION_ABSOLUTE_TIMEOUT: String(ABSOLUTE_SECONDS) },
      sparePort(stack),
    );
  });
  afterAll(async () => {
    await absolute.close();
    await stop();
  });

  it('should keep an active session past the idle timeout and end an idle one', async () => {
    const client = await idle.signIn('staff');
    // Each request renews the idle timeout (rolling), so activity outlives it.
    for (let i = 0; i < 7; i += 1) {
      await sleep(ACTIVITY_GAP_MS);
      expect(await sessionStatus(idle, client)).toBe(200);
    }
    await sleep(IDLE_SECONDS * 1000 + PAST_THE_END_MS);
    expect(await sessionStatus(idle, client)).toBe(401);
    const page = await client.request(`${idle.url}/cases`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(new RegExp(`^${stack.urls.idp}/auth\\?`));
  });

  it('should keep a session alive on API calls alone, and end it when they stop', async () => {
    const client = await idle.signIn('staff');
    for (let i = 0; i < 7; i += 1) {
      await sleep(ACTIVITY_GAP_MS);
      expect(await apiStatus(idle, client)).toBe(200);
    }
    await sleep(IDLE_SECONDS * 1000 + PAST_THE_END_MS);
    expect(await apiStatus(idle, client)).toBe(401);
    expect(await sessionStatus(idle, client)).toBe(401);
  });

  it('should report when the session ends, and end it at the absolute lifetime however active', async () => {
    // Taken before the sign-in: the session begins during it, never before this moment.
    const beforeSignIn = Date.now();
    const client = await absolute.signIn('staff');
    const signedInAt = Date.now();
    const response = await client.request(`${absolute.url}/auth/session`);
    const { expiresAt, absoluteExpiresAt } = (await response.json()) as {
      expiresAt: string;
      absoluteExpiresAt: string;
    };
    const reportedEnd = Date.parse(expiresAt);
    // The absolute lifetime counted from the session's start (a second either way: the end is
    // kept to the second).
    expect(reportedEnd).toBeGreaterThanOrEqual(beforeSignIn + ABSOLUTE_SECONDS * 1000 - 1000);
    expect(reportedEnd).toBeLessThanOrEqual(signedInAt + ABSOLUTE_SECONDS * 1000 + 1000);
    // The idle end (an hour away) is later: the absolute end is the one that applies.
    expect(Date.parse(absoluteExpiresAt)).toBe(reportedEnd);

    // Active until well before the end the gateway reported, then quiet until just past it.
    while (Date.now() < reportedEnd - 3_000) {
      expect(await sessionStatus(absolute, client)).toBe(200);
      expect(await apiStatus(absolute, client)).toBe(200);
      await sleep(500);
    }
    await sleep(Math.max(0, reportedEnd + PAST_THE_END_MS - Date.now()));
    // The API first: its session is read straight from the store, and must end there too.
    expect(await apiStatus(absolute, client)).toBe(401);
    expect(await sessionStatus(absolute, client)).toBe(401);
  });
});
