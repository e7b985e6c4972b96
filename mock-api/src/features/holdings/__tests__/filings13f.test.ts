/**
 * The 13-F endpoints over the generated filings: filers by name or CIK, positions rolled up
 * with their quarter change, "who holds this CUSIP", the loss estimates per case, bad input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  type Filer,
  type FilingHolding,
  type FilingLoss,
  type FilingPosition,
  type ListResponse,
} from '@backoffice/core/api';
import { effectiveLines } from '@backoffice/core/domain';
import { addDays } from '../../../domain/dates.ts';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let api: TestApi;
/** The generated filings' lines, as the warehouse keeps them (nothing here adds any). */
let filedLines: FilingHolding[];
beforeAll(async () => {
  api = await startTestApi();
  filedLines = await (await api.store.filingLines.warehouse()).allLines();
});

async function page<T>(path: string, as: 'staff' | 'viewer' = 'staff'): Promise<ListResponse<T>> {
  const res = await api.as(as).get(`/api/v1${path}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ListResponse<T>;
}

const lines = () => filedLines;

describe('13-F filers', () => {
  it('should find a filer by name and by CIK, with or without its leading zeros', async () => {
    const filer = api.store.filers.all()[8]!;
    const byName = await page<Filer>(`/13f/filers?q=${encodeURIComponent(filer.name)}`);
    expect(byName.items.map((f) => f.id)).toContain(filer.id);
    const short = filer.cik.replace(/^0+/, '');
    const byCik = await page<Filer>(`/13f/filers?cik=${short}`);
    expect(byCik.items.map((f) => f.id)).toEqual([filer.id]);
  });
});

describe('13-F positions', () => {
  it('should roll eight lines of one security up into 200,000,000 shares', async () => {
    const filer = api.store.filers.all().find((f) => f.name === 'Farnam Street Holdings Inc.')!;
    const q = `filerId=${filer.id}&period=${filer.latestPeriod}&sort=shares:desc&pageSize=10`;
    const top = (await page<FilingPosition>(`/13f/positions?${q}`)).items[0]!;
    expect(top).toMatchObject({ kind: 'SH', shares: 200_000_000, lines: 8 });
    const filed = lines().filter(
      (l) => l.filerId === filer.id && l.period === filer.latestPeriod && l.cusip === top.cusip,
    );
    expect(effectiveLines(filed).filter((l) => l.putCall === null)).toHaveLength(8);
  });

  it('should keep options apart from shares of the same CUSIP', async () => {
    const option = lines().find((l) => l.putCall !== null && l.amendmentType === 'ORIGINAL')!;
    const q = `filerId=${option.filerId}&period=${option.period}&cusip=${option.cusip}`;
    const kinds = (await page<FilingPosition>(`/13f/positions?${q}`)).items.map((p) => p.kind);
    expect(kinds.sort()).toEqual(['SH', option.putCall].sort());
  });

  it('should read values filed in thousands and in dollars to the same price per share', async () => {
    const thousands = lines().find((l) => l.valueUnit === 'THOUSANDS')!;
    const dollars = lines().find((l) => l.valueUnit === 'DOLLARS')!;
    expect(thousands.filedOn < '2023-01-03' && dollars.filedOn >= '2023-01-03').toBe(true);
    expect(thousands.value).toBe(thousands.reportedValue * 1000);
    expect(dollars.value).toBe(dollars.reportedValue);
    const { items } = await page<FilingPosition>(
      `/13f/positions?filerId=${thousands.filerId}&cusip=${thousands.cusip}&kind=SH&sort=period:asc&pageSize=100`,
    );
    const prices = items.filter((p) => p.price !== null).map((p) => p.price!);
    // Within a quarter's drift of the stock: no jump by 1,000 at the change of unit.
    expect(Math.max(...prices) / Math.min(...prices)).toBeLessThan(50);
  });

  it('should apply a restatement in place of the original report', async () => {
    const restated = lines().find((l) => l.amendmentType === 'RESTATEMENT')!;
    const { items } = await page<FilingPosition>(
      `/13f/positions?filerId=${restated.filerId}&period=${restated.period}&kind=SH&pageSize=100`,
    );
    const filed = lines().filter(
      (l) => l.filerId === restated.filerId && l.period === restated.period && l.putCall === null,
    );
    const sharesOf = (rows: readonly { shares: number }[]) =>
      rows.reduce((s, r) => s + r.shares, 0);
    const standing = items.filter((p) => p.change !== 'CLOSED');
    const restatement = filed.filter(
      (l) => l.amendmentType === 'RESTATEMENT' && l.shareType === 'SH',
    );
    expect(sharesOf(standing)).toBe(sharesOf(restatement));
    expect(sharesOf(filed.filter((l) => l.shareType === 'SH'))).toBeGreaterThan(sharesOf(standing));
  });

  it('should add the lines of a new-holdings amendment to the report', async () => {
    const added = lines().find((l) => l.amendmentType === 'NEW_HOLDINGS')!;
    const q = `filerId=${added.filerId}&period=${added.period}&cusip=${added.cusip}&kind=SH`;
    const [position] = (await page<FilingPosition>(`/13f/positions?${q}`)).items;
    expect(position?.shares).toBeGreaterThan(0);
    expect(position?.change).not.toBe('CLOSED');
  });

  it('should give each position its change since the filer’s previous report', async () => {
    const filer = api.store.filers.all()[10]!;
    const { items } = await page<FilingPosition>(
      `/13f/positions?filerId=${filer.id}&kind=SH&pageSize=100&sort=period:asc`,
    );
    expect(new Set(items.map((p) => p.change))).toEqual(
      new Set(
        ['NEW', 'INCREASED', 'DECREASED', 'CLOSED', 'UNCHANGED'].filter((c) =>
          items.some((p) => p.change === c),
        ),
      ),
    );
    for (const p of items) {
      if (p.change === 'INCREASED') expect(p.shares).toBeGreaterThan(p.previousShares!);
      if (p.change === 'DECREASED') expect(p.shares).toBeLessThan(p.previousShares!);
      if (p.change === 'CLOSED') expect(p.shares).toBe(0);
      if (p.change === 'NEW') expect(p.previousShares).toBeNull();
    }
    expect(items.some((p) => p.change === 'INCREASED')).toBe(true);
  });

  it('should list who holds a CUSIP across all filers in a quarter', async () => {
    const line = lines().find((l) => l.putCall === null && l.shareType === 'SH')!;
    const { items } = await page<FilingPosition>(
      `/13f/positions?cusip=${line.cusip.toLowerCase()}&period=${line.period}&kind=SH&pageSize=100`,
    );
    const holders = new Set(
      effectiveLines(lines())
        .filter((l) => l.cusip === line.cusip && l.period === line.period && l.putCall === null)
        .map((l) => l.filerId),
    );
    expect(new Set(items.filter((p) => p.shares > 0).map((p) => p.filerId))).toEqual(holders);
    const byIssuer = await page<FilingPosition>(
      `/13f/positions?q=${encodeURIComponent(line.issuer)}&period=${line.period}&pageSize=100`,
    );
    expect(byIssuer.items.some((p) => p.cusip === line.cusip)).toBe(true);
  });
});

describe('13-F loss estimates', () => {
  it('should rank filers for a case by FIFO and by LIFO loss, marking clients', async () => {
    const all = await page<FilingLoss>('/13f/losses?pageSize=100');
    expect(all.total).toBeGreaterThan(0);
    const caseId = all.items[0]!.caseId;
    const fifo = await page<FilingLoss>(`/13f/losses?caseId=${caseId}&sort=fifoLoss:desc`);
    const losses = fifo.items.map((l) => l.fifoLoss);
    expect(losses).toEqual([...losses].sort((a, b) => b - a));
    const lifo = await page<FilingLoss>(`/13f/losses?caseId=${caseId}&sort=lifoLoss:desc`);
    const lifoLosses = lifo.items.map((l) => l.lifoLoss);
    expect(lifoLosses).toEqual([...lifoLosses].sort((a, b) => b - a));
    for (const l of fifo.items) {
      expect(l.isClient).toBe(api.store.filers.get(l.filerId)!.clientId !== null);
      expect(l.estimatedLoss).toBe(l.fifoLoss);
      expect(Math.max(l.fifoLoss, l.lifoLoss)).toBeGreaterThan(0);
    }
    const clients = await page<FilingLoss>('/13f/losses?isClient=true&pageSize=100');
    expect(clients.items.every((l) => l.isClient)).toBe(true);
  });

  it('should hide which filers are other clients from a client-scoped user', async () => {
    const marked = await page<FilingLoss>('/13f/losses?isClient=true&pageSize=100', 'viewer');
    for (const l of marked.items) {
      const clientId = api.store.filers.get(l.filerId)!.clientId!;
      expect(['CL-0001', 'CL-0002']).toContain(clientId);
    }
  });
});

describe('13-F loss estimates across a stock split', () => {
  it('should take a split recorded on the security into the estimates at once', async () => {
    const all = await page<FilingLoss>('/13f/losses?sort=fifoLoss:desc&pageSize=100');
    const l = all.items.find((x) => x.shares > 0 && x.startHolding > 0)!;
    const estimateOf = async () =>
      (await page<FilingLoss>(`/13f/losses?caseId=${l.caseId}&pageSize=100`)).items.find(
        (x) => x.id === l.id,
      );
    const split = async (date: string) => {
      const res = await api
        .as('admin')
        .post(`/api/v1/securities/${l.securityId}/splits`)
        .send({ date, ratio: 2 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    // After every report and close the estimate reads: nothing to convert.
    await split(addDays(l.period, 400));
    expect(await estimateOf()).toEqual(l);
    // Inside the class period: the reports after it are in twice as many shares as before, so
    // each change is counted against the last report doubled: other trades, another estimate.
    await split(addDays(l.classPeriodEnd, -120));
    expect(await estimateOf()).not.toEqual(l);
  });
});

describe('bad 13-F parameters', () => {
  it.each([
    ['/13f/filers?cik=12ab', 'cik'],
    ['/13f/positions?cik=12345678901', 'cik'],
    ['/13f/positions?cusip=037833101', 'cusip'],
    ['/13f/holdings?cusip=XYZ', 'cusip'],
    ['/13f/positions?period=2023-05-31', 'period'],
    ['/13f/holdings?period=2023-13-31', 'period'],
    ['/13f/positions?change=GROWN', 'change'],
    ['/13f/losses?isClient=maybe', 'isClient'],
    ['/13f/losses?sort=loss:desc', 'sort'],
  ])('should refuse %s with 400 naming %s', async (path, field) => {
    const res = await api.as('staff').get(`/api/v1${path}`);
    expect(res.status).toBe(400);
    const details = errorResponseSchema.parse(res.body).error.details ?? [];
    expect(details.map((d) => d.field)).toEqual([field]);
    expect(details[0]!.message.length).toBeGreaterThan(5);
  });
});
