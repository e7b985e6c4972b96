/**
 * Stock splits over HTTP: recorded per security, listed, refused when they are no split or a
 * second one on a day; and a recorded split is no longer taken for a drop by either drop finder.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

// Hand-made: closes around Apple's 4-for-1 split of 31 August 2020 (approximate values).
const AROUND_SPLIT = [
  'Date,Close',
  '2020-08-26,506.09',
  '2020-08-27,500.04',
  '2020-08-28,499.23',
  '2020-08-31,129.04',
  '2020-09-01,134.18',
].join('\n');

describe('stock splits', { timeout: 60_000 }, () => {
  let api: TestApi;
  let id: string;
  beforeAll(async () => {
    api = await startTestApi();
    const created = await api.as('staff').post('/api/v1/securities').send({
      cusip: '037833100',
      isin: 'US0378331005',
      ticker: 'APLS',
      name: 'Apple Inc.',
      exchange: 'NASDAQ',
      country: 'US',
      currency: 'USD',
    });
    id = (created.body as { id: string }).id;
    const imported = await api
      .as('admin')
      .post(`/api/v1/securities/${id}/prices/imports`)
      .set('content-type', 'text/csv')
      .send(Buffer.from(AROUND_SPLIT));
    expect(imported.status).toBe(200);
  }, 60_000);

  const dropDates = async () => {
    const oneDay = await api.as('viewer').get(`/api/v1/price-drops?securityId=${id}&pageSize=100`);
    const net = await api.as('viewer').get(`/api/v1/security-drops?securityId=${id}&pageSize=100`);
    expect([oneDay.status, net.status]).toEqual([200, 200]);
    const mine = (oneDay.body as { items: { securityId: string; date: string }[] }).items
      .filter((d) => d.securityId === id)
      .map((d) => d.date);
    const securityDrops = (net.body as { items: { date: string }[] }).items.map((d) => d.date);
    return { mine, securityDrops };
  };

  it('should take the split for a fall of 74% until it is recorded, and not after', async () => {
    expect(await dropDates()).toEqual({ mine: ['2020-08-31'], securityDrops: ['2020-08-31'] });
    const res = await api
      .as('staff')
      .post(`/api/v1/securities/${id}/splits`)
      .send({ date: '2020-08-31', ratio: 4 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ securityId: id, date: '2020-08-31', ratio: 4 });
    expect(await dropDates()).toEqual({ mine: [], securityDrops: [] });
    // Closes stay as traded.
    const prices = await api
      .as('viewer')
      .get(`/api/v1/securities/${id}/prices?from=2020-08-28&to=2020-08-31&sort=date:asc`);
    expect((prices.body as { items: { close: number }[] }).items.map((p) => p.close)).toEqual([
      499.23, 129.04,
    ]);
  });

  it('should list the splits oldest first, and refuse a second split on a day or a ratio of 1', async () => {
    const earlier = await api
      .as('staff')
      .post(`/api/v1/securities/${id}/splits`)
      .send({ date: '2014-06-09', ratio: 7 });
    expect(earlier.status).toBe(201);
    const listed = await api.as('viewer').get(`/api/v1/securities/${id}/splits`);
    expect(listed.body).toMatchObject({
      securityId: id,
      items: [
        { date: '2014-06-09', ratio: 7 },
        { date: '2020-08-31', ratio: 4 },
      ],
    });
    const twice = await api
      .as('staff')
      .post(`/api/v1/securities/${id}/splits`)
      .send({ date: '2020-08-31', ratio: 2 });
    expect(twice.status).toBe(409);
    const nothing = await api
      .as('staff')
      .post(`/api/v1/securities/${id}/splits`)
      .send({ date: '2021-01-04', ratio: 1 });
    expect(nothing.status).toBe(422);
    expect((nothing.body as { error: { message: string } }).error.message).toBe(
      'Cannot record the split: a ratio of 1 changes nothing',
    );
    expect((await api.as('viewer').get('/api/v1/securities/SE-9999/splits')).status).toBe(404);
    expect(
      (
        await api
          .as('viewer')
          .post(`/api/v1/securities/${id}/splits`)
          .send({ date: '2021-01-04', ratio: 2 })
      ).status,
    ).toBe(403);
  });
});
