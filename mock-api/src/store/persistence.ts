/**
 * The data file (MOCK_API_DATA_FILE): the changes made through the API, kept across restarts in
 * a SQLite database (Node's built-in `node:sqlite`). The generated data is not stored (the seed
 * recreates it); the file holds the rows written and deleted since: per collection by id, per
 * table by position. Each write call is one SQLite transaction holding only the rows it
 * changed, committed before the call is answered, so a write costs what it changes, never the
 * size of the data.
 *
 * WAL mode with synchronous=FULL: a commit returns once its WAL frames are fsynced. NORMAL
 * would already survive kill -9 (the frames sit in the OS's cache, which outlives the
 * process), but not a crash of the machine or a container host losing power; FULL makes
 * "acknowledged" mean "on disk" for one fsync per write call (not per row).
 */
import { closeSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { z } from 'zod';
import type { ChangeLog, Collection } from './collection.ts';
import { decodeRow, encodeRow } from './row-codec.ts';
import type { Table } from './table.ts';
import type { Durable } from './transaction.ts';

/** What the generated data is made from: the stored changes apply to that data only. */
export interface BaseData {
  seed: number;
  trades: number;
  asOf: string;
}

export interface StoredTable {
  name: string;
  table: Table<{ id: string }>;
  schema: z.ZodType<{ id: string }>;
}

/**
 * A table a data file of an earlier version may hold whose rows now live elsewhere (13-F lines,
 * now in their warehouse): its rows are handed over when the file is loaded, never lost.
 */
export interface RetiredTable<T extends { id: string } = { id: string }> {
  name: string;
  schema: z.ZodType<T>;
  carry(rows: T[]): void;
}

export class DataFileError extends Error {
  override name = 'DataFileError';
}

const FORMAT = '2';
/** About 20 ms of writing between two chances for other calls. */
const STATEMENTS_PER_SLICE = 2000;
const SQLITE_HEADER = 'SQLite format 3\0';

const SCHEMA = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
  CREATE TABLE collection_rows (
    collection TEXT NOT NULL, id TEXT NOT NULL, row TEXT, PRIMARY KEY (collection, id)
  ) STRICT;
  CREATE TABLE table_rows (
    tbl TEXT NOT NULL, position INTEGER NOT NULL, row TEXT, PRIMARY KEY (tbl, position)
  ) STRICT;
`;

const describeBase = (b: BaseData) =>
  `seed ${String(b.seed)}, ${b.trades.toLocaleString('en-US')} trades, as of ${b.asOf}`;

export class DataFile implements ChangeLog, Durable {
  readonly file: string;
  readonly #db: DatabaseSync;
  readonly #upsert: StatementSync;
  readonly #place: StatementSync;
  /** While a transaction publishes: its statements, run after in slices. */
  #queued: (() => void)[] | null = null;

  private constructor(file: string, db: DatabaseSync) {
    this.file = file;
    this.#db = db;
    this.#upsert = db.prepare(
      'INSERT INTO collection_rows (collection, id, row) VALUES (?, ?, ?) ' +
        'ON CONFLICT (collection, id) DO UPDATE SET row = excluded.row',
    );
    this.#place = db.prepare(
      'INSERT INTO table_rows (tbl, position, row) VALUES (?, ?, ?) ' +
        'ON CONFLICT (tbl, position) DO UPDATE SET row = excluded.row',
    );
  }

  /** Opens (or creates) the file; refuses one that is not ours or was made for other data. */
  static open(file: string, base: BaseData): DataFile {
    refuseForeignFile(file);
    mkdirSync(path.dirname(file), { recursive: true });
    const db = new DatabaseSync(file);
    try {
      // After a large ingestion the WAL is cut back to 64 MiB once checkpointed, not kept at its peak.
      db.exec(
        'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA journal_size_limit = 67108864;',
      );
      checkOrCreate(db, file, base);
    } catch (err) {
      db.close();
      if (err instanceof DataFileError) throw err;
      throw new DataFileError(`${label(file)}: ${(err as Error).message}`);
    }
    return new DataFile(file, db);
  }

  upsert(collection: string, row: { id: string }): void {
    this.#run(() => this.#upsert.run(collection, row.id, encodeRow(row)));
  }

  /** A tombstone, so a generated row stays deleted when the seed makes it again. */
  remove(collection: string, id: string): void {
    this.#run(() => this.#upsert.run(collection, id, null));
  }

  place(table: string, position: number, row: { id: string } | undefined): void {
    this.#run(() => this.#place.run(table, position, row === undefined ? null : encodeRow(row)));
  }

  #run(statement: () => void): void {
    if (this.#queued) this.#queued.push(statement);
    else statement();
  }

  /**
   * One SQLite transaction for everything `publish` reports. A large one (a quarter of 13-F
   * lines is millions of rows, tens of seconds to write) lets other calls in between slices:
   * writes run one at a time, so nothing else writes to the file meanwhile, and reads do not
   * touch it.
   */
  async transaction(publish: () => void): Promise<void> {
    const queued: (() => void)[] = [];
    this.#queued = queued;
    try {
      publish();
    } finally {
      this.#queued = null;
    }
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      for (let i = 0; i < queued.length; i += 1) {
        queued[i]!();
        if ((i + 1) % STATEMENTS_PER_SLICE === 0) await new Promise(setImmediate);
      }
      this.#db.exec('COMMIT');
    } catch (err) {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      throw err;
    }
  }

  /** Applies the stored changes to freshly generated data, each row checked against its schema. */
  load(
    collections: readonly Collection<{ id: string }>[],
    tables: readonly StoredTable[],
    retired: readonly RetiredTable[] = [],
  ): void {
    const byName = new Map(collections.map((c) => [c.name, c]));
    const rows = this.#db.prepare('SELECT collection, id, row FROM collection_rows ORDER BY rowid');
    for (const r of rows.iterate()) {
      const [name, id, text] = [String(r.collection), String(r.id), r.row];
      const collection = byName.get(name);
      if (!collection) throw this.#error(`unknown collection '${name}'`);
      if (text === null) {
        collection.retire(id);
        continue;
      }
      const parsed = collection.schema.safeParse(this.#decode(text, name, id));
      if (!parsed.success || parsed.data.id !== id) throw this.#invalid(name, id);
      collection.put(parsed.data);
    }
    const known = new Set([...tables, ...retired].map((t) => t.name));
    const tbls = this.#db.prepare('SELECT DISTINCT tbl FROM table_rows').all();
    const unknown = tbls.map((r) => String(r.tbl)).find((name) => !known.has(name));
    if (unknown !== undefined) throw this.#error(`unknown table '${unknown}'`);
    for (const stored of tables) stored.table.restore(this.#tableRows(stored));
    for (const gone of retired) {
      const rows = this.#retiredRows(gone);
      if (rows.length > 0) gone.carry(rows);
    }
  }

  #retiredRows({ name, schema }: RetiredTable): { id: string }[] {
    const rows = this.#db.prepare(
      'SELECT position, row FROM table_rows WHERE tbl = ? AND row IS NOT NULL ORDER BY position',
    );
    const out: { id: string }[] = [];
    for (const r of rows.iterate(name)) {
      const position = String(r.position);
      const parsed = schema.safeParse(this.#decode(r.row, name, position));
      if (!parsed.success) throw this.#invalid(name, position);
      out.push(parsed.data);
    }
    return out;
  }

  /** Reports every later change of these collections and tables to this file. */
  attach(collections: readonly Collection<{ id: string }>[], tables: readonly StoredTable[]): void {
    for (const c of collections) c.attach(this);
    for (const t of tables) t.table.attach(this, t.name);
  }

  close(): void {
    this.#db.close();
  }

  *#tableRows({ name, table, schema }: StoredTable) {
    const rows = this.#db.prepare(
      'SELECT position, row FROM table_rows WHERE tbl = ? ORDER BY position',
    );
    for (const r of rows.iterate(name)) {
      const position = Number(r.position);
      const id = table.idAt(position);
      if (r.row === null) {
        yield { position, row: undefined };
        continue;
      }
      const parsed = schema.safeParse(this.#decode(r.row, name, id));
      if (!parsed.success || parsed.data.id !== id) throw this.#invalid(name, id);
      yield { position, row: parsed.data };
    }
  }

  #decode(text: unknown, name: string, id: string): unknown {
    try {
      return decodeRow(String(text));
    } catch {
      throw this.#invalid(name, id);
    }
  }

  #invalid(name: string, id: string): DataFileError {
    return this.#error(`${name} ${id} is not a valid record`);
  }

  #error(message: string): DataFileError {
    return new DataFileError(`${label(this.file)}: ${message}`);
  }
}

const label = (file: string) => `MOCK_API_DATA_FILE ${file}`;

/** A file that is there but not a SQLite database: most likely the JSON file of before. */
function refuseForeignFile(file: string): void {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return; // not there yet: created on open
  }
  if (size === 0) return;
  const head = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === SQLITE_HEADER) return;
  const json = head.toString('utf8').trimStart().startsWith('{');
  throw new DataFileError(
    json
      ? `${label(file)} is a JSON data file of an earlier version; the data file is now a SQLite database. Delete it (its changes are not carried over) or point MOCK_API_DATA_FILE at a new file.`
      : `${label(file)} is not a data file of this API (not a SQLite database); point MOCK_API_DATA_FILE at a new file.`,
  );
}

function checkOrCreate(db: DatabaseSync, file: string, base: BaseData): void {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all();
  if (tables.length === 0) {
    db.exec(`BEGIN; ${SCHEMA}`);
    const put = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    put.run('format', FORMAT);
    put.run('base', JSON.stringify(base));
    db.exec('COMMIT');
    return;
  }
  if (!tables.some((t) => t.name === 'meta')) {
    throw new DataFileError(`${label(file)} is not a data file of this API`);
  }
  const meta = new Map(
    db
      .prepare('SELECT key, value FROM meta')
      .all()
      .map((r) => [String(r.key), String(r.value)]),
  );
  if (meta.get('format') !== FORMAT) {
    throw new DataFileError(`${label(file)}: unknown format '${meta.get('format') ?? ''}'`);
  }
  const stored = JSON.parse(meta.get('base') ?? '{}') as BaseData;
  if (stored.seed !== base.seed || stored.trades !== base.trades || stored.asOf !== base.asOf) {
    throw new DataFileError(
      `${label(file)} holds changes to the data of ${describeBase(stored)}, but this API generates ${describeBase(base)}. ` +
        'Start with the same MOCK_API_SEED, MOCK_API_TRADES and MOCK_API_AS_OF, or delete the file.',
    );
  }
}

/**
 * Opens the data file, applies its changes to the generated collections and tables, then
 * records every later change to it.
 */
export function attachDataFile(
  file: string,
  base: BaseData,
  collections: readonly Collection<{ id: string }>[],
  tables: readonly StoredTable[],
  retired: readonly RetiredTable[] = [],
): DataFile {
  const dataFile = DataFile.open(file, base);
  try {
    dataFile.load(collections, tables, retired);
  } catch (err) {
    dataFile.close();
    throw err;
  }
  dataFile.attach(collections, tables);
  return dataFile;
}
