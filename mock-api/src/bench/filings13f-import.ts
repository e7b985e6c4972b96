/**
 * npm run bench:13f -w mock-api: a Form 13F data sets ZIP of BENCH_13F_ROWS information-table
 * rows (100,000 by default; a real quarter has about 3,000,000), generated in the SEC's layout,
 * imported over HTTP into a server on a data file, while a list call (GET /13f/filers) runs in
 * a loop beside it. Prints the import's time, the process's memory before and after, the list
 * call's latency during the import, and the two 13-F questions after it ("who held this CUSIP
 * in this quarter", a filer's positions over time). Figures are read here, never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_USERS } from '@backoffice/core/testing';
import { loadUsers } from '@backoffice/core/server';
import { dataSetDate, dataSetsZip, type DataSetRows } from '@backoffice/core/filings13f-edgar';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const ROWS = Number(process.env.BENCH_13F_ROWS ?? 100_000);
const PER_FILING = 100;
const PERIOD = '2025-06-30';

const ms = (v: number) => `${v < 10 ? v.toFixed(1) : String(Math.round(v))} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const quantile = (values: number[], at: number) =>
  values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(at * values.length))] ?? NaN;

/** Filings of PER_FILING entries each, CUSIPs drawn from the generated securities and others. */
function quarter(cusips: readonly string[]): DataSetRows {
  type Row = Record<string, string | number>;
  const rows = {
    SUBMISSION: [] as Row[],
    COVERPAGE: [] as Row[],
    SUMMARYPAGE: [] as Row[],
    INFOTABLE: [] as Row[],
  };
  const filings = Math.ceil(ROWS / PER_FILING);
  for (let f = 0; f < filings; f += 1) {
    const cik = String(2_000_000 + f);
    const acc = `000${cik}-25-000001`;
    rows.SUBMISSION.push({
      ACCESSION_NUMBER: acc,
      FILING_DATE: dataSetDate('2025-08-14'),
      SUBMISSIONTYPE: '13F-HR',
      CIK: cik,
      PERIODOFREPORT: dataSetDate(PERIOD),
    });
    rows.COVERPAGE.push({
      ACCESSION_NUMBER: acc,
      REPORTCALENDARORQUARTER: dataSetDate(PERIOD),
      ISAMENDMENT: 'N',
      FILINGMANAGER_NAME: `BENCH MANAGER ${String(f)} LLC`,
      FILINGMANAGER_CITY: 'NEW YORK',
      FILINGMANAGER_STATEORCOUNTRY: 'NY',
      REPORTTYPE: '13F HOLDINGS REPORT',
    });
    let total = 0;
    const n = Math.min(PER_FILING, ROWS - f * PER_FILING);
    for (let i = 0; i < n; i += 1) {
      const value = 1000 * (1 + ((f * 31 + i * 17) % 5000));
      total += value;
      rows.INFOTABLE.push({
        ACCESSION_NUMBER: acc,
        INFOTABLE_SK: f * PER_FILING + i,
        NAMEOFISSUER: `ISSUER ${String(i)}`,
        TITLEOFCLASS: 'COM',
        CUSIP: cusips[(f + i * 7) % cusips.length]!,
        VALUE: value,
        SSHPRNAMT: value / 10,
        SSHPRNAMTTYPE: 'SH',
        INVESTMENTDISCRETION: 'SOLE',
        VOTING_AUTH_SOLE: value / 10,
        VOTING_AUTH_SHARED: 0,
        VOTING_AUTH_NONE: 0,
      });
    }
    rows.SUMMARYPAGE.push({ ACCESSION_NUMBER: acc, TABLEENTRYTOTAL: n, TABLEVALUETOTAL: total });
  }
  return rows;
}

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
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ data: DEMO_USERS.admin }),
});
const authorization = login.headers.get('authorization') ?? '';
const get = async (url: string) => {
  const t = performance.now();
  const res = await fetch(`${base}${url}`, { headers: { authorization } });
  await res.arrayBuffer();
  return performance.now() - t;
};

const securities = (await (
  await fetch(`${base}/securities?pageSize=100`, { headers: { authorization } })
).json()) as {
  items: { cusip: string }[];
};
const cusips = [
  ...securities.items.map((s) => s.cusip),
  ...Array.from({ length: 4000 }, (_, i) => `9${String(i).padStart(7, '0')}X`),
];
const t0 = performance.now();
const zip = dataSetsZip(quarter(cusips));
console.log(
  `data sets ZIP: ${String(ROWS)} rows, ${mb(zip.length)} compressed, made in ${ms(performance.now() - t0)}`,
);

global.gc?.();
const before = process.memoryUsage();
const run = { importing: true };
const during: number[] = [];
const lists = (async () => {
  while (run.importing) {
    during.push(await get('/13f/filers?pageSize=25'));
    await new Promise((r) => setTimeout(r, 20));
  }
})();
const start = performance.now();
const res = await fetch(`${base}/13f/imports`, {
  method: 'POST',
  headers: { authorization, 'content-type': 'application/zip' },
  body: new Uint8Array(zip),
});
const answer = (await res.json()) as Record<string, unknown>;
const took = performance.now() - start;
run.importing = false;
await lists;
const after = process.memoryUsage();
console.log(
  `import: HTTP ${String(res.status)} in ${ms(took)}; added ${String(answer.added)}, entries ${String(answer.entries)}`,
);
console.log(
  `memory: rss ${mb(before.rss)} → ${mb(after.rss)}, heap used ${mb(before.heapUsed)} → ${mb(after.heapUsed)}`,
);
console.log(
  `GET /13f/filers during the import (${String(during.length)} calls): p50 ${ms(quantile(during, 0.5))}, p99 ${ms(quantile(during, 0.99))}, max ${ms(quantile(during, 1))}`,
);
const cusip = cusips[0]!;
const first = await get(`/13f/positions?cusip=${cusip}&period=${PERIOD}&pageSize=100`);
const who = await Promise.all(
  Array.from({ length: 20 }, () =>
    get(`/13f/positions?cusip=${cusip}&period=${PERIOD}&pageSize=100`),
  ),
);
const filer = await Promise.all(
  Array.from({ length: 20 }, (_, i) =>
    get(`/13f/positions?cik=${String(2_000_000 + i)}&sort=period:asc&pageSize=100`),
  ),
);
console.log(
  `who held ${cusip} in ${PERIOD}: first call ${ms(first)} (positions derived again), then p50 ${ms(quantile(who, 0.5))}`,
);
console.log(`a filer's positions over time: p50 ${ms(quantile(filer, 0.5))}`);
server.close();
server.closeAllConnections();
rmSync(dir, { recursive: true, force: true });
