/**
 * Reads records by id in batches: the ids asked for within one task (the cells of a table being
 * drawn) go out together, as list calls of at most MAX_IDS_PER_CALL ids, instead of one call per
 * record. A record the answer lacks is an error for those who asked for it.
 */
import { MAX_IDS_PER_CALL } from '@backoffice/core';

type Settle<T> = (row: T | undefined, err: Error) => void;

export function batchedById<T extends { id: string }>(
  readMany: (ids: string[]) => Promise<readonly T[]>,
): (id: string) => Promise<T> {
  let waiting = new Map<string, Settle<T>[]>();

  const read = async (ids: string[], batch: Map<string, Settle<T>[]>) => {
    let rows: readonly T[] = [];
    let failure: Error | undefined;
    try {
      rows = await readMany(ids);
    } catch (err) {
      failure = err instanceof Error ? err : new Error(String(err));
    }
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      for (const settle of batch.get(id) ?? [])
        settle(row, failure ?? new Error(`No record ${id}`));
    }
  };

  const flush = () => {
    const batch = waiting;
    waiting = new Map();
    const ids = [...batch.keys()];
    for (let from = 0; from < ids.length; from += MAX_IDS_PER_CALL)
      void read(ids.slice(from, from + MAX_IDS_PER_CALL), batch);
  };

  return (id) =>
    new Promise<T>((resolve, reject) => {
      if (waiting.size === 0) setTimeout(flush, 0);
      waiting.set(id, [
        ...(waiting.get(id) ?? []),
        (row, err) => {
          if (row) resolve(row);
          else reject(err);
        },
      ]);
    });
}
