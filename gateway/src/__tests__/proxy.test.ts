import { createServer, connect, type Server, type Socket } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, HttpClient, startStack, type TestStack } from '@backoffice/core/testing';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@backoffice/core';
import { endpoints } from '@backoffice/core/api';
import {
  sameSiteHeaders,
  sparePort,
  startGateway,
  startGatewayStack,
  type RunningGateway,
} from './support.ts';

const REQUEST_ID = /^[\w.:-]{8,128}$/;

/** A TCP peer that records what it is sent and never answers. */
async function wireRecorder(): Promise<{
  port: number;
  received: () => string;
  close: () => Promise<void>;
}> {
  const sockets: Socket[] = [];
  let data = '';
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    received: () => data,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

describe('the /api/v1 proxy', () => {
  let stop: () => Promise<void>;
  let stack: TestStack;
  let gateway: RunningGateway;
  let staff: HttpClient;

  beforeAll(async () => {
    ({ stop, stack, gateway } = await startGatewayStack(
      { BODY_LIMIT_BYTES: '2048' },
      { spareGatewayPorts: 5 },
    ));
    staff = await gateway.signIn('staff');
  });
  afterAll(() => stop());

  const api = (path: string) => `${gateway.url}/api/v1${path}`;

  it('should answer 401 without a session and never reach the backend', async () => {
    const anonymous = new HttpClient();
    const response = await anonymous.request(api('/'), { headers: sameSiteHeaders(gateway.url) });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: { code: 'unauthorized', requestId: expect.stringMatching(REQUEST_ID) as string },
    });
    const upstream = gateway.logs.filter((l) => l.includes('"backend call failed"'));
    expect(upstream).toHaveLength(0);
  });

  it("should call the backend with the session user's token and echo the page header", async () => {
    const response = await staff.request(api('/'), {
      headers: { ...sameSiteHeaders(gateway.url), page: 'Case List' },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('staff');
    expect(text).toContain('Case List');
  });

  it('should tell the browser to keep no copy of an answer, unless the backend says how', async () => {
    const records = await staff.request(api('/cases?pageSize=10'), {
      headers: sameSiteHeaders(gateway.url),
    });
    expect(records.status).toBe(200);
    expect(records.headers.get('cache-control')).toBe('no-store');
    const video = await staff.request(api('/help-videos/HV-0001/file'), {
      headers: { range: 'bytes=0-15' },
    });
    expect(video.status).toBe(206);
    // A help video, the same for everyone, may be kept for an hour (the backend's word).
    expect(video.headers.get('cache-control')).toBe('private, max-age=3600');
  });

  it("should carry a video player's byte-range request to the backend and its 206 back", async () => {
    // A <video> element asks without our custom header: a GET needs none.
    const response = await staff.request(api('/help-videos/HV-0001/file'), {
      headers: { range: 'bytes=0-1023' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect(response.headers.get('content-range')).toMatch(/^bytes 0-1023\/\d+$/);
    expect((await response.arrayBuffer()).byteLength).toBe(1024);
  });

  it('should drop an Authorization header sent by the browser', async () => {
    const response = await staff.request(api('/'), {
      headers: { ...sameSiteHeaders(gateway.url), authorization: 'Bearer forged.token.value' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('staff');
  });

  /** One request exactly as written: fetch would normalise `..`, `%2e` and backslashes away. */
  async function raw(requestLine: string, cookie = ''): Promise<string> {
    const socket = connect(stack.ports.gateway, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    socket.write(
      `${requestLine}\r\nHost: localhost\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`,
    );
    await once(socket, 'end');
    return answer;
  }

  it.each([
    '/api/v1/../healthz',
    '/api/v1/%2e%2e/healthz',
    '/api/v1/..%2fhealthz',
    '/api/v1//evil.example/x',
    '/api/v1/a/%2F/b',
    '/api/v1/a\\b',
    'http://evil.example/api/v1/',
  ])('should refuse the escaping request target %s with 400, signed in or not', async (target) => {
    const cookie = staff.cookieHeader(gateway.url);
    expect(await raw(`GET ${target} HTTP/1.1`, cookie)).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw(`GET ${target} HTTP/1.1`)).toMatch(/^HTTP\/1\.1 400 /);
  });

  it.each([
    ['from another site', { origin: 'https://evil.example', 'x-requested-with': 'BackOffice' }],
    ['without the anti-CSRF header', {}],
  ])('should refuse a state-changing call %s with 403 csrf_failed', async (_case, headers) => {
    const sameOrigin = { origin: new URL(gateway.url).origin };
    const response = await staff.request(api('/cases'), {
      method: 'POST',
      headers: { ...sameOrigin, ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'csrf_failed' } });
  });

  it('should refuse every write endpoint of the contract from another site, before the backend', async () => {
    const writes = Object.entries(endpoints).filter(([, e]) => e.method !== 'GET');
    expect(writes.length).toBeGreaterThan(20);
    for (const [id, e] of writes) {
      const response = await staff.request(api(e.path.replace(/\{\w+\}/g, 'XX-0001')), {
        method: e.method,
        headers: {
          origin: 'https://evil.example',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          'content-type': 'application/json',
        },
        body: '{}',
      });
      expect(response.status, id).toBe(403);
      expect(await response.json(), id).toMatchObject({ error: { code: 'csrf_failed' } });
    }
  });

  it('should pass a same-site state-changing call through to the backend', async () => {
    const response = await staff.request(api('/cases'), {
      method: 'POST',
      headers: { ...sameSiteHeaders(gateway.url), 'content-type': 'application/json' },
      body: '{}',
    });
    // The backend's own answer: it validated the empty case and named the missing fields.
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { code: string; details?: { location: string; field: string }[] };
    };
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.details?.map((d) => d.field)).toContain('caption');
  });

  it('should stream an upload to the backend as it arrives, without waiting for all of it', async () => {
    const recorder = await wireRecorder();
    const streaming = await startGateway(
      stack,
      { BACKEND_URL: `http://localhost:${recorder.port}`, BODY_LIMIT_BYTES: '10000000' },
      sparePort(stack),
    );
    const client = await streaming.signIn('staff');
    const cookie = client.cookieHeader(streaming.url);
    const socket = connect(Number(new URL(streaming.url).port), '127.0.0.1');
    await once(socket, 'connect');
    try {
      const firstPart = `FIRST-PART-${'a'.repeat(64 * 1024)}`;
      socket.write(
        `POST /api/v1/ingestion/files HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\n` +
          `Origin: ${new URL(streaming.url).origin}\r\nX-Requested-With: BackOffice\r\n` +
          `Content-Type: text/csv\r\nContent-Length: 1000000\r\n\r\n${firstPart}`,
      );
      // Most of the million bytes are still unsent: a buffering proxy would not have called yet.
      await vi.waitFor(
        () => {
          expect(recorder.received()).toContain(firstPart);
        },
        { timeout: 5000 },
      );
      expect(recorder.received()).toMatch(/^POST \/api\/v1\/ingestion\/files HTTP\/1\.1/);
    } finally {
      socket.destroy();
      await streaming.close();
      await recorder.close();
    }
  });

  it('should answer 411 for an upload that does not declare its length', async () => {
    const cookie = staff.cookieHeader(gateway.url);
    const origin = new URL(gateway.url).origin;
    const answer = await raw(
      `POST /api/v1/cases HTTP/1.1\r\nOrigin: ${origin}\r\nX-Requested-With: BackOffice\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json`,
      cookie,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 411 /);
  });

  it('should answer 413 for a body over the limit without sending it on', async () => {
    const response = await staff.request(api('/ingestion/files'), {
      method: 'POST',
      headers: { ...sameSiteHeaders(gateway.url), 'content-type': 'text/csv' },
      body: 'x'.repeat(4096),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('should answer 502 while the backend is down and work again once it is back', async () => {
    const apiPort = await freePort();
    const detached = await startGateway(
      stack,
      { BACKEND_URL: `http://localhost:${apiPort}` },
      sparePort(stack),
    );
    try {
      const client = await detached.signIn('staff');
      const down = await client.request(`${detached.url}/api/v1/`, {
        headers: sameSiteHeaders(detached.url),
      });
      expect(down.status).toBe(502);
      expect(await down.json()).toMatchObject({
        error: {
          code: 'bad_gateway',
          requestId: expect.stringMatching(REQUEST_ID) as string,
        },
      });
      const backend = await startStack({
        services: ['mock-api'],
        ports: { idp: stack.ports.idp, api: apiPort },
      });
      try {
        const up = await client.request(`${detached.url}/api/v1/`, {
          headers: sameSiteHeaders(detached.url),
        });
        expect(up.status).toBe(200);
      } finally {
        await backend.stop();
      }
    } finally {
      await detached.close();
    }
  });

  it('should answer 504 when the backend hangs, serve other requests meanwhile, and work again when it answers', async () => {
    // Long enough for the other requests to be answered while this one waits, on a busy machine.
    const impatient = await startGateway(stack, { PROXY_TIMEOUT_MS: '3000' }, sparePort(stack));
    const client = await impatient.signIn('staff');
    stack.signal('mock-api', 'SIGSTOP');
    try {
      let settled = false;
      const hanging = client
        .request(`${impatient.url}/api/v1/`, {
          headers: { ...sameSiteHeaders(impatient.url), 'x-request-id': 'req-12345678' },
        })
        .finally(() => {
          settled = true;
        });
      // The gateway's other requests are not held up by the one waiting on the backend.
      const session = await client.request(`${impatient.url}/auth/session`);
      expect(session.status).toBe(200);
      expect((await fetch(`${impatient.url}/healthz`)).status).toBe(200);
      expect(settled).toBe(false);
      const response = await hanging;
      expect(response.status).toBe(504);
      expect(await response.json()).toMatchObject({
        error: { code: 'gateway_timeout', requestId: 'req-12345678' },
      });
    } finally {
      stack.signal('mock-api', 'SIGCONT');
    }
    const again = await client.request(`${impatient.url}/api/v1/`, {
      headers: sameSiteHeaders(impatient.url),
    });
    expect(again.status).toBe(200);
    await impatient.close();
  });

  it('should put only the bearer token, request id and page header on the wire, never cookies', async () => {
    // Not a backend: it answers nothing. It shows the bytes the gateway sends upstream.
    const recorder = await wireRecorder();
    const recorded = await startGateway(
      stack,
      { BACKEND_URL: `http://localhost:${recorder.port}`, PROXY_TIMEOUT_MS: '300' },
      sparePort(stack),
    );
    try {
      const client = await recorded.signIn('staff');
      await client.request(`${recorded.url}/api/v1/cases?x=1`, {
        headers: {
          ...sameSiteHeaders(recorded.url),
          page: 'Case List',
          'x-request-id': 'req-12345678',
        },
      });
      const head = recorder.received().toLowerCase();
      expect(head).toMatch(/^get \/api\/v1\/cases\?x=1 http\/1\.1/);
      expect(head).toMatch(/\r\nauthorization: bearer ey[\w-]+\.[\w-]+\.[\w-]+\r\n/);
      expect(head).toContain('\r\nx-request-id: req-12345678\r\n');
      expect(head).toContain('\r\npage: case list\r\n');
      expect(head).not.toContain('\r\ncookie:');
      expect(head).toContain(`\r\nhost: localhost:${recorder.port}\r\n`);
    } finally {
      await recorded.close();
      await recorder.close();
    }
  });

  it('should pass a 401 from the backend through to the browser', async () => {
    const strict = await startStack({
      services: ['mock-api'],
      ports: { idp: stack.ports.idp },
      extraEnv: { 'mock-api': { MOCK_API_AUDIENCE: 'urn:some-other-api' } },
    });
    const picky = await startGateway(stack, { BACKEND_URL: strict.urls.api }, sparePort(stack));
    try {
      const client = await picky.signIn('staff');
      const response = await client.request(`${picky.url}/api/v1/`, {
        headers: sameSiteHeaders(picky.url),
      });
      expect(response.status).toBe(401);
    } finally {
      await picky.close();
      await strict.stop();
    }
  });
});
