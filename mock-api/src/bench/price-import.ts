/**
 * npm run bench:prices -w mock-api: what importing a security's daily prices costs over HTTP,
 * with a data file (SQLite). A 10,000-row Yahoo-layout CSV (BENCH_PRICE_ROWS, trading days by
 * the NYSE calendar, newest last) is sent as a dry run, committed, and sent again (all
 * unchanged); then the price drops are listed (found again after the import) and the store is
 * loaded back as at a restart. Figures are read here, never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { tradingDaysBetween } from '@backoffice/core/domain';
import { DEMO_USERS } from '@backoffice/core/testing';
import { loadUsers } from '@backoffice/core/server';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { generateStore } from '../data/generate/index.ts';
import { storeWriter } from '../store/writer.ts';

const ROWS = Number(process.env.BENCH_PRICE_ROWS ?? 10_000);
const SECURITY = 'SE-0001';

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : String(Math.round(value))} ms`;

const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
const users = (await loadUsers(config.usersFile)).list();
const generate = () =>
  generateStore({ seed: config.seed, trades: config.trades, asOf: config.asOf, users });
const dir = mkdtempSync(path.join(tmpdir(), 'mock-api-bench-prices-'));
const file = path.join(dir, 'bench.sqlite');
const dataFile = { file, base: { seed: config.seed, trades: config.trades, asOf: config.asOf } };

const store = generate();
const app = await createApp(config, { store, write: storeWriter(store, dataFile) });
const server = app.listen(0);
const http = request(`http://127.0.0.1:${String((server.address() as AddressInfo).port)}`);
const login = await http.post('/api/v1/login').send({ data: DEMO_USERS.admin });
const authorization = String(login.headers.authorization);

// The last ROWS trading days up to the data's as-of date: the older ones fall before the
// generated prices (added), the recent ones on them (changed).
const days = tradingDaysBetween('1971-01-01', config.asOf).slice(-ROWS);
const lines = days.map((day, i) => {
  const close = (50 + 20 * Math.sin(i / 40) + i / 500).toFixed(4);
  return `${day},${close},${close},${close},${close},${close},${String(1_000_000 + i)}`;
});
const csv = Buffer.from(['Date,Open,High,Low,Close,Adj Close,Volume', ...lines].join('\n'));

async function send(query: string): Promise<{ wall: number; body: Record<string, unknown> }> {
  const started = performance.now();
  const res = await http
    .post(`/api/v1/securities/${SECURITY}/prices/imports${query}`)
    .set('Authorization', authorization)
    .set('content-type', 'text/csv')
    .send(csv);
  const wall = performance.now() - started;
  if (res.status !== 200) throw new Error(`import answered ${String(res.status)}`);
  return { wall, body: res.body as Record<string, unknown> };
}

const counts = (body: Record<string, unknown>) =>
  `added ${String(body.added)}, changed ${String((body.changed as unknown[]).length)}, unchanged ${String(body.unchanged)}`;

const rows: [string, string][] = [];
const dry = await send('?dryRun=true');
rows.push([
  `dry run, ${ROWS.toLocaleString('en-US')} rows`,
  `${ms(dry.wall)} (${counts(dry.body)})`,
]);
const commit = await send('');
rows.push([
  `commit, ${ROWS.toLocaleString('en-US')} rows`,
  `${ms(commit.wall)} (${counts(commit.body)})`,
]);
const again = await send('');
rows.push(['the same file again', `${ms(again.wall)} (${counts(again.body)})`]);
const dropsStarted = performance.now();
const drops = await http.get('/api/v1/price-drops?pageSize=10').set('Authorization', authorization);
if (drops.status !== 200) throw new Error(`price drops answered ${String(drops.status)}`);
rows.push(['first price-drops list after the import', ms(performance.now() - dropsStarted)]);
server.close();

const restart = performance.now();
const reloaded = generate();
const generated = performance.now();
storeWriter(reloaded, dataFile);
rows.push([
  `restart: generate, then load ${String(reloaded.importedPrices.size)} imported prices`,
  `${ms(generated - restart)} + ${ms(performance.now() - generated)}`,
]);
rmSync(dir, { recursive: true, force: true });

process.stdout.write(`\n${config.trades.toLocaleString('en-US')} generated trades\n`);
for (const [label, value] of rows) process.stdout.write(`  ${label.padEnd(58)}  ${value}\n`);
