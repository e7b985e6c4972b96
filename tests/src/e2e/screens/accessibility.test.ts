/**
 * Every screen of the route table, loaded with real records, checked by axe-core against the
 * WCAG 2.1 A and AA rules at 1440 px, and one screen of each kind at 375 px (where the shell
 * lays itself out apart): no serious or critical violation. A screen is checked once its data
 * has come (no "Loading…", no skeleton), since most of what a user reads appears only then.
 */
import { ROUTES, type RouteDef } from '@backoffice/core';
import { tableTypeOf } from '@backoffice/core/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it, type ExpectStatic } from 'vitest';
import { api, type ListPage } from '../api.ts';
import { describeViolations, violationsOf } from '../axe.ts';
import { at, DESKTOP, openInApp, PHONE, shown, useBrowser, signedInBlank } from '../support.ts';

const browser = useBrowser();
/** Real ids for the routes that show one record, read from the API. */
async function recordIds(page: Page): Promise<Record<string, string>> {
  const first = async (path: string) =>
    (await api<ListPage<{ id: string; market?: string }>>(page, `${path}?pageSize=10`)).items[0]!;
  const [trade, holding] = [await first('/trades'), await first('/holdings')];
  return {
    caseId: (await first('/cases')).id,
    clientID: (await first('/clients')).id,
    trade: `${tableTypeOf({ market: trade.market ?? '' })}/${trade.id}`,
    holding: `${tableTypeOf({ market: holding.market ?? '' })}/${holding.id}`,
  };
}

/** The address that opens a route with a real record (optional parameters left out). */
function pathOf(route: RouteDef, ids: Record<string, string>): string {
  const path = route.path.replace(/\/:\w+\?/g, '');
  if (route.id === 'tradeDetail') return `/trades/${ids.trade!}`;
  if (route.id === 'holdingDetail') return `/holdings/${ids.holding!}`;
  return path.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? '42');
}

/**
 * Waits until the screen has drawn its data: no loading text, skeleton or busy region. With
 * the test's own expect: the checks run concurrently.
 */
async function settled(page: Page, expect: ExpectStatic): Promise<void> {
  await shown(page.getByRole('heading', { level: 1 }).first());
  await expect
    .poll(
      () =>
        page
          .locator('[aria-busy="true"], .ag-row-loading, .skeleton')
          .or(page.getByText(/^Loading\b/))
          .count(),
      { timeout: 20_000 },
    )
    .toBe(0);
}

const SCREENS = ROUTES.filter((r) => r.id !== 'implicit' && r.id !== 'login');
/** A phone lays out the shell (header, menu) and the screens' kinds apart: one of each kind. */
const PHONE_SCREENS = new Set([
  'home',
  'case',
  'createNewCase',
  'trades',
  'lossCalculator',
  'admin',
]);
/** Screens per test: each group has its own time, so a busy machine fails none for the sum. */
const GROUP = 8;

function groupsOf<T>(items: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += GROUP) groups.push(items.slice(i, i + GROUP));
  return groups;
}

const CHECKS = [
  ...groupsOf(SCREENS).map((routes) => ({ viewport: DESKTOP, routes })),
  { viewport: PHONE, routes: SCREENS.filter((r) => PHONE_SCREENS.has(r.id)) },
].map((check) => ({
  ...check,
  name: `${String(check.viewport.width)} px: ${check.routes.map((r) => r.path).join(', ')}`,
}));

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  // The groups run side by side, each on a page of its own: a group's screens wait mostly on
  // the stack and the page's loads, which overlap.
  it.for(CHECKS)(
    'should find no serious or critical violation at $name',
    // Up to eight page loads, each checked whole, on a machine running the whole suite.
    { concurrent: true, timeout: 180_000 },
    async ({ viewport, routes }, test) => {
      const page = await signedInBlank(browser(), 'admin', { viewport, test });
      const ids = await recordIds(page);
      const found: string[] = [];
      // The first screen by a page load, the others inside the app, as its links open them.
      for (const [index, route] of routes.entries()) {
        const path = pathOf(route, ids);
        if (index === 0) await page.goto(at(path));
        else await openInApp(page, path);
        await settled(page, test.expect);
        found.push(...describeViolations(path, await violationsOf(page)));
      }
      test.expect(found).toEqual([]);
    },
  );

  it('should find none on the login page', async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(at('/login'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(describeViolations('/login', await violationsOf(page))).toEqual([]);
    await context.close();
  });
});
