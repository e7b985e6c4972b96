/**
 * The Accounts screen against the real stack: rows as the API lists them, search, a filter and
 * paging in the URL; `?clientId=` from a link; an account opened over the list and edited, with
 * the form's validation; a new account at one of its client's custodians; and a read-only
 * viewer, who sees only their clients' accounts and no create or edit. Expected rows are read
 * from the API itself.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, savedPageSize, type ListPage } from '../api.ts';
import { errorOf } from '../forms.ts';
import { column, expectColumn } from '../grid.ts';
import { chooseFilter, expectListed, nextPage, searchFor, type Shown } from '../lists.ts';
import {
  at,
  eventually,
  queryOf,
  screenshots,
  useBrowser,
  watchConsole,
  signedInAt,
  signedInBlank,
} from '../support.ts';

const browser = useBrowser();

interface Account {
  id: string;
  clientId: string;
  clientName: string;
  accountNumber: string;
  name: string;
  custodian: string;
  status: string;
}
interface Client {
  id: string;
  name: string;
  custodians: string[];
}

const numbers = (list: ListPage<Account>) => list.items.map((a) => a.accountNumber);
const ACCOUNTS: Shown<Account> = {
  grid: 'Accounts',
  colId: 'accountNumber',
  text: (a) => a.accountNumber,
};

describe('the Accounts list', () => {
  it('should show accounts from the API, search, filter and page them in the URL', async () => {
    const page = await signedInAt(browser(), 'staff', '/accounts');
    const errors = watchConsole(page);
    const size = await savedPageSize(page);
    await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
    const first = await expectListed(page, `/accounts?pageSize=${size}`, ACCOUNTS);
    expect(first.total).toBeGreaterThan(size);
    await screenshots(page, 'accounts');

    await page.getByLabel('Rows per page').selectOption('10');
    await chooseFilter(page, 'Type', 'type', 'custody');
    const custody = await expectListed(page, '/accounts?type=custody&pageSize=10', ACCOUNTS);
    expect(custody.total).toBeGreaterThan(10);

    await nextPage(page);
    await expectListed(page, '/accounts?type=custody&page=2&pageSize=10', ACCOUNTS);

    const custodian = custody.items[0]!.custodian;
    await searchFor(page, custodian);
    const query = `type=custody&q=${encodeURIComponent(custodian)}`;
    await expectListed(page, `/accounts?${query}&pageSize=10`, ACCOUNTS);
    expect(errors).toEqual([]);
  });

  it('should narrow the list to the client a link names', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const size = await savedPageSize(page);
    const [account] = (await api<ListPage<Account>>(page, '/accounts?pageSize=10')).items;
    await page.goto(at(`/accounts?clientId=${account!.clientId}`));
    await expectListed(page, `/accounts?clientId=${account!.clientId}&pageSize=${size}`, ACCOUNTS);
    expect(new Set(await column(page, 'Accounts', 'clientName'))).toEqual(
      new Set([account!.clientName]),
    );
  });
});

describe('editing and creating an account', () => {
  it('should open an account from its row and save a change, refusing an empty name', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const [account] = (await api<ListPage<Account>>(page, '/accounts?status=open&pageSize=10'))
      .items;
    const patches: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH') patches.push(r);
    });
    await page.goto(at(`/accounts?q=${account!.accountNumber}`));
    await page
      .getByRole('grid', { name: 'Accounts' })
      .getByRole('gridcell', { name: account!.accountNumber, exact: true })
      .click();
    await eventually(() => queryOf(page).get('account')).toBe(account!.id);
    const view = page.getByRole('dialog', { name: 'Account' });
    await view.getByText(account!.custodian).waitFor();
    await view.getByRole('button', { name: 'Edit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Edit account' });
    const name = dialog.getByLabel('Account name');
    await name.fill('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await eventually(() => errorOf(name)).toBe('Required');
    expect(patches).toHaveLength(0);
    await screenshots(page, 'account-edit');

    const renamed = `E2E ${account!.name.slice(0, 40)} ${Date.now()}`;
    await name.fill(renamed);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Account saved', { exact: true }).waitFor();
    await page.getByRole('dialog', { name: 'Account' }).getByText(renamed).waitFor();
    expect(patches).toHaveLength(1);
    expect((await api<Account>(page, `/accounts/${account!.id}`)).name).toBe(renamed);
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Close' })
      .click();
    await eventually(() => queryOf(page).get('account')).toBeNull();
    await expectColumn(page, 'Accounts', 'name', [renamed]);
  });

  it('should open a new account at one of the chosen client’s custodians', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const clients = await api<ListPage<Client>>(page, '/clients?pageSize=100&sort=name:asc');
    const client = clients.items.find((c) => c.custodians.length > 1)!;
    await page.goto(at('/accounts'));
    await page.getByRole('button', { name: 'New account' }).click();
    const dialog = page.getByRole('dialog', { name: 'New account' });
    // The client is found by the server's search, its id as good a key as its name.
    await dialog.getByRole('combobox', { name: 'Client' }).fill(client.id);
    await dialog.getByRole('option').filter({ hasText: client.id }).click();
    const custodian = dialog.getByLabel('Custodian');
    // The client's custodians come with the client, after the pick: wait for them.
    await expect
      .poll(async () => (await custodian.locator('option').allTextContents()).slice(1))
      .toEqual(client.custodians);
    await custodian.selectOption(client.custodians[1]!);
    const number = `E2E-${Date.now()}`;
    await dialog.getByLabel('Account number').fill(number);
    await dialog.getByLabel('Account name').fill('E2E Core Equity');
    const currency = dialog.getByLabel('Currency');
    await currency.fill('dollars');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await eventually(() => errorOf(currency)).toMatch(/three-letter/i);
    await currency.fill('EUR');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Account created', { exact: true }).waitFor();
    const view = page.getByRole('dialog', { name: 'Account' });
    await view.getByText(number).waitFor();
    const saved = await api<ListPage<Account>>(page, `/accounts?q=${number}`);
    expect(saved.items.map((a) => [a.clientId, a.custodian])).toEqual([
      [client.id, client.custodians[1]],
    ]);
  });
});

describe('who may change accounts', () => {
  it('should show a viewer their clients’ accounts and no create or edit, even by address', async () => {
    const page = await signedInBlank(browser(), 'viewer');
    const size = await savedPageSize(page);
    const own = await api<ListPage<Account>>(page, `/accounts?pageSize=${size}`);
    expect(own.total).toBeGreaterThan(0);
    await page.goto(at('/accounts?new=1'));
    await expectColumn(page, 'Accounts', 'accountNumber', numbers(own));
    expect(await page.getByRole('button', { name: 'New account' }).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.goto(at(`/accounts?account=${own.items[0]!.id}&edit=1`));
    const view = page.getByRole('dialog', { name: 'Account' });
    await view.getByText(own.items[0]!.accountNumber).waitFor();
    expect(await view.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByLabel('Account name').count()).toBe(0);
  });
});
