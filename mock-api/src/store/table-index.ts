/**
 * The indexes of a large table, kept correct under writes the way a log-structured store is:
 * the column indexes cover the rows as they were when built (the base); a row appended,
 * changed or deleted since is marked stale in the base and listed in a small delta, which a
 * query checks row by row and merges into its answer. When the delta outgrows a sixteenth of
 * the table the indexes are dropped and rebuilt on their next use, so a write costs O(1) and
 * the rebuilds are paid once per many writes.
 */
import { buildColumn, type ColumnIndex } from './column-index.ts';
import { fieldOf } from './field.ts';

const MIN_DELTA = 1024;

export class TableIndex<Row extends object> {
  readonly #rows: readonly (Row | undefined)[];
  #base = 0;
  /** Base positions whose row changed or went since the build. */
  #stale = new Uint8Array(0);
  /** Positions to check row by row: changed base rows and rows appended since the build. */
  readonly #delta = new Set<number>();
  #columns = new Map<string, ColumnIndex | null>();
  #numbers = new Map<string, Float64Array>();
  #live = 0;
  #version = 0;

  readonly #minDelta: number;

  /**
   * `rows` is the table's own array (holes for deleted rows), read as it changes. The indexes
   * are rebuilt when the delta passes `minDelta` rows and a sixteenth of the table.
   */
  constructor(rows: readonly (Row | undefined)[], minDelta = MIN_DELTA) {
    this.#rows = rows;
    this.#minDelta = minDelta;
    this.#reset();
  }

  /** The rows the indexes cover are positions [0, base). */
  get base(): number {
    return this.#base;
  }

  /** How many base rows are still as indexed (neither changed nor deleted). */
  get liveBase(): number {
    return this.#live;
  }

  /** Changes with every write and rebuild: what was derived from the base rows at one version holds. */
  get version(): number {
    return this.#version;
  }

  get stale(): Uint8Array {
    return this.#stale;
  }

  get delta(): ReadonlySet<number> {
    return this.#delta;
  }

  /** The index of a column, built on first use; null if its values cannot be indexed. */
  column(name: string): ColumnIndex | null {
    let column = this.#columns.get(name);
    if (column === undefined) {
      column = buildColumn(this.#rows, this.#base, name);
      this.#columns.set(name, column);
    }
    return column;
  }

  /**
   * A number column's values by base position (NaN where not a number), built on first use:
   * sums over many rows read one typed array instead of a million row objects.
   */
  numbers(name: string): Float64Array {
    let values = this.#numbers.get(name);
    if (values === undefined) {
      values = new Float64Array(this.#base);
      for (let i = 0; i < this.#base; i += 1) {
        const row = this.#rows[i];
        const value = row === undefined ? undefined : fieldOf(row, name);
        values[i] = typeof value === 'number' ? value : NaN;
      }
      this.#numbers.set(name, values);
    }
    return values;
  }

  /** Called by the table after it appended, replaced or deleted the row at `position`. */
  changed(position: number): void {
    this.#version += 1;
    if (position < this.#base && this.#stale[position] === 0) {
      this.#stale[position] = 1;
      this.#live -= 1;
    }
    this.#delta.add(position);
    if (this.#delta.size > Math.max(this.#minDelta, this.#base >> 4)) this.#reset();
  }

  /** Drops the indexes after rows were put back or loaded other than through `changed`. */
  rebuild(): void {
    this.#version += 1;
    this.#reset();
  }

  #reset(): void {
    this.#base = this.#rows.length;
    this.#stale = new Uint8Array(this.#base);
    this.#delta.clear();
    this.#columns = new Map();
    this.#numbers = new Map();
    let live = 0;
    for (let i = 0; i < this.#base; i += 1) {
      if (this.#rows[i] === undefined) this.#stale[i] = 1;
      else live += 1;
    }
    this.#live = live;
  }
}
