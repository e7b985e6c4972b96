/**
 * What the API reads on every call to decide what the caller may do: the user's roles,
 * privileges, client scope and status as the directory has them now, never as the token said
 * at sign-in. So an administrator's change counts from the user's next call, not their next
 * sign-in. A read is kept for `ttlMs` at most, and not at all once this process has written
 * to the directory; another process's change (the directory file is shared) waits the TTL.
 */
import type { Directory, DirectoryAccess } from './directory.ts';

/** The longest a user's access may be read from the cache: a few seconds, the bound. */
export const MAX_ACCESS_CACHE_MS = 5000;
export const DEFAULT_ACCESS_CACHE_MS = 2000;

interface Kept {
  access: DirectoryAccess | undefined;
  at: number;
  writes: number;
}

export interface AccessReader {
  /** The user's access now (undefined: not in the directory), at most `ttlMs` old. */
  read(sub: string): DirectoryAccess | undefined;
}

export function accessReader(
  directory: Pick<Directory, 'accessOf' | 'writes'>,
  ttlMs: number = DEFAULT_ACCESS_CACHE_MS,
  now: () => number = Date.now,
): AccessReader {
  if (ttlMs < 0 || ttlMs > MAX_ACCESS_CACHE_MS) {
    throw new RangeError(`The access cache keeps a read 0 to ${String(MAX_ACCESS_CACHE_MS)} ms`);
  }
  const kept = new Map<string, Kept>();
  return {
    read(sub) {
      const t = now();
      const hit = kept.get(sub);
      if (hit && t - hit.at < ttlMs && hit.writes === directory.writes) return hit.access;
      const access = directory.accessOf(sub);
      if (ttlMs > 0) {
        // Bounded by the directory's users in practice; a token for an unknown subject is
        // kept too (undefined), so a flood of them still costs one read each per TTL.
        if (kept.size > 10_000) kept.clear();
        kept.set(sub, { access, at: t, writes: directory.writes });
      }
      return access;
    },
  };
}
