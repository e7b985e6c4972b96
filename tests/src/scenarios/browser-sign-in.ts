import { expect } from 'vitest';
import { launchBrowser, screenshot, signInAtIdp, watchConsole } from '../browser.ts';
import { SESSION_COOKIE } from './session.ts';
import type { Scenario } from './target.ts';

/** The whole round trip as a person makes it, in real Chromium. */
export const browserSignIn: Scenario = {
  name: 'should sign staff in at the IdP in a browser, return to the page asked for, and log out to /login',
  async run({ gatewayUrl, idpUrl }) {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = watchConsole(page);

      await page.goto(`${gatewayUrl}/clients?status=active`);
      expect(page.url().startsWith(`${idpUrl}/`)).toBe(true);
      // The IdP's page draws after its load event on a busy machine: more than poll's 1 s.
      await expect
        .poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible(), { timeout: 10_000 })
        .toBe(true);

      await signInAtIdp(page, 'staff', 'staff');
      await page.waitForURL(`${gatewayUrl}/clients?status=active`);
      await expect
        .poll(() => page.getByText('Sam Staff').first().isVisible(), { timeout: 15_000 })
        .toBe(true);
      await screenshot(page, 'signed-in-as-staff');

      const cookies = await context.cookies(gatewayUrl);
      expect(cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.httpOnly).toBe(true);
      const stored = await page.evaluate(() => JSON.stringify(Object.entries(window.localStorage)));
      expect(stored).not.toMatch(/eyJ[\w-]+\.eyJ/);

      await page
        .getByRole('button', { name: /log ?out/i })
        .first()
        .click();
      await page.waitForURL(`${gatewayUrl}/login`, { timeout: 15_000 });
      await expect
        .poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible(), { timeout: 10_000 })
        .toBe(true);

      const after = await page.request.get(`${gatewayUrl}/auth/session`);
      expect(after.status()).toBe(401);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  },
};
