/**
 * The index of one column of a table: its distinct values in ascending order, each row's
 * `code` (the place of its value there; null last), and the row positions sorted by (code,
 * position). That one structure is the column's sort order in both directions (walk the codes
 * up or down, each code's rows forward), its posting lists for equality filters (the rows of a
 * code are contiguous), and its range index for dates (a range of codes is a range of rows).
 * Everything is in typed arrays, so a million rows add a few megabytes and no objects.
 */
import { fieldOf } from './field.ts';

export type ColumnKind = 'string' | 'number' | 'boolean' | 'empty';
export type Scalar = string | number | boolean;

export interface ColumnIndex {
  readonly name: string;
  readonly kind: ColumnKind;
  /** Distinct non-null values, ascending (as `<` orders them: UTF-16 for strings). */
  readonly values: ArrayLike<Scalar>;
  /** Per row position: the code of its value; `values.length` for null; -1 for no row. */
  readonly codes: Int32Array;
  /** The positions of the rows, by code then position: nulls last. */
  readonly order: Int32Array;
  /** `order` from `starts[c]` to `starts[c + 1]` holds the rows of code `c`. */
  readonly starts: Int32Array;
}

type Cells = readonly (object | undefined)[];

/** The kind of the column's non-null values, or null if it holds lists, objects or a mix. */
function kindOf(rows: Cells, n: number, name: string): ColumnKind | null {
  let kind: ColumnKind = 'empty';
  for (let i = 0; i < n; i += 1) {
    const row = rows[i];
    if (row === undefined) continue;
    const value = fieldOf(row, name);
    if (value === null || value === undefined) continue;
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return null;
    if (kind === 'empty') kind = type;
    else if (kind !== type) return null;
  }
  return kind;
}

/** Sorted distinct numbers and each row's code, through a radix sort of the values (no objects). */
function numberCodes(rows: Cells, n: number, name: string) {
  const raw = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const row = rows[i];
    const value = row === undefined ? null : fieldOf(row, name);
    raw[i] = typeof value === 'number' ? value : NaN;
  }
  const sorted = LITTLE_ENDIAN ? radixOrder(raw) : compareOrder(raw);
  const values = new Float64Array(sorted.length);
  const codes = new Int32Array(n);
  let d = 0;
  for (let k = 0; k < sorted.length; k += 1) {
    const position = sorted[k]!;
    const value = raw[position]!;
    if (d === 0 || value !== values[d - 1]) values[d++] = value; // -0 and 0 are one value
    codes[position] = d - 1;
  }
  for (let i = 0; i < n; i += 1) if (Number.isNaN(raw[i])) codes[i] = d; // null (or no row)
  return { values: values.slice(0, d), codes };
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const DIGIT = 16;

/**
 * The positions of the non-NaN values, ascending by value, ties by position: a stable least-
 * significant-digit radix sort of the IEEE 754 bits made sortable as unsigned integers (sign
 * bit set for positives, every bit flipped for negatives). Four passes over the rows instead
 * of a sort plus a binary search per row, which at a million distinct amounts took seconds.
 */
function radixOrder(raw: Float64Array): Int32Array {
  const words = new Uint32Array(raw.buffer, raw.byteOffset, raw.length * 2); // lo, hi per value
  let m = 0;
  for (let i = 0; i < raw.length; i += 1) if (!Number.isNaN(raw[i])) m += 1;
  let hi = new Uint32Array(m);
  let lo = new Uint32Array(m);
  let pos = new Int32Array(m);
  for (let i = 0, k = 0; i < raw.length; i += 1) {
    if (Number.isNaN(raw[i])) continue;
    const h = words[2 * i + 1]!;
    const l = words[2 * i]!;
    const negative = h >>> 31 === 1;
    hi[k] = negative ? ~h >>> 0 : (h | 0x80000000) >>> 0;
    lo[k] = negative ? ~l >>> 0 : l;
    pos[k++] = i;
  }
  let hi2 = new Uint32Array(m);
  let lo2 = new Uint32Array(m);
  let pos2 = new Int32Array(m);
  const count = new Int32Array(1 << DIGIT);
  const mask = (1 << DIGIT) - 1;
  for (let pass = 0; pass < 4; pass += 1) {
    const word = pass < 2 ? lo : hi;
    const shift = (pass % 2) * DIGIT;
    count.fill(0);
    for (let k = 0; k < m; k += 1) count[(word[k]! >>> shift) & mask]! += 1;
    if (m === 0 || count[(word[0]! >>> shift) & mask] === m) continue; // one digit: in order
    for (let c = 0, at = 0; c <= mask; c += 1) {
      const size = count[c]!;
      count[c] = at;
      at += size;
    }
    for (let k = 0; k < m; k += 1) {
      const to = count[(word[k]! >>> shift) & mask]!++;
      hi2[to] = hi[k]!;
      lo2[to] = lo[k]!;
      pos2[to] = pos[k]!;
    }
    [hi, hi2, lo, lo2, pos, pos2] = [hi2, hi, lo2, lo, pos2, pos];
  }
  return pos;
}

/** The same order by comparisons, where the bits cannot be read as little-endian words. */
function compareOrder(raw: Float64Array): Int32Array {
  const positions: number[] = [];
  for (let i = 0; i < raw.length; i += 1) if (!Number.isNaN(raw[i])) positions.push(i);
  positions.sort((a, b) => raw[a]! - raw[b]! || a - b);
  return Int32Array.from(positions);
}

/** Sorted distinct strings or booleans and each row's code, through a dictionary. */
function dictionaryCodes(rows: Cells, n: number, name: string) {
  const first: Scalar[] = [];
  const codes = new Int32Array(n);
  // While values only grow (ids, dates in order), a value is either the last one or new, and
  // no dictionary is needed; the first step back builds one from what was seen so far.
  let seen: Map<Scalar, number> | null = null;
  let last: Scalar | undefined;
  let lastCode = -1;
  for (let i = 0; i < n; i += 1) {
    const row = rows[i];
    const value = row === undefined ? null : fieldOf(row, name);
    if (value === null || value === undefined) {
      codes[i] = -2;
      continue;
    }
    const scalar = value as Scalar;
    if (scalar !== last) {
      if (!seen && (last === undefined || last < scalar)) {
        lastCode = first.push(scalar) - 1;
      } else {
        seen ??= new Map(first.map((v, code) => [v, code]));
        const known = seen.get(scalar);
        lastCode = known ?? first.push(scalar) - 1;
        if (known === undefined) seen.set(scalar, lastCode);
      }
      last = scalar;
    }
    codes[i] = lastCode;
  }
  const ascending = seen === null;
  if (ascending) return { values: first, codes: nullsAt(codes, first.length) };
  const byValue = first.map((_, code) => code).sort((a, b) => (first[a]! < first[b]! ? -1 : 1));
  const rank = new Int32Array(first.length);
  byValue.forEach((code, r) => (rank[code] = r));
  for (let i = 0; i < n; i += 1) codes[i] = codes[i]! < 0 ? codes[i]! : rank[codes[i]!]!;
  return { values: byValue.map((code) => first[code]!), codes: nullsAt(codes, first.length) };
}

function nullsAt(codes: Int32Array, d: number): Int32Array {
  for (let i = 0; i < codes.length; i += 1) if (codes[i] === -2) codes[i] = d;
  return codes;
}

/** The first place in `values` whose value is not below `value`. */
export function lowerBound(values: ArrayLike<Scalar>, value: Scalar): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Builds the index of `name` over positions [0, n); null if the column cannot be indexed. */
export function buildColumn(rows: Cells, n: number, name: string): ColumnIndex | null {
  const kind = kindOf(rows, n, name);
  if (kind === null) return null;
  const { values, codes } =
    kind === 'number' ? numberCodes(rows, n, name) : dictionaryCodes(rows, n, name);
  const d = values.length;
  // A counting sort by code: stable, so rows of one value stay in position order.
  const starts = new Int32Array(d + 2);
  for (let i = 0; i < n; i += 1) {
    if (rows[i] === undefined) codes[i] = -1;
    else starts[codes[i]! + 1]! += 1;
  }
  for (let c = 0; c <= d; c += 1) starts[c + 1]! += starts[c]!;
  const order = new Int32Array(starts[d + 1]!);
  const next = starts.slice(0, d + 1);
  for (let i = 0; i < n; i += 1) {
    const code = codes[i]!;
    if (code >= 0) order[next[code]!++] = i;
  }
  return { name, kind, values, codes, order, starts };
}

/** The code of `value` in the column, or -1 when no row has it. */
export function codeOf(column: ColumnIndex, value: unknown): number {
  if (typeof value !== column.kind) return -1;
  const code = lowerBound(column.values, value as Scalar);
  return code < column.values.length && column.values[code] === value ? code : -1;
}
