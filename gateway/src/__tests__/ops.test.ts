import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  HttpClient,
  signInThroughGateway,
  type TestStack,
} from '@backoffice/core/testing';
import {
  JWT_PATTERN,
  sameSiteHeaders,
  sparePort,
  startGateway,
  startGatewayStack,
  type RunningGateway,
} from './support.ts';

describe('health, metrics, logs and security headers', () => {
  let stop: () => Promise<void>;
  let gateway: RunningGateway;
  let stack: TestStack;

  beforeAll(async () => {
    ({ stop, gateway, stack } = await startGatewayStack({}, { spareGatewayPorts: 3 }));
  });
  afterAll(() => stop());

  it('should answer /healthz while up', async () => {
    const response = await fetch(`${gateway.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('should be ready when the IdP, the backend and the session store answer', async () => {
    const response = await fetch(`${gateway.url}/readyz`);
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { identityProvider: 'ok', backend: 'ok', sessionStore: 'ok' },
    });
    expect(response.status).toBe(200);
  });

  it('should not be ready when the backend cannot be reached', async () => {
    const lonely = await startGateway(
      stack,
      { BACKEND_URL: `http://localhost:${await freePort()}` },
      sparePort(stack),
    );
    try {
      const response = await fetch(`${lonely.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        status: 'not ready',
        checks: { backend: 'failing', identityProvider: 'ok' },
      });
    } finally {
      await lonely.close();
    }
  });

  it('should serve Prometheus metrics to an allowed address, with requests, sessions and refreshes', async () => {
    const client = await gateway.signIn('staff');
    await client.request(`${gateway.url}/api/v1/`, { headers: sameSiteHeaders(gateway.url) });
    const response = await fetch(`${gateway.url}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /gateway_http_requests_total\{route="\/api\/v1\/\*",method="GET",status="200"\} \d+/,
    );
    expect(text).toMatch(/gateway_http_request_duration_seconds_bucket\{/);
    expect(text).toMatch(/gateway_upstream_duration_seconds_count\{status="200"\} [1-9]/);
    expect(text).toMatch(/gateway_active_sessions [1-9]/);
    expect(text).toContain('gateway_token_refreshes_total');
    expect(text).not.toMatch(/route="\/cases\/case\/\d/);
  });

  it('should refuse metrics to an address that is not allowed, whatever X-Forwarded-For says', async () => {
    const guarded = await startGateway(
      stack,
      { METRICS_ALLOW: '10.9.8.7,192.168.0.0/16', TRUST_PROXY: '1' },
      sparePort(stack),
    );
    try {
      const response = await fetch(`${guarded.url}/metrics`, {
        headers: { 'x-forwarded-for': '10.9.8.7' },
      });
      expect(response.status).toBe(403);
    } finally {
      await guarded.close();
    }
  });

  it('should log each request as JSON with request id, user, method, path, status and duration, and no secrets', async () => {
    const client = await gateway.signIn('admin');
    const response = await client.request(`${gateway.url}/api/v1/clients?q=secretquery`, {
      headers: sameSiteHeaders(gateway.url),
    });
    const requestId = response.headers.get('x-request-id');
    const line = gateway.logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((entry) => entry.requestId === requestId && 'req' in entry);
    expect(line).toMatchObject({
      req: { method: 'GET', path: '/api/v1/clients' },
      res: { status: 200 },
    });
    expect(typeof line?.userId).toBe('string');
    expect(typeof line?.responseTime).toBe('number');
    const all = gateway.logs.join('\n');
    expect(all).not.toMatch(JWT_PATTERN);
    expect(all).not.toContain('bo_session=');
    expect(all).not.toContain('secretquery');
    expect(all).not.toContain(stack.secrets.clientSecret);
  });

  it('should tell the operator, not the user, when the web app is not built', async () => {
    const unbuilt = await startGateway(
      stack,
      { WEB_DIST_DIR: mkdtempSync(path.join(tmpdir(), 'no-web-')) },
      sparePort(stack),
    );
    try {
      const response = await fetch(`${unbuilt.url}/login`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).toContain('Something went wrong on our side');
      expect(text).not.toContain('index.html');
      expect(unbuilt.logs.join('\n')).toContain('The web app is not built');
    } finally {
      await unbuilt.close();
    }
  });

  it('should keep a well-formed X-Request-Id from the client and replace a malformed one', async () => {
    const kept = await fetch(`${gateway.url}/login`, {
      headers: { 'x-request-id': 'trace-1234abcd' },
    });
    expect(kept.headers.get('x-request-id')).toBe('trace-1234abcd');
    const replaced = await fetch(`${gateway.url}/login`, {
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('should send a strict Content-Security-Policy and no HSTS over plain http', async () => {
    const response = await fetch(`${gateway.url}/login`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self'");
    // The help videos, their captions and posters come from our own /api/v1.
    expect(csp).toContain("media-src 'self'");
    expect(csp).toMatch(/img-src 'self'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('should cache hashed assets for good and never the index page', async () => {
    const index = await fetch(`${gateway.url}/login`);
    const html = await index.text();
    const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${gateway.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${gateway.url}/assets/missing-file.js`)).status).toBe(404);
  });
});

describe('behind TLS', () => {
  let stack: TestStack;
  let gateway: RunningGateway;

  beforeAll(async () => {
    const ports = { gateway: await freePort() };
    const publicUrl = `https://localhost:${ports.gateway}`;
    stack = await (
      await import('@backoffice/core/testing')
    ).startStack({
      services: ['idp'],
      ports,
      extraEnv: {
        idp: {
          IDP_REDIRECT_URIS: `${publicUrl}/implicit`,
          IDP_POST_LOGOUT_REDIRECT_URIS: `${publicUrl}/login`,
        },
      },
    });
    gateway = await startGateway(stack, { BASE_URL: publicUrl, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await gateway.close();
    await stack.stop();
  });

  it('should set a Secure, HttpOnly, SameSite=Lax __Host- session cookie and HSTS', async () => {
    const port = stack.ports.gateway;
    // Stands in for the TLS-terminating proxy in front of the gateway.
    const client = new HttpClient((url) =>
      url.replace(`https://localhost:${port}`, `http://localhost:${port}`),
    );
    const { response } = await signInThroughGateway(
      client,
      `https://localhost:${port}`,
      'staff',
      'staff',
    );
    expect(response.status).toBe(200);
    const callback =
      client.seen.find((entry) => entry.startsWith(`302 https://localhost:${port}/implicit?`)) ??
      '';
    const cookie = /set-cookie: (__Host-bo_session=[^\n]*)/i.exec(callback)?.[1] ?? '';
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });
});
