/**
 * The one list engine every collection endpoint uses: client scope, equality filters, the
 * `from`/`to` range on the main date, `q` search, sorting and paging, all on the server. It
 * works on row positions (an Int32Array), so a million rows cost one pass and no copies.
 */
import type { ListResponse } from '@backoffice/core/api';
import { fieldOf } from '../store/field.ts';
import { topK } from './top-k.ts';

/** What the engine needs to know about a resource; the contract's list definition fits. */
export interface ListRules<Row> {
  searchable: readonly string[];
  dateField: string;
  filters: Readonly<Record<string, unknown>>;
  /** Filters that are not equality on the column of the same name. */
  custom?: Readonly<Record<string, (value: unknown) => Predicate<Row> | ColumnFilter>>;
}

/**
 * A filter that only looks at one column (DOG holdings: those whose security is in a DOG case;
 * a scoped user's rows: those of their clients). The indexed engine asks `accepts` once per
 * distinct value instead of once per row. Missing values are given as null.
 */
export interface ColumnFilter {
  column: string;
  accepts(value: unknown): boolean;
}

export const columnTest =
  <Row extends object>(filter: ColumnFilter): Predicate<Row> =>
  (row) =>
    filter.accepts(fieldOf(row, filter.column) ?? null);

/** What selects rows (the resource's own filters come on top). */
export interface MatchParams {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface ListParams extends MatchParams {
  page: number;
  pageSize: number;
  sort: string;
}

export { fieldOf };

export type Predicate<Row> = (row: Row) => boolean;

/** A case-insensitive regular expression tests a string without copying it in lower case. */
function matchesTerm(value: unknown, term: RegExp): boolean {
  if (typeof value === 'string') return term.test(value);
  if (typeof value === 'number') return term.test(String(value));
  if (Array.isArray(value)) return value.some((v) => matchesTerm(v, term));
  return false;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of `q`, each as the case-insensitive expression that tests a column. */
export function searchTerms(q: string | undefined): { word: string; pattern: RegExp }[] {
  return (q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ word, pattern: new RegExp(escapeRegExp(word), 'i') }));
}

/** The tests a row must pass: filters, the date range and every search word. */
export function predicates<Row extends object>(
  query: MatchParams,
  rules: ListRules<Row>,
): Predicate<Row>[] {
  const tests: Predicate<Row>[] = [];
  for (const name of Object.keys(rules.filters)) {
    const value = fieldOf(query, name);
    if (value === undefined) continue;
    const custom = rules.custom?.[name]?.(value);
    tests.push(
      custom
        ? typeof custom === 'function'
          ? custom
          : columnTest(custom)
        : (row) => {
            const column = fieldOf(row, name);
            return Array.isArray(column) ? column.includes(value) : column === value;
          },
    );
  }
  const { from, to } = query;
  if (from !== undefined || to !== undefined) {
    tests.push((row) => {
      const column = fieldOf(row, rules.dateField);
      if (typeof column !== 'string') return false;
      const date = column.slice(0, 10);
      return (from === undefined || date >= from) && (to === undefined || date <= to);
    });
  }
  const terms = searchTerms(query.q).map((term) => term.pattern);
  if (terms.length > 0) {
    tests.push((row) =>
      terms.every((term) => rules.searchable.some((name) => matchesTerm(fieldOf(row, name), term))),
    );
  }
  return tests;
}

function before(x: unknown, y: unknown): boolean {
  if (typeof x === 'number' && typeof y === 'number') return x < y;
  if (typeof x === 'string' && typeof y === 'string') return x < y;
  if (typeof x === 'boolean' && typeof y === 'boolean') return !x && y;
  return String(x) < String(y);
}

/** Nulls last in both directions; otherwise natural order of numbers, strings and booleans. */
export function comparer(rows: readonly (object | undefined)[], sort: string) {
  const [field = '', direction] = sort.split(':');
  const dir = direction === 'desc' ? -1 : 1;
  return (a: number, b: number): number => {
    const x = fieldOf(rows[a]!, field);
    const y = fieldOf(rows[b]!, field);
    if (x === y) return a - b;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (before(x, y) ? -1 : 1) * dir;
  };
}

/** The positions of the rows a query's filters, range and search let through, in order. */
export function matchRows<Row extends object>(
  rows: readonly Row[],
  query: MatchParams,
  rules: ListRules<Row>,
  visible?: Predicate<Row>,
): Int32Array {
  const tests = predicates(query, rules);
  if (visible) tests.unshift(visible);
  const matched = new Int32Array(rows.length);
  let total = 0;
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i]!;
    if (tests.every((test) => test(row))) matched[total++] = i;
  }
  return matched.subarray(0, total);
}

export function listRows<Row extends object>(
  rows: readonly Row[],
  query: ListParams,
  rules: ListRules<Row>,
  visible?: Predicate<Row>,
): ListResponse<Row> {
  const hits = matchRows(rows, query, rules, visible);
  const total = hits.length;
  const start = (query.page - 1) * query.pageSize;
  const end = Math.min(total, start + query.pageSize);
  const compare = comparer(rows, query.sort);
  // A selection beats a full sort when the page is near the top of many rows.
  const ordered = end * 8 < total ? topK(hits, end, compare) : Array.from(hits).sort(compare);
  return {
    items: ordered.slice(start, end).map((i) => rows[i]!),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
