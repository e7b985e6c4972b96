/**
 * What every browser test file uses: the shared stack started once per run by
 * shared-stack.setup.ts (never a stack of its own), a real Chromium, signed-in pages and
 * screenshots at both widths the screens must work at.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  TestRunner,
  afterAll,
  beforeAll,
  expect,
  inject,
  onTestFinished,
  type TestContext,
} from 'vitest';
import { GATEWAY_PATHS } from '@backoffice/core';
import type { ServiceName } from '../../../scripts/stack.ts';
import {
  launchBrowser,
  screenshot,
  signInAtIdp,
  watchConsole as watchPageConsole,
} from '../browser.ts';
import type { SharedStack, SharedStackState } from './shared-stack.setup.ts';
import { STATE_WAIT_MS } from './waits.ts';

export { STATE_WAIT_MS };

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
 * The worker's Chromium. The browser projects run a worker's files one after another in one
 * module graph (`isolate: false`, tests/vitest.browser.config.ts), so a file finds the browser,
 * and the signed-in pages at rest (below), that the worker's earlier files left: no launch, and
 * no new context whose first load compiles the app cold (1.7 CPU-s against 0.7 in a page kept).
 * Playwright closes it when the worker ends.
 */
let workerBrowser: Promise<Browser> | undefined;

async function workersBrowser(): Promise<Browser> {
  const known = await workerBrowser?.catch(() => undefined);
  if (known?.isConnected()) return known;
  workerBrowser = openBrowser();
  return workerBrowser;
}

/**
 * What a file leaves in the worker's browser when it ends: every context but those of the pages
 * at rest, which are reset already (a file's shared pages, the contexts its tests opened).
 */
async function closeWhatTheFileLeft(browser: Browser): Promise<void> {
  const resting = new Set(
    [...(idlePages.get(browser)?.values() ?? [])].flat().map((page) => page.context()),
  );
  await Promise.all(
    browser.contexts().flatMap((context) => (resting.has(context) ? [] : [context.close()])),
  );
}

/**
 * The file's Chromium, the worker's (see workersBrowser), with what the file opened in it
 * closed after its last test: call it at the top of a test file and read the browser inside
 * tests and hooks, `browser()`.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workersBrowser();
  });
  afterAll(async () => {
    if (browser?.isConnected()) await closeWhatTheFileLeft(browser);
  });
  return () => {
    if (!browser) throw new Error('The browser is opened in beforeAll: read it inside a test');
    return browser;
  };
}

/** The page answers asynchronously: wait for it, up to STATE_WAIT_MS unless said. */
export const eventually = <T>(read: () => T | Promise<T>, timeout = STATE_WAIT_MS) =>
  expect.poll(read, { timeout });

/** How long Playwright's own waits for an element last unless told (its default timeout). */
const PLAYWRIGHT_WAIT_MS = 30_000;

/**
 * Waits until the locator's element is visible, as `locator.waitFor()` does (strict: a locator
 * that matches several elements fails; say `.first()`), but looks every 100 ms throughout.
 * Playwright's own wait backs off to a look every 500 ms once 270 ms have passed, so a screen
 * drawn 300 ms after its address opened was seen only at 770 ms: a file that opens a hundred
 * screens spent half its time in that backoff. Not more often: a look by role and name costs
 * the page 5 to 20 ms of its main thread on a busy machine, time taken from drawing the screen
 * waited for. A look during a navigation is "not visible"; what isVisible throws (several
 * matches, a bad selector, a closed page) fails at once. A loop of its own rather than
 * expect.poll, which needs to know the current test: a hook has none, and concurrent tests
 * lose it.
 */
export async function shown(locator: Locator, timeout = PLAYWRIGHT_WAIT_MS): Promise<void> {
  const deadline = performance.now() + timeout;
  while (!(await locator.isVisible())) {
    if (performance.now() > deadline) {
      throw new Error(`${String(locator)} was not visible within ${String(timeout)} ms`);
    }
    await setTimeout(100);
  }
}

/**
 * Opens `path` inside the app the page already shows, as one of its links would: the router
 * takes the address without a page load (a third of a page load's CPU). For a test that looks at
 * many screens in turn, where how the user got there is not what it checks. For a new path it
 * returns once the router has drawn it (the title rule has run for it): the screen, or its
 * loading view, has replaced the one before. A change of the query alone returns at once: wait
 * for what it opens.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const newPath = await page.evaluate((address) => {
    const changesPath =
      new URL(address, window.location.href).pathname !== window.location.pathname;
    if (changesPath) document.title = '';
    window.history.pushState({}, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return changesPath;
  }, path);
  if (newPath) await page.waitForFunction(() => document.title !== '', undefined, { polling: 50 });
}

/** The page address's query parameters. */
export const queryOf = (page: Page) => new URL(page.url()).searchParams;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Each demo user's signed-in cookies and storage, so the run signs each user in once: kept for
 * the file, and in the shared stack's folder for the files after it (a sign-in at the identity
 * provider and the state's capture cost seconds a page). Written whole by rename, so a file
 * reading it while another signs the same user in reads one state or the other.
 */
const sessions = new Map<DemoUser, StorageState>();

function savedSession(username: DemoUser): StorageState | undefined {
  const known = sessions.get(username);
  if (known) return known;
  try {
    const state = JSON.parse(readFileSync(sessionFile(username), 'utf8')) as StorageState;
    sessions.set(username, state);
    return state;
  } catch {
    return undefined;
  }
}

function saveSession(username: DemoUser, state: StorageState): void {
  sessions.set(username, state);
  const file = sessionFile(username);
  const partial = `${file}.${String(process.pid)}.partial`;
  writeFileSync(partial, JSON.stringify(state));
  renameSync(partial, file);
}

const sessionFile = (username: DemoUser) =>
  path.join(sharedStack().sessionsDir, `${username}.json`);

/** Console errors of pages that landed on their screen at once, from that landing on. */
const landingErrors = new WeakMap<Page, string[]>();

/**
 * Collects the page's console and page errors, so a test can assert there were none: for a page
 * opened `at` its screen, every error since it landed there; otherwise from now on.
 */
export function watchConsole(page: Page): string[] {
  return landingErrors.get(page) ?? watchPageConsole(page);
}

export interface SignInOptions {
  /** Sign in anew, for a test that ends the session or must see the sign-in itself. */
  fresh?: boolean;
  /** A page the file's tests share, opened by the first that needs it: not closed at test end. */
  forTheFile?: boolean;
  /**
   * The test the page belongs to, closed when it ends: for a concurrent test, whose own is
   * not the one vitest's current-test tracking names while others run beside it.
   */
  test?: Pick<TestContext, 'onTestFinished'>;
  /**
   * The screen to land on (the home page by default), without showing the home page first;
   * `false`: no screen yet, for a test that reads the API before it opens the screen it chose.
   */
  at?: string | false;
}

/**
 * A page signed in as a demo user, whose password is the username, showing the home page or the
 * screen `at` names. The user's session is reused across pages and files (one sign-in per user
 * and run); `fresh` signs in anew, in a context of its own. A reused session that has ended (a
 * logout, the idle limit) is replaced. A page opened inside a test is given up when the test
 * ends, unless `forTheFile`: reset and kept for the worker's next test as the same user at the
 * same size, or closed if it was `fresh`.
 */
export async function signedInPage(
  browser: Browser,
  username: DemoUser,
  viewport = DESKTOP,
  options: SignInOptions = {},
): Promise<Page> {
  if (options.fresh) return openSignedInPage(browser, username, viewport, options, undefined);
  // The user's first sign-in in this worker: the tests running beside it (concurrent tests of
  // one file) wait for it and take its session, rather than each signing the same user in.
  // From the look to the entry, nothing awaits: two tests cannot both find no sign-in under way.
  const underWay = signInsUnderWay.get(username);
  if (underWay) {
    await underWay.catch(() => undefined);
    return signedInPage(browser, username, viewport, options);
  }
  const saved = savedSession(username);
  if (saved) return openSignedInPage(browser, username, viewport, options, saved);
  const signIn = openSignedInPage(browser, username, viewport, options, undefined);
  signInsUnderWay.set(username, signIn);
  try {
    return await signIn;
  } finally {
    signInsUnderWay.delete(username);
  }
}

/** The first sign-in of each user under way in this worker (see signedInPage). */
const signInsUnderWay = new Map<DemoUser, Promise<Page>>();

/** The page signedInPage gives: the user's idle page at that size, or one of a new context. */
async function openSignedInPage(
  browser: Browser,
  username: DemoUser,
  viewport: typeof DESKTOP,
  { fresh = false, forTheFile = false, test, at: screen }: SignInOptions,
  saved: StorageState | undefined,
): Promise<Page> {
  const reusable = !fresh && !forTheFile;
  const page =
    (reusable ? takeIdlePage(browser, username, viewport) : undefined) ??
    (await newSignedInPage(browser, viewport, saved));
  if (!forTheFile) {
    releaseWhenTheTestEnds(page, reusable ? { browser, username, viewport } : undefined, test);
  }
  if (screen === false) {
    if (saved && (await page.request.get(at('/api/v1/profile'))).ok()) return page;
    await land(page, username, at('/'), { fresh });
    return page;
  }
  const errors = screen === undefined ? undefined : watchPageConsole(page);
  if (errors) landingErrors.set(page, errors);
  const landing = at(screen ?? '/');
  const signedIn = await land(page, username, landing, { fresh });
  if (signedIn && errors) {
    // The errors of the screen, not of the sign-in on the way to it.
    errors.length = 0;
    if (page.url() !== landing) await page.goto(landing);
  }
  // The screen's title is drawn: by tag, since a dialog the address opens hides it from roles.
  await shown(page.locator('h1').first());
  return page;
}

/** Opens `landing`, signing in on the way when the session is missing; says if it did. */
async function land(
  page: Page,
  username: DemoUser,
  landing: string,
  { fresh }: { fresh: boolean },
): Promise<boolean> {
  await page.goto(landing);
  // Without a live session the gateway sends the browser to the identity provider.
  if (page.url().startsWith(at('/'))) return false;
  await signInAtIdp(page, username, username);
  await page.waitForURL((url) => url.href.startsWith(at('/')));
  if (!fresh) saveSession(username, await page.context().storageState());
  return true;
}

/** A signed-in page showing the screen at `screen` (see signedInPage). */
export function signedInAt(
  browser: Browser,
  username: DemoUser,
  screen: string,
  {
    viewport = DESKTOP,
    ...options
  }: Omit<SignInOptions, 'at'> & { viewport?: typeof DESKTOP } = {},
): Promise<Page> {
  return signedInPage(browser, username, viewport, { ...options, at: screen });
}

/**
 * A signed-in page showing no screen yet: for a test that reads or writes through the API
 * before it opens the screen it chose (no home page drawn for nothing).
 */
export function signedInBlank(
  browser: Browser,
  username: DemoUser,
  { viewport = DESKTOP, test }: { viewport?: typeof DESKTOP } & Pick<SignInOptions, 'test'> = {},
): Promise<Page> {
  return signedInPage(browser, username, viewport, { at: false, test });
}

/**
 * A page of a context of its own. Reduced motion: no transition is caught half-way in a
 * screenshot.
 */
async function newSignedInPage(
  browser: Browser,
  viewport: typeof DESKTOP,
  saved: StorageState | undefined,
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    reducedMotion: 'reduce',
    storageState: saved,
  });
  return context.newPage();
}

/** Who a reusable page is signed in as, at which size, in which file's browser. */
interface PageKey {
  browser: Browser;
  username: DemoUser;
  viewport: typeof DESKTOP;
}

/**
 * Signed-in pages whose test has ended, reset and resting on a page of the gateway that runs no
 * app, for the worker's next test (this file's or a later one's) as the same user at the same
 * size. A new context per test cost the machine twice the CPU of a load in a page kept (1.7
 * against 0.7 CPU-seconds for the Case List): a new renderer, a cold cache, and the app's
 * JavaScript compiled again.
 */
const idlePages = new WeakMap<Browser, Map<string, Page[]>>();

const poolKey = ({ username, viewport }: Omit<PageKey, 'browser'>) =>
  `${username} ${String(viewport.width)}x${String(viewport.height)}`;

function idleOf(browser: Browser, key: string): Page[] {
  const byKey = idlePages.get(browser) ?? new Map<string, Page[]>();
  idlePages.set(browser, byKey);
  const pages = byKey.get(key) ?? [];
  byKey.set(key, pages);
  return pages;
}

function takeIdlePage(
  browser: Browser,
  username: DemoUser,
  viewport: typeof DESKTOP,
): Page | undefined {
  const pages = idleOf(browser, poolKey({ username, viewport }));
  let page = pages.pop();
  while (page?.isClosed()) page = pages.pop();
  return page;
}

/**
 * Where an idle page rests: the gateway's session answer, on the same site (so the same
 * renderer is kept), running no app.
 */
const RESTING_PATH = GATEWAY_PATHS.session;

/**
 * Undoes what a test may have done to its page, so the next test meets it as a new one: its
 * listeners and routes, other tabs it opened, its media emulation, its size, where the mouse
 * rests, and what the app kept in the browser's storage (given back as the session was saved).
 * The test's cookies stay: a page whose session ended signs in again when it next lands.
 */
async function resetForReuse(page: Page, key: PageKey): Promise<void> {
  const context = page.context();
  page.removeAllListeners();
  landingErrors.delete(page);
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto(at(RESTING_PATH));
  const origin = new URL(at('/')).origin;
  const stored = savedSession(key.username)?.origins.find((o) => o.origin === origin)?.localStorage;
  await page.evaluate((entries) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, stored ?? []);
  await page.emulateMedia({
    media: null,
    colorScheme: null,
    reducedMotion: 'reduce',
    forcedColors: null,
  });
  await page.setViewportSize(key.viewport);
  await page.mouse.move(0, 0);
}

/**
 * A page opened inside a test leaves the screen it shows when the test ends: a reusable page is
 * reset and kept for the worker's next test, any other closed with its context. Left on their
 * screens, a file's pages kept polling and drawing in the background until the file ended (a
 * dozen idle tabs per file, each a renderer), and every later test of every file ran slower.
 * Pages opened in a beforeAll, which a file's tests share, stay open until the file ends.
 */
function releaseWhenTheTestEnds(
  page: Page,
  key: PageKey | undefined,
  test?: Pick<TestContext, 'onTestFinished'>,
): void {
  const release = async () => {
    if (page.isClosed()) return;
    if (key) {
      try {
        await resetForReuse(page, key);
        idleOf(key.browser, poolKey(key)).push(page);
        return;
      } catch {
        // A page that cannot be reset (its browser closing, a crash) is not reused.
      }
    }
    await page.context().close();
  };
  if (test) test.onTestFinished(release);
  else if (TestRunner.getCurrentTest()) onTestFinished(release);
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
