/**
 * A call that writes is all or nothing. Its handler, the check of its answer and the data file
 * write run inside one transaction over every collection: if any of them throws, every row the
 * call changed is put back (even when a handler changed several collections before failing),
 * and the data file never sees the change. Writes run one at a time, so a transaction only
 * ever holds the changes of its own call; reads never wait.
 */
import type { Collection } from './collection.ts';

export type Writer = <T>(work: () => Promise<T>) => Promise<T>;

async function atomically<T>(
  collections: readonly Collection<{ id: string }>[],
  work: () => Promise<T>,
  persist: () => void,
): Promise<T> {
  for (const c of collections) c.begin();
  let published = false;
  try {
    const result = await work();
    for (const c of collections) c.publish();
    published = true;
    persist();
    return result;
  } catch (err) {
    for (const c of collections) c.rollback();
    // The change log was told of the change before the write failed; tell it the rows as they are again.
    if (published) for (const c of collections) c.publish();
    throw err;
  } finally {
    for (const c of collections) c.end();
  }
}

/** `persist` writes the data file (or does nothing without one). */
export function createWriter(
  collections: readonly Collection<{ id: string }>[],
  persist: () => void,
): Writer {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = () => atomically(collections, work, persist);
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  };
}
