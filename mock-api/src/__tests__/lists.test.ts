/**
 * The list convention over HTTP, checked against the data itself: paging, sorting, quick
 * search, equality and date-range filters, and bad list parameters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, type ListResponse, type Trade } from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

async function trades(query: string): Promise<ListResponse<Trade>> {
  const res = await api.as('admin').get(`/api/v1/trades?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ListResponse<Trade>;
}

describe('paging', () => {
  it('should default to page 1 of 10 and report the total', async () => {
    const page = await trades('');
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: api.store.trades.all().length });
    expect(page.items).toHaveLength(10);
  });

  it('should continue page 1 on page 2 without gaps or repeats', async () => {
    const both = await trades('sort=amount:desc&pageSize=50');
    const one = await trades('sort=amount:desc&pageSize=25&page=1');
    const two = await trades('sort=amount:desc&pageSize=25&page=2');
    expect([...one.items, ...two.items].map((t) => t.id)).toEqual(both.items.map((t) => t.id));
  });

  it('should answer an empty page past the end, with the total', async () => {
    const page = await trades('page=100000&pageSize=100');
    expect(page.items).toEqual([]);
    expect(page.total).toBe(api.store.trades.all().length);
  });
});

describe('sorting', () => {
  it.each([
    ['amount', 'desc'],
    ['tradeDate', 'asc'],
    ['ticker', 'asc'],
    ['clientName', 'desc'],
  ] as const)('should order by %s %s across the whole set', async (field, dir) => {
    const page = await trades(`sort=${field}:${dir}&pageSize=100`);
    const sorted = [...api.store.trades.all()].sort((a, b) =>
      a[field] === b[field] ? 0 : (a[field] < b[field] ? -1 : 1) * (dir === 'asc' ? 1 : -1),
    );
    expect(page.items.map((t) => t[field])).toEqual(sorted.slice(0, 100).map((t) => t[field]));
  });

  it('should put rows without a value last (cases not yet filed)', async () => {
    const res = await api.as('viewer').get('/api/v1/cases?sort=filedOn:asc&pageSize=100');
    const dates = (res.body as ListResponse<{ filedOn: string | null }>).items.map(
      (c) => c.filedOn,
    );
    const firstNull = dates.indexOf(null);
    if (firstNull >= 0) expect(dates.slice(firstNull).every((d) => d === null)).toBe(true);
  });
});

describe('filters and search', () => {
  it('should filter by equality and a date range together', async () => {
    const page = await trades(
      'market=foreign&side=sell&from=2024-01-01&to=2024-06-30&pageSize=100',
    );
    const expected = api.store.trades
      .all()
      .filter(
        (t) =>
          t.market === 'foreign' &&
          t.side === 'sell' &&
          t.tradeDate >= '2024-01-01' &&
          t.tradeDate <= '2024-06-30',
      );
    expect(page.total).toBe(expected.length);
    expect(page.items.every((t) => t.market === 'foreign' && t.side === 'sell')).toBe(true);
  });

  it('should search the listed columns, case-insensitively, every word', async () => {
    const sample = api.store.trades.all()[42]!;
    const q = `${sample.ticker.toLowerCase()} ${sample.clientName.split(' ')[0]!}`;
    const page = await trades(`q=${encodeURIComponent(q)}&pageSize=100`);
    const words = q.toLowerCase().split(' ');
    const expected = api.store.trades
      .all()
      .filter((t) =>
        words.every((w) =>
          [t.ticker, t.cusip, t.securityName, t.accountNumber, t.clientName, t.id].some((v) =>
            v.toLowerCase().includes(w),
          ),
        ),
      );
    expect(page.total).toBe(expected.length);
    expect(page.items.map((t) => t.id)).toContain(sample.id);
  });

  it('should match a value inside a list column (cases of a security)', async () => {
    const c = api.store.cases.all()[0]!;
    const res = await api.as('viewer').get(`/api/v1/cases?securityIds=${c.securityIds[0]!}`);
    expect((res.body as ListResponse<{ id: string }>).items.map((x) => x.id)).toContain(c.id);
  });

  it('should list DOG cases and the holdings in their securities', async () => {
    const dogCases = api.store.cases.all().filter((c) => c.dog);
    const cases = await api.as('admin').get('/api/v1/cases?dog=true&pageSize=100');
    expect((cases.body as ListResponse<unknown>).total).toBe(dogCases.length);
    const securities = new Set(dogCases.flatMap((c) => c.securityIds));
    const holdings = await api.as('admin').get('/api/v1/holdings?dog=true&pageSize=100');
    const body = holdings.body as ListResponse<{ securityId: string }>;
    expect(body.total).toBe(
      api.store.holdings.all().filter((h) => securities.has(h.securityId)).length,
    );
    expect(body.items.every((h) => securities.has(h.securityId))).toBe(true);
  });
});

describe('bad list parameters', () => {
  it('should refuse them with 400 naming each one', async () => {
    const res = await api
      .as('viewer')
      .get('/api/v1/trades?pageSize=7&page=0&sort=price:up&side=short&from=2024-02-30&colour=red');
    expect(res.status).toBe(400);
    const fields = errorResponseSchema.parse(res.body).error.details?.map((d) => d.field);
    expect(fields?.sort()).toEqual(['colour', 'from', 'page', 'pageSize', 'side', 'sort']);
  });

  it('should refuse a range that ends before it starts', async () => {
    const res = await api.as('viewer').get('/api/v1/trades?from=2024-02-01&to=2024-01-01');
    expect(errorResponseSchema.parse(res.body).error.details).toEqual([
      expect.objectContaining({ location: 'query', field: 'to' }),
    ]);
  });

  it('should refuse a repeated parameter', async () => {
    const res = await api.as('viewer').get('/api/v1/trades?side=buy&side=sell');
    expect(res.status).toBe(400);
  });
});
