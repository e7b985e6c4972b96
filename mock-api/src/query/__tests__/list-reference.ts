/**
 * The list convention written the obvious way, to check the engines against: keep the rows that
 * pass every filter, sort them (nulls last either way, ties in table order), take the page.
 */
import type { ColumnFilter, ListParams, ListRules } from '../list.ts';

export interface TestRow {
  id: string;
  name: string | null;
  amount: number | null;
  date: string | null;
  flag: boolean;
  kind: string;
  clientId: string;
}

export type Query = ListParams &
  Partial<{
    kind: string;
    clientId: string;
    flag: boolean;
    amount: number;
    name: string;
    big: boolean;
    odd: boolean;
  }>;

const cell = (row: object, name: string): unknown => (row as Record<string, unknown>)[name] ?? null;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function passes<R extends object>(
  row: R,
  q: Query,
  rules: ListRules<R>,
  scope?: ColumnFilter,
): boolean {
  if (scope && !scope.accepts(cell(row, scope.column))) return false;
  for (const name of Object.keys(rules.filters)) {
    const wanted = cell(q, name);
    if (wanted === null) continue;
    const custom = rules.custom?.[name]?.(wanted);
    if (
      typeof custom === 'function'
        ? !custom(row)
        : custom
          ? !custom.accepts(cell(row, custom.column))
          : cell(row, name) !== wanted
    )
      return false;
  }
  if (q.from !== undefined || q.to !== undefined) {
    const date = cell(row, rules.dateField);
    if (typeof date !== 'string') return false;
    const day = date.slice(0, 10);
    if ((q.from !== undefined && day < q.from) || (q.to !== undefined && day > q.to)) return false;
  }
  const words = (q.q ?? '').split(/\s+/).filter(Boolean);
  return words.every((word) =>
    rules.searchable.some((name) => {
      const value = cell(row, name);
      return (
        (typeof value === 'string' || typeof value === 'number') &&
        new RegExp(escape(word), 'i').test(String(value))
      );
    }),
  );
}

export function reference<R extends object>(
  rows: readonly R[],
  q: Query,
  rules: ListRules<R>,
  scope?: ColumnFilter,
) {
  const [field = '', direction] = q.sort.split(':');
  const sign = direction === 'desc' ? -1 : 1;
  const matched = rows.filter((row) => passes(row, q, rules, scope));
  const sorted = matched
    .map((row, i) => ({ row, i, value: cell(row, field) }))
    .sort((a, b) => {
      if (a.value === b.value) return a.i - b.i;
      if (a.value === null) return 1;
      if (b.value === null) return -1;
      return ((a.value as number) < (b.value as number) ? -1 : 1) * sign;
    })
    .map((x) => x.row);
  const start = (q.page - 1) * q.pageSize;
  return { total: matched.length, items: sorted.slice(start, start + q.pageSize), matched };
}
