/**
 * A security's prices on its page, in real Chromium against the shared stack: what its closes
 * cover, a real Yahoo Finance download checked (nothing written) then imported, the coverage
 * and the API following at once, and a file with bad rows refused with each row named. The
 * security is created for the test, so no other file's prices change.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, writeHeaders } from '../api.ts';
import { at, screenshots, useBrowser, watchConsole, signedInBlank } from '../support.ts';

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
