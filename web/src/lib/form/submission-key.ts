/**
 * The Idempotency-Key a form's save is sent with, kept beside its draft (drafts.ts), and whether
 * two form states hold the same values. Apart from the drafts, which the first screen loads to
 * clear them at logout: only a form needs these.
 */
import { storage, submissionStorageKey } from './drafts.ts';

export interface Submission {
  key: string;
  /** The input the key was first sent with. */
  input: string;
}

/**
 * The Idempotency-Key to send `values` with: the same key when the same input is sent again
 * (its first answer was lost to a timeout or an ended session, so the server may have saved
 * it), a new one once the input changed. Kept beside the draft when the form has one, so it
 * survives signing in again; `kept` holds it otherwise.
 */
export function submissionKey(
  values: unknown,
  where: { userId: string; draftKey: string } | { kept: { current: Submission | null } },
): string {
  const input = stableJson(values);
  const stored =
    'kept' in where ? where.kept.current : readSubmission(where.userId, where.draftKey);
  if (stored?.input === input) return stored.key;
  const next: Submission = { key: crypto.randomUUID(), input };
  if ('kept' in where) where.kept.current = next;
  else {
    try {
      storage()?.setItem(submissionStorageKey(where.userId, where.draftKey), JSON.stringify(next));
    } catch {
      // Over quota: the key then lives as long as this page does.
    }
  }
  return next.key;
}

function readSubmission(userId: string, draftKey: string): Submission | null {
  try {
    const value: unknown = JSON.parse(
      storage()?.getItem(submissionStorageKey(userId, draftKey)) ?? 'null',
    );
    return typeof value === 'object' &&
      value !== null &&
      'key' in value &&
      'input' in value &&
      typeof value.key === 'string' &&
      typeof value.input === 'string'
      ? { key: value.key, input: value.input }
      : null;
  } catch {
    return null;
  }
}

/** Whether two form states hold the same values, whatever the order of their keys. */
export function sameValues(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}
