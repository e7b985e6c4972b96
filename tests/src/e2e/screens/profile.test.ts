/**
 * User Profile: the signed-in user as the token gives them, when the session ends, and the
 * preferences saved through the API: every table's page size (at once and after a reload) and
 * the landing screen `/` opens; how notifications reach the user (no e-mail on this stack). Each
 * test puts back what it changed, so the files after this one find the demo users on the
 * defaults.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  openBrowser,
  screenshots,
  signedInPage,
  watchConsole,
  type DemoUser,
  signedInAt,
} from '../support.ts';
import { writeHeaders } from '../api.ts';

let browser: Browser;
const touched = new Set<DemoUser>();

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Saves preferences through the API as the page's user. */
async function savePreferences(page: Page, preferences: object): Promise<void> {
  const response = await page.request.patch(at('/api/v1/profile'), {
    headers: writeHeaders(),
    data: { preferences },
  });
  expect(response.status()).toBe(200);
}

afterEach(async () => {
  for (const user of touched) {
    const page = await signedInPage(browser, user);
    await savePreferences(page, { pageSize: 10, landingRoute: 'caseList' });
    await page.context().close();
  }
  touched.clear();
});

async function openProfile(user: DemoUser): Promise<Page> {
  const page = await signedInAt(browser, user, '/userProfile');
  await page.getByRole('heading', { level: 1, name: 'User Profile' }).waitFor();
  return page;
}

/** The value beside a label of a definition list. */
const detail = (page: Page, label: string) =>
  page
    .locator('.detail-list__item')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .locator('dd');
const pageSizeField = (page: Page) => page.getByLabel('Default rows per page');
const landingField = (page: Page) => page.getByLabel('Landing screen');
const save = (page: Page) => page.getByRole('button', { name: 'Save preferences' });
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** The message a field shows next to it (what its aria-describedby names, hints left out). */
async function errorOf(field: Locator): Promise<string> {
  return field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((note) => note?.classList.contains('form-field__error'))
      .map((note) => note?.textContent ?? '')
      .join(' '),
  );
}

/** Puts a choice the form does not offer into a select, as a stale or tampered page could. */
async function forceOption(field: Locator, value: string): Promise<void> {
  await field.evaluate((el, v) => {
    const select = el as HTMLSelectElement;
    select.add(new Option(v, v));
    select.value = v;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

const rowsShown = (page: Page) => page.locator('[role="grid"] [role="row"][row-index]').count();

describe('the User Profile', () => {
  it("should show the administrator's identity, roles, privileges, scope and session end", async () => {
    const page = await openProfile('admin');
    const errors = watchConsole(page);
    await eventually(() => detail(page, 'Name').textContent()).toBe('Ada Admin');
    expect(await detail(page, 'Username').textContent()).toBe('admin');
    expect(await detail(page, 'User ID').textContent()).toMatch(/^[0-9a-f-]{36}$/);
    await eventually(() => detail(page, 'Email').textContent()).toBe('ada.admin@example.com');
    expect(await detail(page, 'Roles').getByRole('listitem').allTextContents()).toEqual([
      'Administrator',
    ]);
    expect(await detail(page, 'Privileges').getByRole('listitem').allTextContents()).toEqual([
      'READ',
      'CREATE',
      'DELETE',
      'UPDATE',
    ]);
    expect(await detail(page, 'Client scope').textContent()).toBe('All clients');
    // The default lifetimes: 12 hours at the most, 30 minutes without a request.
    await eventually(() => detail(page, 'Session ends at the latest').textContent()).toMatch(
      /\d{4} \d{2}:\d{2} \(in 1[01] h( \d+ min)?\)$/,
    );
    expect(await detail(page, 'Without activity').textContent()).toBe(
      'Signed out after 30 minutes without a request',
    );
    expect(await pageSizeField(page).inputValue()).toBe('10');
    expect(await landingField(page).inputValue()).toBe('caseList');
    await screenshots(page, 'user-profile');
    expect(errors).toEqual([]);
  });

  it('should show the clients a scoped user may see, and offer no admin-only landing screen', async () => {
    const page = await openProfile('viewer');
    await eventually(() =>
      detail(page, 'Client scope').getByRole('listitem').allTextContents(),
    ).toEqual(['Northwind Teachers Retirement System', 'Bluestone Capital Partners LP']);
    expect(await detail(page, 'Privileges').getByRole('listitem').allTextContents()).toEqual([
      'READ',
    ]);
    // The options come with the screen's data: read them once they are there.
    const options = (of: Page) => landingField(of).locator('option').allTextContents();
    await eventually(() => options(page)).toContain('Calendar');
    expect(await options(page)).not.toContain('Admin Panel');
    const admin = await openProfile('admin');
    await eventually(() => options(admin)).toContain('Admin Panel');
  });

  it('should say e-mail is not configured (the stack has no SMTP server), the e-mail choice shown but not open', async () => {
    const page = await openProfile('staff');
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await eventually(() => notifications.getByRole('status').textContent()).toContain(
      'E-mail is not configured on this server; notifications stay in the app.',
    );
    const field = notifications.getByLabel('A client crossed its loss threshold');
    expect(await field.inputValue()).toBe('app');
    const email = field.locator('option[value="email"]');
    expect(await email.textContent()).toBe('By e-mail (not configured)');
    expect(await email.isDisabled()).toBe(true);
    await screenshots(page, 'user-profile-notifications');
  });

  it('should page every table by the saved size, at once and after a reload', async () => {
    const page = await openProfile('staff');
    touched.add('staff');
    await pageSizeField(page).selectOption('25');
    await save(page).click();
    await page.getByRole('status').filter({ hasText: 'Preferences saved' }).waitFor();

    // In-app, without a reload: the cached profile was refreshed by the save.
    await page.getByRole('link', { name: 'HOME', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Case List' }).waitFor();
    await eventually(() => page.getByLabel('Rows per page').inputValue()).toBe('25');
    await eventually(() => rowsShown(page)).toBe(25);
    await eventually(() => page.locator('.data-table__range').textContent()).toMatch(
      /^Rows 1–25 of /,
    );

    await page.goto(at('/clients'));
    await eventually(() => page.getByLabel('Rows per page').inputValue()).toBe('25');
    await page.reload();
    await eventually(() => page.getByLabel('Rows per page').inputValue()).toBe('25');
    await eventually(() => rowsShown(page)).toBe(25);
    await page.goto(at('/userProfile'));
    expect(await pageSizeField(page).inputValue()).toBe('25');
  });

  it('should refuse a page size the tables do not offer, saying why', async () => {
    const page = await openProfile('staff');
    await forceOption(pageSizeField(page), '30');
    await save(page).click();
    await eventually(() => errorOf(pageSizeField(page))).toBe(
      'Expected one of 10, 25, 50, 100 rows per page',
    );
    const stored = await page.request.get(at('/api/v1/profile'));
    expect(
      ((await stored.json()) as { preferences: { pageSize: number } }).preferences.pageSize,
    ).toBe(10);
  });

  it("should show the server's refusal of a landing screen the user may not open on its field", async () => {
    const page = await openProfile('staff');
    await forceOption(landingField(page), 'admin');
    await save(page).click();
    await eventually(() => errorOf(landingField(page))).toMatch(/only for administrators/i);
    await expect(page.getByRole('alert').first().textContent()).resolves.toMatch(/not accepted/);
  });

  it('should open the saved landing screen at /, after a reload and from the Home link', async () => {
    const page = await openProfile('viewer');
    touched.add('viewer');
    await landingField(page).selectOption({ label: 'Calendar' });
    await save(page).click();
    await page.getByRole('status').filter({ hasText: 'Preferences saved' }).waitFor();

    await page.goto(at('/'));
    await page.waitForURL(at('/calendar'));
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    expect(await page.title()).toBe('Calendar');

    await page.goto(at('/userProfile'));
    await page.getByRole('link', { name: 'HOME', exact: true }).click();
    await page.waitForURL(at('/calendar'));
    // The redirect replaced `/`: Back returns to the profile, not to a bounce through `/`.
    await page.goBack();
    await page.waitForURL(at('/userProfile'));
  });
});
