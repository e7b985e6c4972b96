/**
 * The first `limit` matching base rows in a column's order, without sorting the whole match:
 * either walk the column's order and keep the matches (cheap when matches are dense or the page
 * is near the top), or sort just the matches by their codes (cheap when they are few). Both give
 * the list convention's order: by value, ties by position, nulls last in either direction.
 */
import type { ColumnIndex } from '../store/column-index.ts';
import type { Selection } from './index-select.ts';
import { sortKeys, type Scratch } from './index-scratch.ts';

/** Codes and positions both stay below 2^26, so code × 2^26 + position is an exact double. */
const SHIFT = 2 ** 26;

function walk(
  out: Int32Array,
  column: ColumnIndex,
  desc: boolean,
  limit: number,
  keep: (p: number) => boolean,
) {
  let k = 0;
  const { order, starts } = column;
  const d = column.values.length;
  const run = (from: number, to: number): boolean => {
    for (let i = from; i < to; i += 1) {
      const position = order[i]!;
      if (keep(position)) {
        out[k++] = position;
        if (k === limit) return true;
      }
    }
    return false;
  };
  if (limit === 0) return out.subarray(0, 0);
  if (!desc) {
    run(0, order.length);
    return out.subarray(0, k);
  }
  for (let code = d - 1; code >= 0; code -= 1) {
    if (run(starts[code]!, starts[code + 1]!)) return out.subarray(0, k);
  }
  run(starts[d]!, order.length); // nulls, last in this direction too
  return out.subarray(0, k);
}

/** Sorts the matches by (code, position) with one native sort of packed numbers. */
function sortMatches(
  scratch: Scratch,
  column: ColumnIndex,
  desc: boolean,
  matched: Int32Array,
  limit: number,
) {
  const d = column.values.length;
  const keys = sortKeys(scratch).subarray(0, matched.length);
  for (let i = 0; i < matched.length; i += 1) {
    const position = matched[i]!;
    const code = column.codes[position]!;
    const rank = desc && code < d ? d - 1 - code : code;
    keys[i] = rank * SHIFT + position;
  }
  keys.sort();
  const out = scratch.ordered.subarray(0, Math.min(limit, keys.length));
  for (let i = 0; i < out.length; i += 1) out[i] = keys[i]! % SHIFT;
  return out;
}

export function firstInOrder(
  scratch: Scratch,
  column: ColumnIndex,
  desc: boolean,
  selection: Selection,
  base: number,
  limit: number,
): Int32Array {
  const { matched, count } = selection;
  const want = Math.min(limit, count);
  const out = scratch.ordered;
  if (matched === null) return walk(out, column, desc, want, selection.isMatch);
  if (count === 0) return out.subarray(0, 0);
  // Rows a walk must pass to find `want` matches spread evenly, against a sort of the matches.
  const walkCost = Math.min(base, (want * base) / count);
  const sortCost = count * (2 + Math.log2(count));
  return walkCost <= sortCost
    ? walk(out, column, desc, want, selection.isMatch)
    : sortMatches(scratch, column, desc, matched, want);
}

export const fitsPacking = (rows: number) => rows < SHIFT;
