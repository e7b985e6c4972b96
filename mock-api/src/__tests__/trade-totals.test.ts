/**
 * GET /trades/totals: the sums over exactly the trades GET /trades lists for the same filters,
 * search and range, scoped to the caller's clients, with strict parameters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  tradeTotalsSchema,
  type ListResponse,
  type Trade,
  type TradeTotals,
} from '@backoffice/core/api';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

const VIEWER_CLIENTS = new Set(['CL-0001', 'CL-0002']);
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

async function totals(query: string, as: 'admin' | 'viewer' = 'admin'): Promise<TradeTotals> {
  const res = await api.as(as).get(`/api/v1/trades/totals?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return tradeTotalsSchema.parse(res.body);
}

async function listTotal(query: string, as: 'admin' | 'viewer'): Promise<number> {
  const res = await api.as(as).get(`/api/v1/trades?${query}`);
  expect(res.status).toBe(200);
  return (res.body as ListResponse<Trade>).total;
}

const sum = (trades: Trade[], pick: (t: Trade) => number) =>
  trades.reduce((total, t) => total + pick(t), 0);

describe('the totals of the listed trades', () => {
  it('should add up every trade by side when nothing is filtered', async () => {
    const all = api.store.trades.all() as Trade[];
    const buys = all.filter((t) => t.side === 'buy');
    const sells = all.filter((t) => t.side === 'sell');
    const answer = await totals('');
    expect(answer).toMatchObject({
      count: all.length,
      buyCount: buys.length,
      sellCount: sells.length,
      currency: null,
      amountBought: null,
      amountSold: null,
    });
    expect(answer.quantityBought).toBeCloseTo(
      sum(buys, (t) => t.quantity),
      6,
    );
    expect(answer.quantitySold).toBeCloseTo(
      sum(sells, (t) => t.quantity),
      6,
    );
    expect(answer.amountUsdBought).toBeCloseTo(
      sum(buys, (t) => t.amountUsd),
      2,
    );
    expect(answer.amountUsdSold).toBeCloseTo(
      sum(sells, (t) => t.amountUsd),
      2,
    );
  });

  it('should count what the list counts for the same filters, search and range', async () => {
    const sample = api.store.trades.all()[7]!;
    const queries = [
      'market=foreign&from=2024-01-01&to=2024-12-31',
      `side=sell&accountId=${sample.accountId}`,
      `q=${encodeURIComponent(sample.ticker.toLowerCase())}`,
      `securityId=${sample.securityId}&to=2025-06-30`,
    ];
    for (const query of queries) {
      for (const as of ['admin', 'viewer'] as const) {
        expect((await totals(query, as)).count, `${as}: ${query}`).toBe(await listTotal(query, as));
      }
    }
  });

  it("should only add up the caller's own clients' trades", async () => {
    const own = api.store.trades.all().filter((t) => VIEWER_CLIENTS.has(t.clientId));
    const answer = await totals('', 'viewer');
    expect(answer.count).toBe(own.length);
    expect(answer.amountUsdBought).toBeCloseTo(
      sum(
        own.filter((t) => t.side === 'buy'),
        (t) => t.amountUsd,
      ),
      2,
    );
  });

  it('should add the trade-currency amounts when one currency is asked for', async () => {
    const foreign = api.store.trades.all().find((t) => t.currency !== 'USD')!;
    const inCurrency = api.store.trades.all().filter((t) => t.currency === foreign.currency);
    const answer = await totals(`currency=${foreign.currency}`);
    expect(answer).toMatchObject({ currency: foreign.currency, count: inCurrency.length });
    const sells = inCurrency.filter((t) => t.side === 'sell');
    expect(answer.amountSold).toBeCloseTo(
      sum(sells, (t) => t.amount),
      2,
    );
  });

  it('should refuse paging, sorting and values it does not know, naming each', async () => {
    const res = await api
      .as('viewer')
      .get('/api/v1/trades/totals?page=2&pageSize=10&sort=amount:desc&side=short');
    expect(res.status).toBe(400);
    const fields = errorResponseSchema.parse(res.body).error.details?.map((d) => d.field);
    expect(fields?.sort()).toEqual(['page', 'pageSize', 'side', 'sort']);
  });

  it('should refuse a range that ends before it starts', async () => {
    const res = await api.as('viewer').get('/api/v1/trades/totals?from=2024-02-01&to=2024-01-01');
    expect(res.status).toBe(400);
    expect(errorResponseSchema.parse(res.body).error.details).toEqual([
      expect.objectContaining({ location: 'query', field: 'to' }),
    ]);
  });

  it('should ask for a token', async () => {
    expect((await api.as('anonymous').get('/api/v1/trades/totals')).status).toBe(401);
  });
});
