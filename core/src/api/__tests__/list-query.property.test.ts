/**
 * Property tests of the list-query parser every list endpoint validates its query with: any
 * query string a stranger sends is either refused with issues naming the parameters, or
 * parsed into values the list engine can trust (a page in range, an allowed page size, a sort
 * on a sortable column, a date range in order, only the declared parameters).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TABLE_PAGE_SIZES } from '../../constants.ts';
import { tradeList } from '../entities/trading.ts';

const query = tradeList.query;
const declared = Object.keys(query.shape);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Values like the ones people and scripts put in a query string, good and bad. */
const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 2_000_000 }).map(String),
  fc.constantFrom('', ' ', '1e3', '0x10', 'NaN', 'Infinity', '25', '2025-02-30', '2025-13-01'),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc
    .constantFrom(...tradeList.sortable)
    .chain((f) => fc.constantFrom(`${f}:asc`, `${f}:desc`, `${f}:up`, f, `${f.toUpperCase()}:asc`)),
  fc.constant('x'.repeat(300)),
);
const key = fc.oneof(
  fc.constantFrom('page', 'pageSize', 'sort', 'q', 'from', 'to', 'side', 'currency'),
  fc.string({ minLength: 1, maxLength: 8 }),
);
const queryString = fc.dictionary(key, value, { maxKeys: 6 });

describe('the list query parser, whatever the query string', () => {
  it('should never throw, and parse only into values the list engine can trust', () => {
    fc.assert(
      fc.property(queryString, (raw) => {
        const parsed = query.safeParse(raw);
        if (!parsed.success) {
          expect(parsed.error.issues.length).toBeGreaterThan(0);
          for (const issue of parsed.error.issues) expect(issue.message).not.toBe('');
          return;
        }
        const q = parsed.data;
        expect(Number.isInteger(q.page) && q.page >= 1 && q.page <= 1_000_000).toBe(true);
        expect(TABLE_PAGE_SIZES).toContain(q.pageSize);
        const [field, direction] = q.sort.split(':');
        expect(tradeList.sortable).toContain(field);
        expect(['asc', 'desc']).toContain(direction);
        if (q.from !== undefined) expect(q.from).toMatch(DATE);
        if (q.to !== undefined) expect(q.to).toMatch(DATE);
        if (q.from !== undefined && q.to !== undefined) expect(q.from <= q.to).toBe(true);
        if (q.q !== undefined) expect(q.q.length).toBeLessThanOrEqual(200);
        for (const name of Object.keys(raw)) expect(declared).toContain(name);
      }),
      { numRuns: 3000 },
    );
  });

  it('should refuse an undeclared parameter and name it', () => {
    expect(declared).toEqual(expect.arrayContaining(['page', 'pageSize', 'sort', 'q', 'side']));
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 10 }).filter((k) => !declared.includes(k)),
        (unknown) => {
          const parsed = query.safeParse({ [unknown]: '1' });
          expect(parsed.success).toBe(false);
          expect(JSON.stringify(parsed.error?.issues)).toContain(JSON.stringify(unknown));
        },
      ),
    );
  });

  it('should keep every valid page, page size and sort as it was sent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(...TABLE_PAGE_SIZES),
        fc.constantFrom(...tradeList.sortable),
        fc.constantFrom('asc', 'desc'),
        (page, pageSize, field, direction) => {
          const parsed = query.parse({
            page: String(page),
            pageSize: String(pageSize),
            sort: `${field}:${direction}`,
          });
          expect(parsed).toMatchObject({ page, pageSize, sort: `${field}:${direction}` });
        },
      ),
    );
  });
});
