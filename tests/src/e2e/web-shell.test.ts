/**
 * The web shell in real Chromium against the shared stack (idp, mock-api, gateway serving the
 * built web): menus per role, guards, the compact menu, session expiry, scroll position, screen
 * load errors (every route's title and heading: routes.test.ts). Screenshots of the shell go to
 * test-artifacts/.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ASSET_BASE_PATH, MESSAGES, type RouteId } from '@backoffice/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { ROOT } from '../../../scripts/stack.ts';
import { screenshot, signInAtIdp } from '../browser.ts';
import {
  PHONE,
  at,
  openBrowser,
  openInApp,
  sharedStack,
  shown,
  signalService,
  signedInPage,
  type DemoUser,
} from './support.ts';

let browser: Browser | undefined;

function started(): Browser {
  if (!browser) throw new Error('the browser did not start');
  return browser;
}

const signedIn = (
  username: DemoUser,
  viewport?: typeof PHONE,
  test?: Pick<TestContext, 'onTestFinished'>,
) => signedInPage(started(), username, viewport, { test });

/**
 * Drops the session cookie, as when the session ends at the gateway. Only once the page is
 * quiet: the gateway's sessions roll, so a call still in flight would set the cookie again.
 */
async function endSessionBehindPage(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.context().clearCookies({ name: 'bo_session' });
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

/**
 * The address pattern of the chunk a route's screen is bundled into, read from the route's
 * line of web/src/app/screens.ts (`motions: () => import('…/MotionsScreen.tsx'),` or a named
 * loader such as `placeholder`): esbuild names a lazy chunk after its module.
 */
function screenChunk(id: RouteId): string {
  const source = readFileSync(path.join(ROOT, 'web', 'src', 'app', 'screens.ts'), 'utf8');
  const loader = new RegExp(`^\\s*${id}: (.+),$`, 'm').exec(source)?.[1] ?? '';
  const named = /^\w+$/.test(loader)
    ? (new RegExp(`^const ${loader}\\b.*$`, 'm').exec(source)?.[0] ?? '')
    : loader;
  const name = /import\('[^']*\/(\w+)\.tsx?'\)/.exec(named)?.[1];
  const assets = readdirSync(path.join(sharedStack().webDistDir, 'assets'));
  if (!name || !assets.some((file) => new RegExp(`^${name}-\\w+\\.js$`).test(file))) {
    throw new Error(`No chunk for the ${id} screen (${loader}) in the build: npm run build`);
  }
  return `**${ASSET_BASE_PATH}${name}-*.js`;
}

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the web shell', () => {
  it('should open DOG Cases from the menu link /dogCases and at /DOGCases', async () => {
    const page = await signedIn('staff');
    await nav(page).getByRole('button', { name: 'Cases' }).click();
    await nav(page).getByRole('link', { name: 'DOG Cases' }).click();
    expect(pathOf(page)).toBe('/dogCases');
    await expect.poll(() => page.title()).toBe('DOG Cases');
    const link = nav(page).getByRole('link', { name: 'DOG Cases' });
    expect(await link.getAttribute('aria-current')).toBe('page');
  });

  it('should hide the admin menu and dropdown entry from staff and refuse /admin', async () => {
    const page = await signedIn('staff');
    expect(await nav(page).getByRole('button', { name: 'Admin Panel' }).count()).toBe(0);
    await page.getByRole('button', { name: 'More options' }).click();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items).toEqual(['Home', 'Logout']);
    await page.keyboard.press('Escape');
    // The client-side guard, as when a stale link is followed inside the app.
    await openInApp(page, '/admin?tab=users');
    await page.waitForURL(/\/forbidden\?redirect=/);
    expect(pathOf(page)).toBe('/forbidden?redirect=%2Fadmin%3Ftab%3Dusers');
    expect(await page.locator('code').textContent()).toBe('/admin?tab=users');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(at('/'));
  });

  it('should show the admin the Admin Panel group and the dropdown Admin entry', async () => {
    const page = await signedIn('admin');
    await nav(page).getByRole('button', { name: 'Admin Panel' }).click();
    await nav(page).getByRole('link', { name: 'Users & Privileges' }).click();
    await expect.poll(() => page.title()).toBe('Admin Panel');
    await page.goto(at('/trades'));
    await page.getByRole('button', { name: 'More options' }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Home', 'Admin', 'Logout']);
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    expect(pathOf(page)).toBe('/admin');
  });

  it('should send unknown addresses to the not-found page, which links home', async () => {
    const page = await signedIn('staff');
    await page.goto(at('/no/such/page'));
    expect(pathOf(page)).toBe('/pageNotFound');
    await expect.poll(() => page.title()).toBe('Page Not Found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(at('/'));
    await openInApp(page, '/nowhere');
    await page.waitForURL(/\/pageNotFound$/);
    expect(await page.locator('code').textContent()).toBe('/nowhere');
  });
});

describe('the web shell on a phone', () => {
  it('should toggle the compact menu with the hamburger and close it on a link, Escape or a tap beside it', async () => {
    const page = await signedIn('staff', PHONE);
    const hamburger = page.getByRole('button', { name: 'Menu' });
    expect(await nav(page).isVisible()).toBe(false);
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'shell-phone');
    await hamburger.click();
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(await nav(page).isVisible()).toBe(true);
    await nav(page).getByRole('button', { name: 'Trades & Holdings' }).click();
    await screenshot(page, 'shell-phone-menu');
    await hamburger.click();
    expect(await nav(page).isVisible()).toBe(false);
    await hamburger.click();
    await page.keyboard.press('Escape');
    expect(await nav(page).isVisible()).toBe(false);
    await hamburger.click();
    await page.mouse.click(PHONE.width - 20, PHONE.height - 20);
    expect(await nav(page).isVisible()).toBe(false);
    await hamburger.click();
    await nav(page).getByRole('link', { name: 'Holdings', exact: true }).click();
    await expect.poll(() => page.title()).toBe('Holdings Page');
    expect(await nav(page).isVisible()).toBe(false);
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the web shell and its session', () => {
  /** Freezes the real backend (SIGSTOP) so that calls through the gateway time out. */
  async function withBackendFrozen(work: () => Promise<void>): Promise<void> {
    signalService('mock-api', 'SIGSTOP');
    try {
      await work();
    } finally {
      signalService('mock-api', 'SIGCONT');
    }
  }

  it('should show a banner and keep the user signed in when the backend does not answer', async () => {
    const page = await signedIn('staff');
    await withBackendFrozen(async () => {
      await page.goto(at('/accounts'));
      await shown(page.getByRole('alert').filter({ hasText: 'unreachable' }));
      expect(pathOf(page)).toBe('/accounts');
      expect(await page.getByText('Sam Staff').isVisible()).toBe(true);
    });
    // Back again: the banner's retry clears it.
    await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('alert').filter({ hasText: 'unreachable' }).waitFor({ state: 'detached' });
  });

  it('should keep what was typed through a failed save and a lost session, then save it', async () => {
    const page = await signedIn('staff');
    await page.goto(at('/clients?new=1'));
    const legalName = `Kept Client ${Date.now()}`;
    const note = 'Typed before the outage <b>and</b> kept.';
    await page.getByLabel('Legal name').fill(legalName);
    await page.getByLabel('Type').selectOption('public_pension');
    await page.getByLabel('Notes').fill(note);

    // The backend does not answer: the save fails with the gateway's message, nothing is lost.
    await withBackendFrozen(async () => {
      await page.getByRole('button', { name: 'Create client' }).click();
      await shown(page.getByText(/took too long to answer|not answering/).first());
    });
    expect(await page.getByLabel('Legal name').inputValue()).toBe(legalName);
    expect(await page.getByLabel('Notes').inputValue()).toBe(note);

    // The session ends behind the page: the next call is refused (401), the user signs in again
    // and comes back to the form with what they typed, and saves it. The next call is the save,
    // or a query the freeze failed and the app tries again meanwhile, which leaves the form for
    // the sign-in first: so the save is clicked only if the form is still there, in one step
    // in the page (a locator's click would wait for the button on the sign-in page, and could
    // still click it once the user is back on the form).
    await endSessionBehindPage(page);
    await page.getByRole('button', { name: 'Create client' }).evaluateAll((buttons) => {
      for (const button of buttons) if (button instanceof HTMLElement) button.click();
    });
    await page.waitForURL(/\/login\?returnTo=/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Single sign-on: the IdP may still know the user and send them straight back.
    await page.waitForURL((url) => !url.href.startsWith(at('/login')));
    if (!page.url().startsWith(at('/'))) await signInAtIdp(page, 'staff', 'staff');
    await page.waitForURL(at('/clients?new=1'));
    await expect
      .poll(() => page.getByLabel('Legal name').inputValue(), { timeout: 10_000 })
      .toBe(legalName);
    expect(await page.getByLabel('Notes').inputValue()).toBe(note);
    expect(await page.getByLabel('Type').inputValue()).toBe('public_pension');
    await page.getByRole('button', { name: 'Create client' }).click();
    await page.waitForURL(/\/clients\/client\/[^/?]+$/);
    await shown(heading(page).filter({ hasText: legalName }));
    await shown(page.getByRole('region', { name: 'Notes' }).getByText(note));
  });

  it('should log the user out with the spec message when the API answers 401', async () => {
    const page = await signedIn('staff');
    await page.goto(at('/trades'));
    await shown(page.getByRole('main').getByRole('gridcell').first());
    // The session ends behind the open page (as when it times out at the gateway); the next API
    // call, the header's account search, gets the gateway's real 401.
    await endSessionBehindPage(page);
    // A DOM click, not a mouse one: on a busy machine the trades grid may still be laying out
    // under the pointer, and what this test needs is the call the click makes, not the pointer.
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Select account' })
      .dispatchEvent('click');
    await page.waitForURL(/\/login\?returnTo=%2Ftrades$/);
    await shown(page.getByText(MESSAGES.loggedOut));
    await shown(page.getByRole('button', { name: 'Sign in' }));
    const saved = await page.evaluate(() => localStorage.getItem('vuex'));
    expect(JSON.parse(saved ?? '{}')).toMatchObject({ state: { user: null } });
    await screenshot(page, 'login-after-401');
  });

  it('should probe the API with the route name and the anti-CSRF header', async () => {
    const page = await signedIn('staff');
    const probe = page.waitForRequest((request) => request.url() === at('/api/v1/'));
    await page.goto(at('/foreignTrades'));
    const headers = (await probe).headers();
    expect(headers.page).toBe('Foreign Trades Page');
    expect(headers['x-requested-with']).toBe('BackOffice');
  });

  it('should show the selected account, kept in the shared state, in the header', async () => {
    const page = await signedIn('staff');
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('vuex') ?? '{}') as {
        state: Record<string, unknown>;
      };
      saved.state.selectedAccount = { id: '1001', name: 'Acme Pension Fund' };
      localStorage.setItem('vuex', JSON.stringify(saved));
    });
    await page.reload();
    const header = page.getByRole('banner');
    await shown(header.getByText('Acme Pension Fund'));
    expect(await header.getByText('1001').isVisible()).toBe(true);
  });

  it('should never keep a token in the browser', async () => {
    const page = await signedIn('admin');
    const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    expect(Object.keys(storage)).toEqual(['vuex']);
    expect(storage.vuex).not.toMatch(/token|eyJ/i);
  });

  it('should log out through the gateway and the IdP and land on the login page', async () => {
    // A session of its own: the logout ends it, and the other tests reuse theirs.
    const page = await signedInPage(started(), 'staff', undefined, { fresh: true });
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(at('/login'));
    await shown(page.getByRole('button', { name: 'Sign in' }));
    await page.goto(at('/trades'));
    expect(page.url().startsWith(at('/'))).toBe(false);
  });
});

describe('the web shell navigation', () => {
  it('should scroll to the top on every navigation', async () => {
    const page = await signedIn('staff');
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 3000);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'LOSS CALCULATOR' }).click();
    await expect.poll(() => page.title()).toBe('Loss Calculator');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('should work the menus with the keyboard, with visible focus', async () => {
    const page = await signedIn('admin');
    const group = nav(page).getByRole('button', { name: 'Data Panel' });
    await group.focus();
    await page.keyboard.press('Enter');
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return { text: el.textContent, outline: getComputedStyle(el).outlineStyle };
    });
    expect(focused).toEqual({ text: 'Accounts', outline: 'solid' });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.title()).toBe('Accounts');
    await page.getByRole('button', { name: 'More options' }).focus();
    await page.keyboard.press('Enter');
    await shown(page.getByRole('menu'));
    // Opened from the keyboard, the menu focuses its first entry; move only once it has.
    const active = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(active).toBe('Home');
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toBe('Admin');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.title()).toBe('Admin Panel');
    await page.goto(at('/trades/domestic/7'));
    await expect.poll(() => page.title()).toBe('Trade Detail');
    await shown(heading(page));
    await screenshot(page, 'shell-desktop');
  });

  it('should show the load-error view when a screen cannot load, and retry in place', async () => {
    const page = await signedIn('staff');
    // A fresh page that has not loaded the Motions screen's chunk yet, whose load then fails
    // as when the network drops.
    await page.goto(at('/pageNotFound'));
    await shown(page.getByRole('heading', { level: 1, name: 'Page not found' }));
    const chunk = screenChunk('motions');
    await page.route(chunk, (route) => route.abort());
    await openInApp(page, '/motions');
    await shown(page.getByRole('heading', { name: 'Motions could not be loaded' }));
    await screenshot(page, 'load-error');
    await page.unroute(chunk);
    const view = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await view.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe('Motions');
  });
});
