/**
 * A security's prices on its page, in real Chromium against the shared stack: what its closes
 * cover, a real Yahoo Finance download checked (nothing written) then imported, the coverage
 * and the API following at once, and a file with bad rows refused with each row named. The
 * security is created for the test, so no other file's prices change.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usIsinOf } from '@backoffice/core/domain';
import { api, writeHeaders } from '../api.ts';
import { chooseMatch, field, fieldError } from '../forms.ts';
import {
  at,
  eventually,
  screenshots,
  signedInBlank,
  useBrowser,
  watchConsole,
} from '../support.ts';

const browser = useBrowser();
const fixture = (name: string) =>
  readFileSync(new URL(`../../../fixtures/market/${name}`, import.meta.url));
/** Trading days in the Yahoo slice: 2000-09-01 to 2000-10-13 (its header line aside). */
const YAHOO_DAYS = 30;

async function newSecurity(page: Page): Promise<string> {
  const created = await page.request.post(at('/api/v1/securities'), {
    headers: writeHeaders(),
    data: {
      cusip: '037833100',
      isin: 'US0378331005',
      ticker: 'AAPLX',
      name: 'Apple Inc. (prices test)',
      exchange: 'NASDAQ',
      country: 'US',
      currency: 'USD',
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

const prices = (page: Page) => page.getByRole('region', { name: /^Prices of / });
const latestUpload = (page: Page) =>
  page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').first();

describe("a security's prices", () => {
  it('should check a price file without writing, import it, and show the coverage it gives', async () => {
    const page = await signedInBlank(browser(), 'admin');
    const errors = watchConsole(page);
    const id = await newSecurity(page);
    await page.goto(at(`/securities?security=${id}`));
    await prices(page).getByText('Missing trading days').waitFor();
    expect(await prices(page).textContent()).toContain('Closes0');

    await page.setInputFiles('#price-file', {
      name: 'AAPL.csv',
      mimeType: 'text/csv',
      buffer: fixture('yahoo-AAPL-2000-09-10.csv'),
    });
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect
      .poll(() => latestUpload(page).textContent(), { timeout: 15_000 })
      .toContain(
        `Checked, nothing written: ${String(YAHOO_DAYS)} days read, ${String(YAHOO_DAYS)} added`,
      );
    const unwritten = await api<{ closes: number }>(page, `/securities/${id}/prices/coverage`);
    expect(unwritten.closes).toBe(0);

    await page.getByRole('button', { name: 'Import prices' }).click();
    await expect
      .poll(() => latestUpload(page).textContent(), { timeout: 15_000 })
      .toContain(
        `Imported: ${String(YAHOO_DAYS)} days read, ${String(YAHOO_DAYS)} added, 0 changed`,
      );
    await expect
      .poll(() => prices(page).textContent(), { timeout: 10_000 })
      .toContain('First closeSep 1, 2000');
    const coverage = await api<{ closes: number; importedCloses: number; missingDays: number }>(
      page,
      `/securities/${id}/prices/coverage`,
    );
    expect(coverage).toMatchObject({
      closes: YAHOO_DAYS,
      importedCloses: YAHOO_DAYS,
      missingDays: 0,
    });
    await screenshots(page, 'security-prices');
    expect(errors).toEqual([]);
  });

  it('should chart no gap for days the exchange was closed and mark the trading days without a close', async () => {
    const page = await signedInBlank(browser(), 'admin');
    const created = await page.request.post(at('/api/v1/securities'), {
      headers: writeHeaders(),
      data: {
        cusip: '02079K107',
        isin: 'US02079K1079',
        ticker: 'GOOGV',
        name: 'Alphabet Inc. (chart test)',
        exchange: 'NASDAQ',
        country: 'US',
        currency: 'USD',
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    // Nasdaq's January 2025 without 17, 21 and 22 January: three trading days missing, run
    // together across MLK Day (the 20th); 9 January (a day of mourning) is closed, no gap.
    const file = fixture('nasdaq-GOOGL-2025-01.csv')
      .toString()
      .split('\n')
      .filter((line) => !/^01\/(17|21|22)\/2025/.test(line))
      .join('\n');
    await page.goto(at(`/securities?security=${id}`));
    await page.setInputFiles('#price-file', {
      name: 'GOOGL.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    await page.getByRole('button', { name: 'Import prices' }).click();
    await eventually(() => latestUpload(page).textContent()).toContain('Imported: 16 days read');
    const chart = page.getByRole('img', { name: /^GOOGV daily close/ });
    await eventually(() => chart.getAttribute('aria-label')).toBe(
      'GOOGV daily close and volume from Jan 3, 2025 to Jan 31, 2025; 0 class periods shaded; ' +
        '0 price drops marked; 3 trading days without a close marked',
    );
    await screenshots(page, 'security-chart-gaps');
  });

  it('should refuse a file with bad rows, naming each row, and write nothing', async () => {
    const page = await signedInBlank(browser(), 'admin');
    const { items } = await api<{ items: { id: string }[] }>(page, '/securities?pageSize=10');
    const id = items[0]!.id;
    const before = await api<{ closes: number }>(page, `/securities/${id}/prices/coverage`);
    await page.goto(at(`/securities?security=${id}`));
    await page.setInputFiles('#price-file', {
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: fixture('handmade-problem-rows.csv'),
    });
    await page.getByRole('button', { name: 'Import prices' }).click();
    const problems = latestUpload(page).getByRole('list', { name: 'Problems of bad.csv' });
    await expect.poll(() => problems.textContent(), { timeout: 15_000 }).toMatch(/row \d+/);
    expect(await latestUpload(page).getByRole('alert').count()).toBe(1);
    const after = await api<{ closes: number }>(page, `/securities/${id}/prices/coverage`);
    expect(after.closes).toBe(before.closes);
  });
});

async function post<T>(page: Page, path: string, data: object): Promise<T> {
  const res = await page.request.post(at(`/api/v1${path}`), {
    headers: writeHeaders(),
    data,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

const missingCloses = (page: Page) => page.getByRole('list', { name: 'Missing closes' });

describe('a case whose security lacks closes', () => {
  it('should say so on the case and its loss run, link to the security, and follow an import', async () => {
    const page = await signedInBlank(browser(), 'admin');
    const errors = watchConsole(page);
    const security = await post<{ id: string }>(page, '/securities', {
      cusip: '38259P508',
      isin: 'US38259P5089',
      ticker: 'GOOGW',
      name: 'Alphabet Inc. (case closes test)',
      exchange: 'NASDAQ',
      country: 'US',
      currency: 'USD',
    });
    const created = await post<{ id: string }>(page, '/cases', {
      caption: `In re Alphabet Closes Test ${Date.now()}`,
      court: 'S.D.N.Y.',
      securityIds: [security.id],
      classPeriodStart: '2025-01-02',
      classPeriodEnd: '2025-01-15',
    });

    // No close at all: the class period's 9 trading days (9 January was a day of mourning) and
    // the lookback's 62 (16 January to 15 April 2025, MLK Day and Washington's Birthday off).
    await page.goto(at(`/cases/case/${created.id}`));
    await eventually(() => missingCloses(page).textContent()).toContain(
      '9 trading days without a close for GOOGW between Jan 2, 2025 and Jan 15, 2025 (the class period)',
    );
    expect(await missingCloses(page).textContent()).toContain(
      '62 trading days without a close for GOOGW between Jan 16, 2025 and Apr 15, 2025 (the 90-day lookback)',
    );
    await screenshots(page, 'case-missing-closes');

    await missingCloses(page).getByRole('link', { name: "Import GOOGW's prices" }).first().click();
    await page.waitForURL((url) => url.searchParams.get('security') === security.id);
    await page.setInputFiles('#price-file', {
      name: 'GOOGL.csv',
      mimeType: 'text/csv',
      buffer: fixture('nasdaq-GOOGL-2025-01.csv'),
    });
    await page.getByRole('button', { name: 'Import prices' }).click();
    await eventually(() => latestUpload(page).textContent()).toContain('Imported: 19 days read');

    // The file covers 3 to 31 January: the 2nd and February to mid-April are still missing.
    await page.goBack();
    await eventually(() => missingCloses(page).textContent()).toContain(
      '1 trading day without a close for GOOGW between Jan 2, 2025 and Jan 15, 2025 (the class period)',
    );
    expect(await missingCloses(page).textContent()).toContain(
      '51 trading days without a close for GOOGW between Jan 16, 2025 and Apr 15, 2025',
    );

    // A run of the case stops on the lookback; its page says which closes to import.
    const run = await post<{ id: string }>(page, '/loss-runs', { caseId: created.id });
    await page.goto(at(`/lossRuns?run=${run.id}`));
    await page.getByText('This run failed').waitFor();
    await eventually(() => missingCloses(page).textContent()).toContain(
      '51 trading days without a close for GOOGW',
    );
    await screenshots(page, 'loss-run-missing-closes');
    expect(errors).toEqual([]);
  });
});

describe('many price files at once on the Data Panel', () => {
  it('should match each file by ticker or CUSIP, let one be chosen by hand, check and import them all', async () => {
    const page = await signedInBlank(browser(), 'admin');
    const errors = watchConsole(page);
    const stamp = String(Date.now()).slice(-3);
    const security = (ticker: string, cusip: string) =>
      post<{ id: string }>(page, '/securities', {
        cusip,
        isin: usIsinOf(cusip),
        ticker,
        name: `${ticker} (price files test ${stamp})`,
        exchange: 'NASDAQ',
        country: 'US',
        currency: 'USD',
      });
    const cisco = await security('CSCOZ', '17275R102');
    const tesla = await security('TSLAZ', '88160R101');
    const chase = await security('JPMZ', '46625H100');

    await page.goto(at('/securities'));
    await page.getByRole('button', { name: 'Import price files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import price files' });
    await dialog.locator('#price-files').setInputFiles([
      {
        name: 'yahoo-CSCOZ-2000-09-10.csv',
        mimeType: 'text/csv',
        buffer: fixture('yahoo-AAPL-2000-09-10.csv'),
      },
      {
        name: 'stooq 88160R101.csv',
        mimeType: 'text/csv',
        buffer: fixture('handmade-stooq-bulk-no-final-newline.csv'),
      },
      { name: 'download.csv', mimeType: 'text/csv', buffer: fixture('nasdaq-GOOGL-2025-01.csv') },
    ]);
    const row = (name: string) => dialog.getByRole('listitem', { name });
    await eventually(() => row('yahoo-CSCOZ-2000-09-10.csv').textContent()).toContain(
      'Matched by ticker.',
    );
    await eventually(() => row('stooq 88160R101.csv').textContent()).toContain('Matched by CUSIP.');
    await eventually(() => row('download.csv').textContent()).toContain(
      'No security matched: choose one.',
    );

    // Chosen by hand: the picker searches the server as one types.
    const picker = dialog.getByRole('combobox', { name: 'Security of download.csv' });
    await picker.fill('JPMZ');
    await dialog
      .getByRole('listbox', { name: 'Security of download.csv: matches' })
      .getByRole('option')
      .filter({ hasText: 'JPMZ' })
      .first()
      .click();
    await eventually(() => row('download.csv').textContent()).toContain('Chosen.');
    await screenshots(page, 'price-files-matched');

    await dialog.getByRole('button', { name: 'Check and import' }).click();
    await eventually(() => row('yahoo-CSCOZ-2000-09-10.csv').textContent()).toContain(
      'Imported: 30 days read, 30 added, 0 changed, 0 unchanged',
    );
    await eventually(() => row('stooq 88160R101.csv').textContent()).toContain(
      'Imported: 4 days read, 4 added',
    );
    await eventually(() => row('download.csv').textContent()).toContain(
      'Imported: 19 days read, 19 added',
    );
    await screenshots(page, 'price-files-imported');
    const closes = async (id: string) =>
      (await api<{ importedCloses: number }>(page, `/securities/${id}/prices/coverage`))
        .importedCloses;
    expect([await closes(cisco.id), await closes(tesla.id), await closes(chase.id)]).toEqual([
      30, 4, 19,
    ]);
    expect(errors).toEqual([]);
  });
});

describe("a security's stock splits", () => {
  it('should record a split on the security’s page, refuse the same day twice, and apply it in the Loss Calculator', async () => {
    const page = await signedInBlank(browser(), 'admin');
    const errors = watchConsole(page);
    const created = await page.request.post(at('/api/v1/securities'), {
      headers: writeHeaders(),
      data: {
        cusip: '67066G104',
        isin: usIsinOf('67066G104'),
        ticker: 'NVDAX',
        name: 'NVIDIA Corporation (splits test)',
        exchange: 'NASDAQ',
        country: 'US',
        currency: 'USD',
      },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    await page.goto(at(`/securities?security=${id}`));
    const splits = page.getByRole('region', { name: 'Stock splits of NVDAX' });
    await splits.getByText('No split is recorded for NVDAX.').waitFor();

    // NVIDIA's 10-for-1 split, first trading split-adjusted on 10 June 2024.
    const form = splits.getByRole('form', { name: 'Record a split of NVDAX' });
    await field(form, 'Ex-date').fill('2024-06-10');
    await field(form, 'New shares per old share').fill('10');
    await form.getByRole('button', { name: 'Record split' }).click();
    await eventually(() => splits.getByRole('list', { name: 'Splits' }).textContent()).toBe(
      '10-for-1 on Jun 10, 2024',
    );
    const recorded = await api<{ items: { date: string; ratio: number }[] }>(
      page,
      `/securities/${id}/splits`,
    );
    expect(recorded.items.map((s) => [s.date, s.ratio])).toEqual([['2024-06-10', 10]]);
    expect(errors).toEqual([]);

    await field(form, 'Ex-date').fill('2024-06-10');
    await field(form, 'New shares per old share').fill('2');
    await form.getByRole('button', { name: 'Record split' }).click();
    expect(await fieldError(form, 'Ex-date')).toContain(
      'the security already has a split on 2024-06-10',
    );
    await screenshots(page, 'security-splits');

    await page.goto(at('/lossCalculator'));
    await chooseMatch(page, 'Security', 'NVDAX', 'NVDAX');
    await eventually(() => page.locator('.calc-form').textContent()).toContain(
      "Splits applied: 10-for-1 on Jun 10, 2024; shares and prices are compared in the shares of the lookback's last day.",
    );
    // The refused split's answer is the page's only error.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
  });
});
