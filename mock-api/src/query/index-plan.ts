/**
 * A list query as tests on column codes, for the indexed engine. Every filter, the client
 * scope, the date range and each search word becomes "the row's code in column X is one of
 * these", which can both enumerate its rows (the codes' runs in the column's order) and test a
 * row (one typed-array read). Filters that only a row can answer stay row predicates.
 */
import { codeOf, type ColumnIndex } from '../store/column-index.ts';
import { codesContaining } from './column-search.ts';
import type { TableIndex } from '../store/table-index.ts';
import { fieldOf } from '../store/field.ts';
import { borrowAccept, returnAccept } from './index-scratch.ts';
import {
  searchTerms,
  type ColumnFilter,
  type ListRules,
  type MatchParams,
  type Predicate,
} from './list.ts';

/** Codes of one column a row may have. */
export interface CodePart {
  column: ColumnIndex;
  accept: Uint8Array;
  codes: readonly number[];
}

/** A row passes when any part accepts it (a search word may match any searchable column). */
export interface CodeTest {
  parts: CodePart[];
  /** How many base rows the parts hold (an upper bound of the matches). */
  size: number;
}

export interface IndexPlan<Row> {
  tests: CodeTest[];
  rowTests: Predicate<Row>[];
}

/** Gives the plan's borrowed accept tables back; call once the query is answered. */
export function releasePlan<Row>(plan: IndexPlan<Row>): void {
  for (const { parts } of plan.tests) {
    for (const { column, accept, codes } of parts) returnAccept(column, accept, codes);
  }
  plan.tests.length = 0;
}

function part(column: ColumnIndex, codes: readonly number[]): CodePart {
  const accept = borrowAccept(column);
  for (const code of codes) accept[code] = 1;
  return { column, accept, codes };
}

function test(parts: CodePart[]): CodeTest {
  let size = 0;
  for (const { column, codes } of parts) {
    for (const code of codes) size += column.starts[code + 1]! - column.starts[code]!;
  }
  return { parts, size };
}

const range = (lo: number, hi: number) =>
  Array.from({ length: Math.max(0, hi - lo) }, (_, i) => lo + i);

function acceptedCodes(column: ColumnIndex, filter: ColumnFilter): number[] {
  const codes: number[] = [];
  for (let code = 0; code < column.values.length; code += 1) {
    if (filter.accepts(column.values[code])) codes.push(code);
  }
  if (filter.accepts(null)) codes.push(column.values.length);
  return codes;
}

/** The first place where `before` turns false (it is true, then false, along `values`). */
function partition(length: number, before: (i: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Codes whose value, a date or an instant, falls on a day from `from` to `to`. A value's day
 * (its first ten characters) grows with the value, so both ends are binary searches.
 */
function dateCodes(column: ColumnIndex, from?: string, to?: string): number[] {
  if (column.kind !== 'string') return [];
  const values = column.values as ArrayLike<string>;
  const day = (c: number) => values[c]!.slice(0, 10);
  const lo = from === undefined ? 0 : partition(values.length, (c) => day(c) < from);
  const hi = to === undefined ? values.length : partition(values.length, (c) => day(c) <= to);
  return range(lo, hi);
}

/** The plan of a query, or null when a column it needs cannot be indexed (lists, mixed types). */
export function planQuery<Row extends object>(
  index: TableIndex<Row>,
  query: MatchParams,
  rules: ListRules<Row>,
  scope?: ColumnFilter,
): IndexPlan<Row> | null {
  const tests: CodeTest[] = [];
  const rowTests: Predicate<Row>[] = [];
  const onColumn = (filter: ColumnFilter): boolean => {
    const column = index.column(filter.column);
    if (column) tests.push(test([part(column, acceptedCodes(column, filter))]));
    return column !== null;
  };
  if (scope && !onColumn(scope)) return null;
  for (const name of Object.keys(rules.filters)) {
    const value = fieldOf(query, name);
    if (value === undefined) continue;
    const custom = rules.custom?.[name]?.(value);
    if (typeof custom === 'function') rowTests.push(custom);
    else if (custom && !onColumn(custom)) return null;
    else if (!custom) {
      const column = index.column(name);
      if (!column) return null;
      const code = codeOf(column, value);
      tests.push(test([part(column, code < 0 ? [] : [code])]));
    }
  }
  if (query.from !== undefined || query.to !== undefined) {
    const column = index.column(rules.dateField);
    if (!column) return null;
    tests.push(test([part(column, dateCodes(column, query.from, query.to))]));
  }
  for (const { word, pattern } of searchTerms(query.q)) {
    const parts: CodePart[] = [];
    for (const name of rules.searchable) {
      const column = index.column(name);
      if (!column) return null;
      const found = codesContaining(column, word, pattern, borrowAccept(column));
      if (found.codes.length > 0) parts.push({ column, ...found });
      else returnAccept(column, found.accept, found.codes);
    }
    tests.push(test(parts));
  }
  return { tests, rowTests };
}
