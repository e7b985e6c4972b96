/**
 * In-memory tables. A `Collection` holds a writable resource keyed by id, hands out the next id,
 * and reports every change to a change log (the data file). Inside a transaction (see
 * `transaction.ts`) it remembers each row as it was before the first change, so a failed call
 * can be undone, and tells the log only what the transaction published. A `Table` holds a
 * large resource (trades, holdings) in one array whose ids are their positions, with the
 * indexes the list engine walks.
 */
import type { z } from 'zod';
import { TableIndex } from './table-index.ts';

export interface Source<T> {
  all(): readonly T[];
  get(id: string): T | undefined;
}

export interface ChangeLog {
  upsert(collection: string, row: { id: string }): void;
  remove(collection: string, id: string): void;
}

export class Collection<T extends { id: string }> implements Source<T> {
  readonly name: string;
  readonly schema: z.ZodType<T>;
  readonly #prefix: string;
  readonly #width: number;
  readonly #rows = new Map<string, T>();
  #snapshot: T[] | null = null;
  #seq = 0;
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
    this.#countId(row.id);
    if (!this.#before) this.#report(row.id);
    return row;
  }

  delete(id: string): boolean {
    if (!this.#rows.has(id)) return false;
    this.#remember(id);
    this.#rows.delete(id);
    this.#snapshot = null;
    if (!this.#before) this.#report(id);
    return true;
  }

  begin(): void {
    if (this.#before) throw new Error(`${this.name}: a transaction is already open`);
    this.#before = new Map();
    this.#seqBefore = this.#seq;
  }

  /** Tells the change log the current state of every row the open transaction changed. */
  publish(): void {
    for (const id of this.#before?.keys() ?? []) this.#report(id);
  }

  /** Puts back every row the open transaction changed, and the id sequence. */
  rollback(): void {
    if (!this.#before) return;
    for (const [id, row] of this.#before) {
      if (row === undefined) this.#rows.delete(id);
      else this.#rows.set(id, row);
    }
    this.#seq = this.#seqBefore;
    this.#snapshot = null;
  }

  end(): void {
    this.#before = null;
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

/**
 * A large table whose row `n` has the id `${prefix}-${n + 1}` (zero-padded), so a million rows
 * need no id map. Rows arrive by `append` (ingestion); `put` replaces one and `delete` leaves a
 * hole, so positions, and with them ids and the order of ties, never move. Its `index` serves
 * the list engine and follows every write.
 */
export class Table<T extends { id: string }> implements Source<T> {
  readonly #rows: (T | undefined)[];
  readonly #prefix: string;
  readonly #width: number;
  readonly index: TableIndex<T>;
  #holes = 0;
  #compact: T[] | null = null;

  /** `width`: digits of the ids (those of the rows by default); `minDelta`: see TableIndex. */
  constructor(
    prefix: string,
    rows: readonly T[],
    options: { width?: number; minDelta?: number } = {},
  ) {
    this.#prefix = `${prefix}-`;
    this.#width = options.width ?? Table.widthOf(rows);
    this.#rows = [...rows];
    this.index = new TableIndex(this.#rows, options.minDelta);
  }

  static idOf(prefix: string, width: number, index: number): string {
    return `${prefix}-${String(index + 1).padStart(width, '0')}`;
  }

  /** The digits of the ids the rows already have (7 unless there are none). */
  static widthOf(rows: readonly { id: string }[]): number {
    return rows[0]?.id.split('-').at(-1)?.length ?? 7;
  }

  /** Every row in position order (deleted ones left out). */
  all(): readonly T[] {
    if (this.#holes === 0) return this.#rows as readonly T[];
    this.#compact ??= this.#rows.filter((row): row is T => row !== undefined);
    return this.#compact;
  }

  /** The rows by position, with `undefined` where one was deleted: what the engine reads. */
  get positions(): readonly (T | undefined)[] {
    return this.#rows;
  }

  get(id: string): T | undefined {
    const position = this.#positionOf(id);
    return position === undefined ? undefined : this.#rows[position];
  }

  /** Adds a row at the end, with the next id. */
  append(make: (id: string) => T): T {
    const position = this.#rows.length;
    const row = make(Table.idOf(this.#prefix.slice(0, -1), this.#width, position));
    this.#rows.push(row);
    this.#wrote(position);
    return row;
  }

  /** Replaces the row with the same id; throws if there is none. */
  put(row: T): T {
    const position = this.#positionOf(row.id);
    if (position === undefined || this.#rows[position] === undefined) {
      throw new Error(`${row.id}: no such row to replace`);
    }
    this.#rows[position] = row;
    this.#wrote(position);
    return row;
  }

  delete(id: string): boolean {
    const position = this.#positionOf(id);
    if (position === undefined || this.#rows[position] === undefined) return false;
    this.#rows[position] = undefined;
    this.#holes += 1;
    this.#wrote(position);
    return true;
  }

  #wrote(position: number): void {
    this.#compact = null;
    this.index.changed(position);
  }

  #positionOf(id: string): number | undefined {
    if (!id.startsWith(this.#prefix)) return undefined;
    const digits = id.slice(this.#prefix.length);
    if (!/^\d+$/.test(digits)) return undefined;
    const position = Number(digits) - 1;
    return this.#rows[position]?.id === id ? position : undefined;
  }
}
