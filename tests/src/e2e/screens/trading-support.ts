/**
 * What the trade and holding browser tests share: API reads with the page's session, the rows a
 * grid shows (in the grid's order), and choosing the header's selected account.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { at } from '../support.ts';

export interface ListPage<T> {
  items: T[];
  total: number;
}

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

/** GET /api/v1<path> with the page's session. */
export async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(at(`/api/v1${path}`));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export async function savedPageSize(page: Page): Promise<number> {
  return (await api<{ preferences: { pageSize: number } }>(page, '/profile')).preferences.pageSize;
}

/** The page answers asynchronously: wait for it up to 10 s. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

export const grid = (page: Page, name: string) => page.getByRole('grid', { name });
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
export const queryOf = (page: Page) => new URL(page.url()).searchParams;

/** Each row of a grid as its columns' texts joined by a space, in the grid's order. */
export async function shownRows(page: Page, gridName: string, colIds: string[]): Promise<string[]> {
  return grid(page, gridName).evaluate(
    (el, cols) =>
      Array.from(el.querySelectorAll('[role="row"][row-index]'))
        .map((row) => ({
          index: Number(row.getAttribute('row-index')),
          text: cols
            .map((col) => row.querySelector(`[col-id="${col}"]`)?.textContent ?? '')
            .join(' '),
        }))
        .sort((a, b) => a.index - b.index)
        .map((r) => r.text),
    colIds,
  );
}

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
