/**
 * Importing a security's daily prices over HTTP, through the real mock API: a dry run writes
 * nothing; a commit is read back by the price list, the drops and the loss engine's readers at
 * once; the same file again is all unchanged; another close is named; the imports outlive a
 * restart; and hostile files are refused whole with a 4xx saying why.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Price, PriceImport } from '@backoffice/core/api';
import { nyseClosure } from '@backoffice/core/domain';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { closeOn, seriesOf } from '../../../store/prices.ts';

const SLOW = { timeout: 60_000 };
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../../tests/fixtures/market/${name}`, import.meta.url));

const importPrices = (api: TestApi, securityId: string, body: Buffer | string, dryRun = false) =>
  api
    .as('admin')
    .post(`/api/v1/securities/${securityId}/prices/imports${dryRun ? '?dryRun=true' : ''}`)
    .set('content-type', 'text/csv')
    .send(Buffer.from(body));

async function pricesBetween(api: TestApi, securityId: string, from: string, to: string) {
  const res = await api
    .as('viewer')
    .get(
      `/api/v1/securities/${securityId}/prices?from=${from}&to=${to}&pageSize=100&sort=date:asc`,
    );
  expect(res.status).toBe(200);
  return (res.body as { items: Price[] }).items;
}

const errorOf = (res: { body: unknown }) =>
  (res.body as { error: { code: string; message: string; details?: unknown[] } }).error;

/** What an import may leave behind. */
const kept = (api: TestApi) => ({
  prices: api.store.importedPrices.size,
  audit: api.store.audit.size,
});

describe('importing a price file', SLOW, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  }, 60_000);

  it('should answer a dry run as a commit would and write nothing', async () => {
    const before = kept(api);
    const res = await importPrices(api, 'SE-0001', fixture('yahoo-AAPL-2000-09-10.csv'), true);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      securityId: 'SE-0001',
      dryRun: true,
      format: 'csv',
      rows: 30,
      added: 30,
      changed: [],
      unchanged: 0,
      firstDate: '2000-09-01',
      lastDate: '2000-10-13',
    });
    expect(kept(api)).toEqual(before);
    expect(await pricesBetween(api, 'SE-0001', '2000-09-01', '2000-10-31')).toEqual([]);
  });

  it('should commit the file, audit it on the security, and list the imported closes', async () => {
    const res = await importPrices(api, 'SE-0001', fixture('yahoo-AAPL-2000-09-10.csv'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dryRun: false, rows: 30, added: 30, unchanged: 0 });
    const listed = await pricesBetween(api, 'SE-0001', '2000-09-01', '2000-10-31');
    expect(listed).toHaveLength(30);
    expect(listed[0]).toEqual({
      securityId: 'SE-0001',
      date: '2000-09-01',
      close: 1.132813,
      volume: 256872000,
      imported: true,
      adjClose: 0.971234,
    });
    const entry = api.store.audit.all().at(-1);
    expect(entry).toMatchObject({
      operation: 'importSecurityPrices',
      recordType: 'security',
      recordId: 'SE-0001',
      action: 'imported',
      related: [{ rows: 'importedPrices', created: 30, updated: 0, deleted: 0 }],
    });
  });

  it('should find the same file again all unchanged, and write and audit nothing', async () => {
    const before = kept(api);
    const res = await importPrices(api, 'SE-0001', fixture('yahoo-AAPL-2000-09-10.csv'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rows: 30, added: 0, changed: [], unchanged: 30 });
    expect(kept(api)).toEqual(before);
  });

  it('should name a changed close with the close before and after', async () => {
    const res = await importPrices(
      api,
      'SE-0001',
      'Date,Close\n2000-09-29,0.5\n2000-10-02,0.433036\n',
    );
    expect(res.status).toBe(200);
    expect((res.body as PriceImport).changed).toEqual([
      { date: '2000-09-29', oldClose: 0.459821, newClose: 0.5 },
    ]);
    expect(res.body).toMatchObject({ added: 0, unchanged: 1 });
  });

  it('should replace a generated close, and the drops and the engine’s closes follow at once', async () => {
    const { days, closes } = seriesOf(api.store, 'SE-0002')!;
    const day = days.at(-5)!;
    const generated = closes[days.length - 5]!;
    const halved = Math.round(generated * 50) / 100;
    const dropsBefore = await api
      .as('viewer')
      .get('/api/v1/price-drops?securityId=SE-0002&pageSize=100');
    const res = await importPrices(api, 'SE-0002', `Date,Close\n${day},${halved}\n`);
    expect((res.body as PriceImport).changed).toEqual([
      { date: day, oldClose: generated, newClose: halved },
    ]);
    expect(await pricesBetween(api, 'SE-0002', day, day)).toMatchObject([
      { date: day, close: halved, imported: true },
    ]);
    expect(closeOn(api.store, 'SE-0002', day)).toBe(halved);
    // The day's fall of about 50% is a drop now (the drops were found before the import).
    const drops = await api.as('viewer').get('/api/v1/price-drops?pageSize=100&sort=change:asc');
    const found = (drops.body as { items: { securityId: string; date: string }[] }).items;
    expect(found).toContainEqual(expect.objectContaining({ securityId: 'SE-0002', date: day }));
    const before = (dropsBefore.body as { items: { date: string }[] }).items;
    expect(before.map((d) => d.date)).not.toContain(day);
  });

  it('should read an XLSX file', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Prices');
    sheet.addRow(['Date', 'Close', 'Volume']);
    sheet.addRow([new Date(Date.UTC(1999, 0, 4)), 10.25, 1000]);
    sheet.addRow([new Date(Date.UTC(1999, 0, 5)), 10.5, 1200]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await importPrices(api, 'SE-0003', bytes);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ format: 'xlsx', rows: 2, added: 2 });
    expect(await pricesBetween(api, 'SE-0003', '1999-01-01', '1999-01-31')).toMatchObject([
      { date: '1999-01-04', close: 10.25, volume: 1000 },
      { date: '1999-01-05', close: 10.5, volume: 1200 },
    ]);
  });

  it('should refuse a file with unreadable rows whole, listing each row and its problem', async () => {
    const before = kept(api);
    const res = await importPrices(api, 'SE-0004', fixture('handmade-problem-rows.csv'));
    expect(res.status).toBe(422);
    expect(errorOf(res).message).toBe('5 rows of the file cannot be read; nothing was imported');
    expect(errorOf(res).details).toEqual([
      { location: 'body', field: 'row 4', message: '2024-01-04: close "abc" is not a number' },
      { location: 'body', field: 'row 5', message: '2024-01-05: close -181.18 is negative' },
      { location: 'body', field: 'row 6', message: '2024-01-08: no close' },
      { location: 'body', field: 'row 7', message: '2024-01-02 is also in row 2' },
      { location: 'body', field: 'row 8', message: '"2024-02-30" is not a date' },
    ]);
    // A dry run is refused the same way.
    expect(
      (await importPrices(api, 'SE-0004', fixture('handmade-problem-rows.csv'), true)).status,
    ).toBe(422);
    expect(kept(api)).toEqual(before);
  });

  it('should refuse what is no price file with 422 saying what was expected, writing nothing', async () => {
    const before = kept(api);
    const trades = await importPrices(api, 'SE-0004', fixture('handmade-not-a-price-file.csv'));
    expect(trades.status).toBe(422);
    expect(errorOf(trades).message).toMatch(
      /as trade and holding files do; expected a date column/,
    );
    const junk = await importPrices(api, 'SE-0004', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(junk.status).toBe(422);
    expect(errorOf(junk).message).toMatch(/workbook could not be read/);
    const binary = await importPrices(api, 'SE-0004', Buffer.from([0, 255, 1, 254, 7]));
    expect(binary.status).toBe(422);
    expect(errorOf(binary).message).toMatch(/Not a daily price file: expected a date column/);
    const undecided = await importPrices(api, 'SE-0004', fixture('handmade-undecidable-dates.csv'));
    expect(errorOf(undecided).message).toMatch(
      /Cannot tell whether the dates put the day or the month first/,
    );
    const headerOnly = await importPrices(api, 'SE-0004', 'Date,Close\n');
    expect(errorOf(headerOnly).message).toBe(
      'The file has a header but no prices: nothing to import',
    );
    expect(kept(api)).toEqual(before);
  });

  it('should answer 404 for an unknown security and 403 for a caller who is no administrator', async () => {
    const file = 'Date,Close\n2024-01-02,10\n';
    expect((await importPrices(api, 'SE-9999', file)).status).toBe(404);
    const staff = await api
      .as('staff')
      .post('/api/v1/securities/SE-0001/prices/imports')
      .set('content-type', 'text/csv')
      .send(Buffer.from(file));
    expect(staff.status).toBe(403);
  });
});

describe('the coverage of a security’s closes', SLOW, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  }, 60_000);

  const coverageOf = async (securityId: string) => {
    const res = await api.as('viewer').get(`/api/v1/securities/${securityId}/prices/coverage`);
    expect(res.status).toBe(200);
    return res.body as Record<string, unknown>;
  };

  it('should judge a new security’s imported closes by the NYSE calendar', async () => {
    const created = await api.as('staff').post('/api/v1/securities').send({
      cusip: '02079K305',
      isin: 'US02079K3059',
      ticker: 'GOOGX',
      name: 'Alphabet Inc.',
      exchange: 'NASDAQ',
      country: 'US',
      currency: 'USD',
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    expect(await coverageOf(id)).toMatchObject({ firstDate: null, closes: 0, gaps: [] });
    // Without 17, 21 and 22 January: one gap of three trading days, run together across MLK
    // Day (20 January, closed); 9 January (a day of mourning) is no gap either.
    const file = fixture('nasdaq-GOOGL-2025-01.csv')
      .toString()
      .split('\n')
      .filter((line) => !/^01\/(17|21|22)\/2025/.test(line))
      .join('\n');
    expect((await importPrices(api, id, file)).status).toBe(200);
    expect(await coverageOf(id)).toEqual({
      securityId: id,
      calendar: 'XNYS',
      firstDate: '2025-01-03',
      lastDate: '2025-01-31',
      closes: 16,
      importedCloses: 16,
      missingDays: 3,
      gaps: [{ from: '2025-01-17', to: '2025-01-22', days: 3 }],
      closedDayCloses: [],
    });
    // Its "Last close" comes with its first prices.
    const security = await api.as('viewer').get(`/api/v1/securities/${id}`);
    expect(security.body).toMatchObject({ lastClose: 205.6, lastCloseDate: '2025-01-31' });
  });

  it('should name the generated closes that fall on exchange holidays, and find no gap in them', async () => {
    const coverage = await coverageOf('SE-0001');
    expect(coverage).toMatchObject({ missingDays: 0, gaps: [], importedCloses: 0 });
    const closed = coverage.closedDayCloses as string[];
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((d) => nyseClosure(d) !== null)).toBe(true);
  });

  it("should say which trading days of a case's class period and lookback its security lacks", async () => {
    const security = await api.as('staff').post('/api/v1/securities').send({
      cusip: '38259P508',
      isin: 'US38259P5089',
      ticker: 'GOOGC',
      name: 'Alphabet Inc. (case test)',
      exchange: 'NASDAQ',
      country: 'US',
      currency: 'USD',
    });
    expect(security.status).toBe(201);
    const securityId = (security.body as { id: string }).id;
    // The file's closes run from 3 to 31 January 2025.
    expect((await importPrices(api, securityId, fixture('nasdaq-GOOGL-2025-01.csv'))).status).toBe(
      200,
    );
    const created = await api
      .as('staff')
      .post('/api/v1/cases')
      .send({
        caption: 'In re Alphabet Coverage Test',
        court: 'S.D.N.Y.',
        securityIds: [securityId],
        classPeriodStart: '2025-01-02',
        classPeriodEnd: '2025-01-15',
      });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const caseId = (created.body as { id: string }).id;
    const res = await api.as('viewer').get(`/api/v1/cases/${caseId}/price-coverage`);
    expect(res.status).toBe(200);
    // Class period: 2, 3, 6, 7, 8, 10, 13, 14, 15 January (9 January a day of mourning); the
    // file lacks the 2nd. Lookback from the 16th, 90 days: 11 trading days left in January
    // (MLK Day off), 19 in February (Washington's Birthday off), 21 in March, 11 to 15 April:
    // 62, of which the file has January's 11.
    expect(res.body).toEqual({
      caseId,
      calendar: 'XNYS',
      asOf: api.store.asOf,
      securities: [
        {
          securityId,
          ticker: 'GOOGC',
          spans: [
            {
              kind: 'classPeriod',
              from: '2025-01-02',
              to: '2025-01-15',
              tradingDays: 9,
              missingDays: 1,
              gaps: [{ from: '2025-01-02', to: '2025-01-02', days: 1 }],
            },
            {
              kind: 'lookback',
              from: '2025-01-16',
              to: '2025-04-15',
              tradingDays: 62,
              missingDays: 51,
              gaps: [{ from: '2025-02-03', to: '2025-04-15', days: 51 }],
            },
          ],
        },
      ],
    });
    expect((await api.as('viewer').get('/api/v1/cases/CA-9999/price-coverage')).status).toBe(404);
  });

  it('should answer 404 for an unknown security', async () => {
    expect((await api.as('viewer').get('/api/v1/securities/SE-9999/prices/coverage')).status).toBe(
      404,
    );
  });
});

describe('imported prices across a restart', SLOW, () => {
  let first: TestApi;
  const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'mock-api-prices-')), 'data.sqlite');
  beforeAll(async () => {
    first = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
  }, 60_000);
  afterAll(() => undefined);

  it('should keep the imported closes when the API starts again on its data file', async () => {
    const res = await importPrices(first, 'SE-0005', fixture('nasdaq-GOOGL-2025-01.csv'));
    expect(res.status).toBe(200);
    const listed = await pricesBetween(first, 'SE-0005', '2025-01-01', '2025-01-31');
    const second = await startTestApi({ MOCK_API_DATA_FILE: dataFile });
    expect(await pricesBetween(second, 'SE-0005', '2025-01-01', '2025-01-31')).toEqual(listed);
    expect(listed.find((p) => p.date === '2025-01-31')).toMatchObject({
      close: 205.6,
      imported: true,
    });
    const again = await importPrices(second, 'SE-0005', fixture('nasdaq-GOOGL-2025-01.csv'));
    expect(again.body).toMatchObject({ added: 0, changed: [], unchanged: 19 });
  });
});
