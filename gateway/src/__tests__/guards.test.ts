import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '@backoffice/core/testing';
import { NOT_FOUND_PATH, ROUTES, forbiddenHref, type RouteDef } from '@backoffice/core';
import { startGatewayStack, type RunningGateway } from './support.ts';

type Who = 'anonymous' | 'staff' | 'admin';
type Outcome = 'page' | 'sign-in' | 'forbidden';

/** A concrete path for a route pattern: optional parameters left out, others filled in. */
function examplePath(route: RouteDef): string {
  const path = route.path.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, 'x-1');
  return path === '' ? '/' : path;
}

function expected(route: RouteDef, who: Who): Outcome {
  if (route.access.doesNotRequireLogin) return 'page';
  if (who === 'anonymous') return 'sign-in';
  if (route.access.requiresAdmin && who !== 'admin') return 'forbidden';
  return 'page';
}

describe('page guards from the route table', () => {
  let stop: () => Promise<void>;
  let gateway: RunningGateway;
  let idpUrl: string;
  const clients = {} as Record<Who, HttpClient>;

  beforeAll(async () => {
    const started = await startGatewayStack({}, { services: ['idp'] });
    stop = started.stop;
    gateway = started.gateway;
    idpUrl = started.stack.urls.idp;
    clients.anonymous = new HttpClient();
    clients.staff = await gateway.signIn('staff');
    clients.admin = await gateway.signIn('admin');
  });
  afterAll(() => stop());

  // The callback has its own test: without a code it sends the visitor back to /login.
  const pages = ROUTES.filter((route) => route.id !== 'implicit');
  const rows = pages.flatMap((route) =>
    (['anonymous', 'staff', 'admin'] as const).map(
      (who) => [examplePath(route), who, expected(route, who)] as const,
    ),
  );

  it.each(rows)('should answer GET %s for %s with %s', async (path, who, outcome) => {
    const response = await clients[who].request(`${gateway.url}${path}`, {
      headers: { accept: 'text/html' },
    });
    if (outcome === 'page') {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // Every page, including the ones screens add, carries the security headers.
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    } else if (outcome === 'sign-in') {
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toMatch(new RegExp(`^${idpUrl}/auth\\?`));
    } else {
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(forbiddenHref(path));
    }
  });

  it.each(['anonymous', 'staff', 'admin'] as const)(
    'should send %s from an unknown path to /pageNotFound',
    async (who) => {
      for (const path of ['/nowhere', '/cases/case/1/2/3', '/admin/users', '/api']) {
        const response = await clients[who].request(`${gateway.url}${path}`);
        expect(response.status, path).toBe(302);
        expect(response.headers.get('location'), path).toBe(NOT_FOUND_PATH);
      }
    },
  );

  it('should open detail and sub-page routes and both spellings of DOG Cases', async () => {
    for (const path of [
      '/cases/case/17',
      '/cases/case/17/dockets',
      '/clients/client/C-9/accounts',
      '/trades/foreign/881',
      '/holdings/dog/12',
      '/lossReport/summary',
      '/client-management/reportGenerator/quarterly',
      '/DOGCases',
      '/dogCases',
    ]) {
      const response = await clients.staff.request(`${gateway.url}${path}`);
      expect(response.status, path).toBe(200);
    }
  });

  it('should keep the query string of a refused admin path in redirect', async () => {
    const response = await clients.staff.request(`${gateway.url}/admin?tab=privileges`);
    expect(response.headers.get('location')).toBe(
      '/forbidden?redirect=%2Fadmin%3Ftab%3Dprivileges',
    );
  });

  it('should send a visit to /implicit without a sign-in answer back to /login', async () => {
    const response = await clients.anonymous.request(`${gateway.url}/implicit`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
  });
});
