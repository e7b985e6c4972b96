/**
 * Security price drops over HTTP: thresholds from the query change what is found, the list is
 * ranked deepest first, a case's disclosure drop names the case, and bad thresholds are refused
 * with the parameter named.
 */
import { errorResponseSchema, type ListResponse, type SecurityDrop } from '@backoffice/core/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});

const drops = async (query: string) => {
  const res = await api.as('viewer').get(`/api/v1/security-drops?pageSize=100&${query}`);
  expect(res.status).toBe(200);
  return res.body as ListResponse<SecurityDrop>;
};

describe('the security drops list', () => {
  it('should rank drops deepest first, each at or below the threshold, tiered at the stronger one', async () => {
    const page = await drops('');
    expect(page.total).toBeGreaterThan(0);
    const changes = page.items.map((d) => d.change);
    expect(changes).toEqual([...changes].sort((a, b) => a - b));
    for (const d of page.items) {
      expect(d.change).toBeLessThanOrEqual(-0.1 + 1e-4);
      expect(d.tier).toBe(d.change <= -0.2 + 1e-4 ? 'severe' : 'drop');
    }
  });

  it('should find fewer drops under a deeper threshold and more over two days', async () => {
    const base = (await drops('')).total;
    expect((await drops('threshold=25&severe=30')).total).toBeLessThan(base);
    const two = await drops('window=2');
    expect(two.total).toBeGreaterThan(base);
    expect(two.items.every((d) => d.window === 2)).toBe(true);
  });

  it('should measure net of the market and confirm by volume when asked', async () => {
    const net = await drops('net=true');
    expect(net.items.every((d) => d.marketChange !== null)).toBe(true);
    const loud = await drops('volume=3');
    expect(loud.total).toBeLessThanOrEqual((await drops('')).total);
    expect(loud.items.every((d) => d.volumeRatio !== null && d.volumeRatio >= 3)).toBe(true);
  });

  it('should name the case whose corrective disclosure the drop is', async () => {
    const c = api.store.cases.all()[0]!;
    const page = await drops(`securityId=${c.securityIds[0]!}&threshold=5`);
    expect(page.items.some((d) => d.caseId === c.id)).toBe(true);
  });

  it('should value what clients lost where they held the security', async () => {
    const page = await drops('sort=valueLost:desc');
    const top = page.items[0]!;
    expect(top.heldShares).toBeGreaterThan(0);
    expect(top.valueLost).toBeCloseTo(top.heldShares! * (top.previousClose - top.close), 0);
  });

  it("should count only the viewer's clients' holdings in shares held and value lost", async () => {
    const viewerClients = new Set(
      api.store.clients
        .all()
        .filter((c) =>
          ['Northwind Teachers Retirement System', 'Bluestone Capital Partners LP'].includes(
            c.name,
          ),
        )
        .map((c) => c.id),
    );
    expect(viewerClients.size).toBe(2);
    const sharesHeld = (securityId: string, before: string) => {
      const byDate = new Map<string, number>();
      for (const h of api.store.holdings.all()) {
        if (h.securityId !== securityId || !viewerClients.has(h.clientId) || h.asOfDate > before)
          continue;
        byDate.set(h.asOfDate, (byDate.get(h.asOfDate) ?? 0) + h.quantity);
      }
      const last = [...byDate.keys()].sort().at(-1);
      const shares = last === undefined ? 0 : byDate.get(last)!;
      return shares > 0 ? shares : null;
    };
    const page = await drops('sort=valueLost:desc');
    expect(page.items.some((d) => d.heldShares !== null)).toBe(true);
    const wrong = page.items.filter((d) => d.heldShares !== sharesHeld(d.securityId, d.fromDate));
    expect(wrong.map((d) => d.id)).toEqual([]);
    // Staff see every client's holdings: at least as many rows with a value lost.
    const all = await api
      .as('staff')
      .get('/api/v1/security-drops?pageSize=100&sort=valueLost:desc');
    const valued = (items: SecurityDrop[]) => items.filter((d) => d.valueLost !== null).length;
    expect(valued((all.body as ListResponse<SecurityDrop>).items)).toBeGreaterThan(
      valued(page.items),
    );
  });

  it.each([
    ['threshold', 'threshold=0', 'threshold must be at least 1 (%)'],
    ['threshold', 'threshold=abc', 'threshold must be a number'],
    ['severe', 'threshold=30&severe=20', 'severe must not be below threshold'],
    ['window', 'window=3', 'window must be 1 or 2 (days)'],
    ['volume', 'volume=0.5', 'volume must be at least 1 (× the 20-day average)'],
  ])('should refuse a bad %s with 400 naming it (%s)', async (field, query, message) => {
    const res = await api.as('viewer').get(`/api/v1/security-drops?${query}`);
    expect(res.status).toBe(400);
    const details = errorResponseSchema.parse(res.body).error.details ?? [];
    expect(details).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('should refuse an anonymous caller', async () => {
    expect((await api.as('anonymous').get('/api/v1/security-drops')).status).toBe(401);
  });
});
