/**
 * Loss runs the system starts by itself when a write makes a case's results stale (see
 * domain/analysis/run-triggers.ts): debounced per case, so a burst of changes makes one run,
 * and one at a time per case, so a change during a run makes one more after it. A run anyone
 * creates after the change covers it, so none is added then. The run is an ordinary loss run,
 * created by `system` with the reasons it was started for, and computed by the same jobs.
 */
import { SYSTEM_USER } from '../../domain/system-user.ts';
import type { Logger } from 'pino';
import type { Store } from '../../store/store.ts';
import type { Writer } from '../../store/transaction.ts';
import { queuedRun } from '../../domain/analysis/queued-run.ts';
import type { LossJobs } from './loss-jobs.ts';

interface Pending {
  reasons: Set<string>;
  /** When the latest change was committed: a run created since covers it. */
  changedAt: string;
  timer: NodeJS.Timeout | null;
}

export class AutoRuns {
  readonly #store: Store;
  readonly #write: Writer;
  readonly #jobs: LossJobs;
  readonly #delayMs: number;
  readonly #logger: Logger | undefined;
  readonly #pending = new Map<string, Pending>();

  /** `delayMs`: how long a case must go without a change before its run starts. */
  constructor(store: Store, write: Writer, jobs: LossJobs, delayMs: number, logger?: Logger) {
    this.#store = store;
    this.#write = write;
    this.#jobs = jobs;
    this.#delayMs = delayMs;
    this.#logger = logger;
  }

  /** After a committed write: each case's run is (re)scheduled, its reasons kept. */
  request(stale: ReadonlyMap<string, string>, at: Date): void {
    for (const [caseId, reason] of stale) {
      const pending = this.#pending.get(caseId) ?? {
        reasons: new Set<string>(),
        changedAt: at.toISOString(),
        timer: null,
      };
      for (const r of reason.split(', ')) pending.reasons.add(r);
      pending.changedAt = at.toISOString();
      this.#pending.set(caseId, pending);
      this.#arm(caseId, pending);
    }
  }

  /** Starts no more runs: those still waiting for their delay are dropped, as an exit drops them. */
  stop(): void {
    for (const pending of this.#pending.values()) if (pending.timer) clearTimeout(pending.timer);
    this.#pending.clear();
  }

  #arm(caseId: string, pending: Pending): void {
    if (pending.timer) clearTimeout(pending.timer);
    pending.timer = setTimeout(() => {
      pending.timer = null;
      this.#fire(caseId, pending).catch((err: unknown) => {
        this.#logger?.error({ err, caseId }, 'automatic loss run could not be started');
      });
    }, this.#delayMs);
    pending.timer.unref();
  }

  async #fire(caseId: string, pending: Pending): Promise<void> {
    const outcome = await this.#write(() => Promise.resolve(this.#startRun(caseId, pending)));
    // A run that began before the change is still working: one more once it is over.
    if (outcome === 'busy') this.#arm(caseId, pending);
    else this.#pending.delete(caseId);
  }

  /** Inside the write: starts the case's run, unless one already covers the change. */
  #startRun(caseId: string, pending: Pending): 'started' | 'covered' | 'busy' {
    const c = this.#store.cases.get(caseId);
    if (!c) return 'covered';
    const runs = this.#store.lossRuns.all().filter((r) => r.caseId === caseId);
    if (runs.some((r) => r.createdAt >= pending.changedAt && r.status !== 'failed')) {
      return 'covered';
    }
    if (this.#jobs.activeRunOf(caseId)) return 'busy';
    const reason = [...pending.reasons].join(', ');
    const run = queuedRun(
      this.#store.lossRuns.nextId(),
      c,
      new Date().toISOString(),
      SYSTEM_USER,
      reason,
    );
    this.#store.lossRuns.put(run);
    this.#jobs.start(run);
    return 'started';
  }
}
