/**
 * Real Chromium for the browser tests, through playwright-core and Debian's package. A missing
 * browser fails the test with how to install it: browser tests never pass silently, and never
 * download a browser of their own.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROOT } from '../../scripts/stack.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR = path.join(ROOT, 'test-artifacts');

/**
 * The features Playwright turns off in every Chromium it launches (its chromiumSwitches.ts).
 * Chromium heeds only the last `--disable-features`, and ours comes after Playwright's, so ours
 * names them again: browser-flags.test.ts fails the day Playwright's list changes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * What costs the browser tests CPU for nothing they look at: Chromium's own omnibox popups,
 * which headless Chromium renders for every new context (two WebUI pages in a renderer of their
 * own: a quarter of a browser test's CPU), and the spare renderer it starts ahead of the next
 * page (each context starts its own anyway: 6 % of a file's CPU).
 */
export const UNUSED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'SpareRendererForSitePerProcess',
];

/**
 * V8 compiles the app's JavaScript no further than its baseline tier (Sparkplug): a test's page
 * lives seconds, and the optimising tiers (Maglev, then TurboFan) compiled the same functions
 * again on every page load, about a tenth of Chromium's CPU in a run (466 → 428 CPU-s for the
 * browser projects). The page behaves the same; only its hot loops run slower, and none of the
 * screens tested has one that matters.
 */
const JAVASCRIPT_FLAGS = '--js-flags=--max-opt=1';

/**
 * Text drawn with grayscale antialiasing, not subpixel (LCD): each glyph rasterised once rather
 * than per colour channel and position, about 5 % of a page load's CPU. No test compares pixels;
 * screenshots are for people to look at.
 */
const GRAYSCALE_TEXT = '--disable-lcd-text';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  JAVASCRIPT_FLAGS,
  GRAYSCALE_TEXT,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_FEATURES].join(',')}`,
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No browser at ${CHROMIUM_PATH}: the browser tests need Debian's Chromium. ` +
        'Install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH).',
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS, headless: true });
}

/** On the identity provider's form: type the credentials and press "Sign in". */
export async function signInAtIdp(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Collects console errors and page errors, so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function screenshot(
  page: Page,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
