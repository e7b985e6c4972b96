/**
 * A call that writes is all or nothing. Its handler, the check of its answer and the data file
 * transaction run inside one transaction over every collection and table: if any of them
 * throws, every row the call changed is put back (even when a handler changed several of them
 * before failing), and the data file rolls its transaction back. The data file commits before
 * the call returns, so a call is answered only once its changes are on disk. Writes run one at
 * a time, so a transaction only ever holds the changes of its own call; reads never wait.
 */
import type { Transactional } from './collection.ts';

export type Writer = <T>(work: () => Promise<T>) => Promise<T>;

/** Where published changes go: all of them, or none if `publish` or the commit throws. */
export interface Durable {
  transaction(publish: () => void): void | Promise<void>;
}

const memoryOnly: Durable = {
  transaction: (publish) => {
    publish();
  },
};

async function atomically<T>(
  parts: readonly Transactional[],
  work: () => Promise<T>,
  durable: Durable,
): Promise<T> {
  for (const p of parts) p.begin();
  try {
    const result = await work();
    await durable.transaction(() => {
      for (const p of parts) p.publish();
    });
    return result;
  } catch (err) {
    for (const p of parts) p.rollback();
    throw err;
  } finally {
    for (const p of parts) p.end();
  }
}

/** `durable`: the data file (without one, changes live in memory only). */
export function createWriter(
  parts: readonly Transactional[],
  durable: Durable = memoryOnly,
): Writer {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = () => atomically(parts, work, durable);
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  };
}
