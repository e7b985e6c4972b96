/**
 * The widest tables at 1440 × 900: every column a user needs is on screen without scrolling
 * sideways, and no row covers the next (nor a button of its own). The table kit's column
 * chooser hides and shows a column and remembers it for the user after a reload. The Ingestion
 * Panel reaches Staged, Skipped and Ingested Files and the Ingestion Tracker in one click.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, DESKTOP, openBrowser, screenshots, signedInPage, watchConsole } from '../support.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await signedInPage(browser, 'admin', DESKTOP);
});
afterAll(async () => {
  await browser.close();
});

interface Layout {
  viewportWidth: number;
  pageScrollWidth: number;
  /** Each header cell's text and its right edge. */
  headers: { text: string; right: number }[];
  /** Tables (ag-grid's body or a plain table's box) wider than their box. */
  sidewaysScroll: string[];
  /** Rows whose box overlaps the next row's, or holds a button beyond its own edge. */
  overlaps: string[];
}

/** Measures the page's tables: headers, sideways scrolling, rows over rows. */
function measure(target: Page): Promise<Layout> {
  return target.evaluate(() => {
    const text = (el: Element) => el.textContent.replace(/\s+/g, ' ').trim();
    const headerCells = [
      ...document.querySelectorAll('[role="columnheader"], main table thead th'),
    ].filter((el) => el.getBoundingClientRect().width > 0);
    const sideways = [...document.querySelectorAll('.ag-center-cols-viewport, main table')].flatMap(
      (el) => {
        const box = el.tagName === 'TABLE' ? el.parentElement! : el;
        return box.scrollWidth > box.clientWidth + 1
          ? [`${el.className || el.tagName}: ${box.scrollWidth} > ${box.clientWidth}`]
          : [];
      },
    );
    const overlaps: string[] = [];
    const containers = new Set(
      [...document.querySelectorAll('.ag-row')].map((r) => r.parentElement),
    );
    for (const container of containers) {
      if (!container) continue;
      const rows = [...container.querySelectorAll(':scope > .ag-row')]
        .map((row) => ({ row, box: row.getBoundingClientRect() }))
        .sort((a, b) => a.box.top - b.box.top);
      rows.forEach(({ row, box }, i) => {
        const next = rows[i + 1];
        if (next && next.box.top < box.bottom - 1) overlaps.push(`row over row: ${text(row)}`);
        for (const button of row.querySelectorAll('button, a')) {
          const b = button.getBoundingClientRect();
          if (b.height > 0 && (b.bottom > box.bottom + 1 || b.top < box.top - 1)) {
            overlaps.push(`${text(button)} outside its row: ${text(row)}`);
          }
        }
      });
    }
    return {
      viewportWidth: window.innerWidth,
      pageScrollWidth: document.documentElement.scrollWidth,
      // The header's own text, without the sort order ag-grid shows beside it.
      headers: headerCells.map((el) => ({
        text: text(el.querySelector('.ag-header-cell-text') ?? el),
        right: el.getBoundingClientRect().right,
      })),
      sidewaysScroll: sideways,
      overlaps,
    };
  });
}

/** Waits until the page's first grid shows data rows (not the skeleton drawn while it loads). */
async function rowsShown(target: Page): Promise<void> {
  await target
    .locator('.ag-row:not(.ag-row-loading) [col-id]')
    .filter({ hasText: /\S/ })
    .first()
    .waitFor();
}

const SCREENS: readonly { path: string; name: string; needed: readonly string[] }[] = [
  {
    path: '/stagedFiles',
    name: 'staged-files',
    needed: ['File', 'Actions', 'Client', 'Kind', 'Period', 'Received', 'Rows', 'Errors'],
  },
  {
    path: '/skippedFiles',
    name: 'skipped-files',
    needed: ['File', 'Actions', 'Client', 'Kind', 'Period', 'Received', 'Reason'],
  },
  {
    path: '/ingestedFiles',
    name: 'ingested-files',
    needed: ['File', 'Actions', 'Client', 'Kind', 'Period', 'Rows', 'Added', 'Ingested'],
  },
  {
    path: '/13f/holdings',
    name: '13f-holdings-wide',
    needed: ['Filer', 'Issuer', 'CUSIP', 'Shares / principal', 'Value', 'Change'],
  },
  {
    path: '/admin',
    name: 'admin-wide',
    needed: ['Username', 'Name', 'Roles', 'Privileges', 'Status'],
  },
];

describe('the wide tables at 1440 px', () => {
  it.each(SCREENS)(
    'should show every needed column of $path on screen, rows apart',
    async ({ path, name, needed }) => {
      const problems = watchConsole(page);
      await page.goto(at(path));
      await rowsShown(page);
      const layout = await measure(page);
      const shown = layout.headers.map((h) => h.text);
      for (const header of needed) expect(shown, path).toContain(header);
      const beyond = layout.headers.filter((h) => h.right > layout.viewportWidth + 1);
      expect(beyond, path).toEqual([]);
      expect(layout.pageScrollWidth, path).toBeLessThanOrEqual(layout.viewportWidth);
      expect(layout.sidewaysScroll, path).toEqual([]);
      // Wrapped rows take their height once measured: the settled layout is what counts.
      await expect
        .poll(async () => (await measure(page)).overlaps, { timeout: 10_000 })
        .toEqual([]);
      await screenshots(page, name);
      expect(problems).toEqual([]);
    },
  );

  it('should show Loss Overview’s totals without scrolling sideways', async () => {
    await page.goto(at('/lossOverview'));
    await page.locator('main table tbody tr').first().waitFor();
    const layout = await measure(page);
    expect(layout.headers.length).toBeGreaterThan(0);
    expect(layout.headers.filter((h) => h.right > layout.viewportWidth + 1)).toEqual([]);
    expect(layout.pageScrollWidth).toBeLessThanOrEqual(layout.viewportWidth);
    expect(layout.sidewaysScroll).toEqual([]);
    await screenshots(page, 'loss-overview-wide');
  });
});

describe('the column chooser', () => {
  const headers = async () => (await measure(page)).headers.map((h) => h.text);

  it('should hide and show a column, and remember the choice after a reload', async () => {
    await page.goto(at('/stagedFiles'));
    await rowsShown(page);
    expect(await headers()).toContain('Client');
    await page.getByRole('button', { name: 'Columns' }).click();
    const client = page.getByRole('menuitemcheckbox', { name: 'Client' });
    expect(await client.getAttribute('aria-checked')).toBe('true');
    await client.click();
    await page.keyboard.press('Escape');
    await expect.poll(headers).not.toContain('Client');

    await page.reload();
    await rowsShown(page);
    expect(await headers()).not.toContain('Client');
    expect(await headers()).toContain('File');

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Client' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(headers).toContain('Client');
    await page.reload();
    await rowsShown(page);
    expect(await headers()).toContain('Client');
  });
});

describe('the Ingestion Panel', () => {
  it.each([
    ['Staged Files', '/stagedFiles'],
    ['Skipped Files', '/skippedFiles'],
    ['Ingested Files', '/ingestedFiles'],
    ['Ingestion Tracker', '/ingestionTracker'],
  ])('should reach %s in one click', async (name, path) => {
    await page.goto(at('/ingestion'));
    const nav = page.getByRole('navigation', { name: 'Ingestion' });
    await nav.getByRole('link', { name }).click();
    await page.waitForURL(at(path));
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });
});
