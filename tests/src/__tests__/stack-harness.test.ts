/**
 * The test harness's stacks: a service is up when its own process says it listens, not when
 * something answers on its port. Ports are picked free and used a moment later; another test's
 * server may take one meanwhile, and its /healthz must not pass for ours.
 */
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { freePort, startStack } from '@backoffice/core/testing';

describe('the test stack', () => {
  it('should hand out free ports below the range the kernel gives outgoing connections', async () => {
    const [low] = (await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'))
      .trim()
      .split(/\s+/)
      .map(Number);
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) expect(port).toBeLessThan(low!);
    const server = createServer().listen(ports[0], '127.0.0.1');
    await once(server, 'listening');
    server.close();
  });

  it('should refuse to start a service whose port another server holds, even one that answers /healthz', async () => {
    const stranger = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    });
    stranger.listen(0, '127.0.0.1');
    await once(stranger, 'listening');
    const address = stranger.address();
    const taken = typeof address === 'object' && address ? address.port : 0;
    try {
      const ports = { idp: taken, api: await freePort(), gateway: await freePort() };
      await expect(startStack({ services: ['idp'], ports })).rejects.toThrow(
        /idp exited with code 1 before it was ready[\s\S]*already in use/,
      );
    } finally {
      stranger.close();
    }
  });
});
