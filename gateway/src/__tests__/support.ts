/**
 * Runs the gateway in-process on a real port, against the real IdP and mock API started as
 * child processes by the shared harness.
 */
import { once } from 'node:events';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import {
  HttpClient,
  signInThroughGateway,
  startStack,
  type TestStack,
  type TestStackOptions,
} from '@backoffice/core/testing';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@backoffice/core';
import { createApp, type GatewayApp } from '../app.ts';
import { loadConfig } from '../config.ts';

export const PASSWORDS: Record<string, string> = {
  admin: 'admin',
  staff: 'staff',
  viewer: 'viewer',
};

export interface RunningGateway {
  url: string;
  app: GatewayApp;
  /** JSON log lines the gateway wrote. */
  logs: string[];
  signIn: (username: string, path?: string, client?: HttpClient) => Promise<HttpClient>;
  close: () => Promise<void>;
}

export async function startGateway(
  stack: TestStack,
  env: Record<string, string> = {},
  port = stack.ports.gateway,
): Promise<RunningGateway> {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const url = `http://localhost:${port}`;
  const config = loadConfig({
    ...stack.env.gateway,
    BASE_URL: url,
    LOG_LEVEL: 'info',
    ...env,
    GATEWAY_PORT: String(port),
  });
  const app = await createApp(config, pino({ level: 'info' }, sink));
  const server: Server = app.app.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    url,
    app,
    logs,
    async signIn(username, path = '/', client = new HttpClient()) {
      const { response } = await signInThroughGateway(
        client,
        url,
        username,
        PASSWORDS[username] ?? username,
        path,
      );
      if (response.status !== 200)
        throw new Error(`sign-in as ${username} ended with ${response.status}`);
      return client;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await app.close();
    },
  };
}

export async function startGatewayStack(
  env: Record<string, string> = {},
  options: TestStackOptions = {},
): Promise<{ stack: TestStack; gateway: RunningGateway; stop: () => Promise<void> }> {
  const stack = await startStack({ services: ['idp', 'mock-api'], ...options });
  const gateway = await startGateway(stack, env).catch(async (err: unknown) => {
    await stack.stop();
    throw err;
  });
  return {
    stack,
    gateway,
    stop: async () => {
      await gateway.close();
      await stack.stop();
    },
  };
}

/** The next spare gateway port of a stack (see the harness's spareGatewayPorts). */
export function sparePort(stack: TestStack): number {
  const port = stack.spareGatewayPorts.shift();
  if (port === undefined) throw new Error('No spare gateway port left: ask startStack for more');
  return port;
}

/** Headers our own web app sends on a state-changing call. */
export function sameSiteHeaders(gatewayUrl: string): Record<string, string> {
  return { origin: new URL(gatewayUrl).origin, [CSRF_HEADER]: CSRF_HEADER_VALUE };
}

/** A JWT anywhere in a text: what must never reach the browser. */
export const JWT_PATTERN = /eyJ[\w-]{5,}\.eyJ[\w-]{5,}\.[\w-]+/;

/** How many token refreshes a gateway has counted, from its metrics. */
export async function refreshes(
  gateway: Pick<RunningGateway, 'url'>,
  outcome: 'success' | 'failure',
): Promise<number> {
  const text = await (await fetch(`${gateway.url}/metrics`)).text();
  const match = new RegExp(`gateway_token_refreshes_total\\{outcome="${outcome}"\\} (\\d+)`).exec(
    text,
  );
  return Number(match?.[1] ?? 0);
}

/**
 * How a gateway's API calls found their session, from its metrics: `quick`, or `full:<reason>`
 * for a call left to the sign-in library (see auth/quick-api-session.ts).
 */
export async function apiSessionReads(
  gateway: Pick<RunningGateway, 'url'>,
): Promise<Record<string, number>> {
  const text = await (await fetch(`${gateway.url}/metrics`)).text();
  const reads: Record<string, number> = {};
  for (const [, labels = '', count] of text.matchAll(
    /^gateway_api_session_reads_total\{([^}]*)\} (\d+)$/gm,
  )) {
    const reason = /reason="([^"]*)"/.exec(labels)?.[1];
    reads[reason ? `full:${reason}` : 'quick'] = Number(count);
  }
  return reads;
}
