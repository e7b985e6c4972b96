/**
 * 4–6: the workspaces' own benches, each run in a process of its own (`--json`), their figures
 * put in the table: page timings in Chromium, the mock API at scale, the loss engine.
 */
import { runChild } from '../child.ts';
import { measured, type Figure } from '../report.ts';
import type { PagesBench } from '../trades-page.ts';

const MB = 1e6;

// What the workspaces' benches print with --json (core/src/loss/bench.ts, mock-api/src/bench/
// startup.ts): the fields read here. They cross a process boundary, so they are read as data.
interface LossEngineBench {
  trades: number;
  accounts: number;
  firstRunMs: number;
  medianMs: number;
  tradesPerSecond: number;
  withTrailMs: number;
  same: boolean;
}

interface MockApiBench {
  trades: number;
  startupMs: number;
  allIndexesMs: number;
  heapBytes: number;
  arrayBufferBytes: number;
  rssBytes: number;
  queries: { label: string; p50: number; p99: number }[];
  lossRun: {
    caseId: string;
    positions: number;
    lines: number;
    wallMs: number;
    jobMs: number;
    positionsPerSecond: number;
  };
}

/** mock-api/src/bench/auto-runs.ts's figures. */
interface AutoRunsBench {
  clients: number;
  trades: number;
  runnable: number;
  oneCaseMs: number;
  oneCasePositions: number;
  allCasesMs: number;
  listDuring: { calls: number; p50: number; p99: number };
  listQuiet: { p50: number; p99: number };
}

export async function pages(): Promise<Figure[]> {
  const b = await runChild<PagesBench>({
    script: 'tests/src/bench/trades-page.ts',
    env: { MOCK_API_TRADES: '1000000', BENCH_RUNS: process.env.BENCH_PAGE_RUNS ?? '5' },
    timeoutMs: 600_000,
  });
  const note = `median of ${String(b.runs)}, ${b.trades} trades, Chromium 1440×900`;
  return [
    measured('pages.case-list', 'pages: Case List load → rows', b.caseListLoad, 'ms', {
      target: { op: '<', value: 500 },
      note,
    }),
    measured('pages.trades', 'pages: Trades (1M) load → rows', b.tradesLoad, 'ms', {
      target: { op: '<', value: 1000 },
    }),
    measured('pages.in-app-link', 'pages: Trades by in-app link', b.inAppLink, 'ms', {
      target: { op: '<', value: 1000 },
    }),
    measured('pages.sort', 'pages: Trades sort → rows', b.sort, 'ms', {
      target: { op: '<', value: 300 },
    }),
    measured('pages.page-change', 'pages: Trades page change → rows', b.pageChange, 'ms', {
      target: { op: '<', value: 300 },
    }),
  ];
}

function atScale(b: MockApiBench): Figure[] {
  const size = b.trades >= 1e6 ? `${String(b.trades / 1e6)}M` : `${String(b.trades / 1e3)}k`;
  const id = `mock-api.${size}`;
  const p50 = b.queries.map((q) => q.p50).sort((x, y) => x - y);
  const p99 = b.queries.map((q) => q.p99).sort((x, y) => x - y);
  const worst = b.queries.reduce((top, q) => (q.p99 > top.p99 ? q : top), b.queries[0]!);
  return [
    measured(`${id}.startup`, `mock API ${size}: start-up`, b.startupMs, 'ms', { better: 'lower' }),
    measured(
      `${id}.memory`,
      `mock API ${size}: heap + indexes`,
      (b.heapBytes + b.arrayBufferBytes) / MB,
      'MB',
      {
        better: 'lower',
        note: `RSS ${String(Math.round(b.rssBytes / MB))} MB; all indexes built in ${String(Math.round(b.allIndexesMs))} ms`,
      },
    ),
    measured(`${id}.p50`, `mock API ${size}: slowest query p50`, p50.at(-1) ?? 0, 'ms', {
      better: 'lower',
      note: `${String(b.queries.length)} list queries over HTTP; median of their p50 ${String(p50[Math.floor(p50.length / 2)]?.toFixed(1))} ms`,
    }),
    measured(`${id}.p99`, `mock API ${size}: slowest query p99`, p99.at(-1) ?? 0, 'ms', {
      better: 'lower',
      note: `worst: ${worst.label}`,
    }),
  ];
}

export async function mockApiAtScale(): Promise<Figure[]> {
  const results = await runChild<MockApiBench[]>({
    script: 'mock-api/src/bench/startup.ts',
    nodeArgs: ['--expose-gc'],
    env: { BENCH_RUNS: process.env.BENCH_QUERY_RUNS ?? '50' },
    timeoutMs: 600_000,
  });
  const figures = results.flatMap(atScale);
  // The loss run over the default data (100,000 trades), end to end over HTTP.
  const run = results.find((r) => r.trades === 100_000)?.lossRun;
  if (run) {
    figures.push(
      measured('loss.run-wall', 'loss run, default data, end to end', run.wallMs, 'ms', {
        better: 'lower',
        note: `${run.caseId}: ${String(run.positions)} positions, ${String(run.lines)} lines, job ${String(Math.round(run.jobMs))} ms, ${run.positionsPerSecond.toLocaleString('en-US')} positions/s`,
      }),
    );
  }
  return figures;
}

export async function lossEngine(): Promise<Figure[]> {
  const b = await runChild<LossEngineBench>({
    script: 'core/src/loss/bench.ts',
    timeoutMs: 300_000,
  });
  return [
    measured('loss.engine-ms', 'loss engine: FIFO+LIFO, 1M trades', b.medianMs, 'ms', {
      target: { op: '<', value: 400 },
      note: `${b.trades.toLocaleString('en-US')} trades, ${b.accounts.toLocaleString('en-US')} accounts, median of 5 warm runs (first ${String(Math.round(b.firstRunMs))} ms); with the audit trail ${String(Math.round(b.withTrailMs))} ms; identical figures: ${b.same ? 'yes' : 'NO'}`,
    }),
    measured('loss.trades-per-second', 'loss engine: trades/s', b.tradesPerSecond, '/s', {
      better: 'higher',
    }),
  ];
}

/** Portfolio monitoring at scale: automatic loss runs with 500 clients and 1M trades. */
export async function monitoringAtScale(): Promise<Figure[]> {
  const b = await runChild<AutoRunsBench>({
    script: 'mock-api/src/bench/auto-runs.ts',
    timeoutMs: 1_200_000,
  });
  const scale = `${b.clients.toLocaleString('en-US')} clients, ${b.trades.toLocaleString('en-US')} trades`;
  return [
    measured('monitoring.one-case', "monitoring: one case's automatic run", b.oneCaseMs, 'ms', {
      target: { op: '<', value: 2000 },
      note: `${scale}; ${b.oneCasePositions.toLocaleString('en-US')} positions, from the change to the run completed`,
    }),
    measured('monitoring.all-cases', 'monitoring: every case re-run', b.allCasesMs, 'ms', {
      target: { op: '<', value: 60_000 },
      note: `${String(b.runnable)} cases changed at once, until all their runs completed`,
    }),
    measured(
      'monitoring.list-p99',
      'monitoring: GET /cases p99 meanwhile',
      b.listDuring.p99,
      'ms',
      {
        better: 'lower',
        note: `${String(b.listDuring.calls)} calls, p50 ${b.listDuring.p50.toFixed(0)} ms; quiet p50 ${b.listQuiet.p50.toFixed(0)} ms, p99 ${b.listQuiet.p99.toFixed(0)} ms`,
      },
    ),
  ];
}
