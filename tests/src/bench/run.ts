/**
 * `npm run bench`: every benchmark of the performance issue in one run, one table. Starts the
 * stack on loopback (a service that does not start fails the run), runs each part bounded in
 * time, prints figure, value, target, baseline (the previous run), ratio and result, and writes
 * the results to bench-results/<time>.json and bench-results/latest.json.
 * `npm run bench -- gateway static` runs only the parts named.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireBuiltWeb, startStack, type TestStack } from '@backoffice/core/testing';
import { ROOT } from '../../../scripts/stack.ts';
import { PARTS, type Part } from './parts/index.ts';
import {
  compare,
  failed,
  failures,
  formatTable,
  type BenchResults,
  type Figure,
} from './report.ts';

const RESULTS_DIR = path.join(ROOT, 'bench-results');
const LATEST = path.join(RESULTS_DIR, 'latest.json');

/**
 * The previous runs, newest first, as one: each figure's latest measured value. A run of a few
 * parts (`npm run bench -- gateway`) then still finds the baseline of the others.
 */
function previousResults(): BenchResults | null {
  if (!existsSync(RESULTS_DIR)) return null;
  const files = readdirSync(RESULTS_DIR)
    .filter((file) => /^\d{4}-.*\.json$/.test(file))
    .sort()
    .reverse();
  const runs = files.map(
    (file) => JSON.parse(readFileSync(path.join(RESULTS_DIR, file), 'utf8')) as BenchResults,
  );
  const latest = runs[0];
  if (!latest) return null;
  const seen = new Set<string>();
  const rows = runs.flatMap((run) =>
    run.rows.filter((row) => {
      if (row.status !== 'measured' || seen.has(row.id)) return false;
      seen.add(row.id);
      return true;
    }),
  );
  return { ...latest, rows };
}

function bounded<T>(work: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${name} ran over ${String(ms / 1000)} s`));
    }, ms);
  });
  return Promise.race([work, limit]).finally(() => {
    clearTimeout(timer);
  });
}

/** The stack as `npm start` runs it (default data, default log level), started once. */
async function stackFor(): Promise<TestStack> {
  requireBuiltWeb();
  return startStack({
    extraEnv: {
      'mock-api': { MOCK_API_TRADES: '100000', LOG_LEVEL: 'info' },
      gateway: { LOG_LEVEL: 'info' },
      idp: { LOG_LEVEL: 'info' },
    },
  });
}

async function runPart(part: Part, stack: () => Promise<TestStack>): Promise<Figure[]> {
  const started = performance.now();
  process.stdout.write(`▸ ${part.title}… `);
  try {
    const figures = await bounded(part.run({ stack }), part.timeoutMs, part.title);
    process.stdout.write(`${String(Math.round((performance.now() - started) / 1000))} s\n`);
    return figures;
  } catch (err) {
    process.stdout.write(`failed: ${err instanceof Error ? err.message : String(err)}\n`);
    return [failed(`${part.name}.error`, `${part.title}: error`, err)];
  }
}

async function main(): Promise<void> {
  // A loaded machine can take minutes to generate 1,000,000 trades: the services get longer to
  // start than tests give them (their processes inherit this too).
  process.env.STACK_READY_MS ??= '300000';
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const parts = only.length ? PARTS.filter((p) => only.includes(p.name)) : PARTS;
  const startedAt = new Date().toISOString();
  const shared: { started?: Promise<TestStack> } = {};
  // Started on first use, and a failure to start ends the run: every later figure would lie.
  const stack = () => (shared.started ??= stackFor());
  const figures: Figure[] = [];
  try {
    for (const part of parts) {
      if (part.needsStack) await stack();
      figures.push(...(await runPart(part, stack)));
    }
  } finally {
    if (shared.started) await (await shared.started).stop();
  }
  const results: BenchResults = {
    startedAt,
    finishedAt: new Date().toISOString(),
    host: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
    rows: compare(figures, previousResults()),
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  writeFileSync(path.join(RESULTS_DIR, `${startedAt.replaceAll(':', '-')}.json`), json);
  writeFileSync(LATEST, json);
  console.log(`\n${formatTable(results.rows)}\n`);
  console.log(`Results: ${path.relative(ROOT, LATEST)} (load average ${os.loadavg().join(' ')})`);
  if (failures(results.rows).length > 0) process.exitCode = 1;
}

await main();
