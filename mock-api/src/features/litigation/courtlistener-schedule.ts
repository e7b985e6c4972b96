/**
 * The dockets marked "fetch from CourtListener on the schedule" fetched once per interval: the
 * schedule looks every minute (or interval, if shorter) for the open marked dockets whose latest
 * fetch was asked for an interval ago or more (or never), and queues one for each, by `system`,
 * in one write. Going by the stored fetches, a restart neither skips a docket nor fetches it
 * again early.
 */
import type { Logger } from 'pino';
import { ApiError } from '../../domain/api-error.ts';
import { SYSTEM_USER } from '../../domain/system-user.ts';
import type { Store } from '../../store/store.ts';
import type { Writer } from '../../store/transaction.ts';
import type { CourtListenerJobs } from './courtlistener-jobs.ts';

const LOOK_EVERY_MS = 60_000;

/** Inside a write: a fetch queued for each marked open docket that is due; their ids. */
export function queueDueFetches(store: Store, jobs: CourtListenerJobs, now: Date): string[] {
  const latest = new Map<string, string>();
  for (const f of store.courtListenerFetches.all()) {
    const seen = latest.get(f.docketId);
    if (!seen || seen < f.requestedAt) latest.set(f.docketId, f.requestedAt);
  }
  const dueBefore = new Date(now.getTime() - jobs.scheduleMs).toISOString();
  const queued: string[] = [];
  for (const docket of store.dockets.all()) {
    if (!docket.courtListenerScheduled || docket.status === 'closed') continue;
    const last = latest.get(docket.id);
    if (last && last > dueBefore) continue;
    if (jobs.activeFetchOf(docket.id)) continue;
    try {
      queued.push(jobs.queue(docket, SYSTEM_USER, now).id);
    } catch (err) {
      // A court CourtListener does not know: nothing to fetch; the docket's screen says why.
      if (!(err instanceof ApiError)) throw err;
    }
  }
  return queued;
}

export class CourtListenerSchedule {
  readonly #store: Store;
  readonly #write: Writer;
  readonly #jobs: CourtListenerJobs;
  readonly #logger: Logger;
  #timer: NodeJS.Timeout | undefined;

  constructor(store: Store, write: Writer, jobs: CourtListenerJobs, logger: Logger) {
    this.#store = store;
    this.#write = write;
    this.#jobs = jobs;
    this.#logger = logger;
  }

  start(): void {
    if (this.#jobs.scheduleMs <= 0 || this.#timer) return;
    this.#timer = setInterval(
      () => {
        void this.#write(() =>
          Promise.resolve(queueDueFetches(this.#store, this.#jobs, new Date())),
        ).then(
          (ids) => {
            if (ids.length > 0) this.#logger.info({ fetches: ids }, 'CourtListener fetches queued');
          },
          (err: unknown) => {
            this.#logger.error({ err }, 'CourtListener schedule');
          },
        );
      },
      Math.min(LOOK_EVERY_MS, this.#jobs.scheduleMs),
    );
    // A schedule alone keeps no process alive.
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
