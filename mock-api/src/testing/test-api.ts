/**
 * A mock API for tests: small data (5,000 trades), quiet logs, an identity provider that is not
 * there (so only the API's own form tokens work), and a signing key the test knows, to make
 * broken tokens. Sign-in goes through the real `POST /api/v1/login` with the demo users.
 */
import type { KeyObject } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { DEMO_USERS, type DemoUser } from '@backoffice/core/testing';
import { loadUsers } from '@backoffice/core/server';
import { pino } from 'pino';
import { closeApp, createApp, fileParserFor, type AppDeps } from '../app.ts';
import type { FileParser } from '../features/ingestion/file-parser.ts';
import { loadConfig, type ConfigEnv, type MockApiConfig } from '../config.ts';
import {
  generateData,
  storeOf,
  type GenerateOptions,
  type GeneratedData,
} from '../data/generate/index.ts';
import { generateSigningKey } from '../http/tokens.ts';
import type { Store } from '../store/store.ts';

export const TEST_ENV = {
  MOCK_API_TRADES: '5000',
  LOG_LEVEL: 'silent',
  // A test's 13-F imports are a few lines: a second DuckDB thread would only wait, costing CPU.
  MOCK_API_13F_THREADS: '1',
  // Nothing listens there: tokens claiming to come from the IdP cannot be verified.
  MOCK_API_ISSUER: 'http://127.0.0.1:9',
  // CourtListener is configured, but nothing listens there: a test that fetches starts its own.
  COURTLISTENER_API_TOKEN: 'test-token',
  COURTLISTENER_BASE_URL: 'http://127.0.0.1:9/api/rest/v4/',
} as const satisfies ConfigEnv;

export type Caller = DemoUser | 'anonymous';

export interface TestApi {
  app: Express;
  store: Store;
  config: MockApiConfig;
  signingKey: KeyObject;
  tokens: Readonly<Record<DemoUser, string>>;
  /** A supertest request as `user`, with its bearer token. */
  as(user: Caller): {
    get(path: string): request.Test;
    post(path: string): request.Test;
    patch(path: string): request.Test;
    put(path: string): request.Test;
    delete(path: string): request.Test;
  };
}

/**
 * A file reader for a test API of `env`, its worker started at once as the server's entry
 * starts it, so the first upload does not wait for it to load.
 */
export function warmFileParser(env: Partial<Record<keyof ConfigEnv, string>> = {}): FileParser {
  const parser = fileParserFor(loadConfig({ ...TEST_ENV, ...env }), pino({ level: 'silent' }));
  parser.warm();
  return parser;
}

/**
 * The test APIs of the file running, closed when it ends (close-test-apis.setup.ts). The
 * project's files share a worker's modules: an app left open kept its timers, and with them its
 * store, for every later file of the worker (gigabytes of heap by the end).
 */
const openApis = new Set<Express>();

export async function closeTestApis(): Promise<void> {
  const apps = [...openApis];
  openApis.clear();
  await Promise.all(apps.map(closeApp));
}

/**
 * One RSA key for the test APIs of a worker (70 ms of CPU each), as a server keeps its key across
 * restarts: a test that needs a key the API does not know makes its own (auth.test.ts).
 */
let workerSigningKey: KeyObject | undefined;

/**
 * The demo data of each seed and size, drawn once per worker (half a second of CPU each time,
 * a hundred test APIs a run). A store never changes a row in place: it puts another, and a
 * failed call's rollback puts the old one back. So the stores of a worker's test APIs share the
 * rows, frozen to keep it so (a change in place throws), and each gets its own copy of what a
 * store does change: the index of trades by position.
 */
const draws = new Map<string, GeneratedData>();

export function drawnStore(options: GenerateOptions): Store {
  const key = JSON.stringify(options);
  let data = draws.get(key);
  if (!data) {
    data = generateData(options);
    for (const rows of [data.trades, data.holdings, data.filingLines, data.breaks])
      deepFreeze(rows);
    for (const rows of Object.values(data.rows)) deepFreeze(rows);
    draws.set(key, data);
  }
  const positions = new Map([...data.positions].map(([key, at]) => [key, [...at]]));
  return storeOf({ ...data, positions }, options.seed);
}

/** Freezes objects and arrays all the way down. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  if (ArrayBuffer.isView(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/** `deps` adds to what the test API is made with (e.g. slower loss-run jobs, a logger to read). */
export async function startTestApi(
  env: Partial<Record<keyof ConfigEnv, string>> = {},
  deps: Pick<AppDeps, 'lossJobs' | 'reportJobs' | 'fileParser' | 'logger' | 'emailSender'> = {},
): Promise<TestApi> {
  const config = loadConfig({ ...TEST_ENV, ...env });
  const directory = await loadUsers(config.usersFile);
  const store = drawnStore({
    seed: config.seed,
    trades: config.trades,
    asOf: config.asOf,
    users: directory.list(),
  });
  workerSigningKey ??= generateSigningKey();
  const signingKey = workerSigningKey;
  const app = await createApp(config, { ...deps, directory, store, signingKey });
  openApis.add(app);
  const signIn = async (user: DemoUser) => {
    const res = await request(app).post('/api/v1/login').send({ data: DEMO_USERS[user] });
    if (res.status !== 200) throw new Error(`sign-in as ${user} failed: ${String(res.status)}`);
    return String(res.headers.authorization).replace(/^Bearer /, '');
  };
  const tokens: Record<DemoUser, string> = {
    admin: await signIn('admin'),
    staff: await signIn('staff'),
    viewer: await signIn('viewer'),
  };
  const as = (user: Caller) => {
    const send = (method: 'get' | 'post' | 'patch' | 'put' | 'delete') => (path: string) => {
      const test = request(app)[method](path);
      return user === 'anonymous' ? test : test.set('Authorization', `Bearer ${tokens[user]}`);
    };
    return {
      get: send('get'),
      post: send('post'),
      patch: send('patch'),
      put: send('put'),
      delete: send('delete'),
    };
  };
  return { app, store, config, signingKey, tokens, as };
}
