/**
 * A docket's panel on a server without a CourtListener token, in real Chromium: the panel says
 * the feature is not set up and which variable an administrator sets, and offers no fetch. The
 * shared stack has a token (its replay of CourtListener), so this file starts a stack of its
 * own (IdP, mock API and gateway, the built web app) without one, and signs in there.
 */
import { startStack, type TestStack } from '@backoffice/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtIdp } from '../../browser.ts';
import { describeViolations, violationsOf } from '../axe.ts';
import { eventually, screenshots, useBrowser, watchConsole } from '../support.ts';

const browser = useBrowser();
let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
}, 120_000);
afterAll(async () => {
  await stack.stop();
});

describe('fetching from CourtListener on a server without a token', () => {
  it('should say the feature is not set up, naming the variable to set, and offer no fetch', async () => {
    const context = await browser().newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const screen = `${stack.urls.gateway}/dockets?docket=DK-0001`;
    await page.goto(screen);
    await signInAtIdp(page, 'staff', 'staff');
    await page.waitForURL((url) => url.href.startsWith(stack.urls.gateway));
    if (page.url() !== screen) await page.goto(screen);

    const panel = page.getByRole('region', { name: 'Fetch from CourtListener' });
    await eventually(() => panel.textContent()).toContain(
      'Fetching entries from CourtListener is not set up on this server.',
    );
    expect(await panel.locator('code').textContent()).toBe('COURTLISTENER_API_TOKEN');
    expect(await page.getByRole('button', { name: 'Fetch from CourtListener' }).count()).toBe(0);
    expect(
      describeViolations('/dockets (no CourtListener token)', await violationsOf(page)),
    ).toEqual([]);
    await screenshots(page, 'courtlistener-not-configured');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
