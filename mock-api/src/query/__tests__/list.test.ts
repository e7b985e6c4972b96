/** The list engine on hand-made rows, and the top-k selection it uses for early pages. */
import { describe, expect, it } from 'vitest';
import { listRows, type ListParams, type ListRules } from '../list.ts';
import { topK } from '../top-k.ts';

interface Row {
  id: string;
  name: string;
  amount: number;
  date: string | null;
  tags: string[];
}

const rows: Row[] = [
  { id: 'a', name: 'Alpha Fund', amount: 30, date: '2024-01-05', tags: ['x'] },
  { id: 'b', name: 'Beta Trust', amount: 10, date: '2024-02-10T12:00:00.000Z', tags: ['y'] },
  { id: 'c', name: 'Gamma Fund', amount: 20, date: null, tags: ['x', 'y'] },
  { id: 'd', name: 'Delta Plan', amount: 10, date: '2024-03-01', tags: [] },
];
const rules: ListRules<Row> = {
  searchable: ['name', 'tags'],
  dateField: 'date',
  filters: { tags: null, amount: null },
};
const query = (q: Partial<ListParams> & Record<string, unknown>): ListParams => ({
  page: 1,
  pageSize: 10,
  sort: 'id:asc',
  ...q,
});
const ids = (q: Partial<ListParams> & Record<string, unknown>) =>
  listRows(rows, query(q), rules).items.map((r) => r.id);

describe('the list engine', () => {
  it('should sort ties in their original order, whatever the direction', () => {
    expect(ids({ sort: 'amount:asc' })).toEqual(['b', 'd', 'c', 'a']);
    expect(ids({ sort: 'amount:desc' })).toEqual(['a', 'c', 'b', 'd']);
  });

  it('should put missing values last in both directions', () => {
    expect(ids({ sort: 'date:asc' })).toEqual(['a', 'b', 'd', 'c']);
    expect(ids({ sort: 'date:desc' })).toEqual(['d', 'b', 'a', 'c']);
  });

  it('should bound the date column inclusively and compare instants by their date', () => {
    expect(ids({ from: '2024-02-10', to: '2024-03-01' })).toEqual(['b', 'd']);
  });

  it('should match a filter value inside a list column', () => {
    expect(ids({ tags: 'y' })).toEqual(['b', 'c']);
    expect(ids({ amount: 10 })).toEqual(['b', 'd']);
  });

  it('should need every search word to match some column', () => {
    expect(ids({ q: 'fund' })).toEqual(['a', 'c']);
    expect(ids({ q: 'FUND x' })).toEqual(['a', 'c']);
    expect(ids({ q: 'fund y' })).toEqual(['c']);
  });

  it('should apply the visibility test before counting', () => {
    const page = listRows(rows, query({ pageSize: 10 }), rules, (r) => r.id !== 'a');
    expect(page.total).toBe(3);
  });

  it('should page after sorting', () => {
    // Gamma, Delta, Beta, Alpha: page 2 of size 1 is Delta.
    expect(ids({ sort: 'name:desc', pageSize: 1, page: 2 })).toEqual(['d']);
  });
});

describe('top-k selection', () => {
  it('should give the same first rows as a full sort', () => {
    const values = Array.from({ length: 5000 }, (_, i) => (i * 7919) % 1000);
    const compare = (a: number, b: number) => a - b;
    expect(topK(values, 25, compare)).toEqual([...values].sort(compare).slice(0, 25));
    expect(topK(values, 0, compare)).toEqual([]);
    expect(topK([3, 1, 2], 10, compare)).toEqual([1, 2, 3]);
  });
});
