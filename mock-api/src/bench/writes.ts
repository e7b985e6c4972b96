/**
 * npm run bench:writes -w mock-api: what writes cost with a data file (SQLite). A small edit
 * (PATCH /cases/{id} over HTTP, as the web sends it) is timed on a fresh file, then 100,000
 * trades (BENCH_APPEND) are appended through the store in one write call (an ingestion: one
 * transaction), then the small edit is timed again: its cost must not grow with what the file
 * holds. Last, a restart's cost of loading those rows back. 100,000 generated trades by default
 * (MOCK_API_TRADES); figures are read here, never asserted.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DEMO_USERS } from '@backoffice/core/testing';
import { loadUsers } from '@backoffice/core/server';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { generateStore } from '../data/generate/index.ts';
import { storeWriter } from '../store/writer.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const APPEND = Number(process.env.BENCH_APPEND ?? 100_000);

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : String(Math.round(value))} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** p50 and p99 of wall-clock and process CPU time over RUNS calls, after a few to warm up. */
async function timed(run: (i: number) => Promise<unknown>): Promise<string> {
  for (let i = 0; i < 5; i += 1) await run(i);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const c = process.cpuUsage();
    const t = performance.now();
    await run(i);
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  const q = (values: number[], at: number) =>
    ms(values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(at * values.length))]!);
  return `p50/p99 ${q(wall, 0.5)} / ${q(wall, 0.99)} (cpu ${q(cpu, 0.5)} / ${q(cpu, 0.99)})`;
}

/** CPU time between two readings of process.cpuUsage() (the second one now by default). */
const cpuSince = (from: NodeJS.CpuUsage, to = process.cpuUsage()) =>
  ms((to.user - from.user + to.system - from.system) / 1000);

const sizeOf = (file: string) =>
  ['', '-wal'].reduce(
    (sum, end) => sum + (statSync(`${file}${end}`, { throwIfNoEntry: false })?.size ?? 0),
    0,
  );

const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
const users = (await loadUsers(config.usersFile)).list();
const generate = () =>
  generateStore({ seed: config.seed, trades: config.trades, asOf: config.asOf, users });
const dir = mkdtempSync(path.join(tmpdir(), 'mock-api-bench-'));
const file = path.join(dir, 'bench.sqlite');
const dataFile = { file, base: { seed: config.seed, trades: config.trades, asOf: config.asOf } };

const store = generate();
const write = storeWriter(store, dataFile);
const app = await createApp(config, { store, write });
const server = app.listen(0);
const http = request(`http://127.0.0.1:${String((server.address() as AddressInfo).port)}`);
const login = await http.post('/api/v1/login').send({ data: DEMO_USERS.staff });
const authorization = String(login.headers.authorization);
const edit = async (i: number) => {
  const res = await http
    .patch('/api/v1/cases/CA-0001')
    .set('Authorization', authorization)
    .send({ caption: `In re Bench ${String(i)} Corp. Securities Litigation` });
  if (res.status !== 200) throw new Error(`PATCH answered ${String(res.status)}`);
};

const rows: [string, string][] = [];
rows.push(['small edit (PATCH a case), fresh data file', await timed(edit)]);
rows.push(['data file size', mb(sizeOf(file))]);

const template = store.trades.all();
const started = performance.now();
const startedCpu = process.cpuUsage();
await write(() => {
  for (let i = 0; i < APPEND; i += 1)
    store.trades.append((id) => ({ ...template[i % template.length]!, id }));
  return Promise.resolve();
});
rows.push([
  `append ${APPEND.toLocaleString('en-US')} trades in one write call`,
  `${ms(performance.now() - started)} (cpu ${cpuSince(startedCpu)})`,
]);
rows.push(['data file size (with its WAL)', mb(sizeOf(file))]);
const first = performance.now();
await edit(0);
rows.push(['the first small edit after it (checkpoints the WAL)', ms(performance.now() - first)]);
rows.push([
  `small edit, with ${APPEND.toLocaleString('en-US')} appended trades stored`,
  await timed(edit),
]);
server.close();

const restart = performance.now();
const restartCpu = process.cpuUsage();
const again = generate();
const generated = performance.now();
const generatedCpu = process.cpuUsage();
storeWriter(again, dataFile);
rows.push([
  `restart: generate, then load ${APPEND.toLocaleString('en-US')} stored trades`,
  `${ms(generated - restart)} + ${ms(performance.now() - generated)} ` +
    `(cpu ${cpuSince(restartCpu, generatedCpu)} + ${cpuSince(generatedCpu)})`,
]);
if (again.trades.positions.length !== store.trades.positions.length)
  throw new Error('reload lost rows');
rmSync(dir, { recursive: true, force: true });

process.stdout.write(
  `\n${config.trades.toLocaleString('en-US')} generated trades, ${String(RUNS)} runs per timing\n`,
);
for (const [label, value] of rows) process.stdout.write(`  ${label.padEnd(58)}  ${value}\n`);
