/**
 * Produces notifications: from each loss run as it finishes, and from a sweep of what time makes
 * due, run at start, on an interval and shortly after any write (coalesced, so a burst of
 * writes makes one sweep). Each is its own write through the one-at-a-time writer, like a job's.
 */
import type { LossRun } from '@backoffice/core/api';
import type { Logger } from 'pino';
import type { Store } from '../../store/store.ts';
import type { Writer } from '../../store/transaction.ts';
import { deliver } from '../../domain/notifications/deliver.ts';
import { runEvents, sweepEvents } from '../../domain/notifications/events.ts';

/** How soon after a write its sweep runs: writes within it share one. */
const SWEEP_AFTER_WRITE_MS = 100;

export class Notifier {
  readonly #store: Store;
  readonly #write: Writer;
  readonly #logger: Logger | undefined;
  #soon: NodeJS.Timeout | null = null;

  constructor(store: Store, write: Writer, logger?: Logger) {
    this.#store = store;
    this.#write = write;
    this.#logger = logger;
  }

  /** Sweeps now and every `intervalMs`. */
  start(intervalMs: number): void {
    this.sweepSoon();
    setInterval(() => {
      this.sweepSoon();
    }, intervalMs).unref();
  }

  afterRun(run: LossRun): void {
    this.#deliver(() => runEvents(this.#store, run), `run ${run.id}`);
  }

  sweepSoon(): void {
    if (this.#soon) return;
    this.#soon = setTimeout(() => {
      this.#soon = null;
      const today = new Date().toISOString().slice(0, 10);
      this.#deliver(() => sweepEvents(this.#store, today), 'sweep');
    }, SWEEP_AFTER_WRITE_MS);
    this.#soon.unref();
  }

  #deliver(events: () => ReturnType<typeof runEvents>, what: string): void {
    this.#write(() => Promise.resolve(deliver(this.#store, events(), new Date()))).catch(
      (err: unknown) => {
        this.#logger?.error({ err, what }, 'notifications could not be recorded');
      },
    );
  }
}
