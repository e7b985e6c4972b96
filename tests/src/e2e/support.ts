/**
 * What every browser test file uses: the shared stack started once per run by
 * shared-stack.setup.ts (never a stack of its own), a real Chromium, signed-in pages and
 * screenshots at both widths the screens must work at.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { TestRunner, afterAll, beforeAll, expect, inject, onTestFinished } from 'vitest';
import type { ServiceName } from '../../../scripts/stack.ts';
import { launchBrowser, screenshot, signInAtIdp } from '../browser.ts';
import type { SharedStack, SharedStackState } from './shared-stack.setup.ts';
import { STATE_WAIT_MS } from './waits.ts';

export { STATE_WAIT_MS };

export { watchConsole } from '../browser.ts';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

export type DemoUser = 'admin' | 'staff' | 'viewer';

// Undefined when the file runs outside the browser project (no global set-up provided it).
const shared: SharedStackState | undefined = inject('sharedStack');

/** The shared stack, or an error saying why there is none (thrown inside the test's hooks). */
export function sharedStack(): SharedStack {
  if (!shared) {
    throw new Error(
      'No shared stack: browser tests run in the `browser*` projects, whose global set-up ' +
        "starts it (npx vitest run --project 'browser*' <file>).",
    );
  }
  if (!shared.ok) throw new Error(`The shared stack did not start: ${shared.error}`);
  return shared.stack;
}

/**
 * A cell of a grid's row once the row shows data. While a list loads, ag-grid draws skeleton
 * rows at the same indexes, and a click on one of those opens nothing.
 */
export function loadedCell(table: Locator, rowIndex: number, colId: string): Locator {
  return table
    .locator(`[role="row"][row-index="${String(rowIndex)}"] [col-id="${colId}"]`)
    .filter({ hasText: /\S/ })
    .first();
}

/** An absolute address on the gateway, e.g. at('/cases/42'). */
export function at(path: string): string {
  return `${sharedStack().urls.gateway}${path}`;
}

/** A Chromium for the file: open it in beforeAll and close it in afterAll. */
export async function openBrowser(): Promise<Browser> {
  sharedStack();
  return launchBrowser();
}

/**
 * The file's Chromium, opened before its first test and closed after its last: call it at the
 * top of a test file and read the browser inside tests and hooks, `browser()`.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is opened in beforeAll: read it inside a test');
    return browser;
  };
}

/** The page answers asynchronously: wait for it, up to STATE_WAIT_MS unless said. */
export const eventually = <T>(read: () => T | Promise<T>, timeout = STATE_WAIT_MS) =>
  expect.poll(read, { timeout });

/** The page address's query parameters. */
export const queryOf = (page: Page) => new URL(page.url()).searchParams;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Each demo user's signed-in cookies and storage, so a file signs each user in once. */
const sessions = new Map<DemoUser, StorageState>();

/**
 * A page of its own (its own context) signed in as a demo user, whose password is the
 * username, and already showing the home page. The user's session is reused across pages
 * (one sign-in per user and file); `fresh` signs in anew, for a test that ends the session
 * or must see the sign-in itself. A reused session that has ended (a logout) is replaced.
 * A page opened inside a test closes when the test ends, unless `forTheFile`: a page the file's
 * tests share, opened by the first that needs it.
 */
export async function signedInPage(
  browser: Browser,
  username: DemoUser,
  viewport = DESKTOP,
  { fresh = false, forTheFile = false }: { fresh?: boolean; forTheFile?: boolean } = {},
): Promise<Page> {
  const saved = fresh ? undefined : sessions.get(username);
  // Reduced motion: no transition is caught half-way in a screenshot.
  const context = await browser.newContext({
    viewport,
    reducedMotion: 'reduce',
    storageState: saved,
  });
  if (!forTheFile) closeWhenTheTestEnds(context);
  const page = await context.newPage();
  await page.goto(at('/'));
  // Without a live session the gateway sends the browser to the identity provider.
  if (!page.url().startsWith(at('/'))) {
    await signInAtIdp(page, username, username);
    await page.waitForURL(at('/'));
  }
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (!fresh) sessions.set(username, await context.storageState());
  return page;
}

/**
 * A page opened inside a test is closed when the test ends. Left open, a file's pages kept their
 * screens polling and drawing in the background until the file ended (a dozen idle tabs per
 * file, each a renderer), and every later test of every file ran slower. Pages opened in a
 * beforeAll, which a file's tests share, stay open until its browser closes.
 */
function closeWhenTheTestEnds(context: BrowserContext): void {
  if (!TestRunner.getCurrentTest()) return;
  onTestFinished(async () => {
    await context.close();
  });
}

/**
 * Lets the page lay itself out again (after a resize) before it is photographed: waits until
 * the page's height has held still for a few frames (a grid measures wrapped rows late), at
 * most two seconds.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const deadline = performance.now() + 2_000;
        let last = -1;
        let still = 0;
        const check = () => {
          const height = document.documentElement.scrollHeight;
          still = height === last ? still + 1 : 0;
          last = height;
          if (still >= 10 || performance.now() > deadline) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** `npm run screenshots` sets it; plain `npm test` skips the pictures (a quarter of its time). */
const TAKE_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/**
 * Saves test-artifacts/<name>-1440.png and <name>-375.png (the whole page) and gives the page
 * its viewport back, when the run takes screenshots (`npm run screenshots`). Look at them:
 * clipped or overlapping text shows only there.
 */
export async function screenshots(page: Page, name: string): Promise<string[]> {
  if (!TAKE_SCREENSHOTS) return [];
  const original = page.viewportSize() ?? DESKTOP;
  const files: string[] = [];
  try {
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await settle(page);
      files.push(await screenshot(page, `${name}-${size.width}`, { fullPage: true }));
    }
  } finally {
    await page.setViewportSize(original);
  }
  return files;
}

/** Sends a signal to a service of the shared stack, e.g. SIGSTOP then SIGCONT to freeze it. */
export function signalService(service: ServiceName, signal: NodeJS.Signals): void {
  const pid = sharedStack().pids[service];
  if (pid === undefined) throw new Error(`${service} of the shared stack has no process id`);
  process.kill(pid, signal);
}

/** Everything the services of the shared stack printed so far (for a failing test's message). */
export function serviceOutput(): string {
  return readFileSync(sharedStack().logFile, 'utf8');
}
