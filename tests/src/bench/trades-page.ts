/**
 * npm run bench -w tests (or, as a part, the root `npm run bench`): the Case List and the Trades
 * Page in Chromium with 1,000,000 trades loaded (MOCK_API_TRADES to change it). Measures, in the
 * page itself, the time from a navigation to the first rows painted (a full page load of each,
 * and an in-app link from another screen), from a page change, and from a sort by a column
 * header, to the rows of the new view. `benchPages()` returns the medians.
 * Prints medians, with the share of the list call (request to last byte) where a click caused
 * one; the targets (Case List 500 ms, Trades 1 s, sort and page 300 ms) are the bench table's
 * (parts/workspaces.ts), never asserted in tests.
 * Needs the built web app (npm run build) and Chromium, like the browser tests.
 */
import type { Page } from 'playwright-core';
import { launchBrowser, signInAtIdp } from '../browser.ts';
import { requireBuiltWeb, startStack } from '@backoffice/core/testing';

const TRADES = process.env.MOCK_API_TRADES ?? '1000000';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const GRID = '[role="grid"][aria-label="Trades Page"]';
const FIRST_ROW_CELL = `${GRID} [role="row"][row-index="0"] [col-id="clientName"]`;
/** Any grid's first row (the Case List's too); skeleton rows have no text. */
const ANY_FIRST_ROW_CELL = '[role="grid"] [role="row"][row-index="0"] [role="gridcell"]';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

/** From a click to the new rows, and of that the list call (its request to its last byte). */
interface Timing {
  total: number;
  /** From the click to the list call's request. */
  before: number;
  api: number;
}

/**
 * Clicks what `selector` finds, as a user does (real mouse events), and resolves with the
 * milliseconds from the click to the grid showing rows of a new view: its first row differs from
 * `before` and the table no longer shows the previous view's rows. Timed in the page from the
 * click event, and checked on every animation frame, so the time is that of the frame painting it.
 */
async function timeClick(page: Page, selector: string, before: string | null): Promise<Timing> {
  await page.evaluate(
    ({ before, grid }) => {
      const bench = window as unknown as { done?: Promise<Timing> };
      bench.done = new Promise<Timing>((resolve, reject) => {
        const firstRow = () =>
          document.querySelector(`${grid} [role="row"][row-index="0"]`)?.textContent ?? null;
        const settled = () => {
          const text = firstRow();
          const stale = document.querySelector('.data-table__grid[data-stale="true"]');
          return text !== null && text !== '' && text !== before && !stale;
        };
        document.addEventListener(
          'click',
          () => {
            const clicked = performance.now();
            const check = () => {
              if (settled()) {
                // The list call the click caused: its time from request to last byte.
                const call = performance
                  .getEntriesByType('resource')
                  .filter((e) => e.name.includes('/api/v1/trades?') && e.startTime >= clicked)
                  .at(-1);
                resolve({
                  total: performance.now() - clicked,
                  before: call ? call.startTime - clicked : Number.NaN,
                  api: call ? call.duration : Number.NaN,
                });
              } else if (performance.now() - clicked > 60_000)
                reject(new Error('no new rows in 60 s'));
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { capture: true, once: true },
        );
      });
    },
    { before, grid: GRID },
  );
  await page.locator(selector).first().click();
  return page.evaluate(() => (window as unknown as { done: Promise<Timing> }).done);
}

/** The whole first row (one account may well lead two views: its client alone would not do). */
const firstRowText = async (page: Page) => {
  const row = page.locator(`${GRID} [role="row"][row-index="0"]`);
  await page.locator(FIRST_ROW_CELL).filter({ hasText: /\S/ }).waitFor({ timeout: 60_000 });
  return row.textContent();
};

/**
 * Notes in every page the frame in which its first row of trades shows (checked on every
 * animation frame from the start, so the time is that of the frame painting it).
 */
async function watchFirstRow(page: Page): Promise<void> {
  await page.addInitScript((selector: string) => {
    const state = window as unknown as { firstRowAt: number | null };
    state.firstRowAt = null;
    const shown = () =>
      [...document.querySelectorAll(selector)].some((cell) => cell.textContent.trim() !== '');
    const check = () => {
      if (shown()) state.firstRowAt = performance.now();
      else if (performance.now() < 60_000) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, ANY_FIRST_ROW_CELL);
}

/** Full page load: from the navigation's start (the page's time origin) to the first rows. */
async function pageLoad(page: Page, url: string): Promise<number> {
  await page.goto(url);
  // Waits for the rows themselves: the skeleton rows shown while loading have no text.
  const shown = await page.waitForFunction(
    () => (window as unknown as { firstRowAt: number | null }).firstRowAt,
    undefined,
    { timeout: 60_000 },
  );
  return (await shown.jsonValue()) ?? Number.NaN;
}

/** Medians in milliseconds. */
export interface PagesBench {
  trades: string;
  runs: number;
  caseListLoad: number;
  tradesLoad: number;
  inAppLink: number;
  pageChange: number;
  sort: number;
}

export async function benchPages(): Promise<PagesBench> {
  requireBuiltWeb();
  console.log(`Starting a stack with ${TRADES} trades…`);
  const started = performance.now();
  const stack = await startStack({ extraEnv: { 'mock-api': { MOCK_API_TRADES: TRADES } } });
  console.log(`Stack ready in ${ms(performance.now() - started)}`);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await watchFirstRow(page);
    const at = (path: string) => `${stack.urls.gateway}${path}`;
    await page.goto(at('/'));
    await signInAtIdp(page, 'staff', 'staff');
    await page.waitForURL(at('/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    const caseLoads: number[] = [];
    const loads: number[] = [];
    const links: Timing[] = [];
    const pages: Timing[] = [];
    const sorts: Timing[] = [];
    // A first load warms the server's caches and the browser's, as a working day would.
    await pageLoad(page, at('/trades'));
    await pageLoad(page, at('/cases'));
    for (let run = 0; run < RUNS; run += 1) {
      caseLoads.push(await pageLoad(page, at('/cases')));
      loads.push(await pageLoad(page, at('/trades')));

      // In-app: from Holdings by the menu's link, as a user goes.
      await page.goto(at('/holdings'));
      await page.locator('[role="grid"] [role="row"][row-index="0"]').waitFor({ timeout: 60_000 });
      links.push(await timeClick(page, 'a[href="/trades"]', null));

      for (let p = 0; p < 2; p += 1) {
        const before = await firstRowText(page);
        pages.push(await timeClick(page, 'button[aria-label="Next page"]', before));
      }
      for (const column of ['quantity', 'amount']) {
        const before = await firstRowText(page);
        sorts.push(
          await timeClick(
            page,
            `${GRID} .ag-header-cell[col-id="${column}"] .ag-header-cell-label`,
            before,
          ),
        );
      }
    }
    const asTimings = (totals: number[]) =>
      totals.map((total) => ({ total, before: Number.NaN, api: Number.NaN }));
    const rows: [string, Timing[]][] = [
      ['Case List: page load → first rows', asTimings(caseLoads)],
      ['page load → first rows', asTimings(loads)],
      ['in-app link → first rows', links],
      ['page change → new rows', pages],
      ['sort by a column → new rows', sorts],
    ];
    console.log(`\nTrades Page, ${TRADES} trades, Chromium 1440×900, ${String(RUNS)} runs`);
    console.table(
      rows.map(([what, timings]) => {
        const totals = timings.map((t) => t.total);
        const known = (values: number[]) => values.filter((t) => !Number.isNaN(t));
        const calls = known(timings.map((t) => t.api));
        const waits = known(timings.map((t) => t.before));
        return {
          what,
          median: ms(median(totals)),
          min: ms(Math.min(...totals)),
          max: ms(Math.max(...totals)),
          'click → request (median)': waits.length > 0 ? ms(median(waits)) : '—',
          'list call (median)': calls.length > 0 ? ms(median(calls)) : '—',
          samples: totals.length,
        };
      }),
    );
    const med = (timings: Timing[]) => median(timings.map((t) => t.total));
    return {
      trades: TRADES,
      runs: RUNS,
      caseListLoad: median(caseLoads),
      tradesLoad: median(loads),
      inAppLink: med(links),
      pageChange: med(pages),
      sort: med(sorts),
    };
  } finally {
    await browser.close();
    await stack.stop();
  }
}

if (import.meta.main) {
  const result = await benchPages();
  if (process.argv.includes('--json')) console.log(`BENCH_JSON ${JSON.stringify(result)}`);
}
