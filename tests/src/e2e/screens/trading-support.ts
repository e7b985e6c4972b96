/**
 * What the trade and holding browser tests share: their rows, the rows a grid shows (in the
 * grid's order), and choosing the header's selected account.
 */
import type { Page } from 'playwright-core';
import type { ListPage } from '../api.ts';
import { rowTexts } from '../grid.ts';
import { eventually } from '../support.ts';

export interface TradeRow {
  id: string;
  accountId: string;
  accountNumber: string;
  clientId: string;
  clientName: string;
  securityId: string;
  ticker: string;
  securityName: string;
  cusip: string;
  market: 'domestic' | 'foreign';
  tradeDate: string;
  side: 'buy' | 'sell';
  quantity: number;
  currency: string;
  sourceFileId: string;
}

export interface HoldingRow {
  id: string;
  accountId: string;
  accountNumber: string;
  clientName: string;
  securityId: string;
  ticker: string;
  securityName: string;
  cusip: string;
  currency: string;
  market: 'domestic' | 'foreign';
  asOfDate: string;
  quantity: number;
}

export const grid = (page: Page, name: string) => page.getByRole('grid', { name });
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Each row of a grid as its columns' texts joined by a space, in the grid's order. */
export const shownRows = (page: Page, gridName: string, colIds: string[]) =>
  rowTexts(grid(page, gridName), colIds);

interface Positioned {
  clientName: string;
  accountNumber: string;
  ticker: string;
  securityName: string;
  cusip: string;
}

/** What a row's client-and-account cell says. */
export const clientAccountText = (r: Positioned) => `${r.clientName}Account ${r.accountNumber}`;

/** Each row's client, account and security as the grid's two-line cells show them. */
export const positions = (list: ListPage<Positioned>) =>
  list.items.map((r) => `${clientAccountText(r)} ${r.ticker}${r.securityName} · ${r.cusip}`);

export async function expectRows(page: Page, gridName: string, expected: string[]) {
  await eventually(() => shownRows(page, gridName, ['clientName', 'ticker'])).toEqual(expected);
}

/** Chooses an account in the header's selector by its number. */
export async function selectAccount(page: Page, accountNumber: string, name: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Select account' }).click();
  const search = page.getByRole('combobox', { name: 'Search accounts' });
  await search.fill(accountNumber);
  const options = page.getByRole('listbox', { name: 'Accounts' }).getByRole('option');
  await eventually(() => options.count()).toBe(1);
  await search.press('Enter');
  await page.getByRole('banner').getByText(name).waitFor();
}
