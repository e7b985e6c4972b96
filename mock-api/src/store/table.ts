/**
 * A large table whose row `n` has the id `${prefix}-${n + 1}` (zero-padded), so a million rows
 * need no id map. Rows arrive by `append` (ingestion); `put` replaces one and `delete` leaves a
 * hole, so positions, and with them ids and the order of ties, never move. Its `index` serves
 * the list engine and follows every write. Once attached to a change log (the data file) it
 * reports each changed position; inside a transaction it remembers the rows as they were, so
 * a failed write call leaves it as it was.
 */
import type { ChangeLog, Source, Transactional } from './collection.ts';
import { TableIndex } from './table-index.ts';

/**
 * Something kept from a table's rows that must follow every write to it (the trade positions):
 * told of each row's change as it happens, and to start again when rows were put back or loaded
 * other than one by one.
 */
export interface TableFollower<T> {
  changed(position: number, before: T | undefined, after: T | undefined): void;
  reset(): void;
}

export class Table<T extends { id: string }> implements Source<T>, Transactional {
  readonly #rows: (T | undefined)[];
  readonly #prefix: string;
  readonly #width: number;
  readonly index: TableIndex<T>;
  #holes = 0;
  #compact: T[] | null = null;
  #log: { log: ChangeLog; name: string } | null = null;
  readonly #followers: TableFollower<T>[] = [];
  /** While a transaction is open: each changed position below `#lengthBefore` and its row before. */
  #before: Map<number, T | undefined> | null = null;
  #lengthBefore = 0;
  #holesBefore = 0;

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

  /** The id the row at `position` has (or would have). */
  idAt(position: number): string {
    return Table.idOf(this.#prefix.slice(0, -1), this.#width, position);
  }

  /** Every row in position order (deleted ones left out). */
  all(): readonly T[] {
    if (this.#holes === 0) return this.#rows as readonly T[];
    this.#compact ??= this.#rows.filter((row): row is T => row !== undefined);
    return this.#compact;
  }

  /** Changes with every write, rollback and load: what was derived from the rows at one version holds. */
  get version(): number {
    return this.index.version;
  }

  /** Keeps `follower` told of every change from now on (see TableFollower). */
  follow(follower: TableFollower<T>): void {
    this.#followers.push(follower);
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
    const row = make(this.idAt(position));
    this.#rows.push(row);
    this.#wrote(position, undefined);
    return row;
  }

  /** Replaces the row with the same id; throws if there is none. */
  put(row: T): T {
    const position = this.#positionOf(row.id);
    if (position === undefined || this.#rows[position] === undefined) {
      throw new Error(`${row.id}: no such row to replace`);
    }
    this.#remember(position);
    const before = this.#rows[position];
    this.#rows[position] = row;
    this.#wrote(position, before);
    return row;
  }

  delete(id: string): boolean {
    const position = this.#positionOf(id);
    if (position === undefined || this.#rows[position] === undefined) return false;
    this.#remember(position);
    const before = this.#rows[position];
    this.#rows[position] = undefined;
    this.#holes += 1;
    this.#wrote(position, before);
    return true;
  }

  /**
   * Loads stored rows (from the data file) over the generated ones, in position order; a
   * position past the end extends the table, with holes for any gap. Not a change.
   */
  restore(changes: Iterable<{ position: number; row: T | undefined }>): void {
    let restored = false;
    for (const { position, row } of changes) {
      while (this.#rows.length < position) this.#setAt(this.#rows.length, undefined);
      this.#setAt(position, row);
      restored = true;
    }
    if (!restored) return;
    this.#compact = null;
    this.index.rebuild();
    for (const f of this.#followers) f.reset();
  }

  /** Starts reporting changes to `log` under `name`. */
  attach(log: ChangeLog, name: string): void {
    this.#log = { log, name };
  }

  begin(): void {
    if (this.#before) throw new Error(`${this.#prefix}: a transaction is already open`);
    this.#before = new Map();
    this.#lengthBefore = this.#rows.length;
    this.#holesBefore = this.#holes;
  }

  publish(): void {
    if (!this.#before) return;
    for (const position of this.#before.keys()) this.#report(position);
    for (let p = this.#lengthBefore; p < this.#rows.length; p += 1) this.#report(p);
  }

  rollback(): void {
    if (!this.#before) return;
    if (this.#before.size === 0 && this.#rows.length === this.#lengthBefore) return;
    for (const [position, row] of this.#before) this.#rows[position] = row;
    this.#rows.length = this.#lengthBefore;
    this.#holes = this.#holesBefore;
    this.#compact = null;
    // Rare (a failed call): rebuilding is simpler than unpicking the delta and any rebuild since.
    this.index.rebuild();
    for (const f of this.#followers) f.reset();
  }

  end(): void {
    this.#before = null;
  }

  /** The rows the open transaction added, replaced or deleted, as they were and are. */
  pendingRows(): { before: T | undefined; after: T | undefined }[] {
    const rows: { before: T | undefined; after: T | undefined }[] = [];
    if (!this.#before) return rows;
    for (let p = this.#lengthBefore; p < this.#rows.length; p += 1) {
      if (this.#rows[p] !== undefined) rows.push({ before: undefined, after: this.#rows[p] });
    }
    for (const [position, before] of this.#before) {
      const after = this.#rows[position];
      if (before !== after) rows.push({ before, after });
    }
    return rows;
  }

  /** How many rows the open transaction added, replaced and deleted (counts, never the rows). */
  pendingCounts(): { created: number; updated: number; deleted: number } {
    const counts = { created: 0, updated: 0, deleted: 0 };
    if (!this.#before) return counts;
    for (let p = this.#lengthBefore; p < this.#rows.length; p += 1) {
      if (this.#rows[p] !== undefined) counts.created += 1;
    }
    for (const [position, before] of this.#before) {
      const after = this.#rows[position];
      if (before === after) continue;
      if (before === undefined) counts.created += 1;
      else if (after === undefined) counts.deleted += 1;
      else counts.updated += 1;
    }
    return counts;
  }

  #setAt(position: number, row: T | undefined): void {
    const was = position < this.#rows.length ? this.#rows[position] : null;
    if (was === undefined && row !== undefined) this.#holes -= 1;
    if (was !== undefined && row === undefined) this.#holes += 1;
    this.#rows[position] = row;
  }

  #remember(position: number): void {
    if (this.#before && position < this.#lengthBefore && !this.#before.has(position)) {
      this.#before.set(position, this.#rows[position]);
    }
  }

  #wrote(position: number, before: T | undefined): void {
    this.#compact = null;
    this.index.changed(position);
    for (const f of this.#followers) f.changed(position, before, this.#rows[position]);
    if (!this.#before) this.#report(position);
  }

  #report(position: number): void {
    this.#log?.log.place(this.#log.name, position, this.#rows[position]);
  }

  #positionOf(id: string): number | undefined {
    if (!id.startsWith(this.#prefix)) return undefined;
    const digits = id.slice(this.#prefix.length);
    if (!/^\d+$/.test(digits)) return undefined;
    const position = Number(digits) - 1;
    return this.#rows[position]?.id === id ? position : undefined;
  }
}
