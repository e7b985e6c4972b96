/**
 * The security master over HTTP: a mistyped identifier is refused with the field and a message
 * that names the right check digit, nothing is stored, and a valid security can be found by the
 * `ticker` filter the Securities screen takes from its address; a page of them is read by id in
 * one call.
 */
import { idListParam, MAX_IDS_PER_CALL } from '@backoffice/core';
import { errorResponseSchema } from '@backoffice/core/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

const body = {
  cusip: '037833100',
  isin: 'US0378331005',
  ticker: 'APLQ',
  name: 'Apple Check Inc.',
  exchange: 'NASDAQ',
  country: 'US',
  currency: 'USD',
};

const detailsOf = (res: { body: unknown }) =>
  (errorResponseSchema.parse(res.body).error.details ?? []).map((d) => [d.field, d.message]);

describe('creating a security', () => {
  it.each([
    ['cusip', { cusip: '037833104' }, 'CUSIP check digit should be 0, not 4'],
    ['isin', { isin: 'US0378331006' }, 'ISIN check digit should be 5, not 6'],
    ['cusip', { cusip: '03783310' }, 'A CUSIP has 9 characters, not 8'],
    [
      'isin',
      { cusip: '594918104' },
      'A US ISIN embeds the CUSIP: for CUSIP 594918104 it is US5949181045',
    ],
  ])(
    'should refuse a bad %s with 400 and say what is wrong: %j',
    async (field, change, message) => {
      const count = api.store.securities.all().length;
      const res = await api
        .as('staff')
        .post('/api/v1/securities')
        .send({ ...body, ...change });
      expect(res.status).toBe(400);
      expect(detailsOf(res)).toEqual([[field, message]]);
      expect(api.store.securities.all()).toHaveLength(count);
    },
  );

  it('should store identifiers typed in lower case in upper case, found by ticker', async () => {
    const res = await api
      .as('staff')
      .post('/api/v1/securities')
      .send({ ...body, cusip: '38259p508', isin: 'us38259p5089', ticker: 'gooq' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ cusip: '38259P508', isin: 'US38259P5089', ticker: 'GOOQ' });
    const found = await api.as('viewer').get('/api/v1/securities?ticker=gooq');
    expect(found.status).toBe(200);
    expect((found.body as { items: { id: string }[] }).items.map((s) => s.id)).toEqual([
      (res.body as { id: string }).id,
    ]);
  });
});

describe('reading several securities at once', () => {
  it('should answer the securities named by `ids`, one call for a page of them', async () => {
    const ids = ['SE-0007', 'SE-0001', 'SE-0003', 'SE-9999'];
    const res = await api
      .as('viewer')
      .get(`/api/v1/securities?ids=${idListParam(ids)}&pageSize=100`);
    expect(res.status).toBe(200);
    const { items, total } = res.body as { items: { id: string }[]; total: number };
    // An id of no security is no error: the answer lacks it.
    expect(items.map((s) => s.id).sort()).toEqual(['SE-0001', 'SE-0003', 'SE-0007']);
    expect(total).toBe(3);
  });

  it.each([
    ['an empty list', ''],
    ['an empty id', 'SE-0001,,SE-0002'],
    [
      'more than a page',
      idListParam(Array.from({ length: MAX_IDS_PER_CALL + 1 }, (_, i) => `SE-${String(i)}`)),
    ],
    ['characters no id has', 'SE-0001;DROP'],
  ])('should refuse %s with 400, naming the parameter', async (_, ids) => {
    const res = await api.as('viewer').get(`/api/v1/securities?ids=${encodeURIComponent(ids)}`);
    expect(res.status).toBe(400);
    expect(detailsOf(res).map(([field]) => field)).toEqual(['ids']);
  });
});
