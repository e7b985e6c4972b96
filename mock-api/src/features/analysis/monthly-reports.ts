/**
 * The monthly monitoring reports the system makes by itself: once the month has turned (on the
 * first, or at the next start when the server was down then), generation jobs for last month's
 * report of every monitored client that has none yet, started by `system` and run like
 * any other job (its reports are kept with the client's reports, awaiting review). A client
 * already in a job for that month, whatever became of it, is left alone: a failed job is told
 * by the notification center and retried by a person, never restarted here in a loop.
 */
import { lastClosedPeriod } from '@backoffice/core/domain';
import { REPORT_JOB_MAX_CLIENTS, type ReportJob } from '@backoffice/core/api';
import type { Logger } from 'pino';
import { monitoringOf } from '../../domain/monitoring.ts';
import { SYSTEM_USER } from '../../domain/system-user.ts';
import type { Store } from '../../store/store.ts';
import type { Writer } from '../../store/transaction.ts';
import { queueReportJob, type ReportJobs } from './report-jobs.ts';

/** How often the month is looked at: the first job starts within this of midnight UTC. */
export const MONTHLY_CHECK_MS = 60 * 60 * 1000;

/** Monitored clients with no monthly report, and in no monthly job, for `period`. */
export function clientsDue(store: Store, period: string): string[] {
  const covered = new Set<string>();
  for (const r of store.reports.all())
    if (r.type === 'monthly' && r.period === period) covered.add(r.clientId);
  for (const j of store.reportJobs.all())
    if (j.type === 'monthly' && j.period === period) for (const id of j.clientIds) covered.add(id);
  return store.clients
    .all()
    .filter((c) => !covered.has(c.id) && monitoringOf(store, c.id)?.monitored === true)
    .map((c) => c.id);
}

export class MonthlyReports {
  readonly #store: Store;
  readonly #write: Writer;
  readonly #jobs: ReportJobs;
  readonly #logger: Logger | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(store: Store, write: Writer, jobs: ReportJobs, logger?: Logger) {
    this.#store = store;
    this.#write = write;
    this.#jobs = jobs;
    this.#logger = logger;
  }

  /** A look at once, then one each interval. */
  start(intervalMs = MONTHLY_CHECK_MS): void {
    if (this.#timer) return;
    const tick = () => {
      this.check(new Date()).catch((err: unknown) => {
        this.#logger?.error({ err }, 'monthly monitoring reports: could not start the job');
      });
    };
    tick();
    this.#timer = setInterval(tick, intervalMs);
    // A schedule alone keeps no process alive.
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** Starts last month's jobs if some monitored clients lack their report; the jobs started. */
  async check(now: Date): Promise<ReportJob[]> {
    const period = lastClosedPeriod('monthly', now.toISOString().slice(0, 10));
    if (clientsDue(this.#store, period).length === 0) return [];
    const jobs = await this.#write(() => Promise.resolve(this.#createJobs(period, now)));
    for (const job of jobs) {
      this.#logger?.info(
        { jobId: job.id, period, clients: job.clientIds.length },
        'monthly monitoring reports: job started',
      );
      this.#jobs.start(job.id);
    }
    return jobs;
  }

  /**
   * Inside the write: the clients are read again, as a call may have come first; a job takes
   * as many clients as one a person starts.
   */
  #createJobs(period: string, now: Date): ReportJob[] {
    const due = clientsDue(this.#store, period);
    const jobs: ReportJob[] = [];
    for (let i = 0; i < due.length; i += REPORT_JOB_MAX_CLIENTS) {
      const clientIds = due.slice(i, i + REPORT_JOB_MAX_CLIENTS);
      jobs.push(
        queueReportJob(this.#store, { type: 'monthly', period, clientIds }, SYSTEM_USER, now),
      );
    }
    return jobs;
  }
}
