/**
 * In-memory tables. A `Collection` holds a writable resource keyed by id, hands out the next id,
 * and reports every change to a change log (the data file). A `Table` holds a large resource
 * (trades, holdings) in one array whose ids are their positions, with the indexes the list
 * engine walks, and reports its changes by position. Inside a transaction (see
 * `transaction.ts`) both remember each row as it was before the first change, so a failed call
 * can be undone, and tell the log only what the transaction published.
 */
import type { z } from 'zod';

export interface Source<T> {
  all(): readonly T[];
  get(id: string): T | undefined;
}

export interface ChangeLog {
  upsert(collection: string, row: { id: string }): void;
  remove(collection: string, id: string): void;
  /** The row now at `position` of a table (undefined: deleted). */
  place(table: string, position: number, row: { id: string } | undefined): void;
}

/** What takes part in a write call's all-or-nothing (see `transaction.ts`). */
export interface Transactional {
  begin(): void;
  /** Tells the change log the current state of every row the open transaction changed. */
  publish(): void;
  /** Puts back every row the open transaction changed. */
  rollback(): void;
  end(): void;
}

/** One row a transaction changed: before (undefined: it was created) and after (undefined: deleted). */
export interface RowChange<T> {
  id: string;
  before: T | undefined;
  after: T | undefined;
}

export class Collection<T extends { id: string }> implements Source<T>, Transactional {
  readonly name: string;
  readonly schema: z.ZodType<T>;
  readonly #prefix: string;
  readonly #width: number;
  readonly #rows = new Map<string, T>();
  #snapshot: T[] | null = null;
  #seq = 0;
  #version = 0;
  #log: ChangeLog | null = null;
  /** While a transaction is open: each changed id and its row before (undefined: absent). */
  #before: Map<string, T | undefined> | null = null;
  #seqBefore = 0;

  /** Ids look like `${prefix}-${n}` with n zero-padded to `width` digits. */
  constructor(name: string, prefix: string, width: number, schema: z.ZodType<T>) {
    this.name = name;
    this.schema = schema;
    this.#prefix = prefix;
    this.#width = width;
  }

  all(): readonly T[] {
    this.#snapshot ??= [...this.#rows.values()];
    return this.#snapshot;
  }

  get(id: string): T | undefined {
    return this.#rows.get(id);
  }

  /** Changes with every write and rollback: what was derived from the rows at one version holds. */
  get version(): number {
    return this.#version;
  }

  get size(): number {
    return this.#rows.size;
  }

  nextId(): string {
    this.#seq += 1;
    return `${this.#prefix}-${String(this.#seq).padStart(this.#width, '0')}`;
  }

  /** Starts reporting changes; rows added before (generated or loaded) are not changes. */
  attach(log: ChangeLog): void {
    this.#log = log;
  }

  /** Adds or replaces a row. */
  put(row: T): T {
    this.#remember(row.id);
    this.#rows.set(row.id, row);
    this.#snapshot = null;
    this.#version += 1;
    this.#countId(row.id);
    if (!this.#before) this.#report(row.id);
    return row;
  }

  /**
   * Keeps new ids above an id once given out, whose row is gone (the data file's tombstone), so
   * an id is never given twice, across restarts too.
   */
  retire(id: string): void {
    this.#countId(id);
    this.delete(id);
  }

  delete(id: string): boolean {
    if (!this.#rows.has(id)) return false;
    this.#remember(id);
    this.#rows.delete(id);
    this.#snapshot = null;
    this.#version += 1;
    if (!this.#before) this.#report(id);
    return true;
  }

  begin(): void {
    if (this.#before) throw new Error(`${this.name}: a transaction is already open`);
    this.#before = new Map();
    this.#seqBefore = this.#seq;
  }

  publish(): void {
    for (const id of this.#before?.keys() ?? []) this.#report(id);
  }

  /** Also puts back the id sequence. */
  rollback(): void {
    if (!this.#before) return;
    for (const [id, row] of this.#before) {
      if (row === undefined) this.#rows.delete(id);
      else this.#rows.set(id, row);
    }
    this.#seq = this.#seqBefore;
    this.#snapshot = null;
    this.#version += 1;
  }

  end(): void {
    this.#before = null;
  }

  /** The rows the open transaction changed, each as it was and as it is (undefined: absent). */
  pending(): RowChange<T>[] {
    const changes: RowChange<T>[] = [];
    for (const [id, before] of this.#before ?? []) {
      const after = this.#rows.get(id);
      if (before !== after) changes.push({ id, before, after });
    }
    return changes;
  }

  #remember(id: string): void {
    if (this.#before && !this.#before.has(id)) this.#before.set(id, this.#rows.get(id));
  }

  #report(id: string): void {
    const row = this.#rows.get(id);
    if (row) this.#log?.upsert(this.name, row);
    else this.#log?.remove(this.name, id);
  }

  /** Keeps new ids above every id seen, including ones from the data file. */
  #countId(id: string): void {
    if (!id.startsWith(`${this.#prefix}-`)) return;
    const n = Number(id.slice(this.#prefix.length + 1));
    if (Number.isInteger(n) && n > this.#seq) this.#seq = n;
  }
}

export { Table } from './table.ts';
