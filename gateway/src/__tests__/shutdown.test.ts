import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HttpClient,
  signInThroughGateway,
  startStack,
  type TestStack,
} from '@backoffice/core/testing';
import { sameSiteHeaders } from './support.ts';

describe('gateway shutdown', () => {
  // One stack, its ports picked as it starts: a gateway port picked in advance could be taken
  // by another test's server meanwhile.
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    stack.signal('mock-api', 'SIGCONT');
    await stack.stop();
  });

  it('should finish every in-flight request on SIGTERM, refuse new ones, and exit 0 in bounded time', async () => {
    const client = new HttpClient();
    await signInThroughGateway(client, stack.urls.gateway, 'staff', 'staff');
    // A frozen backend keeps the request in flight while the gateway is told to stop.
    stack.signal('mock-api', 'SIGSTOP');
    // Under load: many calls in flight at once, each on a connection of its own.
    const inFlight = Array.from({ length: 24 }, (_, i) =>
      client.request(`${stack.urls.gateway}/api/v1/clients?page=${(i % 3) + 1}`, {
        headers: { ...sameSiteHeaders(stack.urls.gateway), connection: 'close' },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    stack.signal('gateway', 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Draining: a new request is refused rather than started.
    await expect(
      fetch(`${stack.urls.gateway}/healthz`, { signal: AbortSignal.timeout(5_000) }),
    ).rejects.toThrow();
    stack.signal('mock-api', 'SIGCONT');
    const responses = await Promise.all(inFlight);
    expect(responses.map((r) => r.status)).toEqual(Array(24).fill(200));
    expect(await responses[0]!.text()).toContain('"items"');
    const exit = await Promise.race([
      stack.exited,
      new Promise((resolve) => setTimeout(resolve, 15_000, 'still running after 15 s')),
    ]);
    expect(exit).toEqual({ service: 'gateway', code: 0 });
    await expect(fetch(`${stack.urls.gateway}/healthz`)).rejects.toThrow();
  });
});
