/**
 * Ingestion against the real stack: an administrator uploads a generated CSV (one row with a
 * wrong CUSIP check digit), sees its progress, reviews the first rows with the bad cell
 * marked, ingests it from Staged Files, finds it in Ingested Files with the rows it added,
 * undoes it; the tracker shows missing files. Accounts and securities come from the API.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { at, useBrowser, screenshots, signedInPage, watchConsole } from '../support.ts';

const browser = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await signedInPage(browser(), 'admin');
});

interface Account {
  accountNumber: string;
  clientId: string;
  custodian: string;
}
interface Security {
  cusip: string;
  currency: string;
}

async function api<T>(path: string): Promise<T> {
  const response = await page.request.get(at(`/api/v1${path}`));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Four trades of one account; the second's CUSIP has a wrong check digit. */
async function sampleCsv(): Promise<{ text: string; badCusip: string; account: Account }> {
  const accounts = await api<{ items: Account[] }>('/accounts?pageSize=10');
  const securities = await api<{ items: Security[] }>('/securities?pageSize=50');
  const account = accounts.items[0]!;
  const usd = securities.items.filter((s) => s.currency === 'USD').slice(0, 3);
  const unique = Date.now() % 100_000;
  const badCusip = `${usd[0]!.cusip.slice(0, 8)}${String((Number(usd[0]!.cusip[8]) + 1) % 10)}`;
  const rows = [0, 1, 2, 3].map((i) =>
    [
      account.accountNumber,
      i === 1 ? badCusip : usd[i % usd.length]!.cusip,
      `3/${String(3 + i)}/2025`,
      i === 3 ? 'SLD' : 'BOT',
      `"${String(1 + i)},${String(unique).padStart(3, '0').slice(-3)}"`,
      '12.50',
    ].join(','),
  );
  return {
    text: ['Account,CUSIP,Trade Date,B/S,Quantity,Price', ...rows].join('\r\n'),
    badCusip,
    account,
  };
}

const rowOf = (name: string) => page.locator('[role="row"]', { hasText: name }).first();

describe('ingesting a custodian file', () => {
  it('should upload, preview with the error marked, ingest, list and undo a file', async () => {
    const errors = watchConsole(page);
    const { text, badCusip } = await sampleCsv();
    const fileName = `e2e-${String(Date.now())}.csv`;
    await page.goto(at('/ingestion'));
    await page.getByRole('heading', { name: 'Ingestion Panel' }).waitFor();
    await page.setInputFiles('#ingestion-files', {
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(text),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const upload = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').first();
    await expect.poll(() => upload.textContent(), { timeout: 15_000 }).toContain('staged');
    expect(await upload.locator('progress').getAttribute('value')).toBe('1');
    expect(await upload.textContent()).toContain('3 of 4 rows valid');

    await upload.getByRole('button', { name: 'Review' }).click();
    const bad = page.locator('.ingestion-preview [aria-invalid="true"]');
    await expect.poll(() => bad.textContent(), { timeout: 10_000 }).toBe(badCusip);
    expect(await bad.getAttribute('title')).toMatch(/^CUSIP check digit should be \d, not \d$/);
    await screenshots(page, 'ingestion-panel');

    await page.goto(at(`/stagedFiles?q=${fileName}`));
    await rowOf(fileName).getByRole('button', { name: 'Ingest' }).click();
    await page.getByText(`${fileName}: 3 rows added`, { exact: true }).waitFor({ timeout: 15_000 });

    await page.goto(at(`/ingestedFiles?q=${fileName}`));
    const ingested = rowOf(fileName);
    await ingested.waitFor();
    expect(await ingested.locator('[col-id="ingestedRows"]').textContent()).toBe('3');
    const listed = await api<{ items: { processedBy: string; ingestedRows: number }[] }>(
      `/ingestion/files?q=${fileName}&status=ingested`,
    );
    expect(listed.items).toMatchObject([{ processedBy: 'admin', ingestedRows: 3 }]);
    await screenshots(page, 'ingested-files');
    await ingested.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo ingestion' }).click();
    await page.getByText('Undone: 3 rows removed', { exact: true }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  it('should read a fixed-width text file once its layout is given, then stage it', async () => {
    const errors = watchConsole(page);
    const { text, account } = await sampleCsv();
    // The same trades, each column padded to a fixed width, no delimiter.
    const widths = [12, 10, 11, 4, 8, 8];
    const cellsOf = (line: string) =>
      line.match(/("[^"]*"|[^,]+)/g)!.map((c) => c.replace(/"/g, ''));
    const fixed = text
      .split('\r\n')
      .map((line) =>
        cellsOf(line)
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join(''),
      )
      .join('\n');
    const fileName = `e2e-fixed-${String(Date.now())}.txt`;
    await page.goto(at('/ingestion'));
    // Without a layout nothing in the file says whose it is: the upload names it.
    const choice = page.getByRole('form', { name: 'Upload custodian files' });
    await choice.getByRole('combobox', { name: 'Client' }).fill(account.clientId);
    await choice.getByRole('option').filter({ hasText: account.clientId }).click();
    await choice.getByLabel('Custodian', { exact: true }).selectOption(account.custodian);
    await choice.getByLabel('Kind', { exact: true }).selectOption('trades');
    await page.setInputFiles('#ingestion-files', {
      name: fileName,
      mimeType: 'text/plain',
      buffer: Buffer.from(fixed),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const upload = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').first();
    // Read without a layout, no row is valid: the file waits in skipped, nothing lost.
    await expect.poll(() => upload.textContent(), { timeout: 15_000 }).toContain('skipped');
    await upload.getByRole('button', { name: 'Review' }).click();

    const layout = page.getByRole('form', { name: 'Fixed-width layout' });
    await layout.waitFor();
    // A bad width is named next to its field, and nothing is saved.
    await layout.getByLabel('Column 1 name').fill('Account');
    await layout.getByLabel('Width').first().fill('0');
    await layout.getByRole('button', { name: /^Save layout/ }).click();
    await layout.getByText('A whole number from 1').waitFor();

    const names = ['Account', 'CUSIP', 'Trade Date', 'B/S', 'Quantity', 'Price'];
    await layout.getByLabel('Width').first().fill(String(widths[0]));
    for (let i = 1; i < names.length; i += 1) {
      await layout.getByRole('button', { name: 'Add column' }).click();
      await layout.getByLabel(`Column ${String(i + 1)} name`).fill(names[i]!);
      await layout.getByLabel('Width').nth(i).fill(String(widths[i]));
    }
    // Each new column starts where the one before it ends.
    expect(await layout.getByLabel('Start').nth(5).inputValue()).toBe(
      String(1 + widths.slice(0, 5).reduce((a, b) => a + b, 0)),
    );
    await layout.getByRole('button', { name: /^Save layout/ }).click();
    await page.getByText('Layout saved', { exact: true }).waitFor();
    const preview = page.getByRole('region', { name: 'First rows' });
    await preview.getByRole('columnheader', { name: 'Trade Date' }).waitFor();
    await expect.poll(() => preview.locator('[aria-invalid="true"]').count()).toBe(1);
    await screenshots(page, 'ingestion-fixed-width');

    await page.getByRole('button', { name: 'Stage', exact: true }).click();
    await page.getByText('Staged', { exact: true }).first().waitFor();
    const listed = await api<{ items: { status: string; validRowCount: number }[] }>(
      `/ingestion/files?q=${fileName}`,
    );
    expect(listed.items).toMatchObject([{ status: 'staged', validRowCount: 3 }]);
    expect(errors).toEqual([]);
  });

  it('should show missing files in the tracker', async () => {
    await page.goto(at('/ingestionTracker'));
    await page.getByRole('heading', { name: 'Ingestion Tracker' }).waitFor();
    const missing = page.locator('.tracker-matrix .tracker-cell--missing');
    await missing.first().waitFor({ timeout: 15_000 });
    expect(await missing.first().textContent()).toBe('Missing');
    await screenshots(page, 'ingestion-tracker');
  });
});
