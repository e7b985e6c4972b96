/**
 * Idempotency keys for creates (POST, header `Idempotency-Key`). A client that never heard the
 * answer (a timeout while the backend was slow, a session that ended mid-save) sends the same
 * request again with the same key and gets the first answer, not a second record. Keys are the
 * caller's own (kept per user) for a day; the same key with another request is refused. Only
 * successful answers are kept: a failed call changed nothing and may be sent again as it is.
 * Kept in memory: a restart of this stand-in forgets them.
 */
import { createHash } from 'node:crypto';
import { ApiError } from '../domain/api-error.ts';

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const KEPT_MS = 24 * 60 * 60 * 1000;
const MAX_KEPT = 20_000;

interface Kept {
  fingerprint: string;
  answer: Promise<unknown>;
  at: number;
}

export class IdempotentCreates {
  readonly #kept = new Map<string, Kept>();

  /**
   * Runs `work` once per (user, key); a repeat with the same request gets the same answer (also
   * while the first is still running), a repeat with another request a 422.
   */
  async run(
    userId: string,
    key: string | undefined,
    request: { method: string; path: string; body: unknown },
    work: () => Promise<unknown>,
  ): Promise<unknown> {
    if (key === undefined) return work();
    if (!KEY_PATTERN.test(key)) {
      throw new ApiError(
        'invalid_request',
        'Idempotency-Key must be 16 to 128 letters, digits, "-" or "_"',
      );
    }
    const id = `${userId}\u0000${key}`;
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.path}\u0000${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const kept = this.#fresh(id);
    if (kept) {
      if (kept.fingerprint !== fingerprint) {
        throw new ApiError(
          'unprocessable',
          'This Idempotency-Key was already used for a different request',
        );
      }
      return kept.answer;
    }
    const answer = work();
    this.#keep(id, { fingerprint, answer, at: Date.now() });
    // A failure is not an answer to keep: the same request may be tried again.
    answer.catch(() => this.#kept.delete(id));
    return answer;
  }

  #fresh(id: string): Kept | undefined {
    const kept = this.#kept.get(id);
    if (kept && Date.now() - kept.at > KEPT_MS) {
      this.#kept.delete(id);
      return undefined;
    }
    return kept;
  }

  #keep(id: string, kept: Kept): void {
    // Oldest first in a Map's order: drop the oldest beyond the bound.
    if (this.#kept.size >= MAX_KEPT) {
      const oldest = this.#kept.keys().next().value;
      if (oldest !== undefined) this.#kept.delete(oldest);
    }
    this.#kept.set(id, kept);
  }
}
