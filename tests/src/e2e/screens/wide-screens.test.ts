/**
 * The widest tables at 1440 × 900: every column a user needs is on screen without scrolling
 * sideways, and no row covers the next (nor a button of its own). A 120-character file name
 * wraps inside its cell on Staged Files, its row's Skip button still whole and pressable. The
 * table kit's column chooser hides and shows a column, remembers it for the user after a reload,
 * and keeps two users' choices apart in one browser (sign out, sign in as another: the product's
 * shared-computer case). The Ingestion Panel reaches Staged, Skipped and Ingested Files and the
 * Ingestion Tracker in one click.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAtIdp } from '../../browser.ts';
import { api, type ListPage, writeHeaders } from '../api.ts';
import { at, DESKTOP, useBrowser, screenshots, signedInPage, watchConsole } from '../support.ts';

const browser = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await signedInPage(browser(), 'admin', DESKTOP);
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
    // A plain table's rows cannot overlap, but a cell's content can spill past its edge.
    for (const row of document.querySelectorAll('main table tbody tr')) {
      for (const cell of row.querySelectorAll('td, th')) {
        if (cell.scrollWidth > cell.clientWidth + 1) {
          overlaps.push(`${text(cell)} beyond its cell: ${text(row)}`);
        }
      }
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

  it('should show every column of Loss Overview’s two tables, rows apart', async () => {
    await page.goto(at('/lossOverview'));
    const losses = ['FIFO net', 'FIFO no offset', 'LIFO net', 'LIFO no offset', 'Recognized loss'];
    const tables = [
      { name: 'Totals by case', needed: ['#', 'Case', 'Clients', 'Accounts', ...losses, 'Run'] },
      { name: 'Totals by client', needed: ['#', 'Client', 'Cases', ...losses] },
    ];
    for (const { name, needed } of tables) {
      const table = page.getByRole('table', { name });
      await table.locator('tbody tr').first().waitFor();
      expect(await table.getByRole('columnheader').allTextContents(), name).toEqual(needed);
      // Each header and each row inside the window, the rows one under the other.
      const headers = await table
        .getByRole('columnheader')
        .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().right));
      expect(Math.max(...headers), name).toBeLessThanOrEqual(DESKTOP.width);
      const rows = await table
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => tr.getBoundingClientRect()).map((b) => [b.top, b.bottom]),
        );
      expect(rows.length, name).toBeGreaterThan(1);
      rows.slice(1).forEach(([top], i) => {
        expect(top, `${name}: row ${String(i + 2)}`).toBeGreaterThanOrEqual(rows[i]![1]! - 1);
      });
    }
    const layout = await measure(page);
    expect(layout.pageScrollWidth).toBeLessThanOrEqual(layout.viewportWidth);
    expect(layout.sidewaysScroll).toEqual([]);
    expect(layout.overlaps).toEqual([]);
  });
});

/** 120 characters, no space: a custodian's export name with a few underscores. */
const LONG_NAME = (() => {
  const stem = `CUSTODIANEXPORT_${Date.now().toString(36).toUpperCase()}_TRADES_`;
  return `${stem}${'X'.repeat(120 - stem.length - '_FINAL.csv'.length)}_FINAL.csv`;
})();

interface Account {
  accountNumber: string;
}
interface Security {
  cusip: string;
  currency: string;
}

/** Uploads a small valid trades file under LONG_NAME, as the Ingestion Panel does: staged. */
async function uploadLongNamedFile(target: Page): Promise<void> {
  const [account] = (await api<ListPage<Account>>(target, '/accounts?pageSize=10')).items;
  const securities = await api<ListPage<Security>>(target, '/securities?pageSize=50');
  const usd = securities.items.find((sec) => sec.currency === 'USD')!;
  const csv = [
    'Account,CUSIP,Trade Date,B/S,Quantity,Price',
    `${account!.accountNumber},${usd.cusip},3/3/2025,BOT,100,12.50`,
  ].join('\r\n');
  const res = await target.request.post(
    at(`/api/v1/ingestion/uploads?fileName=${encodeURIComponent(LONG_NAME)}`),
    {
      headers: {
        ...writeHeaders(),
        'content-type': 'text/csv',
      },
      data: Buffer.from(csv),
    },
  );
  expect(res.status()).toBe(201);
  expect(((await res.json()) as { status: string }).status).toBe('staged');
}

describe('a long file name at 1440 px', () => {
  it('should wrap inside its cell on Staged Files, its row apart from the next and its Skip button pressable', async () => {
    const problems = watchConsole(page);
    expect(LONG_NAME).toHaveLength(120);
    await uploadLongNamedFile(page);
    // Newest first: the file is on the first page, among others.
    await page.goto(at('/stagedFiles'));
    await rowsShown(page);
    const grid = page.getByRole('grid', { name: 'Staged Files', exact: true });
    const nameCell = grid
      .locator('[col-id="fileName"]')
      .filter({ hasText: LONG_NAME.slice(0, 30) });
    await nameCell.waitFor();
    const index = await nameCell.evaluate((cell) =>
      cell.closest('[row-index]')!.getAttribute('row-index'),
    );
    // Every row index drawn (a row has a part in each of the grid's column containers).
    const rowCount = new Set(
      await grid
        .locator('[row-index]')
        .evaluateAll((parts) => parts.map((p) => p.getAttribute('row-index'))),
    ).size;
    expect(rowCount, 'another row to compare with').toBeGreaterThan(1);

    // The name is on several lines, all of them inside its cell.
    const name = await nameCell.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      const text = range.getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      return { lines: lines.size, left: text.left - box.left, right: box.right - text.right };
    });
    expect(name.lines).toBeGreaterThan(1);
    expect(name.left).toBeGreaterThanOrEqual(0);
    expect(name.right).toBeGreaterThanOrEqual(0);

    // Settled (wrapped rows take their height once measured): no row over the next, nothing
    // wider than the window.
    await expect.poll(async () => (await measure(page)).overlaps, { timeout: 10_000 }).toEqual([]);
    const layout = await measure(page);
    expect(layout.pageScrollWidth).toBeLessThanOrEqual(layout.viewportWidth);
    expect(layout.sidewaysScroll).toEqual([]);

    // The row (its pieces in every part of the grid) and its Skip button, against the next row.
    const boxOf = (rowIndex: number) =>
      grid.locator(`[row-index="${String(rowIndex)}"]`).evaluateAll((parts) => {
        const boxes = parts.map((p) => p.getBoundingClientRect());
        return {
          top: Math.min(...boxes.map((b) => b.top)),
          bottom: Math.max(...boxes.map((b) => b.bottom)),
        };
      });
    const row = await boxOf(Number(index));
    const skip = grid.locator(`[row-index="${index!}"]`).getByRole('button', { name: 'Skip' });
    const button = (await skip.boundingBox())!;
    expect(button.y).toBeGreaterThanOrEqual(row.top - 1);
    expect(button.y + button.height).toBeLessThanOrEqual(row.bottom + 1);
    const neighbour = Number(index) + 1 < rowCount ? Number(index) + 1 : Number(index) - 1;
    const other = await boxOf(neighbour);
    const apart = other.top >= row.bottom - 1 || other.bottom <= row.top + 1;
    expect(apart, `row ${index!} and row ${String(neighbour)}`).toBe(true);
    expect(button.y + button.height <= other.top + 1 || button.y >= other.bottom - 1).toBe(true);
    await screenshots(page, 'staged-files-long-name');

    // Pressable: a real click opens its dialog (nothing covers it), and the file is skipped.
    await skip.click();
    const dialog = page.getByRole('dialog', { name: `Skip ${LONG_NAME}?` });
    await dialog.getByLabel('Reason (required)').fill('Checked at 1440 px only');
    await dialog.getByRole('button', { name: 'Skip file' }).click();
    await dialog.waitFor({ state: 'detached' });
    await nameCell.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
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

  it('should keep two users’ choices apart when they take turns in one browser', async () => {
    // Sessions of its own: signing out ends them, and the file's other tests keep theirs.
    const shared = await signedInPage(browser(), 'admin', DESKTOP, { fresh: true });
    const shown = async () => (await measure(shared)).headers.map((h) => h.text);
    const toggle = async (column: string) => {
      await shared.getByRole('button', { name: 'Columns' }).click();
      await shared.getByRole('menuitemcheckbox', { name: column }).click();
      await shared.keyboard.press('Escape');
    };
    const openRuns = async () => {
      await shared.goto(at('/lossRuns'));
      await rowsShown(shared);
    };
    const signInAs = async (user: 'admin' | 'staff') => {
      await shared.getByRole('button', { name: 'Logout' }).click();
      await shared.waitForURL(at('/login'));
      await shared.getByRole('button', { name: 'Sign in' }).click();
      await signInAtIdp(shared, user, user);
      await shared.waitForURL((url) => url.href.startsWith(at('/')) && url.pathname !== '/login');
      await shared.getByRole('heading', { level: 1 }).first().waitFor();
    };

    await openRuns();
    expect(await shown()).toEqual(expect.arrayContaining(['Started by', 'Duration']));
    await toggle('Started by');
    await expect.poll(shown).not.toContain('Started by');

    // Staff, in the same browser (same storage), sees the defaults and chooses otherwise.
    await signInAs('staff');
    await openRuns();
    expect(await shown()).toEqual(expect.arrayContaining(['Started by', 'Duration']));
    await toggle('Duration');
    await expect.poll(shown).not.toContain('Duration');
    expect(await shown()).toContain('Started by');

    // Back as the administrator: their own choice, not staff's.
    await signInAs('admin');
    await openRuns();
    expect(await shown()).not.toContain('Started by');
    expect(await shown()).toContain('Duration');
    await shared.context().close();
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
