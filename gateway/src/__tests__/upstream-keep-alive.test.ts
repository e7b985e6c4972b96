/**
 * The gateway's backend connections against a backend that closes kept-alive connections: the
 * race behind the 502s once seen under load (`read ECONNRESET`), made to happen on every reuse.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient, TestStack } from '@backoffice/core/testing';
import { sameSiteHeaders, sparePort, startGateway, startGatewayStack } from './support.ts';

interface Backend {
  url: string;
  /** The client port of the connection each call came in on. */
  connections: number[];
  resets: number;
  close: () => Promise<void>;
}

/**
 * A backend that answers the first call on a connection and resets the connection when a
 * second call arrives on it, before answering a byte: as if its keep-alive ran out just then.
 * With `keepAliveMs`, a plain backend that closes idle connections after that long instead.
 */
async function backend(options: { resetOnReuse: boolean; keepAliveMs?: number }): Promise<Backend> {
  const served = new WeakSet<Socket>();
  const result = { connections: [] as number[], resets: 0 };
  const server: Server = createServer((req, res) => {
    result.connections.push(req.socket.remotePort ?? 0);
    if (options.resetOnReuse && served.has(req.socket)) {
      result.resets += 1;
      req.socket.resetAndDestroy();
      return;
    }
    served.add(req.socket);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ path: req.url }));
  });
  server.keepAliveTimeout = options.keepAliveMs ?? 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    get connections() {
      return result.connections;
    },
    get resets() {
      return result.resets;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

describe("the gateway's backend connections", () => {
  let stack: TestStack;
  let stop: () => Promise<void>;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    ({ stack, stop } = await startGatewayStack({}, { services: ['idp'], spareGatewayPorts: 3 }));
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(() => stop());

  async function gatewayTo(upstream: Backend): Promise<{ url: string; client: HttpClient }> {
    const gateway = await startGateway(stack, { BACKEND_URL: upstream.url }, sparePort(stack));
    cleanups.push(upstream.close, gateway.close);
    return { url: gateway.url, client: await gateway.signIn('staff') };
  }

  it('should retry a read once on a fresh connection when a reused one is reset', async () => {
    const upstream = await backend({ resetOnReuse: true });
    const { url, client } = await gatewayTo(upstream);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const response = await client.request(`${url}/api/v1/trades?page=${i + 1}&pageSize=25`, {
        headers: sameSiteHeaders(url),
      });
      statuses.push(response.status);
      expect(await response.json()).toEqual({ path: `/api/v1/trades?page=${i + 1}&pageSize=25` });
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // The race did happen, and each time the call was made good.
    expect(upstream.resets).toBeGreaterThanOrEqual(9);
  });

  it('should never repeat a write: a reset POST answers 502', async () => {
    const upstream = await backend({ resetOnReuse: true });
    const { url, client } = await gatewayTo(upstream);
    const warmUp = await client.request(`${url}/api/v1/cases`, { headers: sameSiteHeaders(url) });
    expect(warmUp.status).toBe(200);
    const response = await client.request(`${url}/api/v1/cases`, {
      method: 'POST',
      headers: { ...sameSiteHeaders(url), 'content-type': 'application/json' },
      body: '{"caption":"In re Acme"}',
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { code: 'bad_gateway' } });
    expect(upstream.connections).toHaveLength(2);
  });

  it('should drop an idle connection before the backend closes it', async () => {
    // The backend announces `Keep-Alive: timeout=3`; the gateway's pool keeps it 2 s at most.
    const upstream = await backend({ resetOnReuse: false, keepAliveMs: 3_000 });
    const { url, client } = await gatewayTo(upstream);
    const call = () => client.request(`${url}/api/v1/`, { headers: sameSiteHeaders(url) });
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await call()).status).toBe(200);
    const [first, second, third] = upstream.connections;
    expect(second, 'a connection is reused while it is fresh').toBe(first);
    expect(third, 'an idle one is not, though the backend still holds it').not.toBe(first);
  });
});
