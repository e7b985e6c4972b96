import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, signInAtIdp, watchConsole } from '../browser.ts';
import { startStack, type TestStack } from '../harness.ts';

describe('signing in and out in a real browser', () => {
  let stack: TestStack | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    stack = await startStack();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('should sign staff in at the IdP, return to the page asked for, and log out to /login', async () => {
    if (!browser || !stack) throw new Error('the stack or the browser did not start');
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);

    await page.goto(`${stack.urls.gateway}/clients?status=active`);
    expect(page.url().startsWith(`${stack.urls.idp}/`)).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);

    await signInAtIdp(page, 'staff', 'staff');
    await page.waitForURL(`${stack.urls.gateway}/clients?status=active`);
    await expect
      .poll(() => page.getByText('Sam Staff').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await screenshot(page, 'signed-in-as-staff');

    const cookies = await context.cookies(stack.urls.gateway);
    const session = cookies.find((cookie) => cookie.name === 'bo_session');
    expect(session?.httpOnly).toBe(true);
    const stored = await page.evaluate(() => JSON.stringify(Object.entries(window.localStorage)));
    expect(stored).not.toMatch(/eyJ[\w-]+\.eyJ/);

    await page
      .getByRole('button', { name: /log ?out/i })
      .first()
      .click();
    await page.waitForURL(`${stack.urls.gateway}/login`, { timeout: 15_000 });
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);

    const after = await page.request.get(`${stack.urls.gateway}/auth/session`);
    expect(after.status()).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});
