/**
 * Report generation as background jobs: one report per client, each stored (with the job's
 * progress) in its own write through the API's one-at-a-time writer, so a reload, or a restart
 * with a data file, finds the job where it was; a job left unfinished by a previous process
 * goes on from its next client. A job never stays queued: a client deleted meanwhile, or any
 * error making a report, fails it in words (in a write of its own, as the failed one was put
 * back). A failed job can be retried, going on from the client it stopped at; a queued or
 * running one can be cancelled, which fails it saying who cancelled it.
 */
import type { Report, ReportJob } from '@backoffice/core/api';
import type { Logger } from 'pino';
import { NEW_REVIEW } from '@backoffice/core/domain';
import { ApiError } from '../../domain/api-error.ts';
import type { Store } from '../../store/store.ts';
import type { Writer } from '../../store/transaction.ts';
import { reportContent } from '../../domain/analysis/report-summary.ts';

export interface ReportJobOptions {
  /** A pause after each report (0: go on as soon as pending I/O is served), to watch progress. */
  pauseMs: number;
}

export const DEFAULT_REPORT_JOB_OPTIONS: ReportJobOptions = { pauseMs: 0 };

/** Stores a new job, queued, inside the caller's write (a person's call or the system's). */
export function queueReportJob(
  store: Store,
  what: Pick<ReportJob, 'type' | 'period' | 'clientIds'>,
  createdBy: string,
  now: Date,
): ReportJob {
  return store.reportJobs.put({
    id: store.reportJobs.nextId(),
    ...what,
    status: 'queued',
    progress: { done: 0, total: what.clientIds.length },
    reportIds: [],
    message: null,
    createdAt: now.toISOString(),
    createdBy,
    finishedAt: null,
  });
}

const isActive = (job: ReportJob) => job.status === 'queued' || job.status === 'running';

export class ReportJobs {
  readonly #store: Store;
  readonly #write: Writer;
  readonly #options: ReportJobOptions;
  readonly #logger: Logger | undefined;
  readonly #running = new Set<string>();

  constructor(store: Store, write: Writer, options: ReportJobOptions, logger?: Logger) {
    this.#store = store;
    this.#write = write;
    this.#options = options;
    this.#logger = logger;
  }

  /** Starts the job once the call that created it has been stored. */
  start(jobId: string): void {
    if (this.#running.has(jobId)) return;
    this.#running.add(jobId);
    setImmediate(() => {
      this.#run(jobId)
        .catch((err: unknown) => {
          this.#logger?.error({ err, jobId }, 'report job could not be recorded');
        })
        .finally(() => this.#running.delete(jobId));
    });
  }

  /** Goes on with the jobs a previous process left unfinished. */
  resume(): void {
    for (const job of this.#store.reportJobs.all()) if (isActive(job)) this.start(job.id);
  }

  /** Inside the caller's write: a failed job goes on from the client it stopped at. */
  retry(job: ReportJob): ReportJob {
    if (job.status !== 'failed') {
      throw new ApiError(
        'conflict',
        `Job ${job.id} is ${job.status}; only a failed job can be retried`,
      );
    }
    const queued = this.#store.reportJobs.put({
      ...job,
      status: 'queued',
      message: null,
      finishedAt: null,
    });
    this.start(job.id);
    return queued;
  }

  /** Inside the caller's write: stops a queued or running job, which its loop sees next step. */
  cancel(job: ReportJob, by: string, now: Date): ReportJob {
    if (!isActive(job)) {
      throw new ApiError(
        'conflict',
        `Job ${job.id} is ${job.status}; only a queued or running job can be cancelled`,
      );
    }
    return this.#store.reportJobs.put({
      ...job,
      status: 'failed',
      message: `Cancelled by ${by}`,
      finishedAt: now.toISOString(),
    });
  }

  async #run(jobId: string): Promise<void> {
    for (;;) {
      let more: boolean;
      try {
        more = await this.#write(() => Promise.resolve(this.#step(jobId)));
      } catch (err) {
        this.#logger?.error({ err, jobId }, 'report job failed');
        await this.#write(() => {
          this.#fail(jobId, err);
          return Promise.resolve();
        });
        return;
      }
      if (!more) return;
      await this.#pause();
    }
  }

  /** Inside a write: the job, put back as it was before the step that threw, failed saying why. */
  #fail(jobId: string, err: unknown): void {
    const job = this.#store.reportJobs.get(jobId);
    if (!job || !isActive(job)) return;
    const clientId = job.clientIds[job.reportIds.length];
    const client = clientId === undefined ? undefined : this.#store.clients.get(clientId);
    const what = client ? `the report of ${client.name} (${client.id})` : 'the job';
    const why = err instanceof Error ? err.message : String(err);
    this.#finish(
      job,
      `Stopped on an error on our side making ${what}: ${why}. Retry the job, or cancel it`,
    );
  }

  /** Inside a write: the next client's report and the job's progress; false when done. */
  #step(jobId: string): boolean {
    const job = this.#store.reportJobs.get(jobId);
    if (!job || !isActive(job)) return false;
    const done = job.reportIds.length;
    const clientId = job.clientIds[done];
    if (clientId === undefined) return this.#finish(job, null);
    const client = this.#store.clients.get(clientId);
    if (!client) return this.#finish(job, `Client ${clientId} no longer exists`);
    const report = this.#report(job, client);
    const reportIds = [...job.reportIds, report.id];
    this.#store.reportJobs.put({
      ...job,
      status: 'running',
      reportIds,
      progress: { done: reportIds.length, total: job.clientIds.length },
    });
    return true;
  }

  #report(job: ReportJob, client: { id: string; name: string }): Report {
    const reports = this.#store.reports;
    return reports.put({
      id: reports.nextId(),
      ...reportContent(this.#store, client, job.type, job.period),
      ...NEW_REVIEW,
      jobId: job.id,
      generatedAt: new Date().toISOString(),
      generatedBy: job.createdBy,
    });
  }

  #finish(job: ReportJob, failure: string | null): false {
    this.#store.reportJobs.put({
      ...job,
      status: failure === null ? 'completed' : 'failed',
      message: failure,
      finishedAt: new Date().toISOString(),
    });
    return false;
  }

  #pause(): Promise<void> {
    const { pauseMs } = this.#options;
    return new Promise((resolve) => {
      if (pauseMs > 0) setTimeout(resolve, pauseMs).unref();
      else setImmediate(resolve);
    });
  }
}
