/**
 * The SQL lists answer as the in-memory list engine (query/list.ts `listRows`) does over the
 * same rows in write order: filters, from/to, search words with regex characters and quotes,
 * every sortable field both ways (ties in write order), pages and totals.
 */
import { filingHoldingList, filingPositionList, type FilingHolding } from '@backoffice/core/api';
import { TABLE_PAGE_SIZES } from '@backoffice/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRows } from '../../../query/list.ts';
import { UnknownSortError } from '../list-sql.ts';
import type { WarehousePosition } from '../schema.ts';
import { FilingWarehouse } from '../warehouse.ts';
import { CUSIPS, FILERS, ISSUERS, PERIODS, line } from './lines.ts';

let warehouse: FilingWarehouse;
const lines: FilingHolding[] = [];
let positions: WarehousePosition[] = [];

beforeAll(async () => {
  warehouse = await FilingWarehouse.open(null, { threads: 1 });
  // Few distinct values, so sorts have many ties; imported as several imports.
  for (let i = 0; i < 240; i += 1) {
    const filer = FILERS[i % FILERS.length]!;
    lines.push(
      line({
        filer,
        period: PERIODS[(i >> 3) % PERIODS.length],
        cusip: CUSIPS[(i * 7) % CUSIPS.length],
        value: [500, 1000, 1000, 2500.5, 0][i % 5]!,
        shares: [10, 20, 10, 0][i % 4]!,
        putCall: i % 11 === 0 ? 'CALL' : i % 13 === 0 ? 'PUT' : null,
        shareType: i % 17 === 0 ? 'PRN' : 'SH',
        investmentDiscretion: i % 3 === 0 ? 'DFND' : 'SOLE',
        amendmentNo: i % 19 === 0 ? 1 : 0,
        amendmentType: i % 19 === 0 ? 'NEW_HOLDINGS' : 'ORIGINAL',
      }),
    );
  }
  for (let at = 0; at < lines.length; at += 60)
    await warehouse.importLines(`IM${String(at)}`, [
      { filingId: `FL${String(at)}`, lines: lines.slice(at, at + 60) },
    ]);
  positions = await warehouse.allPositions();
});
afterAll(() => warehouse.close());

/** Mostly absent: with every filter given, nearly every query would find nothing. */
const maybe = <T>(arb: fc.Arbitrary<T>, weight = 6) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight }, { arbitrary: arb, weight: 1 });

/** Words: parts of the names and CUSIPs in any case, regex characters, quotes, wildcards. */
const word = fc.oneof(
  fc.constantFrom(
    ...[...FILERS.map((f) => f.name), ...ISSUERS, ...CUSIPS].flatMap((s) => s.split(/\s+/)),
  ),
  fc.constantFrom(
    '(',
    ')',
    '[a*b]',
    '.',
    '.*',
    '$^',
    "'",
    '"',
    '%',
    '_',
    '100%',
    'inc.',
    'a+c',
    '\\',
  ),
  fc.constantFrom('1067983', '0001', 'hath', 'GROUP', 'zz', '3M1'),
);

const common = {
  page: fc.integer({ min: 1, max: 4 }),
  pageSize: fc.constantFrom(...TABLE_PAGE_SIZES),
  q: maybe(
    fc.array(word, { minLength: 1, maxLength: 2 }).map((w) => w.join(' ')),
    2,
  ),
  from: maybe(fc.constantFrom('2024-01-01', ...PERIODS), 3),
  to: maybe(fc.constantFrom('2024-12-31', ...PERIODS), 3),
  filerId: maybe(fc.constantFrom(...FILERS.map((f) => f.id), 'FI9999')),
  // As people type it: leading zeros optional (the list's schema pads it to ten digits).
  cik: maybe(fc.constantFrom('1067983', '0001000001', '102909', '42')),
  period: maybe(fc.constantFrom(...PERIODS)),
  cusip: maybe(fc.constantFrom(...CUSIPS.slice(0, 5))),
  securityId: maybe(fc.constantFrom('SE0001', 'SE0003', 'SE0009')),
};
const direction = fc.constantFrom('asc', 'desc');
/** Any sort the list offers, either way. */
const sortOf = (sortable: readonly string[]) =>
  fc.tuple(fc.constantFrom(...sortable), direction).map(([f, d]) => `${f}:${d}`);

/** The raw query as a caller sends it, made valid (from ≤ to) and parsed by the list's schema. */
function parsed<T>(schema: { parse(raw: unknown): T }, raw: Record<string, unknown>): T {
  const { from, to } = raw;
  if (typeof from === 'string' && typeof to === 'string' && from > to)
    return schema.parse({ ...raw, from: to, to: from });
  return schema.parse(raw);
}

describe('the lines list in SQL', () => {
  it('answers as listRows over the same rows', async () => {
    let found = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          ...common,
          sort: sortOf(filingHoldingList.sortable),
          putCall: maybe(fc.constantFrom('PUT', 'CALL')),
          investmentDiscretion: maybe(fc.constantFrom('SOLE', 'DFND', 'OTR')),
          amendmentType: maybe(fc.constantFrom('ORIGINAL', 'NEW_HOLDINGS')),
        }),
        async (raw) => {
          const query = parsed(filingHoldingList.query, raw);
          const expected = listRows(lines, query, filingHoldingList);
          expect(await warehouse.listLines(query, filingHoldingList)).toEqual(expected);
          if (expected.items.length > 0) found += 1;
        },
      ),
      { numRuns: 300 },
    );
    // Not only empty pages: the queries find rows often enough to compare orders.
    expect(found).toBeGreaterThan(60);
  });
});

describe('the positions list in SQL', () => {
  it('answers as listRows over the same rows', async () => {
    expect(positions.length).toBeGreaterThan(50);
    let found = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          ...common,
          sort: sortOf(filingPositionList.sortable),
          kind: maybe(fc.constantFrom('SH', 'PRN', 'PUT', 'CALL')),
          change: maybe(fc.constantFrom('NEW', 'INCREASED', 'DECREASED', 'UNCHANGED', 'CLOSED')),
        }),
        async (raw) => {
          const query = parsed(filingPositionList.query, raw);
          const expected = listRows(positions, query, filingPositionList);
          expect(await warehouse.listPositions(query, filingPositionList)).toEqual(expected);
          if (expected.items.length > 0) found += 1;
        },
      ),
      { numRuns: 300 },
    );
    expect(found).toBeGreaterThan(60);
  });

  it('refuses a sort the list does not offer, and reads no injected SQL', async () => {
    const query = { page: 1, pageSize: 10, sort: 'value; DROP TABLE filing_lines:asc' };
    await expect(warehouse.listLines(query, filingHoldingList)).rejects.toThrow(UnknownSortError);
    await expect(
      warehouse.listLines({ page: 1, pageSize: 10, sort: 'id:asc' }, filingHoldingList),
    ).rejects.toThrow(UnknownSortError);
    const injected = await warehouse.listLines(
      { page: 1, pageSize: 10, q: "' OR 1=1 --", filerId: "x' OR '1'='1" },
      filingHoldingList,
    );
    expect(injected.total).toBe(0);
    expect((await warehouse.counts()).lines).toBe(lines.length);
  });
});
