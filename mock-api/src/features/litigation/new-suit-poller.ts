/**
 * Reads the configured CM/ECF RSS feeds on a schedule: each address fetched in turn (a limit on
 * its size and time), read into suggestions through the store's one writer as a call would, and
 * a feed that cannot be fetched or read recorded with the reason, so the screen can show it.
 * Nothing is read while a reading is still under way.
 */
import type { Logger } from 'pino';
import { ApiError } from '../../domain/api-error.ts';
import type { Store } from '../../store/store.ts';
import type { Writer } from '../../store/transaction.ts';
import { importFeed, recordFailedFetch } from './new-suit-feeds.ts';

export interface NewSuitPollerOptions {
  feeds: readonly string[];
  intervalMs: number;
  /** The largest feed read (the upload limit). */
  maxBytes: number;
  /** How long one feed may take to arrive. */
  timeoutMs?: number;
}

async function fetchFeed(url: string, maxBytes: number, timeoutMs: number): Promise<Uint8Array> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/rss+xml, application/xml, text/xml' },
  });
  if (!res.ok) throw new Error(`The court answered ${String(res.status)} ${res.statusText}`);
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > maxBytes) throw new Error(`The feed is larger than ${String(maxBytes)} bytes`);
  const body = new Uint8Array(await res.arrayBuffer());
  if (body.byteLength > maxBytes)
    throw new Error(`The feed is larger than ${String(maxBytes)} bytes`);
  return body;
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export class NewSuitPoller {
  readonly #store: Store;
  readonly #write: Writer;
  readonly #options: NewSuitPollerOptions;
  readonly #logger: Logger;
  #timer: NodeJS.Timeout | undefined;

  constructor(store: Store, write: Writer, options: NewSuitPollerOptions, logger: Logger) {
    this.#store = store;
    this.#write = write;
    this.#options = options;
    this.#logger = logger;
  }

  /** The first reading at once, then one each interval after the last ended. */
  start(): void {
    if (this.#options.feeds.length === 0 || this.#timer) return;
    this.#schedule(0);
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #schedule(delay: number): void {
    this.#timer = setTimeout(() => {
      void this.readAll().finally(() => {
        if (this.#timer) this.#schedule(this.#options.intervalMs);
      });
    }, delay);
    // A schedule alone keeps no process alive.
    this.#timer.unref();
  }

  /** Reads every configured feed once. */
  async readAll(): Promise<void> {
    for (const url of this.#options.feeds) await this.#readOne(url);
  }

  async #readOne(url: string): Promise<void> {
    let body: Uint8Array;
    try {
      body = await fetchFeed(url, this.#options.maxBytes, this.#options.timeoutMs ?? 60_000);
    } catch (err) {
      await this.#fail(url, `Could not fetch the feed: ${reasonOf(err)}`);
      return;
    }
    try {
      const read = await this.#write(() =>
        Promise.resolve(importFeed(this.#store, body, { source: url, now: new Date() })),
      );
      this.#logger.info({ feed: url, added: read.suggestionsAdded }, 'new-suit feed read');
    } catch (err) {
      // A feed that is no feed is the court's problem to show; anything else is ours to log.
      if (!(err instanceof ApiError))
        this.#logger.error({ err, feed: url }, 'new-suit feed failed');
      await this.#fail(url, reasonOf(err));
    }
  }

  async #fail(url: string, problem: string): Promise<void> {
    this.#logger.warn({ feed: url, problem }, 'new-suit feed not read');
    await this.#write(() =>
      Promise.resolve(recordFailedFetch(this.#store, { source: url, now: new Date() }, problem)),
    );
  }
}
