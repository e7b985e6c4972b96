import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HttpClient,
  signInThroughGateway,
  startStack,
  type TestStack,
} from '@backoffice/core/testing';
import { sameSiteHeaders } from './support.ts';

describe('gateway shutdown', () => {
  let services: TestStack;

  beforeAll(async () => {
    services = await startStack({ services: ['idp', 'mock-api'] });
  });
  afterAll(async () => {
    services.signal('mock-api', 'SIGCONT');
    await services.stop();
  });

  it('should finish in-flight requests on SIGTERM, then exit 0', async () => {
    const gateway = await startStack({
      services: ['gateway'],
      ports: services.ports,
      secrets: services.secrets,
    });
    try {
      const client = new HttpClient();
      await signInThroughGateway(client, gateway.urls.gateway, 'staff', 'staff');
      // A frozen backend keeps the request in flight while the gateway is told to stop.
      services.signal('mock-api', 'SIGSTOP');
      const inFlight = client.request(`${gateway.urls.gateway}/api/v1/`, {
        headers: sameSiteHeaders(gateway.urls.gateway),
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      gateway.signal('gateway', 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 400));
      services.signal('mock-api', 'SIGCONT');
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('staff');
      expect(await gateway.exited).toEqual({ service: 'gateway', code: 0 });
      await expect(fetch(`${gateway.urls.gateway}/healthz`)).rejects.toThrow();
    } finally {
      await gateway.stop();
    }
  });
});
