/**
 * npm run bench -w core (or the root `npm run bench`): the loss engine over 1,000,000 trades in
 * 10,000 accounts (100 trades each; BENCH_ACCOUNTS to change), calculateLoss once per account,
 * FIFO and LIFO together. Seeded data: 50 securities with daily closes of $5 to $300 covering
 * each case's class period and lookback, start holdings, buys and sells before, during and
 * after the class period. Timed with `{ trail: false }` (totals only, what a run keeps) against
 * the 0.4 s target, and with the full audit trail for comparison; the figures are checked equal.
 * `benchLossEngine()` returns the figures (the root `npm run bench` runs it with `--json`).
 */
import { calculateLoss, type DailyClose, type LossInput, type LossTrade } from './index.ts';
import { addDays, dayNumber, fromDayNumber, isWeekendDay } from './dates.ts';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10_000);
const TRADES_PER_ACCOUNT = 100;
const SECURITIES = 50;
const TARGET_MS = 400;
const RUNS = 5;

/** mulberry32: small, fast, and the same data on every machine. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = rng(20240611);
const between = (lo: number, hi: number) => lo + random() * (hi - lo);
const cents = (x: number) => Math.max(0.01, Math.round(x * 100) / 100);

interface Security {
  prices: DailyClose[];
  closeOn: Map<string, number>;
  classPeriod: { start: string; end: string };
}

function security(): Security {
  const first = dayNumber('2022-01-03');
  const prices: DailyClose[] = [];
  let price = between(5, 300);
  for (let day = first; day < first + 730; day += 1) {
    if (isWeekendDay(day)) continue;
    price = Math.min(300, Math.max(5, price * Math.exp((random() - 0.5) * 0.04)));
    prices.push({ date: fromDayNumber(day), close: cents(price) });
  }
  const start = fromDayNumber(first + 120 + Math.floor(random() * 200));
  const end = addDays(start, 120 + Math.floor(random() * 200));
  return {
    prices,
    closeOn: new Map(prices.map((p) => [p.date, p.close])),
    classPeriod: { start, end },
  };
}

function account(sec: Security): LossInput {
  const from = dayNumber(sec.classPeriod.start) - 60;
  const to = dayNumber(sec.classPeriod.end) + 150;
  const days = Array.from(
    { length: TRADES_PER_ACCOUNT },
    () => from + Math.floor(random() * (to - from)),
  )
    .map((d) => fromDayNumber(isWeekendDay(d) ? d - 2 : d))
    .sort();
  const startHolding = random() < 0.3 ? 100 * Math.ceil(random() * 20) : 0;
  let held = startHolding;
  const trades: LossTrade[] = days.map((date) => {
    const close = sec.closeOn.get(date) ?? 20;
    const price = cents(close * between(0.98, 1.02));
    const sell = held > 0 && random() < 0.45;
    const quantity = sell
      ? Math.max(1, Math.floor(held * between(0.1, 1)))
      : 10 * Math.ceil(random() * 100);
    held += sell ? -quantity : quantity;
    return { date, side: sell ? 'SELL' : 'BUY', quantity, price };
  });
  return { classPeriod: sec.classPeriod, startHolding, trades, prices: sec.prices };
}

function runAll(inputs: readonly LossInput[], trail: boolean): { ms: number; total: number } {
  const started = performance.now();
  let total = 0;
  for (const input of inputs) {
    const out = calculateLoss(input, { trail });
    total += out.fifo.net + out.lifo.net + out.fifo.noOffset + out.lifo.noOffset + out.nfe;
  }
  return { ms: performance.now() - started, total };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

export interface LossEngineBench {
  trades: number;
  accounts: number;
  firstRunMs: number;
  /** Median of the warm runs, totals only: what the 0.4 s target is about. */
  medianMs: number;
  tradesPerSecond: number;
  withTrailMs: number;
  heapBefore: number;
  heapAfter: number;
  heapAfterTrail: number;
  /** The figures came out identical across runs and with the trail. */
  same: boolean;
}

export function benchLossEngine(): LossEngineBench {
  const securities = Array.from({ length: SECURITIES }, security);
  const inputs = Array.from({ length: ACCOUNTS }, (_, i) => account(securities[i % SECURITIES]!));
  const heapBefore = process.memoryUsage().heapUsed;
  const cold = runAll(inputs, false);
  const warm = Array.from({ length: RUNS }, () => runAll(inputs, false));
  const heapAfter = process.memoryUsage().heapUsed;
  const withTrail = runAll(inputs, true);
  const medianMs = median(warm.map((r) => r.ms));
  const trades = ACCOUNTS * TRADES_PER_ACCOUNT;
  return {
    trades,
    accounts: ACCOUNTS,
    firstRunMs: cold.ms,
    medianMs,
    tradesPerSecond: Math.round(trades / (medianMs / 1000)),
    withTrailMs: withTrail.ms,
    heapBefore,
    heapAfter,
    heapAfterTrail: process.memoryUsage().heapUsed,
    same: warm.every((r) => r.total === cold.total) && withTrail.total === cold.total,
  };
}

function print(b: LossEngineBench): void {
  console.log(
    `loss engine: ${b.trades.toLocaleString('en-US')} trades, ${b.accounts.toLocaleString('en-US')} accounts, FIFO + LIFO`,
  );
  console.log(
    `  totals only (trail: false): first run ${b.firstRunMs.toFixed(0)} ms, median of ${RUNS} ${b.medianMs.toFixed(0)} ms (target ${TARGET_MS} ms) ${b.medianMs < TARGET_MS ? 'OK' : 'OVER'}`,
  );
  console.log(`  ${b.tradesPerSecond.toLocaleString('en-US')} trades/s`);
  console.log(
    `  with the audit trail: ${b.withTrailMs.toFixed(0)} ms, ${Math.round(b.trades / (b.withTrailMs / 1000)).toLocaleString('en-US')} trades/s`,
  );
  console.log(
    `  heap: ${mb(b.heapBefore)} with the input loaded, ${mb(b.heapAfter)} after the runs, ${mb(b.heapAfterTrail)} after the trail run`,
  );
  console.log(`  figures identical across runs and with the trail: ${b.same ? 'yes' : 'NO'}`);
}

if (import.meta.main) {
  const result = benchLossEngine();
  if (process.argv.includes('--json')) console.log(`BENCH_JSON ${JSON.stringify(result)}`);
  else print(result);
  if (!result.same) process.exitCode = 1;
}
