/**
 * The indexed list engine against the obvious implementation (filter, sort, slice), on random
 * tables with nulls, ties, mixed case and non-ASCII text: every sort in both directions, every
 * filter, search, date range, client scope and page, before and after random appends, changes
 * and deletes (enough of them to rebuild the indexes on the way).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Table } from '../../store/collection.ts';
import { listTable, matchTable } from '../indexed-list.ts';
import { sumMatches } from '../indexed-sums.ts';
import type { ColumnFilter, ListRules, MatchParams } from '../list.ts';
import { reference, type Query, type TestRow } from './list-reference.ts';

const NAMES = ['Alpha Fund', 'alpha plan', 'BETA', 'Straße AG', 'Σίσυφος', 'ÄRGER', '', 'Beta 2'];
const DATES = [
  '2024-01-01',
  '2024-01-02',
  '2024-01-02T23:59:00Z',
  '2024-02-10T00:00:00Z',
  '2024-03-31',
];
const SORTS = ['name', 'amount', 'date', 'flag', 'kind', 'id'] as const;

const rules: ListRules<TestRow> = {
  searchable: ['name', 'kind', 'id', 'amount'],
  dateField: 'date',
  filters: {
    kind: null,
    clientId: null,
    flag: null,
    amount: null,
    name: null,
    big: null,
    odd: null,
  },
  custom: {
    big: (wanted) => ({
      column: 'amount',
      accepts: (v) => (typeof v === 'number' && v > 5) === wanted,
    }),
    odd: (wanted) => (row) => (row.id.charCodeAt(row.id.length - 1) % 2 === 1) === wanted,
  },
};

const fields = {
  name: fc.option(fc.constantFrom(...NAMES), { nil: null }),
  amount: fc.option(fc.integer({ min: -3, max: 9 }), { nil: null }),
  date: fc.option(fc.constantFrom(...DATES), { nil: null }),
  flag: fc.boolean(),
  kind: fc.constantFrom('a', 'b', 'c'),
  clientId: fc.constantFrom('CL-1', 'CL-2', 'CL-3'),
};
const rowValues = fc.record(fields);
/**
 * Tables of any size up to 200 rows: big enough that a selective query sorts its few matches
 * and a broad one walks the column's order, so both ways of ordering a page are checked.
 */
const table = (max: number) =>
  fc.integer({ min: 0, max }).chain((n) => fc.array(rowValues, { minLength: n, maxLength: n }));
type Values = Omit<TestRow, 'id'>;
type Step =
  | { op: 'append'; values: Values }
  | { op: 'put'; at: number; values: Values }
  | { op: 'delete'; at: number };

const word = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'alpha',
      'BETA',
      'ss',
      'ß',
      'σ',
      'ΣΊ',
      'ärger',
      'RW-00',
      '2',
      '-1',
      'a',
    ),
  },
  fc.string({ unit: fc.constantFrom('a', 'B', 'ß', '1', '-', 'Σ'), minLength: 1, maxLength: 3 }),
);
const optional = {
  q: fc.array(word, { minLength: 1, maxLength: 2 }).map((w) => w.join(' ')),
  from: fc.constantFrom('2024-01-02', '2024-02-10', '2023-12-31'),
  to: fc.constantFrom('2024-01-02', '2024-02-10', '2024-12-31'),
  kind: fc.constantFrom('a', 'b', 'zz'),
  clientId: fc.constantFrom('CL-1', 'CL-2'),
  flag: fc.boolean(),
  amount: fc.integer({ min: -1, max: 4 }),
  name: fc.constantFrom('BETA', 'beta'),
  big: fc.boolean(),
  odd: fc.boolean(),
};
const OPTIONAL = Object.keys(optional) as (keyof typeof optional)[];
/** A page and a sort, and up to three of the filters (more would rarely match anything). */
const query: fc.Arbitrary<Query> = fc
  .tuple(
    fc.record({
      page: fc.integer({ min: 1, max: 4 }),
      pageSize: fc.integer({ min: 1, max: 8 }),
      sort: fc
        .tuple(fc.constantFrom(...SORTS), fc.constantFrom('asc', 'desc'))
        .map(([f, d]) => `${f}:${d}`),
    }),
    fc.subarray(OPTIONAL, { maxLength: 3 }),
  )
  .chain(([paging, keys]) =>
    fc
      .record(Object.fromEntries(keys.map((k) => [k, optional[k]])) as typeof optional)
      .map((filters) => ({ ...paging, ...filters })),
  );
const scope = fc.option(fc.subarray(['CL-1', 'CL-2', 'CL-3']), { nil: undefined });

const write = fc.oneof(
  fc.record({ op: fc.constant('append' as const), values: rowValues }),
  fc.record({ op: fc.constant('put' as const), at: fc.nat(), values: rowValues }),
  fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
);
const step = fc.oneof(
  { weight: 1, arbitrary: fc.record({ query, scope }) },
  { weight: 2, arbitrary: write },
);

const scoped = (clients: string[] | undefined): ColumnFilter | undefined =>
  clients && { column: 'clientId', accepts: (v) => clients.includes(String(v)) };

function check(table: Table<TestRow>, q: Query, clients: string[] | undefined): void {
  const filter = scoped(clients);
  const expected = reference(table.all(), q, rules, filter);
  const actual = listTable(table, q, rules, filter);
  expect({ total: actual.total, ids: actual.items.map((r) => r.id) }).toEqual({
    total: expected.total,
    ids: expected.items.map((r) => r.id),
  });
  const matched = matchTable(table, q, rules, filter).map((r) => r.id);
  expect(matched.sort()).toEqual(expected.matched.map((r) => r.id).sort());
  // Totals: the matched rows' counts and sums of a number column, by a column with nulls.
  const sums = new Map<unknown, { count: number; sums: number[] }>();
  for (const row of expected.matched) {
    const group = sums.get(row.name) ?? { count: 0, sums: [0] };
    group.count += 1;
    group.sums[0]! += row.amount ?? 0;
    sums.set(row.name, group);
  }
  const byName = (groups: Map<unknown, unknown>) =>
    [...groups].sort(([a], [b]) => String(a).localeCompare(String(b)));
  expect(byName(sumMatches(table, q, rules, filter, 'name', ['amount']))).toEqual(byName(sums));
}

function apply(table: Table<TestRow>, change: Step): void {
  const ids = table.all().map((r) => r.id);
  if (change.op === 'append') table.append((id) => ({ id, ...change.values }));
  else if (ids.length === 0) return;
  else if (change.op === 'put') table.put({ id: ids[change.at % ids.length]!, ...change.values });
  else table.delete(ids[change.at % ids.length]!);
}

const tableOf = (rows: Values[]) =>
  new Table<TestRow>(
    'RW',
    rows.map((values, i) => ({ id: Table.idOf('RW', 4, i), ...values })),
    { width: 4, minDelta: 3 },
  );

// A hundred random tables and queries each: seconds of CPU on a busy machine.
describe('the indexed list engine', { timeout: 30_000 }, () => {
  it('should answer every query as filter, sort and slice would', () => {
    fc.assert(
      fc.property(table(200), query, scope, (rows, q, clients) => {
        check(tableOf(rows), q, clients);
      }),
      { numRuns: 1000 },
    );
  });

  it('should stay exact through appends, changes and deletes between queries', () => {
    fc.assert(
      fc.property(table(80), fc.array(step, { maxLength: 40 }), (rows, steps) => {
        const table = tableOf(rows);
        for (const s of steps) {
          if ('query' in s) check(table, s.query, s.scope);
          else apply(table, s);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('should search case-insensitively as a regular expression does, also beyond ASCII', () => {
    const table = tableOf(
      ['Straße AG', 'STRASSE', 'Σίσυφος', 'ÄRGER', 'Ärger'].map((name) => ({
        name,
        amount: null,
        date: null,
        flag: false,
        kind: 'a',
        clientId: 'CL-1',
      })),
    );
    const names = (q: string) =>
      listTable(table, { page: 1, pageSize: 8, sort: 'id:asc', q }, rules).items.map((r) => r.name);
    expect(names('ss')).toEqual(['STRASSE']);
    expect(names('ß')).toEqual(['Straße AG']);
    expect(names('ärg')).toEqual(['ÄRGER', 'Ärger']);
    expect(names('ΣΊΣ')).toEqual(['Σίσυφος']);
  });

  it('should show a new row in every sort order at once', () => {
    const table = tableOf([
      { name: 'b', amount: 2, date: '2024-01-02', flag: false, kind: 'a', clientId: 'CL-1' },
    ]);
    table.index.column('amount'); // built before the write
    const added = table.append((id) => ({
      id,
      name: 'a',
      amount: 1,
      date: null,
      flag: true,
      kind: 'b',
      clientId: 'CL-1',
    }));
    for (const sort of ['amount:asc', 'name:asc', 'flag:desc']) {
      expect(listTable(table, { page: 1, pageSize: 1, sort }, rules).items).toEqual([added]);
    }
  });

  it('should keep the sums of every row right after each write, rebuilds included', () => {
    const values = (kind: string, amount: number): Values => ({
      name: null,
      amount,
      date: null,
      flag: false,
      kind,
      clientId: 'CL-1',
    });
    const table = tableOf([values('a', 1), values('b', 2), values('a', 4)]);
    const all: MatchParams = {};
    const sums = () => {
      const groups = sumMatches(table, all, rules, undefined, 'kind', ['amount']);
      return Object.fromEntries([...groups].map(([kind, group]) => [String(kind), group]));
    };
    expect(sums()).toEqual({ a: { count: 2, sums: [5] }, b: { count: 1, sums: [2] } });
    const [first, second] = table.all();
    table.put({ ...first!, amount: 10 });
    expect(sums()).toEqual({ a: { count: 2, sums: [14] }, b: { count: 1, sums: [2] } });
    table.delete(second!.id);
    expect(sums()).toEqual({ a: { count: 2, sums: [14] } });
    // Past `minDelta` (3) changes the indexes are rebuilt, and the sums follow.
    for (const amount of [100, 200, 300]) table.append((id) => ({ id, ...values('c', amount) }));
    expect(sums()).toEqual({ a: { count: 2, sums: [14] }, c: { count: 3, sums: [600] } });
    table.put({ ...first!, kind: 'c', amount: 1 });
    expect(sums()).toEqual({ a: { count: 1, sums: [4] }, c: { count: 4, sums: [601] } });
  });
});
