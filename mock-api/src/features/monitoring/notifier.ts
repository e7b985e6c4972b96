/**
 * Produces notifications: from each loss run as it finishes, and from a sweep of what time makes
 * due, run at start, on an interval and shortly after any write (coalesced, so a burst of
 * writes makes one sweep). Each is its own write through the one-at-a-time writer, like a job's.
 * With e-mail on, the urgent ones are queued in the outbox in that same write, and each sweep in
 * the digest hour (UTC) queues the day's digests not queued yet; the sender is woken after.
 */
import type { LossRun } from '@backoffice/core/api';
import type { Logger } from 'pino';
import type { Store } from '../../store/store.ts';
import type { Writer } from '../../store/transaction.ts';
import { deliver } from '../../domain/notifications/deliver.ts';
import { runEvents, sweepEvents } from '../../domain/notifications/events.ts';
import { queueDigests, type EmailPlan } from '../../domain/notifications/email-outbox.ts';

export interface NotifierEmail {
  plan: EmailPlan;
  /** The hour (UTC) of the daily digests. */
  digestHour: number;
  /** Called after a write that may have queued messages. */
  queued: () => void;
}

/** How soon after a write its sweep runs: writes within it share one. */
const SWEEP_AFTER_WRITE_MS = 100;

export class Notifier {
  readonly #store: Store;
  readonly #write: Writer;
  readonly #logger: Logger | undefined;
  readonly #email: NotifierEmail | undefined;
  #soon: NodeJS.Timeout | null = null;
  #interval: NodeJS.Timeout | undefined;

  constructor(store: Store, write: Writer, logger?: Logger, email?: NotifierEmail) {
    this.#store = store;
    this.#write = write;
    this.#logger = logger;
    this.#email = email;
  }

  /** Sweeps now and every `intervalMs`. */
  start(intervalMs: number): void {
    this.sweepSoon();
    this.#interval = setInterval(() => {
      this.sweepSoon();
    }, intervalMs);
    this.#interval.unref();
  }

  /** No more sweeps: a sweep already running ends on its own. */
  stop(): void {
    clearInterval(this.#interval);
    if (this.#soon) clearTimeout(this.#soon);
    this.#soon = null;
  }

  afterRun(run: LossRun): void {
    this.#deliver(() => runEvents(this.#store, run), `run ${run.id}`);
  }

  sweepSoon(): void {
    if (this.#soon) return;
    this.#soon = setTimeout(() => {
      this.#soon = null;
      const now = new Date();
      const today = now.toISOString().slice(0, 10);
      this.#deliver(() => sweepEvents(this.#store, today), 'sweep');
      if (this.#email && now.getUTCHours() === this.#email.digestHour)
        this.#digests(this.#email, now);
    }, SWEEP_AFTER_WRITE_MS);
    this.#soon.unref();
  }

  #deliver(events: () => ReturnType<typeof runEvents>, what: string): void {
    const plan = this.#email?.plan;
    this.#write(() => Promise.resolve(deliver(this.#store, events(), new Date(), plan)))
      .then(() => this.#email?.queued())
      .catch((err: unknown) => {
        this.#logger?.error({ err, what }, 'notifications could not be recorded');
      });
  }

  /** The day's digests not queued yet (a restart in the hour makes no second one). */
  #digests(email: NotifierEmail, now: Date): void {
    const day = now.toISOString().slice(0, 10);
    this.#write(() => Promise.resolve(queueDigests(this.#store, email.plan, day, now)))
      .then((queued) => {
        if (queued > 0) this.#logger?.info({ queued, day }, 'e-mail digests queued');
        email.queued();
      })
      .catch((err: unknown) => {
        this.#logger?.error({ err }, 'e-mail digests could not be queued');
      });
  }
}
