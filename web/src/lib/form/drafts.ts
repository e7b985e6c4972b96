/**
 * Unsaved form input, kept in sessionStorage (this tab only, gone when it closes) under
 * `draft:<userId>:<form>`, so an expired session or a backend outage loses nothing: after
 * signing in again the same person finds the form as they left it. Keyed by user, so nobody
 * else signing in at this browser sees it; cleared entirely on a deliberate logout.
 */
const PREFIX = 'draft:';

/**
 * Counts deliberate logouts, so a save scheduled before one (a debounced keystroke, a form
 * unmounting as the user leaves) does not write the draft back after it was cleared.
 */
let generation = 0;

export function draftGeneration(): number {
  return generation;
}

export function draftStorageKey(userId: string, draftKey: string): string {
  return `${PREFIX}${userId}:${draftKey}`;
}

/** sessionStorage may be missing or full (private modes, quotas): drafts are a convenience. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, draftKey: string, values: unknown): void {
  try {
    storage()?.setItem(draftStorageKey(userId, draftKey), JSON.stringify(values));
  } catch {
    // Over quota: the form still works, it just will not survive a reload.
  }
}

export function loadDraft(userId: string, draftKey: string): Record<string, unknown> | null {
  const text = storage()?.getItem(draftStorageKey(userId, draftKey));
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function removeDraft(userId: string, draftKey: string): void {
  storage()?.removeItem(draftStorageKey(userId, draftKey));
  storage()?.removeItem(submissionStorageKey(userId, draftKey));
}

const submissionStorageKey = (userId: string, draftKey: string) =>
  `${draftStorageKey(userId, draftKey)}#submission`;

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

/** Every draft of every user in this tab: for a deliberate logout. */
export function clearDrafts(): void {
  generation += 1;
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
  for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
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
