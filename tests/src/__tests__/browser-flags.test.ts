/**
 * The browser tests' Chromium (src/browser.ts). Chromium heeds only the last --disable-features
 * it is given, so the flags that turn off its unused omnibox pages must repeat the features
 * Playwright turns off: this fails the day Playwright's own list changes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHROMIUM_PATH,
  launchBrowser,
  PLAYWRIGHT_DISABLED_FEATURES,
  UNUSED_FEATURES,
} from '../browser.ts';

/** The command line of the Chromium this process launched last (its browser process). */
function browserCommandLine(): string[] {
  const children = execFileSync('pgrep', ['-P', String(process.pid)], { encoding: 'utf8' })
    .trim()
    .split('\n');
  const lines = children.flatMap((pid) => {
    try {
      return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')];
    } catch {
      return []; // a child that ended meanwhile
    }
  });
  const browsers = lines.filter(
    (args) => args[0]?.includes('chromium') && !args.some((a) => a.startsWith('--type=')),
  );
  const last = browsers.at(-1);
  if (!last) throw new Error('no Chromium browser process among this process’s children');
  return last;
}

/** The features the last --disable-features names: the one Chromium heeds. */
function disabledFeatures(args: readonly string[]): string[] {
  const flag = args.findLast((a) => a.startsWith('--disable-features='));
  return flag ? flag.slice('--disable-features='.length).split(',') : [];
}

/** The addresses of Chromium's own pages (chrome://) once a context shows a page. */
async function browserUiPages(browser: Browser): Promise<string[]> {
  await (await (await browser.newContext()).newPage()).setContent('<p>a page</p>');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
  return targetInfos.filter((t) => t.url.startsWith('chrome://')).map((t) => t.url);
}

describe("the browser tests' Chromium", () => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
  });

  it('should keep every feature Playwright turns off, off', async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true });
    const playwrights = disabledFeatures(browserCommandLine());
    expect(playwrights.length).toBeGreaterThan(0);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...playwrights].sort());
    await browser.close();
    browser = await launchBrowser();
    expect(disabledFeatures(browserCommandLine()).sort()).toEqual(
      [...playwrights, ...UNUSED_FEATURES].sort(),
    );
  });

  it('should open a new context without Chromium’s own omnibox pages', async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox'],
    });
    // Without the flag they are there by the time a page shows: the check below can fail.
    expect(await browserUiPages(browser)).toEqual(
      expect.arrayContaining([expect.stringContaining('omnibox-popup')]),
    );
    await browser.close();
    browser = await launchBrowser();
    expect(await browserUiPages(browser)).toEqual([]);
  });
});
