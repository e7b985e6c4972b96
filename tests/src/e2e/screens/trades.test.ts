/**
 * The Trades, Foreign Trades and Trade Detail screens: real trades from the mock API, searched,
 * filtered (side, trade dates, a security found by search) and paged on the server, with the
 * totals of the whole view following the filters; a row opens its trade by click and by
 * keyboard; the detail's fields, source file and nearby trades; a wrong table type in the URL;
 * and the header's selected account narrowing the list until the notice clears it. Expected
 * rows are read from the API itself while signed in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, savedPageSize, type ListPage } from '../api.ts';
import {
  at,
  eventually,
  loadedCell,
  useBrowser,
  queryOf,
  screenshots,
  signedInPage,
  watchConsole,
  signedInAt,
  signedInBlank,
} from '../support.ts';
import {
  clientAccountText,
  expectRows,
  grid,
  heading,
  positions,
  selectAccount,
  shownRows,
  type TradeRow,
} from './trading-support.ts';

const browser = useBrowser();

interface Totals {
  count: number;
}

const trades = (page: Page, query: string) => api<ListPage<TradeRow>>(page, `/trades?${query}`);
const totalsText = (page: Page) =>
  page.getByRole('region', { name: 'Totals of the trades shown' }).textContent();
const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'trade' : 'trades'}`;

async function expectTotals(page: Page, query: string) {
  const totals = await api<Totals>(page, `/trades/totals?${query}`);
  await eventually(() => totalsText(page)).toContain(count(totals.count));
}

describe('the Trades Page', () => {
  it('should list the domestic trades, search, filter and page them, with the totals of the view', async () => {
    const page = await signedInAt(browser(), 'staff', '/trades');
    const errors = watchConsole(page);
    const size = await savedPageSize(page);
    await heading(page).filter({ hasText: 'Trades Page' }).waitFor();
    const first = await trades(page, `market=domestic&pageSize=${size}`);
    expect(first.total).toBeGreaterThan(size);
    await expectRows(page, 'Trades Page', positions(first));
    await expectTotals(page, 'market=domestic');
    await screenshots(page, 'trades');

    // A filter: the sells only; rows and totals follow.
    await page.getByLabel('Side').selectOption('sell');
    await eventually(() => queryOf(page).get('side')).toBe('sell');
    const sells = await trades(page, `market=domestic&side=sell&pageSize=${size}`);
    expect(sells.total).toBeLessThan(first.total);
    await expectRows(page, 'Trades Page', positions(sells));
    await expectTotals(page, 'market=domestic&side=sell');
    const sides = await shownRows(page, 'Trades Page', ['quantity']);
    expect(sides.every((text) => text.startsWith('Sell'))).toBe(true);

    // The trade-date range.
    const from = '2024-01-01';
    await page.getByLabel('From').fill(from);
    await page.getByLabel('From').press('Enter');
    await eventually(() => queryOf(page).get('from')).toBe(from);
    const q = `market=domestic&side=sell&from=${from}`;
    await expectRows(page, 'Trades Page', positions(await trades(page, `${q}&pageSize=${size}`)));
    await expectTotals(page, q);
    const active = page.getByRole('group', { name: 'Active filters' });
    expect(await active.textContent()).toContain('Trade date: Jan 1, 2024 – …');

    // Paging keeps the filters.
    await page.getByRole('button', { name: 'Next page' }).click();
    await eventually(() => queryOf(page).get('page')).toBe('2');
    const second = await trades(page, `${q}&page=2&pageSize=${size}`);
    await expectRows(page, 'Trades Page', positions(second));

    // The quick search, over the whole list again.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await eventually(() => queryOf(page).get('side')).toBeNull();
    const ticker = first.items[0]!.ticker;
    await page.getByLabel('Search:', { exact: true }).fill(ticker);
    await eventually(() => queryOf(page).get('q')).toBe(ticker);
    const found = await trades(page, `market=domestic&q=${ticker}&pageSize=${size}`);
    await expectRows(page, 'Trades Page', positions(found));
    await expectTotals(page, `market=domestic&q=${ticker}`);
    expect(errors).toEqual([]);
  });

  it('should find a security by searching in its filter and narrow the trades to it', async () => {
    const page = await signedInAt(browser(), 'staff', '/trades');
    const size = await savedPageSize(page);
    const [trade] = (await trades(page, 'market=domestic&pageSize=10')).items;
    const security = page.getByRole('combobox', { name: 'Security' });
    await security.fill(trade!.ticker);
    const option = page
      .getByRole('listbox', { name: 'Security: matches' })
      .getByRole('option')
      .filter({ hasText: trade!.securityName });
    await option.first().click();
    await eventually(() => queryOf(page).get('securityId')).toBe(trade!.securityId);
    await eventually(() => security.inputValue()).toBe(`${trade!.ticker} · ${trade!.securityName}`);
    const q = `market=domestic&securityId=${trade!.securityId}`;
    await expectRows(page, 'Trades Page', positions(await trades(page, `${q}&pageSize=${size}`)));
    await expectTotals(page, q);
    const active = page.getByRole('group', { name: 'Active filters' });
    await eventually(() => active.textContent()).toContain(`Security: ${trade!.ticker}`);
    await page.getByRole('button', { name: 'Clear Security' }).click();
    await eventually(() => queryOf(page).get('securityId')).toBeNull();
  });

  it('should open a trade from its row by click and by the keyboard', async () => {
    const page = await signedInAt(browser(), 'staff', '/trades');
    const [first, second] = (await trades(page, 'market=domestic&pageSize=10')).items;
    const table = grid(page, 'Trades Page');
    await loadedCell(table, 0, 'clientName').click();
    await page.waitForURL(at(`/trades/domestic/${first!.id}`));

    await page.goBack();
    const header = table.getByRole('columnheader', { name: 'Client · account' });
    await header.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await eventually(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(
      clientAccountText(second!),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(at(`/trades/domestic/${second!.id}`));
  });
});

describe('the Foreign Trades Page', () => {
  it('should list the foreign trades with their local currency, FX rate and US dollar amount', async () => {
    const page = await signedInAt(browser(), 'staff', '/foreignTrades');
    const errors = watchConsole(page);
    const size = await savedPageSize(page);
    await heading(page).filter({ hasText: 'Foreign Trades Page' }).waitFor();
    const first = await trades(page, `market=foreign&pageSize=${size}`);
    expect(first.total).toBeGreaterThan(0);
    await expectRows(page, 'Foreign Trades Page', positions(first));
    const table = grid(page, 'Foreign Trades Page');
    const headers = ['Price (local)', 'Amount (local)', 'Currency · FX to USD', 'Amount (USD)'];
    for (const name of headers) {
      expect(await table.getByRole('columnheader', { name, exact: true }).count(), name).toBe(1);
    }
    const currencies = await shownRows(page, 'Foreign Trades Page', ['fxRate']);
    expect(currencies.map((c) => c.slice(0, 3))).toEqual(first.items.map((t) => t.currency));
    await expectTotals(page, 'market=foreign');
    await screenshots(page, 'foreign-trades');
    await loadedCell(table, 0, 'clientName').click();
    await page.waitForURL(at(`/trades/foreign/${first.items[0]!.id}`));
    expect(errors).toEqual([]);
  });
});

describe('a trade', () => {
  it('should show every field, its source file and the trades around it', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    const [trade] = (await trades(page, 'market=domestic&pageSize=10')).items;
    const file = await api<{ fileName: string }>(page, `/ingestion/files/${trade!.sourceFileId}`);
    await page.goto(at(`/trades/domestic/${trade!.id}`));
    await heading(page).filter({ hasText: trade!.ticker }).waitFor();
    const fields = page.getByRole('region', { name: 'Trade', exact: true });
    const text = await fields.textContent();
    for (const value of [trade!.id, trade!.accountNumber, trade!.clientName, trade!.securityName]) {
      expect(text).toContain(value);
    }
    const link = fields.getByRole('link', { name: file.fileName });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/ingestedFiles?fileId=${trade!.sourceFileId}`);

    const nearby = await trades(
      page,
      `accountId=${trade!.accountId}&securityId=${trade!.securityId}&pageSize=100`,
    );
    const near = grid(page, 'Trades around this date');
    await near.getByText('this trade').waitFor();
    const ids = await shownRows(page, 'Trades around this date', ['id']);
    expect(ids.some((id) => id.startsWith(trade!.id))).toBe(true);
    const day = 86_400_000;
    const around = nearby.items.filter(
      (t) => Math.abs(Date.parse(t.tradeDate) - Date.parse(trade!.tradeDate)) <= 30 * day,
    );
    expect(ids).toHaveLength(Math.min(around.length, await savedPageSize(page)));
    await screenshots(page, 'trade-detail');
    expect(errors).toEqual([]);
  });

  it('should move a trade to its own table type, and say when there is no such trade', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const [trade] = (await trades(page, 'market=foreign&pageSize=10')).items;
    await page.goto(at(`/trades/domestic/${trade!.id}`));
    await page.waitForURL(at(`/trades/foreign/${trade!.id}`));
    await heading(page).filter({ hasText: trade!.ticker }).waitFor();

    await page.goto(at(`/trades/options/${trade!.id}`));
    await heading(page).filter({ hasText: 'Trade not found' }).waitFor();
    await page.goto(at('/trades/domestic/TR-NOPE'));
    await heading(page).filter({ hasText: 'Trade not found' }).waitFor();
    expect(await page.getByText('There is no trade TR-NOPE').isVisible()).toBe(true);
  });
});

describe('the selected account', () => {
  it('should narrow the trades to it, say so, and show every account again in one click', async () => {
    const page = await signedInPage(browser(), 'staff', undefined, { fresh: true });
    const size = await savedPageSize(page);
    const [trade] = (await trades(page, 'market=domestic&pageSize=10')).items;
    const account = await api<{ id: string; name: string; accountNumber: string }>(
      page,
      `/accounts/${trade!.accountId}`,
    );
    await selectAccount(page, account.accountNumber, account.name);
    await page.goto(at('/trades'));
    const note = page.getByRole('status').filter({ hasText: 'Showing only the trades of account' });
    await note.waitFor();
    expect(await note.textContent()).toContain(account.name);
    const q = `market=domestic&accountId=${account.id}`;
    await expectRows(page, 'Trades Page', positions(await trades(page, `${q}&pageSize=${size}`)));
    await expectTotals(page, q);
    // The account filter would repeat the header's choice.
    expect(await page.getByRole('combobox', { name: 'Account' }).count()).toBe(0);
    await screenshots(page, 'trades-selected-account');

    await note.getByRole('button', { name: 'Show all accounts' }).click();
    await note.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByText('No account selected').waitFor();
    await expectRows(
      page,
      'Trades Page',
      positions(await trades(page, `market=domestic&pageSize=${size}`)),
    );
  });
});
