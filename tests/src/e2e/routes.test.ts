/**
 * Every route of the table in real Chromium against the shared stack: the right title, the
 * route's name as the one level-1 heading, and no console error, reached by a page load (a deep
 * link, a reload) and by the app's own navigation. Apart from the shell's file (web-shell), whose
 * tests stop the stack's services and so have a stack of their own: these two walks, the longest
 * of the shell's checks, run beside the other screens' files.
 */
import { ROUTES, type RouteDef } from '@backoffice/core';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { at, openInApp, signedInPage, useBrowser, watchConsole } from './support.ts';

const browser = useBrowser();

/** A path that opens the route: required parameters filled, optional ones left out. */
function samplePath(route: RouteDef): string {
  return route.path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '42');
}

/** What Chromium logs for a call answered 404 (it names no address). */
const MISSING_RECORD = /^Failed to load resource: the server responded with a status of 404/;

/** A route that shows one record (e.g. a case): its heading names the record, not the route. */
const showsRecord = (route: RouteDef) =>
  route.path.split('/').some((part) => part.startsWith(':') && !part.endsWith('?'));

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('the routes of the table', () => {
  // Admin opens each address as a fresh page load (a deep link or a reload); staff moves
  // between them inside the app, as its links do. Both see every screen's title and heading.
  // The two walks run side by side (each on its own page, with its test's own expect): each
  // waits mostly on its page's loads.
  it.for([
    ['admin', 'page load'],
    ['staff', 'link inside the app'],
  ] as const)(
    'should open every route of the table as %s (by %s) with the right title and no console errors',
    // About 40 page loads.
    { concurrent: true, timeout: 300_000 },
    async ([username, how], { expect, onTestFinished }) => {
      const page = await signedInPage(browser(), username, undefined, { test: { onTestFinished } });
      const errors = watchConsole(page);
      // /implicit is the gateway's own sign-in callback, never a page of the app.
      for (const route of ROUTES.filter((r) => r.id !== 'implicit')) {
        const path = samplePath(route);
        if (how === 'page load' || route.access.doesNotRequireLogin) await page.goto(at(path));
        else await openInApp(page, path);
        const refused = route.access.requiresAdmin && username !== 'admin';
        const expected = refused ? 'Forbidden' : route.name;
        // A screen chunk can take a while on a busy machine: more than expect.poll's 1 s.
        const poll = { message: route.path, timeout: 15_000 };
        await expect.poll(() => page.title(), poll).toBe(expected);
        if (!route.access.doesNotRequireLogin && !refused && !showsRecord(route)) {
          // All the level-1 headings, read at once (textContent waits for one, backing off to
          // 500 ms): exactly one, the route's name.
          await expect.poll(() => heading(page).allTextContents(), poll).toEqual([route.name]);
        }
      }
      // Record 42 need not exist: Chromium logs the 404 of its call (when the answer comes
      // before the next address), which is the screen's "not found", not an error of the page.
      // A missing screen chunk still fails: its import error is logged too.
      expect(errors.filter((e) => !MISSING_RECORD.test(e))).toEqual([]);
    },
  );
});
