/**
 * Working memory of the indexed engine, kept per table index and reused by every query. A
 * million-row table would otherwise allocate megabytes of typed arrays per query (matches,
 * sort keys, the page's order), and that external memory makes V8 run full mark-compacts over
 * the whole heap of row objects: the tail latency of the API. A query runs synchronously from
 * plan to page, so one set per index is enough; nothing here outlives the call that filled it.
 */
import type { ColumnIndex } from '../store/column-index.ts';

export interface Scratch {
  /** Per base position: the stamp of the query that matched it (see `nextStamp`). */
  marks: Int32Array;
  stamp: number;
  /** The matching positions. */
  matched: Int32Array;
  /** The positions of the page's prefix, in order. */
  ordered: Int32Array;
  /** Packed (code, position) sort keys, allocated on the first sort. */
  keys: Float64Array | null;
}

const scratchOf = new WeakMap<object, Scratch>();

/** The scratch of an index covering `base` rows; a rebuilt index of another size gets new. */
export function scratchFor(index: object, base: number): Scratch {
  let s = scratchOf.get(index);
  if (!s || s.marks.length !== base || s.stamp >= 0x7ffffff0) {
    s = {
      marks: new Int32Array(base),
      stamp: 0,
      matched: new Int32Array(base),
      ordered: new Int32Array(base),
      keys: null,
    };
    scratchOf.set(index, s);
  }
  return s;
}

export function sortKeys(s: Scratch): Float64Array {
  s.keys ??= new Float64Array(s.matched.length);
  return s.keys;
}

/**
 * "Accept" tables by code of a column (1 where a code passes a test), lent to one query and
 * given back cleared: the id column of a million trades has a million codes, and a search
 * word would otherwise allocate a megabyte each time.
 */
const freeAccepts = new WeakMap<ColumnIndex, Uint8Array[]>();

export function borrowAccept(column: ColumnIndex): Uint8Array {
  return freeAccepts.get(column)?.pop() ?? new Uint8Array(column.values.length + 1);
}

/** Clears the codes set in `accept` and keeps it for the next query. */
export function returnAccept(column: ColumnIndex, accept: Uint8Array, codes: ArrayLike<number>) {
  for (let i = 0; i < codes.length; i += 1) accept[codes[i]!] = 0;
  let free = freeAccepts.get(column);
  if (!free) freeAccepts.set(column, (free = []));
  if (free.length < 4) free.push(accept);
}
