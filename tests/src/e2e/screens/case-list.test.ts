/**
 * The Case List and DOG Cases screens, and with them the DataTable: real rows from the mock
 * API, searching, sorting, paging and filtering on the server with the view in the URL,
 * reload and back/forward, opening a case by mouse and keyboard, the CSV export, and who sees
 * "Create New Case". Expected rows are read from the API itself, so records other files create
 * do not matter.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Security } from '@backoffice/core/api';
import { api, savedPageSize, writeHeaders } from '../api.ts';
import {
  at,
  useBrowser,
  screenshots,
  signedInPage,
  watchConsole,
  signedInAt,
  signedInBlank,
} from '../support.ts';

const browser = useBrowser();

interface CaseRow {
  id: string;
  caption: string;
  status: string;
  dog: boolean;
  securityIds: string[];
}
interface CasePage {
  items: CaseRow[];
  total: number;
}

async function casesOf(page: Page, query: string): Promise<CasePage> {
  const response = await page.request.get(at(`/api/v1/cases?${query}`));
  expect(response.status()).toBe(200);
  return (await response.json()) as CasePage;
}

/** Screens answer after a sign-in probe, the profile and the list: more than poll's 1 s. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const grid = (page: Page, name = 'Case List') => page.getByRole('grid', { name });
const range = (page: Page) => page.locator('.data-table__range');
const search = (page: Page) => page.getByLabel('Search:', { exact: true });
const captions = (list: CasePage) => list.items.map((c) => c.caption);
const queryOf = (page: Page) => new URL(page.url()).searchParams;

/** The captions of the rows shown, in the grid's order (ag-grid's DOM order may differ). */
async function shownCaptions(page: Page): Promise<string[]> {
  return page.$$eval('[role="grid"] [role="row"][row-index]', (rows) =>
    rows
      .map((row) => ({
        index: Number(row.getAttribute('row-index')),
        text: row.querySelector('[col-id="caption"]')?.textContent ?? '',
      }))
      .sort((a, b) => a.index - b.index)
      .map((r) => r.text),
  );
}

/**
 * The rows the page itself was answered, in the order its calls were: other files add cases on
 * the shared stack as these tests run, so a list read apart can differ from the one drawn.
 */
function listedToPage(page: Page): () => Promise<CasePage[]> {
  const answers: Promise<CasePage>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v1/cases' && response.ok())
      answers.push(response.json() as Promise<CasePage>);
  });
  return () => Promise.all(answers);
}

/** Waits until the grid shows exactly these captions (the page answers asynchronously). */
async function expectRows(page: Page, expected: string[]): Promise<void> {
  await eventually(() => shownCaptions(page)).toEqual(expected);
}

function rangeText(total: number, first: number, size: number): string {
  const fmt = (n: number) => n.toLocaleString('en-US');
  return `Rows ${fmt(first)}–${fmt(Math.min(first + size - 1, total))} of ${fmt(total)}`;
}

describe('the Case List', () => {
  it('should show the first page of cases as the API lists them, labelled, with the total', async () => {
    const page = await signedInPage(browser(), 'staff');
    const errors = watchConsole(page);
    await page.getByRole('heading', { level: 1, name: 'Case List' }).waitFor();
    const size = await savedPageSize(page);
    const expected = await casesOf(page, `pageSize=${size}`);
    expect(expected.total).toBeGreaterThan(size);
    await expectRows(page, captions(expected));
    await eventually(() => range(page).textContent()).toBe(rangeText(expected.total, 1, size));
    expect(await grid(page).isVisible()).toBe(true);
    expect(await search(page).isVisible()).toBe(true);
    expect(await page.getByLabel('Rows per page').inputValue()).toBe(String(size));
    expect(page.url()).toBe(at('/'));
    await screenshots(page, 'case-list');
    expect(errors).toEqual([]);
  });

  it('should ask once for the session, the profile and the rows of the view the address names', async () => {
    // The rows are asked for as the page starts (the screen's prefetch) and found by the
    // table: under another key, or for another view, they would be asked for twice.
    const page = await signedInBlank(browser(), 'staff');
    const asked: URL[] = [];
    page.on('request', (request) => asked.push(new URL(request.url())));
    const calls = (path: string) => asked.filter((url) => url.pathname === path);
    const listed = listedToPage(page);
    const view = 'sort=caption:asc&pageSize=25';

    await page.goto(at(`/cases?${view}`));
    await eventually(async () => (await listed()).length).toBe(1);
    const [shown] = await listed();
    await expectRows(page, captions(shown!));
    expect(calls('/auth/session')).toHaveLength(1);
    expect(calls('/api/v1/profile')).toHaveLength(1);
    const [rows, ...again] = calls('/api/v1/cases');
    expect(again).toEqual([]);
    expect(Object.fromEntries(rows!.searchParams)).toEqual({
      page: '1',
      pageSize: '25',
      sort: 'caption:asc',
    });
    // The rows' securities, shown by ticker, read together (the cells drawn in one frame ask in
    // one call; a busy machine may draw the rows over a few), each once, none on its own.
    const securityIds = new Set(shown!.items.flatMap((c) => c.securityIds));
    const named = () =>
      calls('/api/v1/securities').flatMap((url) => url.searchParams.get('ids')?.split(',') ?? []);
    await eventually(() => new Set(named())).toEqual(securityIds);
    expect(named()).toHaveLength(securityIds.size);
    expect(calls('/api/v1/securities').length).toBeLessThan(securityIds.size);
    expect(asked.filter((url) => url.pathname.startsWith('/api/v1/securities/'))).toEqual([]);
    const [first] = shown!.items;
    const { ticker } = await api<Security>(page, `/securities/${first!.securityIds[0]!}`);
    await eventually(() =>
      page.locator('[row-index="0"] [col-id="securityIds"]').first().textContent(),
    ).toContain(ticker);

    // At `/`, the Case List in place: the same, for the default view.
    asked.length = 0;
    await page.goto(at('/'));
    const size = await savedPageSize(page);
    await eventually(async () => (await listed()).length).toBe(2);
    await expectRows(page, captions((await listed())[1]!));
    expect(calls('/api/v1/profile')).toHaveLength(1);
    expect(calls('/api/v1/cases').map((url) => url.searchParams.get('pageSize'))).toEqual([
      String(size),
    ]);
  });

  it('should search, sort and page on the server, keeping each view in the URL', async () => {
    const page = await signedInAt(browser(), 'staff', '/cases');
    const size = await savedPageSize(page);
    await search(page).fill('Securities Litigation');
    await eventually(() => queryOf(page).get('q')).toBe('Securities Litigation');
    const q = 'q=Securities+Litigation';
    const found = await casesOf(page, `${q}&pageSize=${size}`);
    expect(found.total).toBeGreaterThan(size);
    await expectRows(page, captions(found));

    await grid(page).getByRole('columnheader', { name: 'Case' }).click();
    await eventually(() => queryOf(page).get('sort')).toBe('caption:asc');
    await expectRows(page, captions(await casesOf(page, `${q}&sort=caption:asc&pageSize=${size}`)));
    await grid(page).getByRole('columnheader', { name: 'Case' }).click();
    await eventually(() => queryOf(page).get('sort')).toBe('caption:desc');
    const descending = await casesOf(page, `${q}&sort=caption:desc&pageSize=${size}`);
    await expectRows(page, captions(descending));
    const header = grid(page).getByRole('columnheader', { name: 'Case' });
    expect(await header.getAttribute('aria-sort')).toBe('descending');

    await page.getByRole('button', { name: 'Next page' }).click();
    await eventually(() => queryOf(page).get('page')).toBe('2');
    const second = await casesOf(page, `${q}&sort=caption:desc&page=2&pageSize=${size}`);
    await expectRows(page, captions(second));
    await eventually(() => range(page).textContent()).toBe(rangeText(found.total, size + 1, size));

    // A reload restores the view from the URL alone.
    await page.reload();
    await expectRows(page, captions(second));
    expect(await search(page).inputValue()).toBe('Securities Litigation');
    expect(await header.getAttribute('aria-sort')).toBe('descending');

    // Back and forward step through the views.
    await page.goBack();
    await eventually(() => queryOf(page).get('page')).toBeNull();
    await expectRows(page, captions(descending));
    await page.goForward();
    await expectRows(page, captions(second));

    // A new search starts again at page 1.
    await search(page).fill('');
    await eventually(() => queryOf(page).get('q')).toBeNull();
    expect(queryOf(page).get('page')).toBeNull();
  });

  it('should keep its rows still for a user who asks for less motion, and slide them otherwise', async () => {
    const page = await signedInAt(browser(), 'staff', '/cases');
    await grid(page).getByRole('row').nth(1).waitFor();
    // ag-grid's classes for moving rows, and how it would pulse a loading row here.
    const motion = () =>
      page.evaluate(() => {
        const box = document.querySelector('.data-table__grid .ag-root-wrapper');
        const probe = document.createElement('div');
        probe.className = 'ag-skeleton-effect';
        box?.append(probe);
        const pulse = getComputedStyle(probe).animationName;
        probe.remove();
        return {
          sliding: document.querySelector('.ag-row-animation') !== null,
          still: document.querySelector('.ag-row-no-animation') !== null,
          pulse,
        };
      });
    // The tests' pages ask for less motion (support.ts).
    expect(await motion()).toEqual({ sliding: false, still: true, pulse: 'none' });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await eventually(motion).toEqual({ sliding: true, still: false, pulse: 'ag-skeleton-loading' });
  });

  it('should change the page size and fall back to the default for a size it does not offer', async () => {
    const page = await signedInPage(browser(), 'staff');
    const size = await savedPageSize(page);
    const other = size === 25 ? 50 : 25;
    await page.getByLabel('Rows per page').selectOption(String(other));
    await eventually(() => queryOf(page).get('pageSize')).toBe(String(other));
    const expected = await casesOf(page, `pageSize=${other}`);
    await expectRows(page, captions(expected));
    await eventually(() => range(page).textContent()).toBe(rangeText(expected.total, 1, other));

    await page.goto(at('/cases?pageSize=7&page=x&sort=judge:asc'));
    await expectRows(page, captions(await casesOf(page, `pageSize=${size}`)));
    expect(await page.getByLabel('Rows per page').inputValue()).toBe(String(size));
  });

  it('should filter by status and class-period end, show the filters and clear them', async () => {
    const page = await signedInPage(browser(), 'staff');
    const size = await savedPageSize(page);
    await page.getByLabel('Status').selectOption('settlement');
    await eventually(() => queryOf(page).get('status')).toBe('settlement');
    const settled = await casesOf(page, `status=settlement&pageSize=${size}`);
    expect(settled.total).toBeGreaterThan(0);
    await expectRows(page, captions(settled));
    const statuses = await page.locator('[role="gridcell"][col-id="status"]').allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['Settlement']));

    await page.getByLabel('From').fill('2024-01-01');
    await page.getByLabel('From').press('Enter');
    await eventually(() => queryOf(page).get('from')).toBe('2024-01-01');
    const since = await casesOf(page, `status=settlement&from=2024-01-01&pageSize=${size}`);
    await expectRows(page, captions(since));
    const active = page.getByRole('group', { name: 'Active filters' });
    expect(await active.textContent()).toContain('Status: Settlement');
    expect(await active.textContent()).toContain('Class period end: Jan 1, 2024 – …');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await eventually(() => page.url()).toBe(at('/'));
    await expectRows(page, captions(await casesOf(page, `pageSize=${size}`)));
  });

  it('should open a case from a row by click and by the keyboard', async () => {
    const page = await signedInPage(browser(), 'staff');
    const size = await savedPageSize(page);
    const [first, second] = (await casesOf(page, `pageSize=${size}`)).items;
    await eventually(() => shownCaptions(page)).toContain(first!.caption);
    await grid(page).getByRole('gridcell', { name: first!.caption, exact: true }).click();
    await page.waitForURL(at(`/cases/case/${first!.id}`));

    await page.goBack();
    // The keyboard: into the header, down the rows with the arrow keys, Enter opens.
    const header = grid(page).getByRole('columnheader', { name: 'Case' });
    await header.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await eventually(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(
      second!.caption,
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(at(`/cases/case/${second!.id}`));
  });

  it('should keep the scroll position when only the view changes', async () => {
    const page = await signedInPage(browser(), 'staff');
    await grid(page).waitFor();
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 200);
    });
    await page.getByRole('button', { name: 'Next page' }).click();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await eventually(() => queryOf(page).get('page')).toBe('2');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  it('should export every filtered row to CSV, not just the page shown', async () => {
    const page = await signedInAt(browser(), 'staff', '/cases?pageSize=10&status=settlement');
    await page.getByRole('grid', { name: 'Case List' }).waitFor();
    for (const view of ['', 'status=settlement']) {
      await page.goto(at(`/cases?pageSize=10&${view}`));
      await eventually(() => range(page).textContent()).toMatch(/^Rows 1–10 of /);
      // Other files add and remove cases of their own on the shared stack meanwhile: the export
      // holds every case there before and after it, more than a page, each once.
      const before = await casesOf(page, `${view}&pageSize=100`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^case-list-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
      const after = await casesOf(page, `${view}&pageSize=100`);
      const lines = text.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Case,DOG,Status,Court,Securities,Class period,Lead plaintiff deadline,Next deadline',
      );
      const kept = after.items.filter((c) => before.items.some((b) => b.id === c.id));
      expect(kept.length).toBeGreaterThan(10);
      for (const c of kept) expect(text).toContain(c.caption);
      expect(lines.length - 1).toBeGreaterThanOrEqual(kept.length);
      expect(new Set(lines).size).toBe(lines.length);
    }
  });

  it('should quote a caption with a semicolon in the export, so no locale reads a formula', async () => {
    const page = await signedInAt(browser(), 'staff', '/cases');
    const caption = `Acme;=1+1 Trust ${Date.now()}`;
    const created = await page.request.post(at('/api/v1/cases'), {
      headers: writeHeaders(),
      data: {
        caption,
        court: 'D. Mass.',
        securityIds: ['SE-0003'],
        classPeriodStart: '2024-02-01',
        classPeriodEnd: '2024-08-30',
      },
    });
    expect(created.status()).toBe(201);
    await page.goto(at(`/cases?q=${encodeURIComponent(caption)}`));
    await eventually(() => range(page).textContent()).toContain('of 1');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const row = text.split('\r\n')[1] ?? '';
    expect(row.slice(0, caption.length + 3)).toBe(`"${caption}",`);
  });

  it('should say so when no case matches', async () => {
    const page = await signedInBlank(browser(), 'staff');
    await page.goto(at(`/cases?q=no-such-case-${Date.now()}`));
    // ag-grid also announces the overlay's text to screen readers: wait for the overlay itself.
    await page.getByRole('main').locator('.ag-overlay').getByText('No cases match.').waitFor();
    expect(await range(page).textContent()).toBe('No rows');
    expect(await shownCaptions(page)).toEqual([]);
  });

  it('should say when the cases cannot be read and load them on "Try again"', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const caseList = (url: URL) => url.pathname === '/api/v1/cases';
    await page.route(caseList, (route) => route.abort('connectionfailed'));
    await page.goto(at('/cases?q=acme'));
    const alert = page.getByRole('alert');
    await alert.getByText('The server could not be reached.', { exact: false }).waitFor();
    await page.unroute(caseList);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await grid(page).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('should offer "Create New Case" to staff but not to a viewer', async () => {
    const staff = await signedInPage(browser(), 'staff');
    const create = (page: Page) =>
      page.getByRole('main').getByRole('link', { name: 'Create New Case', exact: true });
    await grid(staff).waitFor();
    expect(await create(staff).getAttribute('href')).toBe('/createNewCase');
    const viewer = await signedInPage(browser(), 'viewer');
    await grid(viewer).waitFor();
    await expectRows(
      viewer,
      captions(await casesOf(viewer, `pageSize=${await savedPageSize(viewer)}`)),
    );
    expect(await create(viewer).count()).toBe(0);
  });
});

describe('the DOG Cases screen', () => {
  it('should list only DOG cases until the DOG filter is lifted', async () => {
    const page = await signedInAt(browser(), 'staff', '/dogCases');
    const size = await savedPageSize(page);
    await page.getByRole('heading', { level: 1, name: 'DOG Cases' }).waitFor();
    const dog = await casesOf(page, `dog=true&pageSize=${size}`);
    expect(dog.items.every((c) => c.dog)).toBe(true);
    await expectRows(page, captions(dog));
    await eventually(() => range(page).textContent()).toBe(rangeText(dog.total, 1, size));
    expect(new URL(page.url()).search).toBe('');
    expect(await grid(page, 'DOG Cases').isVisible()).toBe(true);
    await screenshots(page, 'dog-cases');

    await page.getByRole('button', { name: 'Remove filter DOG' }).click();
    await eventually(() => queryOf(page).get('dog')).toBe('');
    const all = await casesOf(page, `pageSize=${size}`);
    await eventually(() => range(page).textContent()).toBe(rangeText(all.total, 1, size));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await eventually(() => range(page).textContent()).toBe(rangeText(dog.total, 1, size));
  });
});
