/**
 * npm run bench:13f -w mock-api: a Form 13F data sets ZIP of BENCH_13F_ROWS information-table
 * rows (100,000 by default; a real quarter has about 3,000,000), generated in the SEC's layout,
 * imported over HTTP into a server on a data file, while list calls (GET /13f/filers and
 * /13f/positions) run in a loop beside it; BENCH_13F_QUARTERS such quarters (1 by default, up to 4) one after another.
 * Prints each import's time, the process's memory before and after, the list call's latency
 * during the import, and the two 13-F questions after them ("who held this CUSIP in this
 * quarter", a filer's positions over time); with BENCH_13F_RESTART=1, how long the API then
 * takes to start again on that data file. Figures are read here, never asserted.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';
import { DEMO_USERS } from '@backoffice/core/testing';
import { loadUsers } from '@backoffice/core/server';
import { dataSetsZip } from '@backoffice/core/filings13f-edgar';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import {
  PERIOD,
  PERIODS,
  QUARTERS,
  ROWS,
  benchCik,
  benchCusips,
  mb,
  ms,
  quantile,
  quarterRows,
} from './filings13f-data-sets.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'mock-api-bench-13f-'));
const config = loadConfig({
  LOG_LEVEL: 'silent',
  MOCK_API_DATA_FILE: path.join(dir, 'bench.sqlite'),
  MOCK_API_UPLOAD_LIMIT_BYTES: '500000000',
  MOCK_API_UPLOAD_UNPACKED_LIMIT_BYTES: '2000000000',
  MOCK_API_UPLOAD_ROW_LIMIT: '5000000',
  ...process.env,
});
const app = await createApp(config, { directory: await loadUsers(config.usersFile) });
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/api/v1`;
const login = await fetch(`${base}/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', connection: 'close' },
  body: JSON.stringify({ data: DEMO_USERS.admin }),
});
const authorization = login.headers.get('authorization') ?? '';
const get = async (url: string) => {
  const t = performance.now();
  const res = await fetch(`${base}${url}`, { headers: { authorization, connection: 'close' } });
  await res.arrayBuffer();
  return performance.now() - t;
};

// Every call on a new connection: making a ZIP holds this process (the server's too) past its
// keep-alive time, and a kept connection would be reset under the next call sent on it.
const securitiesPage = await fetch(`${base}/securities?pageSize=100`, {
  headers: { authorization, connection: 'close' },
});
const securities = (await securitiesPage.json()) as { items: { cusip: string }[] };
const cusips = benchCusips(securities.items.map((s) => s.cusip));
/** Listed during an import: filers (in the process), positions (the warehouse, by SQL). */
const LISTED = ['/13f/filers?pageSize=25', '/13f/positions?pageSize=25'];

/** Makes a quarter's ZIP and imports it while another thread lists filers; prints both. */
async function importQuarter(period: string, q: number): Promise<void> {
  const t0 = performance.now();
  const zip = dataSetsZip(quarterRows(cusips, period, q, ROWS));
  console.log(
    `${period} data sets ZIP: ${String(ROWS)} rows, ${mb(zip.length)} compressed, made in ${ms(performance.now() - t0)}`,
  );
  global.gc?.();
  const before = process.memoryUsage();
  // The list calls come from another thread: from this one (the server's) they would wait with
  // the server whenever it is held, and never show it.
  const lister = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const during = workerData.urls.map(() => []);
    let importing = true;
    parentPort.on('message', () => { importing = false; });
    (async () => {
      for (let i = 0; importing; i += 1) {
        const which = i % workerData.urls.length;
        const t = performance.now();
        const res = await fetch(workerData.urls[which], { headers: { authorization: workerData.authorization, connection: 'close' } });
        await res.arrayBuffer();
        during[which].push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
      parentPort.postMessage(during);
    })();`,
    { eval: true, workerData: { urls: LISTED.map((url) => `${base}${url}`), authorization } },
  );
  const during = new Promise<number[][]>((resolve) => lister.once('message', resolve));
  const start = performance.now();
  const res = await fetch(`${base}/13f/imports`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/zip', connection: 'close' },
    body: new Uint8Array(zip),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  const took = performance.now() - start;
  lister.postMessage('stop');
  const listed = await during;
  await lister.terminate();
  const after = process.memoryUsage();
  console.log(
    res.ok
      ? `import: HTTP ${String(res.status)} in ${ms(took)}; added ${String(answer.added)}, entries ${String(answer.entries)}`
      : `import: HTTP ${String(res.status)} in ${ms(took)}: ${JSON.stringify(answer)}`,
  );
  console.log(
    `memory: rss ${mb(before.rss)} → ${mb(after.rss)}, heap used ${mb(before.heapUsed)} → ${mb(after.heapUsed)}`,
  );
  for (const [i, url] of LISTED.entries()) {
    const times = listed[i]!;
    console.log(
      `GET ${url} during the import (${String(times.length)} calls): p50 ${ms(quantile(times, 0.5))}, p99 ${ms(quantile(times, 0.99))}, max ${ms(quantile(times, 1))}`,
    );
  }
}

for (const [q, period] of PERIODS.entries()) await importQuarter(period, q);
const cusip = cusips[0]!;
const first = await get(`/13f/positions?cusip=${cusip}&period=${PERIOD}&pageSize=100`);
/** One call at a time: calls sent together would each wait for the others. */
async function timed(count: number, url: (i: number) => string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) out.push(await get(url(i)));
  return out;
}
const who = await timed(
  20,
  (i) => `/13f/positions?cusip=${cusips[i]!}&period=${PERIOD}&pageSize=100`,
);
const filer = await timed(
  20,
  (i) => `/13f/positions?cik=${benchCik(i * 7)}&sort=period:asc&pageSize=100`,
);
console.log(
  `who held a CUSIP in ${PERIOD} (${String(QUARTERS)} quarters loaded): first call ${ms(first)}, then p50 ${ms(quantile(who, 0.5))} over 20 CUSIPs`,
);
console.log(`a filer's positions over time: p50 ${ms(quantile(filer, 0.5))}`);
server.close();
server.closeAllConnections();

/** The API started again on the data file, as `npm start` does: until it says it listens. */
async function restartTime(): Promise<number> {
  const start = performance.now();
  const child = spawn(process.execPath, ['src/main.ts'], {
    env: {
      ...process.env,
      MOCK_API_DATA_FILE: config.dataFile!,
      MOCK_API_PORT: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    for await (const line of createInterface({ input: child.stdout })) {
      if (line.includes('listening on')) return performance.now() - start;
    }
    throw new Error('the API stopped before it listened');
  } finally {
    child.kill();
  }
}
// A second process holds everything again: only asked for, not beside four quarters.
if (process.env.BENCH_13F_RESTART === '1')
  console.log(`restart on the data file: listening after ${ms(await restartTime())}`);
rmSync(dir, { recursive: true, force: true });
