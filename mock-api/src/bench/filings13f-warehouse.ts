/**
 * npm run bench:13f-warehouse -w mock-api: the 13-F warehouse (DuckDB) on its own, at the SEC's
 * scale. BENCH_13F_QUARTERS quarters (1 to 4) of BENCH_13F_ROWS information-table rows each
 * (100,000 by default; a real quarter has about 3,000,000) are generated as data sets, read by
 * core's data-sets reader as an import reads them, and imported into a warehouse on a temp file
 * one after another. Prints, per quarter, the read and import times (the import's lines to its
 * temp file in JS, loaded by DuckDB, positions derived in SQL), memory, the event loop's delay
 * during the import (and apart in its JS and DuckDB phases) and a read's latency beside it;
 * then, with every quarter loaded, the 13-F questions and the time to open the file again.
 * Figures are read here, never asserted.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { filingHoldingList } from '@backoffice/core/api';
import { dataSetsZip, parseDataSets, type ParsedFiling } from '@backoffice/core/filings13f-edgar';
import { filedLineOf } from '../features/holdings/filing-store.ts';
import { FilingWarehouse, type FilingLines } from '../store/filing-warehouse/index.ts';
import {
  PERIOD,
  PERIODS,
  QUARTERS,
  ROWS,
  benchCusips,
  mb,
  ms,
  quantile,
  quarterRows,
} from './filings13f-data-sets.ts';

const memory = () => {
  global.gc?.();
  const m = process.memoryUsage();
  return `heap used ${mb(m.heapUsed)}, rss ${mb(m.rss)}`;
};

const cusips = benchCusips();
const filerIds = new Map<string, string>();
let lineNo = 0;
let filingNo = 0;

/** Each filing's lines as filing-store.ts makes them, one filing at a time. */
function* linesOf(filings: readonly ParsedFiling[]): Generator<FilingLines> {
  for (const filing of filings) {
    let filerId = filerIds.get(filing.filer.cik);
    if (!filerId) {
      filerId = `FI${String(filerIds.size + 1).padStart(4, '0')}`;
      filerIds.set(filing.filer.cik, filerId);
    }
    const filingId = `FL${String((filingNo += 1))}`;
    const filer = { id: filerId, name: filing.filer.name, cik: filing.filer.cik };
    const line = filedLineOf(filer, filing, { no: 0, type: filing.amendmentType }, () => null);
    const lines = filing.entries.map((e) => line(e, `FH${String((lineNo += 1))}`));
    yield { filingId, lines };
  }
}

/** Times `count` calls of `call(i)`, one after another. */
async function timed(count: number, call: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = performance.now();
    await call(i);
    out.push(performance.now() - t);
  }
  return out;
}

const dir = mkdtempSync(path.join(tmpdir(), 'mock-api-bench-warehouse-'));
const file = path.join(dir, 'bench.13f.duckdb');
let warehouse = await FilingWarehouse.open(file);
console.log(`${String(ROWS)} rows a quarter × ${String(QUARTERS)} quarters; ${memory()}`);

for (const [q, period] of PERIODS.entries()) {
  let t = performance.now();
  const zip = dataSetsZip(quarterRows(cusips, period, q, ROWS));
  const made = performance.now() - t;
  t = performance.now();
  const read = await parseDataSets(zip, { unpackedBytes: 4e9, rows: 10_000_000 });
  console.log(
    `${period}: data sets ZIP ${mb(zip.length)} made in ${ms(made)}, read in ${ms(performance.now() - t)} (${String(read.filings.length)} filings)`,
  );
  const delay = monitorEventLoopDelay({ resolution: 10 });
  // A read beside the import, as another call would be: it sees the state before the commit.
  const importing = { on: true };
  const beside: number[] = [];
  const reads = (async () => {
    while (importing.on) {
      const start = performance.now();
      await warehouse.holdersOf(cusips[0]!, PERIODS[0]!);
      beside.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  // The event loop apart in the two phases: JS writing the lines' file, DuckDB's work after.
  const inJs = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  inJs.enable();
  t = performance.now();
  const session = await warehouse.beginImport(`IM${String(q)}`);
  for (const filing of linesOf(read.filings)) await session.append(filing.filingId, filing.lines);
  inJs.disable();
  const inDuckDb = monitorEventLoopDelay({ resolution: 10 });
  inDuckDb.enable();
  const outcome = await session.commit();
  const took = performance.now() - t;
  delay.disable();
  inDuckDb.disable();
  importing.on = false;
  await reads;
  console.log(
    `  import: ${ms(took)} (${String(outcome.lines)} lines, ${String(outcome.filers)} filers, ${String(outcome.positions)} positions); ${memory()}`,
  );
  console.log(
    `  of which lines to the temp file (JS) ${ms(outcome.took.file)}, loaded by DuckDB ${ms(outcome.took.load)}, positions derived in SQL ${ms(outcome.took.derive)}`,
  );
  console.log(
    `  event loop delay during it: p99 ${ms(delay.percentile(99) / 1e6)}, max ${ms(delay.max / 1e6)}; a read beside it (${String(beside.length)}): p50 ${ms(quantile(beside, 0.5))}, max ${ms(quantile(beside, 1))}`,
  );
  console.log(
    `  event loop delay writing the file: p99 ${ms(inJs.percentile(99) / 1e6)}, max ${ms(inJs.max / 1e6)}; during DuckDB's load and derivation: p99 ${ms(inDuckDb.percentile(99) / 1e6)}, max ${ms(inDuckDb.max / 1e6)}`,
  );
}

const counts = await warehouse.counts();
console.log(
  `loaded: ${String(counts.lines)} lines, ${String(counts.positions)} positions; file ${mb(statSync(file).size)}; ${memory()}`,
);
const filers = [...filerIds.values()];
const whoHeld = await timed(20, (i) => warehouse.holdersOf(cusips[i * 97]!, PERIOD));
const overTime = await timed(20, (i) =>
  warehouse.positionsOfFiler(filers[(i * 7919) % filers.length]!),
);
const listed = await timed(10, () =>
  warehouse.listLines({ page: 1, pageSize: 100, sort: 'value:desc' }, filingHoldingList),
);
const searched = await timed(5, (i) =>
  warehouse.listLines(
    { page: 1, pageSize: 25, sort: 'value:desc', q: `manager ${String(i * 13)} llc` },
    filingHoldingList,
  ),
);
console.log(
  `who held a CUSIP in ${PERIOD}: p50 ${ms(quantile(whoHeld, 0.5))}, p99 ${ms(quantile(whoHeld, 0.99))} over 20 CUSIPs`,
);
console.log(
  `a filer's positions over time: p50 ${ms(quantile(overTime, 0.5))}, p99 ${ms(quantile(overTime, 0.99))} over 20 filers`,
);
console.log(`lines list, page 1 by value desc: p50 ${ms(quantile(listed, 0.5))}`);
console.log(`lines list, q of three words: p50 ${ms(quantile(searched, 0.5))}`);

await warehouse.close();
const t = performance.now();
warehouse = await FilingWarehouse.open(file);
const opened = performance.now() - t;
const first = await timed(1, () => warehouse.holdersOf(cusips[1]!, PERIOD));
console.log(`open again: ${ms(opened)}, then who held a CUSIP: ${ms(first[0]!)}`);
await warehouse.close();
rmSync(dir, { recursive: true, force: true });
