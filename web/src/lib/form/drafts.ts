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
export function storage(): Storage | null {
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

/** Where a form's Idempotency-Key is kept beside its draft (submission-key.ts). */
export const submissionStorageKey = (userId: string, draftKey: string) =>
  `${draftStorageKey(userId, draftKey)}#submission`;

/** Every draft of every user in this tab: for a deliberate logout. */
export function clearDrafts(): void {
  generation += 1;
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
  for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
}
