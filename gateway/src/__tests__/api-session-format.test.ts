/**
 * The quick path (auth/api-session.ts) reads express-openid-connect's session cookie and store
 * entries itself. Signed in through the real library, every plain API call must be read there:
 * the day the library changes either format, these calls would quietly take the slower full
 * path, and this test fails instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '@backoffice/core/testing';
import {
  apiSessionReads,
  sameSiteHeaders,
  startGatewayStack,
  type RunningGateway,
} from './support.ts';

const CALLS = 5;

/** What changed between two readings of the counts. */
function added(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(after)
      .map(([key, count]) => [key, count - (before[key] ?? 0)] as const)
      .filter(([, count]) => count !== 0),
  );
}

describe("the quick path's reading of the sign-in library's sessions", () => {
  let stop: () => Promise<void>;
  let gateway: RunningGateway;

  beforeAll(async () => {
    ({ stop, gateway } = await startGatewayStack());
  });
  afterAll(() => stop());

  const apiCall = (client: HttpClient, cookie?: string) =>
    client.request(`${gateway.url}/api/v1/`, {
      headers: { ...sameSiteHeaders(gateway.url), ...(cookie ? { cookie } : {}) },
    });

  it('should read the session of every API call after a sign-in itself', async () => {
    const staff = await gateway.signIn('staff');
    const before = await apiSessionReads(gateway);
    for (let i = 0; i < CALLS; i += 1) expect((await apiCall(staff)).status).toBe(200);
    expect(added(before, await apiSessionReads(gateway))).toEqual({ quick: CALLS });
  });

  it('should count and log a session cookie it cannot read, and leave the call to the full path', async () => {
    const staff = await gateway.signIn('staff');
    const cookie = staff.cookieHeader(gateway.url).replace(/bo_session=[^.;]+/, 'bo_session=x');
    const before = await apiSessionReads(gateway);
    expect((await apiCall(new HttpClient(), cookie)).status).toBe(401);
    expect(added(before, await apiSessionReads(gateway))).toEqual({ 'full:not-ours': 1 });
    const warned = gateway.logs.filter((line) => line.includes('not readable on the quick path'));
    expect(warned.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ level: 40, reason: 'not-ours', calls: 1 }),
    ]);
  });
});
