/**
 * Loss runs as background jobs. A job plans the run, then computes its positions in slices of a
 * few milliseconds, yielding to the event loop between them, so requests keep being served
 * while a large run works. Progress lives here in memory (reads overlay it on the stored run);
 * the store is written only when the status changes, through the same one-at-a-time writer the
 * API's calls use, and result ids are handed out inside that write, so a call that rolls back
 * never takes a job's rows with it. Deleting a run stops its job; runs left queued or running
 * by a previous process (in the data file) start again. A run that stops on an error is failed
 * saying why; a failed run can be retried (with its case as it is now), and a queued or
 * running one cancelled, which fails it saying who cancelled it.
 */
import type { LossRun } from '@backoffice/core/api';
import type { Logger } from 'pino';
import { ApiError } from '../../domain/api-error.ts';
import type { Store } from '../../store/store.ts';
import type { Writer } from '../../store/transaction.ts';
import {
  computeLine,
  planRun,
  RunProblem,
  type ResultLine,
  type RunPlan,
} from '../../domain/analysis/loss-compute.ts';
import { queuedRun } from '../../domain/analysis/queued-run.ts';

export interface LossJobOptions {
  /** The longest one slice may hold the event loop. */
  sliceMs: number;
  /** The most positions one slice computes. */
  sliceSize: number;
  /** A pause after each slice (0: go on as soon as pending I/O is served), to watch progress. */
  pauseMs: number;
}

export const DEFAULT_JOB_OPTIONS: LossJobOptions = { sliceMs: 10, sliceSize: 25, pauseMs: 0 };

interface Job {
  runId: string;
  caseId: string;
  done: number;
  total: number;
  stopped: boolean;
}

type Outcome = { status: 'completed'; lines: ResultLine[] } | { status: 'failed'; message: string };

const isActive = (run: LossRun) => run.status === 'queued' || run.status === 'running';

export class LossJobs {
  readonly #store: Store;
  readonly #write: Writer;
  readonly #options: LossJobOptions;
  readonly #logger: Logger | undefined;
  readonly #jobs = new Map<string, Job>();
  readonly #finished: ((run: LossRun) => void)[] = [];

  constructor(store: Store, write: Writer, options: LossJobOptions, logger?: Logger) {
    this.#store = store;
    this.#write = write;
    this.#options = options;
    this.#logger = logger;
  }

  /** Queues the run's job; it begins once the call that created the run has been stored. */
  start(run: LossRun): void {
    const job: Job = { runId: run.id, caseId: run.caseId, done: 0, total: 0, stopped: false };
    this.#jobs.set(run.id, job);
    setImmediate(() => {
      this.#run(job).catch((err: unknown) => {
        this.#logger?.error({ err, runId: run.id }, 'loss run could not be recorded');
      });
    });
  }

  /** Calls `listener` with each run its job completed or failed, once that is stored. */
  onFinished(listener: (run: LossRun) => void): void {
    this.#finished.push(listener);
  }

  /** Starts again the runs a previous process left unfinished. */
  resume(): void {
    for (const run of this.#store.lossRuns.all()) if (isActive(run)) this.start(run);
  }

  stop(runId: string): void {
    const job = this.#jobs.get(runId);
    if (job) job.stopped = true;
    this.#jobs.delete(runId);
  }

  /**
   * Inside the caller's write: a failed run queued again under its id, with its case's dates as
   * they are now (what was wrong may have been fixed there), and started.
   */
  retry(run: LossRun, by: string, now: Date): LossRun {
    if (run.status !== 'failed') {
      throw new ApiError(
        'conflict',
        `Loss run ${run.id} is ${run.status}; only a failed run can be retried`,
      );
    }
    const c = this.#store.cases.get(run.caseId);
    if (!c) throw new ApiError('conflict', `Case ${run.caseId} no longer exists`);
    const busy = this.activeRunOf(c.id);
    if (busy) {
      throw new ApiError('conflict', `Case ${c.id} already has loss run ${busy.id} ${busy.status}`);
    }
    const queued = this.#store.lossRuns.put(queuedRun(run.id, c, now.toISOString(), by));
    this.start(queued);
    return queued;
  }

  /** Inside the caller's write: stops a queued or running run and fails it, naming who. */
  cancel(run: LossRun, by: string, now: Date): LossRun {
    if (!isActive(run)) {
      throw new ApiError(
        'conflict',
        `Loss run ${run.id} is ${run.status}; only a queued or running run can be cancelled`,
      );
    }
    // The job sees the run failed at its next slice and stops (not here: the call may roll back).
    const job = this.#jobs.get(run.id);
    const startedAt = run.startedAt ?? now.toISOString();
    return this.#store.lossRuns.put({
      ...run,
      status: 'failed',
      progress: job && job.total > 0 ? { done: job.done, total: job.total } : run.progress,
      message: `Cancelled by ${by}`,
      finishedAt: now.toISOString(),
      durationMs: Math.max(0, now.getTime() - new Date(startedAt).getTime()),
    });
  }

  /** The run as stored, with the live progress of its job. */
  live(run: LossRun): LossRun {
    const job = this.#jobs.get(run.id);
    return job && job.total > 0 ? { ...run, progress: { done: job.done, total: job.total } } : run;
  }

  /** The run of the case that is queued or running, if any. */
  activeRunOf(caseId: string): LossRun | undefined {
    return this.#store.lossRuns.all().find((r) => r.caseId === caseId && isActive(r));
  }

  async #run(job: Job): Promise<void> {
    const startedAt = new Date();
    try {
      const plan = await this.#begin(job, startedAt);
      if (!plan) return;
      const lines: ResultLine[] = [];
      while (job.done < job.total) {
        this.#slice(job, plan, lines);
        await this.#pause();
        if (!this.#current(job)) return;
      }
      await this.#finish(job, startedAt, { status: 'completed', lines });
    } catch (err) {
      if (!(err instanceof RunProblem)) this.#logger?.error({ err, runId: job.runId }, 'loss run');
      const message =
        err instanceof RunProblem
          ? err.message
          : `The run stopped on an error on our side: ${err instanceof Error ? err.message : String(err)}. Retry it`;
      await this.#finish(job, startedAt, { status: 'failed', message });
    } finally {
      if (this.#jobs.get(job.runId) === job) this.#jobs.delete(job.runId);
    }
  }

  /** False once the job was stopped, replaced by a retry, or its run cancelled or deleted. */
  #current(job: Job): boolean {
    const run = this.#store.lossRuns.get(job.runId);
    return !job.stopped && this.#jobs.get(job.runId) === job && run !== undefined && isActive(run);
  }

  /** Plans the run and marks it running; null when it was deleted meanwhile. */
  async #begin(job: Job, startedAt: Date): Promise<RunPlan | null> {
    const run = this.#store.lossRuns.get(job.runId);
    if (!run || !this.#current(job)) return null;
    const plan = planRun(this.#store, run);
    job.total = plan.positions.length;
    return this.#write(() => Promise.resolve(this.#markRunning(job, plan, startedAt)));
  }

  #markRunning(job: Job, plan: RunPlan, startedAt: Date): RunPlan | null {
    const current = this.#store.lossRuns.get(job.runId);
    if (!current || !this.#current(job)) return null;
    this.#store.lossRuns.put({
      ...current,
      status: 'running',
      progress: { done: 0, total: job.total },
      lookbacks: plan.lookbacks,
      startedAt: startedAt.toISOString(),
    });
    return plan;
  }

  #slice(job: Job, plan: RunPlan, lines: ResultLine[]): void {
    const { sliceMs, sliceSize } = this.#options;
    const began = performance.now();
    const last = Math.min(job.total, job.done + sliceSize);
    while (job.done < last && performance.now() - began < sliceMs) {
      lines.push(computeLine(this.#store, plan, plan.positions[job.done]!));
      job.done += 1;
    }
  }

  #pause(): Promise<void> {
    const { pauseMs } = this.#options;
    return new Promise((resolve) => {
      if (pauseMs > 0) setTimeout(resolve, pauseMs).unref();
      else setImmediate(resolve);
    });
  }

  async #finish(job: Job, startedAt: Date, outcome: Outcome): Promise<void> {
    const recorded = await this.#write(() =>
      Promise.resolve(this.#record(job, startedAt, outcome)),
    );
    if (recorded) for (const listener of this.#finished) listener(recorded);
  }

  /** Inside the write: the lines get their ids here, and nothing is kept of a deleted run. */
  #record(job: Job, startedAt: Date, outcome: Outcome): LossRun | null {
    const run = this.#store.lossRuns.get(job.runId);
    if (!run || !this.#current(job)) return null;
    const finished = new Date();
    const lines = outcome.status === 'completed' ? outcome.lines : [];
    for (const line of lines) {
      this.#store.lossResults.put({ id: this.#store.lossResults.nextId(), ...line });
    }
    return this.#store.lossRuns.put({
      ...run,
      status: outcome.status,
      progress: { done: job.done, total: job.total },
      resultsCount: lines.length,
      message: outcome.status === 'failed' ? outcome.message : null,
      startedAt: run.startedAt ?? startedAt.toISOString(),
      finishedAt: finished.toISOString(),
      durationMs: Math.max(0, finished.getTime() - startedAt.getTime()),
    });
  }
}
