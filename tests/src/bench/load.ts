/**
 * HTTP load with autocannon, and the two ways the bench calls the stack: through the gateway
 * with a signed-in session cookie, and straight to the mock API with its own bearer token.
 */
import autocannon from 'autocannon';
import {
  DEMO_USERS,
  HttpClient,
  signInThroughGateway,
  type TestStack,
} from '@backoffice/core/testing';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Connection errors, timeouts and answers other than 2xx/3xx. */
  errors: number;
}

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** Paths to cycle through (default: just the url's own). */
  paths?: readonly string[];
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    ...(options.paths
      ? { requests: options.paths.map((path) => ({ method: 'GET' as const, path })) }
      : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * A session cookie of the gateway, signed in through the IdP as a browser would. Tried three
 * times: on a shared machine a rebuild of web/dist can briefly take index.html away.
 */
export async function gatewaySession(stack: TestStack, user = DEMO_USERS.admin): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const client = new HttpClient();
    const { response } = await signInThroughGateway(
      client,
      stack.urls.gateway,
      user.username,
      user.password,
    );
    await response.body?.cancel();
    if (response.status === 200) return client.cookieHeader(stack.urls.gateway);
    if (attempt === 3) throw new Error(`sign-in ended with ${String(response.status)}`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/** The mock API's own bearer token (its /login), for calls that skip the gateway. */
export async function directToken(stack: TestStack, user = DEMO_USERS.admin): Promise<string> {
  const res = await fetch(`${stack.urls.api}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: user }),
  });
  const token = res.headers.get('authorization');
  if (!res.ok || !token) throw new Error(`mock API sign-in answered ${String(res.status)}`);
  return token;
}

/** Median of a list of numbers. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
