import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  SERVER_HEADERS_TIMEOUT_MS,
  SERVER_KEEP_ALIVE_MS,
  UPSTREAM_IDLE_MS,
  createHttpServer,
} from '../keep-alive.ts';

describe('the keep-alive timeouts', () => {
  it('should let a client drop an idle connection before the server closes it', () => {
    expect(UPSTREAM_IDLE_MS).toBeLessThan(SERVER_KEEP_ALIVE_MS);
    // The backends we do not run: Node's default keep-alive is 5 s.
    expect(UPSTREAM_IDLE_MS).toBeLessThan(5_000);
    expect(SERVER_HEADERS_TIMEOUT_MS).toBeGreaterThan(SERVER_KEEP_ALIVE_MS);
  });

  it("should announce the server's keep-alive to its clients", async () => {
    const server = createHttpServer((_req, res) => {
      res.end('ok');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`);
      await response.text();
      expect(response.headers.get('keep-alive')).toBe(`timeout=${SERVER_KEEP_ALIVE_MS / 1000}`);
      expect(server.keepAliveTimeout).toBe(SERVER_KEEP_ALIVE_MS);
      expect(server.headersTimeout).toBe(SERVER_HEADERS_TIMEOUT_MS);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
