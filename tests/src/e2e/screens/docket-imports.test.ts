/**
 * A PACER report imported on a docket's panel, in real Chromium against the shared stack: a
 * real District of Delaware docket history report (tests/fixtures/pacer) merged with its
 * progress and answer, its entries then listed, and the same report again adding nothing. The
 * docket is opened for the test through the New docket form, so no other file's dockets change.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, type ListPage } from '../api.ts';
import { field } from '../forms.ts';
import { at, signedInBlank, useBrowser, watchConsole } from '../support.ts';

const browser = useBrowser();
const REPORT = readFileSync(
  new URL('../../../fixtures/pacer/ded-docket-history-report.html', import.meta.url),
);
/** Entries of the report, read off the file (tests/fixtures/pacer/SOURCES.md). */
const ENTRIES = 14;

/** Opens a docket through the screen's New docket form; answers its id from the address. */
async function newDocket(page: Page): Promise<string> {
  const { items } = await api<ListPage<{ id: string; caption: string }>>(
    page,
    '/cases?pageSize=10',
  );
  const someCase = items[0]!;
  await page.goto(at('/dockets'));
  await page.getByRole('button', { name: 'New docket' }).click();
  const dialog = page.getByRole('dialog', { name: 'New docket' });
  // Typed as staff often do: upper case, no padding; the API keeps the normal form.
  await field(dialog, 'Docket number').fill('1:13-CV-1176');
  await field(dialog, 'Court').fill('D. Del.');
  await field(dialog, 'Case').fill(someCase.caption.slice(0, 12));
  await dialog
    .getByRole('option', {
      name: new RegExp(someCase.caption.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Open docket' }).click();
  await page.waitForURL((url) => url.searchParams.has('docket'));
  return new URL(page.url()).searchParams.get('docket')!;
}

const latestUpload = (page: Page) =>
  page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').first();

async function importReport(page: Page): Promise<void> {
  await page.setInputFiles('#pacer-report', {
    name: 'ded_52516.html',
    mimeType: 'text/html',
    buffer: REPORT,
  });
  await page.getByRole('button', { name: 'Import PACER report' }).click();
}

describe('a PACER report on a docket', () => {
  it('should merge a docket history report once, listing its entries', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    const id = await newDocket(page);
    await page.getByRole('heading', { level: 2, name: 'Docket 1:13-cv-01176' }).waitFor();

    await importReport(page);
    await expect
      .poll(() => latestUpload(page).textContent(), { timeout: 15_000 })
      .toContain(`${String(ENTRIES)} entries read, ${String(ENTRIES)} added, 0 already there`);
    const entries = await api<ListPage<unknown>>(page, `/dockets/${id}/entries?pageSize=10`);
    expect(entries.total).toBe(ENTRIES);
    await expect
      .poll(() => page.getByRole('region', { name: /Docket 1:13-cv-01176/ }).textContent(), {
        timeout: 10_000,
      })
      .toContain(`Entries${String(ENTRIES)}`);

    await page.reload();
    await importReport(page);
    await expect
      .poll(() => latestUpload(page).textContent(), { timeout: 15_000 })
      .toContain(`0 added, ${String(ENTRIES)} already there`);
    expect(errors).toEqual([]);
  });
});
