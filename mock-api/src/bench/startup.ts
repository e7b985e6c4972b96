/**
 * npm run bench -w mock-api: start-up time and memory of the mock API at 100,000 and 1,000,000
 * trades (or MOCK_API_TRADES), then each list query 100 times after a warm-up, over HTTP (one
 * server, supertest, as the web calls it) and straight into the engine (the same query parsed
 * by the contract), so the table shows where the time goes. Prints p50 and p99, the process CPU
 * time (on a shared box wall-clock tails are often the scheduler's), and the garbage-collection
 * pauses seen during each query's runs; the targets are read here, never asserted in tests.
 * "Ready to serve" is generation plus the app, which builds the first page's indexes; the other
 * indexes are built on first use, here all at once. Last, a loss run of the busiest case not
 * yet run, started and polled over HTTP. `benchMockApi(trades)` returns the figures (the root
 * `npm run bench` runs this file with `--json`).
 */
import type { AddressInfo } from 'node:net';
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import request from 'supertest';
import { DEMO_USERS } from '@backoffice/core/testing';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { generateStore } from '../data/generate/index.ts';
import { loadUsers } from '@backoffice/core/server';
import { benchLossRun, type LossRunFigures } from './loss-run.ts';
import { engineCall, QUERIES } from './queries.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARM_UP = 10;

const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function settleMemory(): NodeJS.MemoryUsage {
  globalThis.gc?.();
  return process.memoryUsage();
}

/** Main-thread GC pauses seen since the last `gcSince()`: scavenges and mark-compacts apart. */
const pauses: { kind: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const { kind } = (entry as PerformanceEntry & { detail: { kind: number } }).detail;
    pauses.push({ kind, duration: entry.duration });
  }
}).observe({ entryTypes: ['gc'] });

/** Lets pending observer entries arrive, then sums them by kind: "minor n/ms, major n/ms (max)". */
async function gcSince(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 50)); // observer entries come late
  const seen = pauses.splice(0);
  const of = (test: (kind: number) => boolean) => {
    const hits = seen.filter((p) => test(p.kind));
    const total = hits.reduce((sum, p) => sum + p.duration, 0);
    const max = hits.reduce((top, p) => Math.max(top, p.duration), 0);
    return `${String(hits.length)}/${ms(total)}${hits.length ? ` max ${ms(max)}` : ''}`;
  };
  const minor = (kind: number) => kind === constants.NODE_PERFORMANCE_GC_MINOR;
  return `gc minor ${of(minor)}, major ${of((kind) => !minor(kind))}`;
}

interface Timed {
  p50: number;
  p99: number;
  text: string;
}

/** Wall-clock p50 and p99, and the CPU time of the process (what the call costs on a busy box). */
async function timed(run: () => unknown): Promise<Timed> {
  for (let i = 0; i < WARM_UP; i += 1) await run();
  await gcSince();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const c = process.cpuUsage();
    const t = performance.now();
    await run();
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const q = (values: number[]) => `${ms(quantile(values, 0.5))} / ${ms(quantile(values, 0.99))}`;
  return {
    p50: quantile(wall, 0.5),
    p99: quantile(wall, 0.99),
    text: `p50/p99 ${q(wall)} (cpu ${q(cpu)}; ${await gcSince()})`,
  };
}

export interface MockApiBench {
  trades: number;
  generateMs: number;
  startupMs: number;
  allIndexesMs: number;
  heapBytes: number;
  arrayBufferBytes: number;
  rssBytes: number;
  /** Each list query over HTTP, wall clock. */
  queries: { label: string; p50: number; p99: number }[];
  lossRun: LossRunFigures;
  /** The human-readable table the workspace's own `npm run bench` prints. */
  rows: [string, string][];
}

export async function benchMockApi(trades: number): Promise<MockApiBench> {
  const config = loadConfig({
    ...process.env,
    MOCK_API_TRADES: String(trades),
    LOG_LEVEL: 'silent',
  });
  const directory = await loadUsers(config.usersFile);
  const before = settleMemory();
  const started = performance.now();
  const store = generateStore({
    seed: config.seed,
    trades,
    asOf: config.asOf,
    users: directory.list(),
  });
  const generated = performance.now();
  const app = await createApp(config, { directory, store });
  const firstQuery = performance.now();
  const engine = engineCall(store);
  for (const [, , url] of QUERIES) engine(url); // builds the column indexes the queries use
  const indexed = performance.now();
  const after = settleMemory();
  const server = app.listen(0);
  const http = request(`http://127.0.0.1:${String((server.address() as AddressInfo).port)}`);
  const tokens = {
    admin: '',
    viewer: '',
  };
  for (const user of ['admin', 'viewer'] as const) {
    const login = await http.post('/api/v1/login').send({ data: DEMO_USERS[user] });
    tokens[user] = String(login.headers.authorization);
  }

  const rows: [string, string][] = [
    ['generate the data', ms(generated - started)],
    ["build the app (and the first page's indexes)", ms(firstQuery - generated)],
    ['ready to serve (start-up)', ms(firstQuery - started)],
    ['build the other indexes the queries use', ms(indexed - firstQuery)],
    ['all indexes built', ms(indexed - started)],
    ['heap used by the data and indexes', mb(after.heapUsed - before.heapUsed)],
    ['typed arrays (indexes, outside the heap)', mb(after.arrayBuffers - before.arrayBuffers)],
    ['process RSS', mb(after.rss)],
  ];
  const width = 58;
  const queries: MockApiBench['queries'] = [];
  for (const [label, user, url] of QUERIES) {
    let total = 0;
    const overHttp = await timed(async () => {
      const res = await http.get(url).set('Authorization', tokens[user]);
      if (res.status !== 200) throw new Error(`${url} answered ${String(res.status)}`);
      total =
        (res.body as { total?: number; count?: number }).total ??
        (res.body as { count: number }).count;
    });
    const direct = user === 'admin' ? (await timed(() => engine(url))).text : 'n/a';
    queries.push({ label, p50: overHttp.p50, p99: overHttp.p99 });
    rows.push([
      `${label} (${total.toLocaleString('en-US')} match)`,
      `HTTP ${overHttp.text}\n${' '.repeat(width + 4)}engine ${direct}`,
    ]);
  }
  const lossRun = await benchLossRun(store, http, tokens.admin);
  rows.push(...lossRun.rows);
  server.close();
  return {
    trades,
    generateMs: generated - started,
    startupMs: firstQuery - started,
    allIndexesMs: indexed - started,
    heapBytes: after.heapUsed - before.heapUsed,
    arrayBufferBytes: after.arrayBuffers - before.arrayBuffers,
    rssBytes: after.rss,
    queries,
    lossRun: lossRun.figures,
    rows,
  };
}

function print(result: MockApiBench): void {
  process.stdout.write(
    `\n${result.trades.toLocaleString('en-US')} trades, ${String(RUNS)} runs per query after ${String(WARM_UP)}\n`,
  );
  for (const [label, value] of result.rows) {
    process.stdout.write(`  ${label.padEnd(58)}  ${value}\n`);
  }
}

if (import.meta.main) {
  const sizes = process.env.MOCK_API_TRADES
    ? [Number(process.env.MOCK_API_TRADES)]
    : [100_000, 1_000_000];
  const results: MockApiBench[] = [];
  for (const size of sizes) {
    const result = await benchMockApi(size);
    if (process.argv.includes('--json')) results.push(result);
    else print(result);
  }
  if (results.length > 0) process.stdout.write(`BENCH_JSON ${JSON.stringify(results)}\n`);
}
