/**
 * Import 13-F Filings (`/13f/imports`) in real Chromium against the shared stack: an EDGAR
 * submission from tests/fixtures/sec13f is imported with its progress and answer, the filing
 * then shows on 13-F Holdings, importing it again changes nothing, a file that is not a 13-F is
 * refused with the reason, and staff see the form refused with why.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api, type ListPage } from '../api.ts';
import { at, screenshots, useBrowser, watchConsole, signedInAt } from '../support.ts';

const browser = useBrowser();
const SUBMISSION = readFileSync(
  new URL('../../../fixtures/sec13f/lts-one-2023q3-13f-hr.txt', import.meta.url),
);
const FILER = 'LTS One Management LP';

describe('importing 13-F filings', () => {
  it('should import an EDGAR submission, show it on 13-F Holdings, and change nothing the second time', async () => {
    const page = await signedInAt(browser(), 'admin', '/13f/imports');
    const errors = watchConsole(page);
    await page.getByRole('heading', { level: 1, name: 'Import 13-F Filings' }).waitFor();
    const upload = () =>
      page.setInputFiles('#filing-files', {
        name: '0001894188-23-000007.txt',
        mimeType: 'text/plain',
        buffer: SUBMISSION,
      });

    await upload();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const first = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').first();
    await expect
      .poll(() => first.textContent(), { timeout: 20_000 })
      .toMatch(/1 filing read: 1 added, 0 replaced, 0 already there; 14 entries worth \$[\d,]+/);
    expect(await first.locator('progress').getAttribute('value')).toBe('1');
    await screenshots(page, 'filings13f-import');

    const holdings = await api<ListPage<{ filerName: string }>>(
      page,
      `/13f/holdings?q=${encodeURIComponent(FILER)}&pageSize=100`,
    );
    expect(holdings.total).toBe(14);
    await page.goto(at(`/13f/holdings?quarter=2023-09-30&q=${encodeURIComponent(FILER)}`));
    await page.getByRole('grid').getByText(FILER).first().waitFor({ timeout: 15_000 });

    await page.goto(at('/13f/imports'));
    await upload();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect
      .poll(
        () =>
          page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').first().textContent(),
        {
          timeout: 20_000,
        },
      )
      .toContain('1 filing read: 0 added, 0 replaced, 1 already there');
    expect(errors).toEqual([]);
  });

  it('should refuse a file that is not a 13-F, saying what was expected', async () => {
    const page = await signedInAt(browser(), 'admin', '/13f/imports');
    await page.setInputFiles('#filing-files', {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Quarterly notes: nothing to see here.\n'),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const refusal = page
      .getByRole('list', { name: 'Uploads' })
      .getByRole('listitem')
      .first()
      .getByRole('alert');
    await expect.poll(() => refusal.textContent(), { timeout: 20_000 }).toMatch(/13-?F/);
  });

  it('should show staff the import refused, with the reason', async () => {
    const page = await signedInAt(browser(), 'staff', '/13f/imports');
    await page.getByRole('heading', { level: 1, name: 'Import 13-F Filings' }).waitFor();
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await page
      .getByText(/administrator/i)
      .first()
      .waitFor();
  });
});
