/**
 * npm run bench:auto-runs -w mock-api: portfolio monitoring at a practice's scale (500 clients,
 * 1,000,000 trades, 250 cases; BENCH_CLIENTS, MOCK_API_TRADES, BENCH_CASES to change). Each case
 * has a run first. Then one case's disclosure date is changed over HTTP, and the time until the
 * automatic run it starts has completed is read; then every case is changed at once, and the
 * time until all 250 automatic runs have completed, while a list call (GET /cases) runs in a
 * loop beside them (its p50 and p99). Figures are printed, never asserted; `--json` prints them
 * as JSON for the root `npm run bench`.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { Case } from '@backoffice/core/api';
import { disclosureOf } from '@backoffice/core/domain';
import { lookbackWindow } from '@backoffice/core/loss';
import { DEMO_USERS } from '@backoffice/core/testing';
import { loadUsers } from '@backoffice/core/server';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { generateStore } from '../data/generate/index.ts';
import type { Store } from '../store/store.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const CASES = Number(process.env.BENCH_CASES ?? 250);
const json = process.argv.includes('--json');
const say = (line: string) => {
  if (!json) console.log(line);
};
const ms = (v: number) => `${v < 10 ? v.toFixed(1) : String(Math.round(v))} ms`;
const quantile = (values: number[], at: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(at * values.length))] ??
  NaN;

export interface AutoRunsBench {
  clients: number;
  trades: number;
  cases: number;
  /** Cases whose lookback is over, so a run can complete (the others are refused, not run). */
  runnable: number;
  oneCaseMs: number;
  oneCasePositions: number;
  allCasesMs: number;
  listDuring: { calls: number; p50: number; p99: number };
  listQuiet: { p50: number; p99: number };
}

/**
 * With BENCH_PROFILE=<file>, a CPU profile of the re-run of every case alone (open it in
 * Chrome's DevTools), without the generation around it.
 */
async function startProfile(): Promise<{ stop: () => Promise<void> }> {
  const file = process.env.BENCH_PROFILE;
  if (!file) return { stop: () => Promise.resolve() };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

const sleep = (msTime: number) => new Promise((r) => setTimeout(r, msTime));

/** Waits until each case has a completed or failed run started at or after `since`. */
async function settled(store: Store, caseIds: readonly string[], since: string): Promise<void> {
  const waiting = new Set(caseIds);
  while (waiting.size > 0) {
    for (const run of store.lossRuns.all()) {
      if (run.createdAt < since || !waiting.has(run.caseId)) continue;
      if (run.status === 'completed' || run.status === 'failed') waiting.delete(run.caseId);
    }
    if (waiting.size > 0) await sleep(5);
  }
}

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  MOCK_API_TRADES: process.env.MOCK_API_TRADES ?? '1000000',
  MOCK_API_AUTO_RUN_DELAY_MS: '0',
  MOCK_API_MONTHLY_REPORTS: 'off',
});
const directory = await loadUsers(config.usersFile);
const t0 = performance.now();
const store = generateStore({
  seed: config.seed,
  trades: config.trades,
  asOf: config.asOf,
  users: directory.list(),
  // A case covers one domestic security: enough securities for every case.
  sizes: { clients: CLIENTS, cases: CASES, securities: Math.max(240, Math.ceil(CASES * 1.4)) },
});
say(
  `generated ${String(store.clients.all().length)} clients, ${String(store.trades.all().length)} trades, ${String(store.cases.all().length)} cases in ${ms(performance.now() - t0)}`,
);
const app = await createApp(config, { directory, store });
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const http = request(`http://127.0.0.1:${String((server.address() as AddressInfo).port)}`);
const login = await http.post('/api/v1/login').send({ data: DEMO_USERS.admin });
const authorization = String(login.headers.authorization);

const runnable = store.cases
  .all()
  .filter((c) => lookbackWindow(disclosureOf(c)).end <= store.asOf)
  .map((c) => c.id);

/** A change a run is computed from: the disclosure date set, or cleared back to its default. */
const touch = async (c: Case) => {
  const res = await http
    .patch(`/api/v1/cases/${c.id}`)
    .set('authorization', authorization)
    .send({ disclosureDate: c.disclosureDate === null ? disclosureOf(c) : null });
  if (res.status !== 200)
    throw new Error(`PATCH ${c.id}: ${String(res.status)} ${JSON.stringify(res.body)}`);
};

// Every case gets its first run (the generated data has runs for some only).
let since = new Date().toISOString();
for (const id of runnable) await touch(store.cases.get(id)!);
await settled(store, runnable, since);
say(`first runs of ${String(runnable.length)} runnable cases done`);

const listCall = async () => {
  const t = performance.now();
  const res = await http.get('/api/v1/cases?pageSize=25').set('authorization', authorization);
  if (res.status !== 200) throw new Error(`GET /cases: ${String(res.status)}`);
  return performance.now() - t;
};
const quiet: number[] = [];
for (let i = 0; i < 50; i += 1) quiet.push(await listCall());

// One case: the busiest one (most trades in its securities).
const busiest = [...runnable].sort(
  (a, b) =>
    store.cases.get(b)!.securityIds.length - store.cases.get(a)!.securityIds.length ||
    a.localeCompare(b),
)[0]!;
since = new Date().toISOString();
const one = performance.now();
await touch(store.cases.get(busiest)!);
await settled(store, [busiest], since);
const oneCaseMs = performance.now() - one;
const lastRun = store.lossRuns
  .all()
  .filter((r) => r.caseId === busiest)
  .at(-1)!;
say(
  `one case's automatic run (${busiest}, ${String(lastRun.progress.total)} positions): ${ms(oneCaseMs)}`,
);

// All cases at once, a list call in a loop beside them.
const during: number[] = [];
const state = { running: true };
const loop = (async () => {
  while (state.running) {
    during.push(await listCall());
    await sleep(20);
  }
})();
since = new Date().toISOString();
const profile = await startProfile();
const all = performance.now();
for (const id of runnable) await touch(store.cases.get(id)!);
await settled(store, runnable, since);
const allCasesMs = performance.now() - all;
await profile.stop();
state.running = false;
await loop;
say(`all ${String(runnable.length)} cases' automatic runs: ${ms(allCasesMs)}`);
say(
  `GET /cases meanwhile (${String(during.length)} calls): p50 ${ms(quantile(during, 0.5))}, p99 ${ms(quantile(during, 0.99))}; quiet p50 ${ms(quantile(quiet, 0.5))}, p99 ${ms(quantile(quiet, 0.99))}`,
);

const result: AutoRunsBench = {
  clients: store.clients.all().length,
  trades: store.trades.all().length,
  cases: store.cases.all().length,
  runnable: runnable.length,
  oneCaseMs,
  oneCasePositions: lastRun.progress.total,
  allCasesMs,
  listDuring: { calls: during.length, p50: quantile(during, 0.5), p99: quantile(during, 0.99) },
  listQuiet: { p50: quantile(quiet, 0.5), p99: quantile(quiet, 0.99) },
};
if (json) console.log(`BENCH_JSON ${JSON.stringify(result)}`);
server.close();
server.closeAllConnections();
process.exit(0);
