/**
 * Quick search over a column's distinct values, not its rows: a thousand securities are searched
 * once, not once per trade. The values are kept upper-cased in one string (built on the first
 * search), so a word is found by the engine's native substring search; each hit names the
 * value it falls in. Upper case, because that is how a case-insensitive regular expression
 * compares; the few values where the two disagree (non-ASCII) are checked with the expression
 * itself, so the answer is exactly the list convention's.
 */
import type { ColumnIndex } from '../store/column-index.ts';

interface Haystack {
  text: string;
  /** Where each value starts in `text`; one more entry for the end. */
  offsets: Int32Array;
  ascii: boolean;
}

const haystacks = new WeakMap<ColumnIndex, Haystack>();
/** A character outside plain ASCII text: there upper case and a regular expression may disagree. */
const NON_ASCII = /[^ -~\t\n\r]/;

/** Strings and numbers are searched (numbers as written); booleans never match. */
function searchable(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function haystackOf(column: ColumnIndex): Haystack {
  let made = haystacks.get(column);
  if (made) return made;
  const values: string[] = [];
  const offsets = new Int32Array(column.values.length + 1);
  let at = 0;
  for (let c = 0; c < column.values.length; c += 1) {
    // A separator no search word contains (words are split on white space).
    const value = `${searchable(column.values[c])}\n`;
    values.push(value);
    offsets[c] = at;
    at += value.length;
  }
  offsets[column.values.length] = at;
  const plain = values.join('');
  // Tested and upper-cased as one string (a million ids in one native call each); before
  // upper-casing, because 'ß' becomes 'SS' and shifts every offset after it.
  const ascii = !NON_ASCII.test(plain);
  made = { text: ascii ? plain.toUpperCase() : upperEach(values, offsets), offsets, ascii };
  haystacks.set(column, made);
  return made;
}

/** Upper-cases value by value, moving the offsets where a value's length changes. */
function upperEach(values: readonly string[], offsets: Int32Array): string {
  let at = 0;
  const parts = values.map((value, c) => {
    const upper = value.toUpperCase();
    offsets[c] = at;
    at += upper.length;
    return upper;
  });
  offsets[values.length] = at;
  return parts.join('');
}

export interface CodeMatch {
  /** By code: 1 when the value contains the word. */
  accept: Uint8Array;
  /** The codes that match, ascending. */
  codes: number[];
}

/** The codes whose value contains `word` (case-insensitively, as `pattern` tests it). */
export function codesContaining(
  column: ColumnIndex,
  word: string,
  pattern: RegExp,
  /** A cleared table to fill (one entry per code and one for null); a new one by default. */
  accept: Uint8Array = new Uint8Array(column.values.length + 1),
): CodeMatch {
  const { text, offsets, ascii } = haystackOf(column);
  const exact = ascii && !NON_ASCII.test(word);
  const needle = word.toUpperCase();
  const codes: number[] = [];
  let code = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at)) {
    while (offsets[code + 1]! <= at) code += 1;
    if (exact || pattern.test(searchable(column.values[code]))) {
      accept[code] = 1;
      codes.push(code);
    }
    at = offsets[code + 1]!; // on to the next value
  }
  return { accept, codes };
}
