/**
 * The Clients and Client screens: real rows, searching, sorting and paging in the URL, a
 * client's tabs with data of their own, the create and edit forms with their validation, delete
 * with its refusal, and who sees which clients and actions. Expected rows are read from the API
 * itself while signed in, so records other files create do not matter.
 */
import { GATEWAY_PATHS } from '@backoffice/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, savedPageSize, type ListPage, writeHeaders } from '../api.ts';
import { errorOf } from '../forms.ts';
import { rowTexts } from '../grid.ts';
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

interface ClientRow {
  id: string;
  name: string;
}

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const range = (page: Page) => page.locator('.data-table__range').first();
const search = (page: Page) => page.getByLabel('Search:', { exact: true });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const names = (list: ListPage<ClientRow>) => list.items.map((c) => c.name);

/** One column of a grid's rows, in the grid's order. */
const shownColumn = (page: Page, gridName: string, colId: string) =>
  rowTexts(grid(page, gridName), [colId]);

async function expectColumn(page: Page, gridName: string, colId: string, expected: string[]) {
  await eventually(() => shownColumn(page, gridName, colId)).toEqual(expected);
}

interface CaseLosses {
  caseId: string;
  caseCaption: string;
}

/** The client's losses by case from the latest completed runs, as the losses tab lists them. */
const lossesOf = async (page: Page, clientId: string) =>
  (await api<{ byCase: CaseLosses[] }>(page, `/loss-overview?clientId=${clientId}`)).byCase;

/** A client with rows on every tab: accounts, holdings, trades, losses (most cases) and reports. */
async function richClient(page: Page): Promise<ClientRow> {
  const overview = await api<{ byClient: { clientId: string; casesCount: number }[] }>(
    page,
    '/loss-overview',
  );
  const byCases = overview.byClient.toSorted((a, b) => b.casesCount - a.casesCount);
  for (const { clientId } of byCases) {
    const totals = await Promise.all(
      ['/accounts', '/holdings', '/trades', '/reports'].map(
        async (path) => (await api<ListPage<unknown>>(page, `${path}?clientId=${clientId}`)).total,
      ),
    );
    if (totals.every((t) => t > 0)) return api<ClientRow>(page, `/clients/${clientId}`);
  }
  throw new Error('no client has accounts, holdings, trades, losses and reports');
}

describe('the Clients list', () => {
  it('should show clients from the API and search, sort and page them in the URL, restored on reload', async () => {
    const page = await signedInAt(browser(), 'staff', '/clients');
    const errors = watchConsole(page);
    const size = await savedPageSize(page);
    await heading(page).filter({ hasText: 'Clients' }).waitFor();
    const first = await api<ListPage<ClientRow>>(page, `/clients?pageSize=${size}`);
    expect(first.total).toBeGreaterThan(size);
    await expectColumn(page, 'Clients', 'name', names(first));
    await screenshots(page, 'clients');

    // Ten a page whatever the user saved, so the dozen pension funds take two pages.
    await page.getByLabel('Rows per page').selectOption('10');
    await search(page).fill('Pension');
    await eventually(() => queryOf(page).get('q')).toBe('Pension');
    const found = await api<ListPage<ClientRow>>(page, `/clients?q=Pension&pageSize=10`);
    expect(found.total).toBeGreaterThan(10);
    await expectColumn(page, 'Clients', 'name', names(found));

    await grid(page, 'Clients').getByRole('columnheader', { name: 'AUM' }).click();
    await eventually(() => queryOf(page).get('sort')).toBe('aumUsd:asc');
    const q = `q=Pension&sort=aumUsd:asc`;
    await expectColumn(
      page,
      'Clients',
      'name',
      names(await api(page, `/clients?${q}&pageSize=10`)),
    );

    await page.getByRole('button', { name: 'Next page' }).click();
    await eventually(() => queryOf(page).get('page')).toBe('2');
    const second = await api<ListPage<ClientRow>>(page, `/clients?${q}&page=2&pageSize=10`);
    await expectColumn(page, 'Clients', 'name', names(second));

    await page.reload();
    await expectColumn(page, 'Clients', 'name', names(second));
    expect(await search(page).inputValue()).toBe('Pension');
    expect(errors).toEqual([]);
  });

  it('should open a client from its row', async () => {
    const page = await signedInAt(browser(), 'staff', '/clients');
    const size = await savedPageSize(page);
    const [client] = (await api<ListPage<ClientRow>>(page, `/clients?pageSize=${size}`)).items;
    const cell = grid(page, 'Clients').getByRole('gridcell', { name: client!.name, exact: true });
    await cell.click();
    await page.waitForURL(at(`/clients/client/${client!.id}`));
    await heading(page).filter({ hasText: client!.name }).waitFor();
  });
});

describe('a client', () => {
  it('should show data on every tab, each with a URL of its own', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    const size = await savedPageSize(page);
    const client = await richClient(page);
    const full = await api<{ country: string; contacts: { email: string }[] }>(
      page,
      `/clients/${client.id}`,
    );
    await page.goto(at(`/clients/client/${client.id}`));
    await heading(page).filter({ hasText: client.name }).waitFor();
    const details = page.getByRole('region', { name: 'Details' });
    expect(await details.textContent()).toContain(client.id);
    const contacts = await page.getByRole('region', { name: 'Contacts' }).textContent();
    for (const c of full.contacts) expect(contacts).toContain(c.email);
    await screenshots(page, 'client-overview');

    const tabs: [tab: string, subPage: string, gridName: string, path: string, col: string][] = [
      ['Accounts', 'accounts', 'Accounts', '/accounts', 'accountNumber'],
      ['Holdings', 'holdings', 'Holdings', '/holdings', 'ticker'],
      ['Trades', 'trades', 'Trades', '/trades', 'ticker'],
      ['Reports', 'reports', 'Reports', '/reports', 'title'],
    ];
    for (const [tab, subPage, gridName, path, col] of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForURL(at(`/clients/client/${client.id}/${subPage}`));
      const rows = await api<ListPage<Record<string, string>>>(
        page,
        `${path}?clientId=${client.id}&pageSize=${size}`,
      );
      expect(rows.total, tab).toBeGreaterThan(0);
      await expectColumn(
        page,
        gridName,
        col,
        rows.items.map((r) => r[col] ?? ''),
      );
    }

    await screenshots(page, 'client-reports');
    await page.getByRole('tab', { name: 'Trades' }).click();
    await grid(page, 'Trades').waitFor();
    await screenshots(page, 'client-trades');

    // The charts of the holdings and losses tabs.
    await page.getByRole('tab', { name: 'Holdings' }).click();
    await page.getByRole('img', { name: /^Market value by security: / }).waitFor();
    await screenshots(page, 'client-holdings');
    // The losses tab: each case once, from its latest completed run, FIFO and LIFO side by side.
    await page.getByRole('tab', { name: 'Cases & losses' }).click();
    await page.waitForURL(at(`/clients/client/${client.id}/losses`));
    const losses = await lossesOf(page, client.id);
    expect(losses.length).toBeGreaterThan(0);
    await expectColumn(
      page,
      'Losses by case',
      'caseCaption',
      losses.slice(0, 10).map((c) => c.caseCaption),
    );
    const lossChart = page.getByRole('img', { name: /^Net loss by case: / });
    await lossChart.waitFor();
    expect(await lossChart.getAttribute('aria-label')).toContain(`${losses[0]!.caseCaption} FIFO `);
    await screenshots(page, 'client-losses');

    // A reload keeps the tab; a case's row opens the case.
    await page.reload();
    const tab = page.getByRole('tab', { name: 'Cases & losses' });
    await eventually(() => tab.getAttribute('aria-selected')).toBe('true');
    await grid(page, 'Losses by case')
      .getByRole('gridcell', { name: losses[0]!.caseCaption })
      .first()
      .click();
    await page.waitForURL(at(`/cases/case/${losses[0]!.caseId}`));
    expect(errors).toEqual([]);
  });

  it('should say a client has no losses once the losses have come, not go on loading', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const overview = await api<{ byClient: { clientId: string }[] }>(page, '/loss-overview');
    const withLosses = new Set(overview.byClient.map((c) => c.clientId));
    const clients = await api<ListPage<ClientRow>>(page, '/clients?pageSize=100');
    const client = clients.items.find((c) => !withLosses.has(c.id));
    if (!client) throw new Error('every client has losses: no client to show an empty tab');
    expect(await lossesOf(page, client.id)).toEqual([]);

    await page.goto(at(`/clients/client/${client.id}/losses`));
    const table = page.locator('.data-table').filter({ has: grid(page, 'Losses by case') });
    await table.getByText('No rows').first().waitFor();
    await eventually(() => table.textContent()).toContain(
      'No completed loss run includes this client yet.',
    );
    expect(await table.textContent()).not.toContain('Loading');
  });

  it('should say clearly when there is no such client', async () => {
    const page = await signedInAt(browser(), 'staff', '/clients/client/CL-NOPE-0000');
    await heading(page).filter({ hasText: 'Client not found' }).waitFor();
    expect(await page.getByText('There is no client CL-NOPE-0000').isVisible()).toBe(true);
  });
});

describe('creating, editing and deleting a client', () => {
  it('should refuse bad input next to the fields, keep it, then create the client', async () => {
    const page = await signedInAt(browser(), 'staff', '/clients');
    await page.getByRole('button', { name: 'New client' }).click();
    await heading(page).filter({ hasText: 'New client' }).waitFor();
    expect(queryOf(page).get('new')).toBe('1');

    const name = page.getByLabel('Legal name');
    const country = page.getByLabel('Country');
    await page.getByLabel('Type').selectOption('public_pension');
    await country.fill('usa');
    await page.getByRole('button', { name: 'Add contact' }).click();
    const contact = page.getByRole('group', { name: 'Contact 1' });
    await contact.getByLabel('Name').fill('Ann Example');
    const email = contact.getByLabel('Email');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Create client' }).click();

    await eventually(() => errorOf(name)).not.toBe('');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await errorOf(country)).toMatch(/two-letter/i);
    expect(await errorOf(email)).toMatch(/email/i);
    expect(await country.inputValue()).toBe('usa');
    expect(await email.inputValue()).toBe('not-an-email');
    expect(await contact.getByLabel('Name').inputValue()).toBe('Ann Example');
    await screenshots(page, 'client-create');

    const legalName = `E2E Client ${Date.now()}`;
    await name.fill(legalName);
    await country.fill('GB');
    await email.fill('ann@example.com');
    await page.getByRole('button', { name: 'Add custodian' }).click();
    await page.getByLabel('Custodian 1').fill('State Street');
    await page.getByRole('button', { name: 'Create client' }).click();

    await page.waitForURL(/\/clients\/client\/[^/?]+$/);
    await heading(page).filter({ hasText: legalName }).waitFor();
    await page.getByText('Client created', { exact: true }).waitFor();
    const details = await page.getByRole('region', { name: 'Details' }).textContent();
    expect(details).toContain('GB');
    expect(details).toContain('State Street');
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    const saved = await api<{ name: string; contacts: { email: string }[] }>(
      page,
      `/clients/${id}`,
    );
    expect(saved.name).toBe(legalName);
    expect(saved.contacts.map((c) => c.email)).toEqual(['ann@example.com']);

    // Edit: every field but the name, which never changes.
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel('Legal name').count()).toBe(0);
    await page.getByLabel('Notes').fill('Met at the pension conference.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('region', { name: 'Notes' })
      .getByText('Met at the pension conference.')
      .waitFor();
    // Staff may not delete.
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  });

  it("should take a client's CIK, show it, and refuse one another client has beside the field", async () => {
    const page = await signedInBlank(browser(), 'staff');
    // Two CIKs no other test uses: nine and eight digits, as people type them without zeros.
    const takenCik = String(Date.now()).slice(-9);
    const freeCik = String(Date.now() + 1).slice(-8);
    const ownerName = `E2E CIK owner ${Date.now()}`;
    const owner = await page.request.post(at('/api/v1/clients'), {
      headers: writeHeaders(),
      data: { name: ownerName, type: 'foundation', cik: takenCik },
    });
    expect(owner.status()).toBe(201);

    await page.goto(at('/clients?new=1'));
    await heading(page).filter({ hasText: 'New client' }).waitFor();
    const cik = page.getByLabel('SEC CIK');
    await page.getByLabel('Legal name').fill(`E2E CIK client ${Date.now()}`);
    await page.getByLabel('Type').selectOption('insurance');
    await cik.fill('12-34');
    await page.getByRole('button', { name: 'Create client' }).click();
    await eventually(() => errorOf(cik)).toMatch(/CIK/);

    await cik.fill(takenCik);
    await page.getByRole('button', { name: 'Create client' }).click();
    await eventually(() => errorOf(cik)).toContain(
      `One client per CIK: ${takenCik.padStart(10, '0')} is already ${ownerName}'s`,
    );
    expect(await cik.inputValue()).toBe(takenCik);
    await screenshots(page, 'client-cik-taken');

    await cik.fill(freeCik);
    await page.getByRole('button', { name: 'Create client' }).click();
    await page.waitForURL(/\/clients\/client\/[^/?]+$/);
    const details = page.getByRole('region', { name: 'Details' });
    await details.getByText(freeCik.padStart(10, '0'), { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel('SEC CIK').inputValue()).toBe(freeCik.padStart(10, '0'));
    await page.getByLabel('SEC CIK').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    await eventually(
      async () => (await api<{ cik: string | null }>(page, `/clients/${id}`)).cik,
    ).toBe(null);
  });

  it('should delete a client without accounts and explain why one with accounts is kept', async () => {
    const page = await signedInBlank(browser(), 'admin');
    const legalName = `E2E Disposable ${Date.now()}`;
    const created = await page.request.post(at('/api/v1/clients'), {
      headers: writeHeaders(),
      data: { name: legalName, type: 'foundation' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as ClientRow;

    await page.goto(at(`/clients/client/${id}`));
    await heading(page).filter({ hasText: legalName }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete client' }).click();
    await page.waitForURL(at('/clients'));
    await page.getByText('Client deleted', { exact: true }).waitFor();
    expect((await page.request.get(at(`/api/v1/clients/${id}`))).status()).toBe(404);

    const kept = await richClient(page);
    await page.goto(at(`/clients/client/${kept.id}`));
    await heading(page).filter({ hasText: kept.name }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete client' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'still has accounts' }).waitFor();
    expect(await dialog.getByRole('alert').textContent()).toContain(`${kept.name} was not deleted`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe(`/clients/client/${kept.id}`);
    expect((await page.request.get(at(`/api/v1/clients/${kept.id}`))).status()).toBe(200);
  });
});

describe('who sees what', () => {
  it('should show the viewer exactly their two clients and no create, edit or delete', async () => {
    const page = await signedInBlank(browser(), 'viewer');
    const session = await page.request.get(at(GATEWAY_PATHS.session));
    const { user } = (await session.json()) as { user: { clientNames: string[] } };
    expect(user.clientNames).toHaveLength(2);

    await page.goto(at('/clients'));
    await eventually(() => shownColumn(page, 'Clients', 'name')).toEqual(
      [...user.clientNames].sort((a, b) => a.localeCompare(b)),
    );
    await eventually(() => range(page).textContent()).toBe('Rows 1–2 of 2');
    expect(await page.getByRole('button', { name: 'New client' }).count()).toBe(0);
    await page.goto(at('/clients?new=1'));
    await grid(page, 'Clients').waitFor();
    expect(await page.getByLabel('Legal name').count()).toBe(0);

    await grid(page, 'Clients')
      .getByRole('gridcell', { name: user.clientNames[0], exact: true })
      .click();
    await heading(page).filter({ hasText: user.clientNames[0] }).waitFor();
    await page.getByRole('region', { name: 'Details' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  });

  it('should show staff the create action', async () => {
    const page = await signedInAt(browser(), 'staff', '/clients');
    await page.getByRole('button', { name: 'New client' }).waitFor();
  });
});
