/**
 * The loss runs and reports the practice has already made, computed by the same code the API's
 * jobs use (the loss engine), so they agree with the trades: completed runs for a handful of
 * cases whose lookback is over (settled ones, whose plan gives a recognized loss, and others),
 * one of them run twice, and a failed run for a case whose lookback is not over yet.
 */
import type { Case, LossRun, ReportType } from '@backoffice/core/api';
import { disclosureOf, NEW_REVIEW, type ReviewRecord } from '@backoffice/core/domain';
import { lookbackWindow } from '@backoffice/core/loss';
import { addDays, instant } from '../../domain/dates.ts';
import type { Rng } from './rng.ts';
import { computeRun, RunProblem } from '../../domain/analysis/loss-compute.ts';
import { queuedRun } from '../../domain/analysis/queued-run.ts';
import { reportContent } from '../../domain/analysis/report-summary.ts';
import type { Store } from '../../store/store.ts';

/** Few enough that start-up stays fast and most cases are left to run from the screens. */
const SETTLED_WITH_RUNS = 5;
const OTHERS_WITH_RUNS = 3;
const CREATED_BY = ['admin', 'staff'];

const lookbackOver = (c: Case, asOf: string) => lookbackWindow(disclosureOf(c)).end <= asOf;

function seededRun(rng: Rng, store: Store, c: Case, createdOn: string): LossRun {
  const createdAt = instant(createdOn, rng.int(480, 1080));
  return queuedRun(store.lossRuns.nextId(), c, createdAt, rng.pick(CREATED_BY));
}

/** Start a second after creation; take a plausible time per position. */
function timing(rng: Rng, run: LossRun, positions: number) {
  const started = Date.parse(run.createdAt) + 1000;
  const durationMs = 300 + positions * rng.int(2, 6);
  return {
    startedAt: new Date(started).toISOString(),
    finishedAt: new Date(started + durationMs).toISOString(),
    durationMs,
  };
}

function seedRun(rng: Rng, store: Store, c: Case, createdOn: string): void {
  const run = seededRun(rng, store, c, createdOn);
  try {
    const { plan, lines } = computeRun(store, run);
    for (const line of lines) store.lossResults.put({ id: store.lossResults.nextId(), ...line });
    store.lossRuns.put({
      ...run,
      status: 'completed',
      progress: { done: lines.length, total: lines.length },
      lookbacks: plan.lookbacks,
      resultsCount: lines.length,
      ...timing(rng, run, lines.length),
    });
  } catch (err) {
    if (!(err instanceof RunProblem)) throw err;
    store.lossRuns.put({ ...run, status: 'failed', message: err.message, ...timing(rng, run, 0) });
  }
}

export function seedLossRuns(rng: Rng, store: Store): void {
  const { asOf } = store;
  const done = store.cases.all().filter((c) => lookbackOver(c, asOf));
  const settled = done.filter((c) => c.status === 'settlement');
  const others = done.filter((c) => c.status !== 'settlement' && c.status !== 'investigation');
  const chosen = [
    ...settled.slice(0, SETTLED_WITH_RUNS),
    ...rng.sample(others, Math.min(OTHERS_WITH_RUNS, others.length)),
  ];
  chosen.forEach((c, i) => {
    const after = lookbackWindow(disclosureOf(c)).end;
    const createdOn = addDays(after, rng.int(1, 120));
    // The first case was run before too: its older run is superseded, not summed.
    if (i === 0) seedRun(rng, store, c, addDays(after, 1) < asOf ? addDays(after, 1) : asOf);
    seedRun(rng, store, c, createdOn < asOf ? createdOn : asOf);
  });
  const recent = store.cases.all().find((c) => !lookbackOver(c, asOf));
  if (recent) seedRun(rng, store, recent, asOf);
}

/**
 * Each client has one report of each status: last year's annual report was reviewed and sent,
 * its scorecard reviewed and not sent yet, and the latest quarter awaits review.
 */
function seededReview(type: ReportType, at: string): ReviewRecord {
  if (type === 'quarterly') return NEW_REVIEW;
  const reviewed = {
    ...NEW_REVIEW,
    status: 'reviewed',
    reviewedAt: at,
    reviewedBy: 'admin',
  } as const;
  return type === 'annual'
    ? { ...reviewed, status: 'sent', sentAt: at, sentBy: 'admin' }
    : reviewed;
}

export function seedReports(store: Store): void {
  const year = Number(store.asOf.slice(0, 4)) - 1;
  const plans = [
    { type: 'annual', period: String(year) },
    { type: 'scorecard', period: String(year) },
    { type: 'quarterly', period: `${year + 1}-Q2` },
  ] as const;
  for (const client of store.clients
    .all()
    .filter((c) => c.status === 'active')
    .slice(0, 30)) {
    for (const { type, period } of plans) {
      store.reports.put({
        id: store.reports.nextId(),
        ...reportContent(store, client, type, period),
        ...seededReview(type, instant(store.asOf, 480)),
        jobId: null,
        generatedAt: instant(store.asOf, 420),
        generatedBy: 'admin',
      });
    }
  }
}
