/**
 * The data file (MOCK_API_DATA_FILE): the changes made through the API, kept across restarts.
 * The generated data is not stored (the seed recreates it); the file holds, per collection,
 * the rows written and the ids deleted since. It is rewritten whole after every call that
 * changed something, to a temporary file renamed over the old one, so a crash leaves either
 * the old file or the new one, never half of one.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ChangeLog } from './collection.ts';
import { collectionsOf, type Collections } from './store.ts';

const journalSchema = z.object({
  version: z.literal(1),
  seed: z.number(),
  collections: z.record(
    z.string(),
    z.object({ upserts: z.record(z.string(), z.unknown()), deletes: z.array(z.string()) }),
  ),
});
type Journal = z.infer<typeof journalSchema>;

export class DataFileError extends Error {
  override name = 'DataFileError';
}

export class Persistence implements ChangeLog {
  readonly #file: string;
  readonly #journal: Journal;
  #dirty = false;

  constructor(file: string, journal: Journal) {
    this.#file = file;
    this.#journal = journal;
  }

  #entry(collection: string) {
    this.#journal.collections[collection] ??= { upserts: {}, deletes: [] };
    return this.#journal.collections[collection];
  }

  upsert(collection: string, row: { id: string }): void {
    const entry = this.#entry(collection);
    entry.upserts[row.id] = row;
    entry.deletes = entry.deletes.filter((id) => id !== row.id);
    this.#dirty = true;
  }

  remove(collection: string, id: string): void {
    const entry = this.#entry(collection);
    entry.upserts = Object.fromEntries(Object.entries(entry.upserts).filter(([key]) => key !== id));
    if (!entry.deletes.includes(id)) entry.deletes.push(id);
    this.#dirty = true;
  }

  /** Writes the file if anything changed since the last write. */
  flush(): void {
    if (!this.#dirty) return;
    mkdirSync(path.dirname(this.#file), { recursive: true });
    const temp = `${this.#file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.#journal));
    renameSync(temp, this.#file);
    this.#dirty = false;
  }
}

function readJournal(file: string, seed: number): Journal {
  if (!existsSync(file)) return { version: 1, seed, collections: {} };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new DataFileError(`MOCK_API_DATA_FILE ${file}: ${(err as Error).message}`);
  }
  const parsed = journalSchema.safeParse(data);
  if (!parsed.success)
    throw new DataFileError(`MOCK_API_DATA_FILE ${file}: not a data file of this API`);
  return parsed.data;
}

/**
 * Applies the file's changes to freshly generated collections (each row checked against its
 * schema), then records every later change to it.
 */
export function attachDataFile(file: string, seed: number, collections: Collections): Persistence {
  const journal = readJournal(file, seed);
  const byName = new Map(collectionsOf(collections).map((c) => [c.name, c]));
  for (const [name, change] of Object.entries(journal.collections)) {
    const collection = byName.get(name);
    if (!collection)
      throw new DataFileError(`MOCK_API_DATA_FILE ${file}: unknown collection '${name}'`);
    for (const [id, row] of Object.entries(change.upserts)) {
      const parsed = collection.schema.safeParse(row);
      if (!parsed.success || parsed.data.id !== id) {
        throw new DataFileError(`MOCK_API_DATA_FILE ${file}: ${name} ${id} is not a valid record`);
      }
      collection.put(parsed.data);
    }
    for (const id of change.deletes) collection.delete(id);
  }
  const persistence = new Persistence(file, journal);
  for (const collection of byName.values()) collection.attach(persistence);
  return persistence;
}
