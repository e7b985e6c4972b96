/**
 * The list convention (mock-api/src/query/list.ts) as SQL over a warehouse table: equality
 * filters, `from`/`to` on the list's date, every `q` word a case-insensitive substring of some
 * searchable column, `field:asc|desc` with nulls last both ways and ties in write order (`seq`),
 * then the page. User input only ever travels as bound parameters; column names come from the
 * list's definition and the sort field must be one of its `sortable`.
 */
import type { DuckDBValue } from '@duckdb/node-api';
import { quoted } from './schema.ts';

/** What the SQL needs of a list's definition (core's `defineList` result fits). */
export interface SqlListRules {
  sortable: readonly string[];
  defaultSort: string;
  searchable: readonly string[];
  dateField: string;
  filters: Readonly<Record<string, unknown>>;
}

/** The list's parsed query (its schema's output fits): paging, sort, `q`, range and filters. */
export interface SqlListQuery {
  /** The list's equality filters, by name (others are ignored). */
  readonly [filter: string]: unknown;
  page: number;
  pageSize: number;
  sort?: string | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface SqlWhere {
  /** `WHERE …`, or empty when everything matches. */
  sql: string;
  params: DuckDBValue[];
}

/** Thrown for a sort the list does not offer: the caller's query schema should have refused it. */
export class UnknownSortError extends Error {
  override name = 'UnknownSortError';
}

export function whereOf(query: SqlListQuery, rules: SqlListRules): SqlWhere {
  const tests: string[] = [];
  const params: DuckDBValue[] = [];
  const bind = (value: DuckDBValue) => {
    params.push(value);
    return `$${String(params.length)}`;
  };
  for (const name of Object.keys(rules.filters)) {
    const value = query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new TypeError(`filter ${name}: expected a string or a number`);
    tests.push(`${quoted(name)} = ${bind(value)}`);
  }
  // Both lists' date is a quarter end, stored as its ISO day: compared as it is (list.ts takes
  // the first ten characters), so zone maps still skip the other quarters' row groups.
  const day = quoted(rules.dateField);
  if (query.from !== undefined) tests.push(`${day} >= ${bind(query.from)}`);
  if (query.to !== undefined) tests.push(`${day} <= ${bind(query.to)}`);
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) {
    // `contains`, not LIKE: the word's % and _ are not wildcards.
    const term = bind(word);
    const columns = rules.searchable.map((c) => `contains(lower(${quoted(c)}), lower(${term}))`);
    tests.push(`(${columns.join(' OR ')})`);
  }
  return { sql: tests.length > 0 ? `WHERE ${tests.join(' AND ')}` : '', params };
}

/** `ORDER BY`: the sort field checked against the list's own, nulls last, ties by `seq`. */
export function orderOf(sort: string | undefined, rules: SqlListRules): string {
  const [field = '', direction = 'asc'] = (sort ?? rules.defaultSort).split(':');
  if (!rules.sortable.includes(field) || (direction !== 'asc' && direction !== 'desc'))
    throw new UnknownSortError(`cannot sort by ${sort ?? ''}`);
  return `ORDER BY ${quoted(field)} ${direction.toUpperCase()} NULLS LAST, seq`;
}

export function pageOf(query: SqlListQuery): string {
  const size = Math.max(1, Math.trunc(query.pageSize));
  const offset = (Math.max(1, Math.trunc(query.page)) - 1) * size;
  return `LIMIT ${String(size)} OFFSET ${String(offset)}`;
}
