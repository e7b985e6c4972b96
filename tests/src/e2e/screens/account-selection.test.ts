/**
 * The selected account in the header (spec section 3): chosen from a searchable list of the
 * accounts the user may see, shown in the header, and kept across reloads.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { at, useBrowser, screenshots, signedInPage, watchConsole } from '../support.ts';

const browser = useBrowser();

interface AccountPage {
  items: { id: string; name: string; accountNumber: string; clientName: string }[];
  total: number;
}

async function accountsOf(page: Page, query: string): Promise<AccountPage> {
  const response = await page.request.get(at(`/api/v1/accounts?${query}`));
  expect(response.status()).toBe(200);
  return (await response.json()) as AccountPage;
}

/** The options of the selector's list (the screen behind has options of its own). */
const accountOptions = (page: Page) =>
  page.getByRole('listbox', { name: 'Accounts' }).getByRole('option');

const selector = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Select account' });

describe('the account selector in the header', () => {
  it('should find an account by search, show it in the header and keep it across a reload', async () => {
    const page = await signedInPage(browser(), 'staff');
    const errors = watchConsole(page);
    const [wanted] = (await accountsOf(page, 'pageSize=10&page=3')).items;
    expect(wanted).toBeDefined();
    await selector(page).click();
    const search = page.getByRole('combobox', { name: 'Search accounts' });
    await search.fill(wanted!.accountNumber);
    // The unfiltered list may show it too: wait for the search's answer.
    await expect.poll(() => accountOptions(page).count()).toBe(1);
    expect(await accountOptions(page).textContent()).toContain(wanted!.accountNumber);
    await screenshots(page, 'account-selector');
    await search.press('Enter');
    const header = page.getByRole('banner');
    await header.getByText(wanted!.name).waitFor();
    expect(await header.getByText(wanted!.id).isVisible()).toBe(true);
    await page.reload();
    await header.getByText(wanted!.name).waitFor();
    // Clearing it leaves the header saying so.
    await selector(page).click();
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await header.getByText('No account selected').waitFor();
    expect(errors).toEqual([]);
  });

  it('should choose with the arrow keys and say when nothing matches', async () => {
    const page = await signedInPage(browser(), 'staff');
    await selector(page).click();
    const options = accountOptions(page);
    await options.first().waitFor();
    const second = (await options.nth(1).locator('span').first().textContent()) ?? '';
    const search = page.getByRole('combobox', { name: 'Search accounts' });
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.getByRole('banner').getByRole('button', { name: 'Select account' }).waitFor();
    const picked = await page.evaluate(() => localStorage.getItem('vuex') ?? '');
    const first = (await accountsOf(page, 'pageSize=25&sort=clientName:asc')).items[1];
    expect(first?.accountNumber).toBe(second);
    expect(picked).toContain(first!.id);
    await selector(page).click();
    await page.getByRole('combobox', { name: 'Search accounts' }).fill('no such account zzz');
    await page.getByText('No account matches.').waitFor();
  });

  it("should offer a viewer only the accounts of the viewer's own clients", async () => {
    const page = await signedInPage(browser(), 'viewer');
    const all = await accountsOf(page, 'pageSize=100');
    const clients = new Set(all.items.map((a) => a.clientName));
    expect(clients.size).toBeLessThanOrEqual(2);
    await selector(page).click();
    const options = accountOptions(page);
    await options.first().waitFor();
    const shown = await options.allTextContents();
    expect(shown.length).toBe(Math.min(all.total, 25));
    for (const text of shown) {
      expect([...clients].some((name) => text.includes(name))).toBe(true);
    }
  });

  it('should keep the page working when the selector cannot be loaded, and load it on a click', async () => {
    const page = await signedInPage(browser(), 'staff');
    await page.route('**/assets/AccountSelector-*.js', (route) => route.abort());
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Case List' }).waitFor();
    // A click while it cannot load tries again, fails again, and leaves the page as it was.
    const failedAgain = page.waitForEvent('requestfailed', (r) =>
      r.url().includes('/AccountSelector-'),
    );
    await selector(page).click();
    await failedAgain;
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Case List');
    await page.unroute('**/assets/AccountSelector-*.js');
    // The next click loads it (a click that lands while the failure is still being drawn
    // changes nothing, so click until it opens).
    const search = page.getByRole('combobox', { name: 'Search accounts' });
    await expect
      .poll(
        async () => {
          if (!(await search.isVisible())) await selector(page).click();
          return search.isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });
});
