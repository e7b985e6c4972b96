/**
 * Fetches from CourtListener as background jobs. A fetch is queued inside the call's write and
 * stored `queued`; its job then marks it `running` (a write), reads CourtListener over the
 * network outside any write (`courtlistener-client.ts`), and merges every entry read into the
 * docket in ONE write with the fetch's result, so the docket gains all of them or none. A fetch
 * that fails is stored `failed` saying why, the docket unchanged. Fetches left queued or running
 * by a previous process (in the data file) start again.
 */
import type { CourtListenerFetch, Docket } from '@backoffice/core/api';
import { districtCourtId } from '@backoffice/core/domain';
import type { Logger } from 'pino';
import { ApiError, unprocessable } from '../../domain/api-error.ts';
import type { Store } from '../../store/store.ts';
import type { Writer } from '../../store/transaction.ts';
import { CourtListenerProblem, fetchDocket, type FetchedDocket } from './courtlistener-client.ts';
import { mergeIntoDocket } from './docket-import.ts';

export const COURTLISTENER_NOT_CONFIGURED =
  'CourtListener is not configured on this server: set the environment variable ' +
  'COURTLISTENER_API_TOKEN of the backend (mock-api) to an API token (courtlistener.com → ' +
  'sign in → your profile → API) and restart it';

export interface CourtListenerJobOptions {
  /** The API token; absent, the feature is off. */
  token: string | undefined;
  baseUrl: string;
  /** Between two fetches of the dockets on the schedule; 0: no schedule. */
  intervalMs: number;
  /** How long one answer of CourtListener may take. */
  timeoutMs?: number;
  /** The largest answer read. */
  maxBytes?: number;
}

const isActive = (f: CourtListenerFetch) => f.state === 'queued' || f.state === 'running';

type Outcome =
  { ok: true; fetched: FetchedDocket } | { ok: false; error: string; retriable: boolean };

/** The docket's court as CourtListener names it, or why there is none. */
export function courtIdOf(docket: Docket): string {
  const id = districtCourtId(docket.court);
  if (!id)
    throw unprocessable(
      'court',
      `Docket ${docket.id}'s court '${docket.court}' is no federal district court CourtListener knows: name it as the cases do (S.D.N.Y., N.D. Cal.) or by its CM/ECF id (nysd)`,
    );
  return id;
}

export class CourtListenerJobs {
  readonly #store: Store;
  readonly #write: Writer;
  readonly #options: CourtListenerJobOptions;
  readonly #logger: Logger | undefined;
  readonly #running = new Set<string>();

  constructor(store: Store, write: Writer, options: CourtListenerJobOptions, logger?: Logger) {
    this.#store = store;
    this.#write = write;
    this.#options = options;
    this.#logger = logger;
  }

  get configured(): boolean {
    return this.#options.token !== undefined;
  }

  get scheduleMs(): number {
    return this.configured ? this.#options.intervalMs : 0;
  }

  /** The docket's fetch that is queued or running, if any. */
  activeFetchOf(docketId: string): CourtListenerFetch | undefined {
    return this.#store.courtListenerFetches
      .all()
      .find((f) => f.docketId === docketId && isActive(f));
  }

  /** Inside the caller's write: a fetch of the docket queued, its job started once stored. */
  queue(docket: Docket, by: string, now: Date): CourtListenerFetch {
    if (!this.configured) throw new ApiError('conflict', COURTLISTENER_NOT_CONFIGURED);
    courtIdOf(docket);
    const busy = this.activeFetchOf(docket.id);
    if (busy)
      throw new ApiError(
        'conflict',
        `Docket ${docket.id} is already being fetched from CourtListener (fetch ${busy.id}, ${busy.state}): wait for it to finish`,
      );
    const fetches = this.#store.courtListenerFetches;
    const queued = fetches.put({
      id: fetches.nextId(),
      docketId: docket.id,
      state: 'queued',
      requestedBy: by,
      requestedAt: now.toISOString(),
      startedAt: null,
      finishedAt: null,
      courtListenerDocketId: null,
      pagesRead: 0,
      entriesRead: 0,
      entriesAdded: 0,
      entriesUnchanged: 0,
      entriesUndated: 0,
      error: null,
      retriable: false,
    });
    this.start(queued.id);
    return queued;
  }

  /** Starts the job; its first write waits for the call that queued it to be stored. */
  start(fetchId: string): void {
    if (this.#running.has(fetchId)) return;
    this.#running.add(fetchId);
    setImmediate(() => {
      this.#run(fetchId)
        .catch((err: unknown) => {
          this.#logger?.error({ err, fetchId }, 'CourtListener fetch could not be recorded');
        })
        .finally(() => this.#running.delete(fetchId));
    });
  }

  /** Starts again the fetches a previous process left unfinished. */
  resume(): void {
    for (const f of this.#store.courtListenerFetches.all()) if (isActive(f)) this.start(f.id);
  }

  async #run(fetchId: string): Promise<void> {
    const begun = await this.#write(() => Promise.resolve(this.#markRunning(fetchId)));
    if (!begun) return;
    const outcome = await this.#fetch(begun);
    try {
      await this.#write(() => {
        this.#record(fetchId, outcome);
        return Promise.resolve();
      });
    } catch (err) {
      // The merge rolled back whole: the docket is as it was; the fetch says why.
      this.#logger?.error({ err, fetchId }, 'CourtListener entries could not be merged');
      const error = `Stopped on an error on our side merging the entries: ${err instanceof Error ? err.message : String(err)}`;
      await this.#write(() => {
        this.#record(fetchId, { ok: false, error, retriable: true });
        return Promise.resolve();
      });
    }
  }

  #markRunning(fetchId: string): { fetch: CourtListenerFetch; docket: Docket } | null {
    const fetch = this.#store.courtListenerFetches.get(fetchId);
    if (!fetch || !isActive(fetch)) return null;
    const docket = this.#store.dockets.get(fetch.docketId);
    const running = this.#store.courtListenerFetches.put({
      ...fetch,
      state: 'running',
      startedAt: new Date().toISOString(),
    });
    if (docket) return { fetch: running, docket };
    this.#finish(running, { error: `Docket ${fetch.docketId} no longer exists`, retriable: false });
    return null;
  }

  async #fetch({ docket }: { docket: Docket }): Promise<Outcome> {
    const { token, baseUrl } = this.#options;
    if (token === undefined)
      return { ok: false, error: COURTLISTENER_NOT_CONFIGURED, retriable: false };
    try {
      const access = {
        token,
        baseUrl,
        timeoutMs: this.#options.timeoutMs ?? 30_000,
        maxBytes: this.#options.maxBytes ?? 25 * 1024 * 1024,
      };
      const fetched = await fetchDocket(access, courtIdOf(docket), docket.docketNumber);
      return { ok: true, fetched };
    } catch (err) {
      if (err instanceof CourtListenerProblem || err instanceof ApiError) {
        const retriable = err instanceof CourtListenerProblem && err.retriable;
        this.#logger?.warn({ docketId: docket.id, problem: err.message }, 'CourtListener fetch');
        return { ok: false, error: err.message, retriable };
      }
      this.#logger?.error({ err, docketId: docket.id }, 'CourtListener fetch');
      const error = `Stopped on an error on our side: ${err instanceof Error ? err.message : String(err)}`;
      return { ok: false, error, retriable: true };
    }
  }

  /** Inside a write: the entries merged (all of them or, on a throw, none) and the result. */
  #record(fetchId: string, outcome: Outcome): void {
    const fetch = this.#store.courtListenerFetches.get(fetchId);
    if (!fetch || !isActive(fetch)) return;
    if (!outcome.ok) {
      this.#finish(fetch, outcome);
      return;
    }
    const docket = this.#store.dockets.get(fetch.docketId);
    if (!docket) {
      this.#finish(fetch, { error: `Docket ${fetch.docketId} no longer exists`, retriable: false });
      return;
    }
    const { fetched } = outcome;
    const { merge, added, docket: next } = mergeIntoDocket(this.#store, docket, fetched.entries);
    if (added.length > 0) this.#store.dockets.put(next);
    this.#store.courtListenerFetches.put({
      ...fetch,
      state: 'done',
      finishedAt: new Date().toISOString(),
      courtListenerDocketId: fetched.courtListenerDocketId,
      pagesRead: fetched.pages,
      entriesRead: fetched.entries.length,
      entriesAdded: added.length,
      entriesUnchanged: merge.alreadyThere,
      entriesUndated: merge.undated,
      error: null,
      retriable: false,
    });
    this.#logger?.info(
      { docketId: docket.id, fetchId, added: added.length },
      'CourtListener fetch merged',
    );
  }

  #finish(fetch: CourtListenerFetch, failure: { error: string; retriable: boolean }): void {
    this.#store.courtListenerFetches.put({
      ...fetch,
      state: 'failed',
      finishedAt: new Date().toISOString(),
      error: failure.error.slice(0, 2000),
      retriable: failure.retriable,
    });
  }
}
