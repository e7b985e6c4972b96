/**
 * The list engine over a large `Table`: the same answers as `listRows` (the convention of
 * core/src/api/list.ts), from the table's column indexes instead of a pass over every row.
 * Rows written since the indexes were built (the delta) are tested one by one and merged in.
 * A query the indexes cannot serve (a column holding lists or mixed types) takes the plain path.
 */
import type { ListResponse } from '@backoffice/core/api';
import type { Table } from '../store/collection.ts';
import { planQuery, releasePlan, type IndexPlan } from './index-plan.ts';
import { firstInOrder, fitsPacking } from './index-order.ts';
import { scratchFor } from './index-scratch.ts';
import { selectBase } from './index-select.ts';
import {
  columnTest,
  comparer,
  listRows,
  matchRows,
  predicates,
  type ColumnFilter,
  type ListParams,
  type ListRules,
  type MatchParams,
} from './list.ts';

type Row = { id: string };

/** The written-since rows that match, in the query's order. */
function deltaMatches<R extends Row>(
  table: Table<R>,
  query: MatchParams,
  rules: ListRules<R>,
  scope: ColumnFilter | undefined,
  compare?: (a: number, b: number) => number,
): number[] {
  const rows = table.positions;
  if (table.index.delta.size === 0) return [];
  const tests = predicates(query, rules);
  if (scope) tests.push(columnTest(scope));
  const hits = [...table.index.delta].filter((p) => {
    const row = rows[p];
    return row !== undefined && tests.every((t) => t(row));
  });
  return compare ? hits.sort(compare) : hits;
}

function plan<R extends Row>(
  table: Table<R>,
  query: MatchParams,
  rules: ListRules<R>,
  scope: ColumnFilter | undefined,
): IndexPlan<R> | null {
  return fitsPacking(table.positions.length) ? planQuery(table.index, query, rules, scope) : null;
}

export function listTable<R extends Row>(
  table: Table<R>,
  query: ListParams,
  rules: ListRules<R>,
  scope?: ColumnFilter,
): ListResponse<R> {
  const [field = '', direction] = query.sort.split(':');
  const column = table.index.column(field);
  const planned = column ? plan(table, query, rules, scope) : null;
  if (!column || !planned) return listRows(table.all(), query, rules, scope && columnTest(scope));

  try {
    const rows = table.positions;
    const selection = selectBase(table.index, rows, planned);
    const compare = comparer(rows, query.sort);
    const extra = deltaMatches(table, query, rules, scope, compare);
    const total = selection.count + extra.length;
    const start = (query.page - 1) * query.pageSize;
    const end = Math.min(total, start + query.pageSize);
    const scratch = scratchFor(table.index, table.index.base);
    const desc = direction === 'desc';
    const base = firstInOrder(scratch, column, desc, selection, table.index.base, end);
    const page: R[] = [];
    // Merge the two ordered runs up to `end`, keeping what falls on the page.
    for (let i = 0, j = 0, k = 0; k < end; k += 1) {
      const fromBase = j >= extra.length || (i < base.length && compare(base[i]!, extra[j]!) < 0);
      const position = fromBase ? base[i++]! : extra[j++]!;
      if (k >= start) page.push(rows[position]!);
    }
    return { items: page, total, page: query.page, pageSize: query.pageSize };
  } finally {
    releasePlan(planned);
  }
}

/**
 * Calls `visitBase` with the position of every base row the query selects (in no order), and
 * `visitRow` with every other row it selects (written since the indexes were built, or every
 * row when the indexes cannot serve the query): sums can read base rows from column arrays.
 */
export function forEachMatchPosition<R extends Row>(
  table: Table<R>,
  query: MatchParams,
  rules: ListRules<R>,
  scope: ColumnFilter | undefined,
  visitBase: (position: number) => void,
  visitRow: (row: R) => void,
  /** Called when every live base row matches; true when it took them all (none visited). */
  takeAllBase?: () => boolean,
): void {
  const planned = plan(table, query, rules, scope);
  const rows = table.positions;
  if (!planned) {
    const all = table.all();
    for (const i of matchRows(all, query, rules, scope && columnTest(scope))) visitRow(all[i]!);
    return;
  }
  try {
    const selection = selectBase(table.index, rows, planned);
    const { matched } = selection;
    const { stale } = table.index;
    if (matched) for (let i = 0; i < matched.length; i += 1) visitBase(matched[i]!);
    else if (!takeAllBase?.()) {
      for (let p = 0; p < table.index.base; p += 1) if (stale[p] === 0) visitBase(p);
    }
  } finally {
    releasePlan(planned);
  }
  for (const p of deltaMatches(table, query, rules, scope)) visitRow(rows[p]!);
}

/** Calls `visit` with every row the query selects (in no order). */
export function forEachMatch<R extends Row>(
  table: Table<R>,
  query: MatchParams,
  rules: ListRules<R>,
  scope: ColumnFilter | undefined,
  visit: (row: R) => void,
): void {
  const rows = table.positions;
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
}

/** Every row the query selects (in no order). */
export function matchTable<R extends Row>(
  table: Table<R>,
  query: MatchParams,
  rules: ListRules<R>,
  scope?: ColumnFilter,
): R[] {
  const out: R[] = [];
  forEachMatch(table, query, rules, scope, (row) => out.push(row));
  return out;
}
