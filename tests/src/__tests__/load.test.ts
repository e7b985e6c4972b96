/**
 * A bounded load on loopback through the whole stack: many signed-in sessions at once, each
 * connection one user's browser, mixing page loads with the API calls the screens make. The
 * figure that matters here is correctness under concurrency (no error, no 5xx, every answer
 * the signed-in user's own); speed is measured by `npm run bench`, not here.
 */
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HttpClient,
  signInThroughGateway,
  startStack,
  type TestStack,
} from '@backoffice/core/testing';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@backoffice/core';

const SESSIONS = 12;
const USERS = ['admin', 'staff', 'viewer'] as const;

/** What one user's browser asks for while working: pages, and the calls their screens make. */
const MIX = [
  '/cases',
  '/api/v1/cases?page=1&pageSize=25',
  '/api/v1/clients?page=1',
  '/trades?page=2',
  '/api/v1/trades?page=1&pageSize=25&sort=amount:desc',
  '/api/v1/trades/totals',
  '/api/v1/securities?q=a',
  '/auth/session',
];

describe('the stack under a bounded load of signed-in sessions', () => {
  let stack: TestStack;
  let cookies: string[];

  beforeAll(async () => {
    stack = await startStack();
    cookies = await Promise.all(
      Array.from({ length: SESSIONS }, async (_, i) => {
        const user = USERS[i % USERS.length]!;
        const client = new HttpClient();
        await signInThroughGateway(client, stack.urls.gateway, user, user);
        return client.cookieHeader(stack.urls.gateway);
      }),
    );
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('should answer every request of every session, with no error and no 5xx', async () => {
    let connection = 0;
    // autocannon hands each connection its own context object: the session it plays.
    const sessionOf = new WeakMap<object, string>();
    const result = await autocannon({
      url: stack.urls.gateway,
      connections: SESSIONS,
      duration: 3,
      // Each connection is one session: it takes the next cookie on its first request.
      requests: MIX.map((path) => ({
        method: 'GET' as const,
        path,
        setupRequest: (request: autocannon.Request, context: object) => {
          if (!sessionOf.has(context)) sessionOf.set(context, cookies[connection++ % SESSIONS]!);
          return {
            ...request,
            headers: {
              ...request.headers,
              cookie: sessionOf.get(context)!,
              accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
              [CSRF_HEADER]: CSRF_HEADER_VALUE,
            },
          };
        },
      })),
    });
    expect(result.requests.total).toBeGreaterThan(SESSIONS * MIX.length);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect(result['5xx']).toBe(0);

    // Afterwards every session is still its own user's.
    for (const [i, cookie] of cookies.entries()) {
      const session = await fetch(`${stack.urls.gateway}/auth/session`, { headers: { cookie } });
      expect(session.status).toBe(200);
      expect(await session.text()).toContain(`"${USERS[i % USERS.length]}"`);
    }
  });
});
