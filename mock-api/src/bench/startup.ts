/**
 * npm run bench -w mock-api: start-up time and memory of the mock API at 100,000 and 1,000,000
 * trades (or MOCK_API_TRADES), and the time of list queries over the trades. Prints a table;
 * the speed targets are read here, never asserted in tests.
 */
import request from 'supertest';
import { DEMO_USERS } from '@backoffice/idp/testing';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const QUERIES = [
  ['page 1, default sort', '/api/v1/trades'],
  [
    'sorted by amount, filtered, page 3 of 100',
    '/api/v1/trades?sort=amount:desc&page=3&pageSize=100&market=foreign&from=2023-01-01&to=2024-12-31',
  ],
  ['quick search, sorted', '/api/v1/trades?q=northwind%20energy&sort=tradeDate:asc&pageSize=50'],
  ['deep page (full sort)', '/api/v1/trades?sort=clientName:asc&page=2000&pageSize=100'],
  [
    'one account, one year',
    '/api/v1/trades?accountId=AC-00001&from=2025-01-01&to=2025-12-31&pageSize=100',
  ],
] as const;
const RUNS = 5;

const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function settleMemory(): NodeJS.MemoryUsage {
  globalThis.gc?.();
  return process.memoryUsage();
}

async function bench(trades: number): Promise<void> {
  const before = settleMemory();
  const started = performance.now();
  const app = await createApp(
    loadConfig({ ...process.env, MOCK_API_TRADES: String(trades), LOG_LEVEL: 'silent' }),
  );
  const startMs = performance.now() - started;
  const after = settleMemory();
  const login = await request(app).post('/api/v1/login').send({ data: DEMO_USERS.admin });
  const auth = String(login.headers.authorization);

  const rows: [string, string][] = [
    ['start (generate + build app)', ms(startMs)],
    ['heap used by the data', mb(after.heapUsed - before.heapUsed)],
    ['process RSS', mb(after.rss)],
  ];
  for (const [label, url] of QUERIES) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      const res = await request(app).get(url).set('Authorization', auth);
      times.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`${url} answered ${String(res.status)}`);
      total = (res.body as { total: number }).total;
    }
    rows.push([
      `GET ${label} (${total.toLocaleString('en-US')} rows match)`,
      `${ms(median(times))} median of ${RUNS}`,
    ]);
  }
  process.stdout.write(`\n${trades.toLocaleString('en-US')} trades\n`);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) process.stdout.write(`  ${label.padEnd(width)}  ${value}\n`);
}

const sizes = process.env.MOCK_API_TRADES
  ? [Number(process.env.MOCK_API_TRADES)]
  : [100_000, 1_000_000];
for (const size of sizes) await bench(size);
