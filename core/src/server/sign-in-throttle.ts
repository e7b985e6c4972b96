/**
 * Slows password guessing at every sign-in form (the IdP's, the API's `POST /login`): failed
 * attempts are counted per account and per client address over a sliding window; past a few
 * free failures each further one locks that key for twice as long as the last, up to a cap of
 * minutes. A locked key is refused before its password is checked (429 and Retry-After), and
 * a refused attempt does not count, so a stranger who keeps guessing holds an account locked
 * for the cap at most after their last try; a success clears the account.
 */
import { normaliseUsername } from './directory/directory.ts';

export interface ThrottleRule {
  /** Failures within the window that cost nothing. */
  freeFailures: number;
  windowMs: number;
  /** The lock after the first failure past the free ones; each further failure doubles it. */
  firstLockMs: number;
  maxLockMs: number;
}

export const ACCOUNT_RULE: ThrottleRule = {
  freeFailures: 5,
  windowMs: 60 * 60_000,
  firstLockMs: 30_000,
  maxLockMs: 5 * 60_000,
};

/** An address may mistype for several people (an office behind one NAT): more room. */
export const ADDRESS_RULE: ThrottleRule = {
  freeFailures: 30,
  windowMs: 60 * 60_000,
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
};

export interface SignInAttempt {
  username: string;
  address: string;
}

export interface ThrottleOptions {
  account?: ThrottleRule;
  address?: ThrottleRule;
  now?: () => number;
  /** Keys remembered at most (oldest forgotten first), so a flood of names cannot fill memory. */
  maxKeys?: number;
}

interface Failures {
  times: number[];
  lockedUntil: number;
}

/** Failure counts for one kind of key, with a bounded number of keys. */
class FailureLog {
  readonly #rule: ThrottleRule;
  readonly #maxKeys: number;
  readonly #entries = new Map<string, Failures>();

  constructor(rule: ThrottleRule, maxKeys: number) {
    this.#rule = rule;
    this.#maxKeys = maxKeys;
  }

  lockedUntil(key: string): number {
    return this.#entries.get(key)?.lockedUntil ?? 0;
  }

  fail(key: string, now: number): void {
    const rule = this.#rule;
    const entry = this.#entries.get(key) ?? { times: [], lockedUntil: 0 };
    entry.times = entry.times.filter((t) => t > now - rule.windowMs);
    entry.times.push(now);
    const excess = entry.times.length - rule.freeFailures;
    if (excess >= 0) {
      entry.lockedUntil = now + Math.min(rule.firstLockMs * 2 ** excess, rule.maxLockMs);
    }
    // Re-inserted so the map's order is least recently failed first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxKeys) break;
      this.#entries.delete(oldest);
    }
  }

  clear(key: string): void {
    this.#entries.delete(key);
  }
}

/** One account however its name was typed, as the directory finds it. */
const accountKey = normaliseUsername;

export class SignInThrottle {
  readonly #accounts: FailureLog;
  readonly #addresses: FailureLog;
  readonly #now: () => number;

  constructor(options: ThrottleOptions = {}) {
    const maxKeys = options.maxKeys ?? 10_000;
    this.#accounts = new FailureLog(options.account ?? ACCOUNT_RULE, maxKeys);
    this.#addresses = new FailureLog(options.address ?? ADDRESS_RULE, maxKeys);
    this.#now = options.now ?? Date.now;
  }

  /** Whole seconds to wait before this attempt may be checked; 0 when it may be checked now. */
  retryAfterSeconds(attempt: SignInAttempt): number {
    const until = Math.max(
      this.#accounts.lockedUntil(accountKey(attempt.username)),
      this.#addresses.lockedUntil(attempt.address),
    );
    const waitMs = until - this.#now();
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  failed(attempt: SignInAttempt): void {
    const now = this.#now();
    this.#accounts.fail(accountKey(attempt.username), now);
    this.#addresses.fail(attempt.address, now);
  }

  /** The account's count starts again; the address's does not (one account it knows proves nothing). */
  succeeded(attempt: SignInAttempt): void {
    this.#accounts.clear(accountKey(attempt.username));
  }
}

/** "Too many failed sign-ins…", with the wait in words a person reads. */
export function throttledMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${String(retryAfterSeconds)} seconds`
      : `${String(Math.ceil(retryAfterSeconds / 60))} minutes`;
  return `Too many failed sign-ins. Try again in ${wait}.`;
}
