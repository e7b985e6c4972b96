/**
 * Data derived from a store's tables and collections (reconciliation breaks, holdings grouped by
 * client, …) is cached, and a cache is only right while its inputs are as they were. So each
 * derived value names its inputs, and is worked out again on its first read after any of them
 * changed: every write, rollback and load changes an input's version. No endpoint has to know
 * which writes touch which figures.
 */

/** A table or collection: its version changes with every change to its rows. */
export interface Versioned {
  readonly version: number;
}

interface Kept<T> {
  versions: number[];
  value: T;
}

const sameVersions = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * `compute(store)`, kept per store until one of `inputs(store)` changes. Other derived values
 * may be read inside `compute`: each checks its own inputs.
 */
export function derivedFrom<S extends object, T>(
  inputs: (store: S) => readonly Versioned[],
  compute: (store: S) => T,
): (store: S) => T {
  const kept = new WeakMap<S, Kept<T>>();
  return (store) => {
    const versions = inputs(store).map((input) => input.version);
    const seen = kept.get(store);
    if (seen && sameVersions(seen.versions, versions)) return seen.value;
    const value = compute(store);
    kept.set(store, { versions, value });
    return value;
  };
}
