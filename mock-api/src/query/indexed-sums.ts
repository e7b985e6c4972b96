/**
 * Counts and sums of number columns over the rows a list query selects, grouped by the value
 * of one column (trade totals by side). Base rows are read from the table's column arrays,
 * never from the row objects: a million rows are a few passes over typed arrays. Rows are added
 * in the order `forEachMatch` visits them, so the sums are those of adding up the rows.
 */
import type { Table } from '../store/collection.ts';
import { fieldOf, type ColumnFilter, type ListRules, type MatchParams } from './list.ts';
import { forEachMatchPosition } from './indexed-list.ts';

export interface GroupSums {
  count: number;
  /** One per summed field, in the order asked; values that are not numbers add nothing. */
  sums: number[];
}

/** Grouped by the value of `by` (null when missing); a value no selected row has is absent. */
export type Groups = Map<unknown, GroupSums>;

const addend = (value: unknown) => (typeof value === 'number' && value === value ? value : 0);

function addRow(groups: Groups, row: object, by: string, fields: readonly string[]): void {
  const key = fieldOf(row, by) ?? null;
  let group = groups.get(key);
  if (!group) groups.set(key, (group = { count: 0, sums: fields.map(() => 0) }));
  group.count += 1;
  for (let f = 0; f < fields.length; f += 1) group.sums[f]! += addend(fieldOf(row, fields[f]!));
}

/** Adds up the rows `each` visits, for sources without indexes. */
export function sumRows(
  each: (visit: (row: object) => void) => void,
  by: string,
  fields: readonly string[],
): Groups {
  const groups: Groups = new Map();
  each((row) => {
    addRow(groups, row, by, fields);
  });
  return groups;
}

/** Sums over every live base row, by table index and what was summed, at one index version. */
interface AllBase {
  version: number;
  counts: Float64Array;
  sums: Float64Array;
}
const allBaseOf = new WeakMap<object, Map<string, AllBase>>();

export function sumMatches<R extends { id: string }>(
  table: Table<R>,
  query: MatchParams,
  rules: ListRules<R>,
  scope: ColumnFilter | undefined,
  by: string,
  fields: readonly string[],
): Groups {
  const rows = table.positions;
  const groupColumn = table.index.column(by);
  if (!groupColumn) {
    const each = (visit: (row: R) => void) => {
      forEachMatchPosition(
        table,
        query,
        rules,
        scope,
        (p) => {
          visit(rows[p]!);
        },
        visit,
      );
    };
    return sumRows(each, by, fields);
  }
  const columns = fields.map((name) => table.index.numbers(name));
  const width = fields.length;
  const distinct = groupColumn.values.length; // codes 0..distinct, the last for null
  const counts = new Float64Array(distinct + 1);
  const sums = new Float64Array((distinct + 1) * width);
  const { codes } = groupColumn;
  const late: R[] = [];
  const addBase = (p: number) => {
    const g = codes[p]!;
    counts[g]! += 1;
    for (let f = 0; f < width; f += 1) {
      const value = columns[f]![p]!;
      if (value === value) sums[g * width + f]! += value; // NaN: not a number, adds nothing
    }
  };
  // "Everything" is asked often (the trades footer); its base sums hold until the next write.
  const takeAllBase = () => {
    let cached = allBaseOf.get(table.index);
    if (!cached) allBaseOf.set(table.index, (cached = new Map<string, AllBase>()));
    const key = `${by}|${fields.join('|')}`;
    const hit = cached.get(key);
    if (hit?.version !== table.index.version) {
      // One pass per array (a field's additions stay in position order, as addBase makes them).
      const { base, stale } = table.index;
      for (let p = 0; p < base; p += 1) if (stale[p] === 0) counts[codes[p]!]! += 1;
      for (let f = 0; f < width; f += 1) {
        const column = columns[f]!;
        for (let p = 0; p < base; p += 1) {
          const value = column[p]!;
          if (stale[p] === 0 && value === value) sums[codes[p]! * width + f]! += value;
        }
      }
      cached.set(key, { version: table.index.version, counts: counts.slice(), sums: sums.slice() });
    } else {
      counts.set(hit.counts);
      sums.set(hit.sums);
    }
    return true;
  };
  forEachMatchPosition(table, query, rules, scope, addBase, (row) => late.push(row), takeAllBase);
  const groups: Groups = new Map();
  for (let g = 0; g <= distinct; g += 1) {
    if (counts[g] === 0) continue;
    groups.set(g < distinct ? groupColumn.values[g]! : null, {
      count: counts[g]!,
      sums: Array.from(sums.subarray(g * width, (g + 1) * width)),
    });
  }
  // Then the rows written since the indexes were built, as forEachMatch visits them last.
  for (const row of late) addRow(groups, row, by, fields);
  return groups;
}
