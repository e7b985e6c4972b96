/**
 * The Admin Panel against the real stack: an administrator adds a user through the screen,
 * revokes their CREATE, and after the user signs in again the create action is gone and the
 * API refuses a create; the screen refuses the administrator's own lock-out; the audit log
 * shows the changes; a deactivation counts at once; a non-admin is refused by the API and the
 * browser. The test works on a user of its own, so the demo users other files rely on keep
 * their access.
 */
import type { User } from '@backoffice/core/api';
import { clientScopeLabel, roleLabel } from '@backoffice/core/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAtIdp } from '../../browser.ts';
import { savedPageSize, writeHeaders } from '../api.ts';
import { column } from '../grid.ts';
import { expectListed } from '../lists.ts';
import {
  at,
  useBrowser,
  screenshots,
  signedInPage,
  watchConsole,
  signedInBlank,
} from '../support.ts';

const browser = useBrowser();
let admin: Page;
const username = `e2e.${Date.now().toString(36)}`;
const password = 'first day at work';

beforeAll(async () => {
  admin = await signedInPage(browser(), 'admin');
});

/** A fresh browser (no IdP session either) signed in as the test's user. */
async function signInAsNewUser(): Promise<Page> {
  const context = await browser().newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(at('/cases'));
  await signInAtIdp(page, username, password);
  await page.waitForURL(at('/cases'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

const createAction = (page: Page) =>
  page.getByRole('article').getByRole('link', { name: 'Create New Case' });

async function openUser(page: Page, name: string) {
  await page.goto(at('/admin'));
  await page.getByLabel('Search:', { exact: true }).fill(name);
  // Click once the search has reached the URL and its list has come: a click while the grid
  // swaps the unfiltered rows for the found ones can land on another row.
  await page.waitForURL((url) => url.searchParams.get('q') === name);
  await page.waitForLoadState('networkidle');
  await page.getByRole('gridcell', { name, exact: true }).click();
  await page
    .getByRole('heading', { name: new RegExp(`\\(${name.replace('.', '\\.')}\\)`) })
    .waitFor();
}

describe('the Admin Panel', () => {
  it('should add a user, and revoke their CREATE from their next sign-in', async () => {
    const errors = watchConsole(admin);
    await admin.goto(at('/admin'));
    await admin
      .getByText('Changes to roles, privileges and client access apply from the user’s next action')
      .waitFor();
    await admin.getByRole('gridcell', { name: 'staff', exact: true }).waitFor();
    await screenshots(admin, 'admin-users');

    await admin.getByRole('button', { name: 'Add user' }).click();
    const form = admin.getByRole('form', { name: 'Add user' });
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('First password').fill('short');
    await form.getByRole('button', { name: 'Add user' }).click();
    await expect.poll(() => form.getByText('expected at least 8 characters').count()).toBe(1);
    await form.getByLabel('First password').fill(password);
    await form.getByLabel(/^Name/).fill('Eve Twoey');
    await form.getByLabel('E-mail').fill(`${username}@example.com`);
    await form.getByRole('checkbox', { name: 'CREATE' }).check();
    await form.getByRole('checkbox', { name: 'UPDATE' }).check();
    await screenshots(admin, 'admin-add-user');
    await form.getByRole('button', { name: 'Add user' }).click();
    await admin.getByRole('button', { name: 'Add user' }).waitFor();

    const user = await signInAsNewUser();
    await createAction(user).waitFor();

    await openUser(admin, username);
    await admin.getByRole('checkbox', { name: 'CREATE' }).uncheck();
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByRole('button', { name: 'Add user' }).waitFor();

    const again = await signInAsNewUser();
    await again.getByRole('grid').first().waitFor();
    expect(await createAction(again).count()).toBe(0);
    const refused = await again.request.post(at('/api/v1/cases'), {
      headers: writeHeaders(),
      data: { caption: 'In re Refused Corp.' },
    });
    expect(refused.status()).toBe(403);
    expect(errors).toEqual([]);
  });

  it('should show the changes in the audit log, as before and after', async () => {
    await admin.goto(at('/admin?tab=audit'));
    await admin.getByLabel('Search:', { exact: true }).fill(username);
    const row = admin.getByRole('row').filter({ hasText: 'Updated' });
    // Until the search applies, the rows are everyone's: other files' updates come first.
    await expect
      .poll(() => row.first().textContent())
      .toMatch(/Privileges\s*READ, CREATE, UPDATE\s*→?\s*became\s*READ, UPDATE/);
    expect(await row.first().textContent()).toContain('admin');
    await admin.getByRole('row').filter({ hasText: 'Created' }).first().waitFor();
    await screenshots(admin, 'admin-audit');
  });

  it('should refuse the administrator’s own lock-out, on the screen and in the API', async () => {
    await openUser(admin, 'admin');
    await expect
      .poll(() => admin.getByRole('checkbox', { name: 'Administrator' }).isDisabled())
      .toBe(true);
    expect(await admin.getByRole('checkbox', { name: 'Administrator' }).isChecked()).toBe(true);
    expect(await admin.getByRole('button', { name: 'Deactivate' }).isDisabled()).toBe(true);
    await admin.getByText('You cannot deactivate yourself').waitFor();
    await screenshots(admin, 'admin-self');

    const me = (await (await admin.request.get(at('/api/v1/profile'))).json()) as {
      user: { userId: string };
    };
    const demote = await admin.request.patch(at(`/api/v1/admin/users/${me.user.userId}`), {
      headers: writeHeaders(),
      data: { roles: ['ROLE_USER'] },
    });
    expect(demote.status()).toBe(422);
  });

  it('should deactivate a user after confirmation, refusing their open session at once', async () => {
    const user = await signInAsNewUser();
    expect((await user.request.get(at('/api/v1/cases'))).status()).toBe(200);
    await openUser(admin, username);
    await admin.getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByText('Deactivated', { exact: true }).first().waitFor();
    expect((await user.request.get(at('/api/v1/cases'))).status()).toBe(403);
  });

  it('should word roles and client scopes as people speak, in core’s words', async () => {
    const size = await savedPageSize(admin);
    await admin.goto(at('/admin'));
    const shown: Record<string, { roles: string; scope: string }> = {};
    for (const name of ['admin', 'staff', 'viewer']) {
      await admin.getByLabel('Search:', { exact: true }).fill(name);
      await admin.waitForURL((url) => url.searchParams.get('q') === name);
      const path = `/admin/users?q=${name}&pageSize=${String(size)}`;
      // Every user found, worded by core's labels (the API answers the codes).
      await expectListed<User>(admin, path, {
        grid: 'Users',
        colId: 'roles',
        text: (u) => u.roles.map(roleLabel).join(', '),
      });
      await expectListed<User>(admin, path, {
        grid: 'Users',
        colId: 'clientNames',
        text: (u) => clientScopeLabel(u.clientNames),
      });
      const row = (await column(admin, 'Users', 'username')).indexOf(name);
      shown[name] = {
        roles: (await column(admin, 'Users', 'roles'))[row] ?? '',
        scope: (await column(admin, 'Users', 'clientNames'))[row] ?? '',
      };
    }
    // The demo users as idp/README.md describes them: no role code, no empty scope on screen.
    expect(shown).toEqual({
      admin: { roles: 'Administrator', scope: 'All clients' },
      staff: { roles: 'Staff', scope: 'All clients' },
      viewer: {
        roles: 'Staff',
        scope: 'Northwind Teachers Retirement System; Bluestone Capital Partners LP',
      },
    });
  });

  it('should refuse a non-admin, in the API and in the browser', async () => {
    const staff = await signedInBlank(browser(), 'staff');
    expect((await staff.request.get(at('/api/v1/admin/users'))).status()).toBe(403);
    expect((await staff.request.get(at('/api/v1/admin/audit'))).status()).toBe(403);
    await staff.goto(at('/admin'));
    await staff.waitForURL(/\/forbidden\?redirect=%2Fadmin$/);
  });
});
