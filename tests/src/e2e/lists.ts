/**
 * List screens against the API: a page of rows read from the API, then waited for in the grid,
 * and the view's parameters kept in the address.
 */
import type { Page } from 'playwright-core';
import { api, type ListPage } from './api.ts';
import { expectColumn } from './grid.ts';
import { eventually, queryOf } from './support.ts';

/** What a grid shows of a list: its name, a column and that column's text for a row. */
export interface Shown<T> {
  grid: string;
  colId: string;
  text: (row: T) => string;
}

/** Reads a page of a list from the API (path with its query), then waits for the grid to show it. */
export async function expectListed<T>(
  page: Page,
  path: string,
  shown: Shown<T>,
): Promise<ListPage<T>> {
  const list = await api<ListPage<T>>(page, path);
  await expectColumn(page, shown.grid, shown.colId, list.items.map(shown.text));
  return list;
}

/** Goes to the list's next page and waits for the address to say which. */
export async function nextPage(page: Page, expected = '2'): Promise<void> {
  await page.getByRole('button', { name: 'Next page' }).click();
  await eventually(() => queryOf(page).get('page')).toBe(expected);
}

/** Chooses a value in a filter's select and waits for the address to carry it. */
export async function chooseFilter(
  page: Page,
  label: string,
  param: string,
  value: string,
): Promise<void> {
  await page.getByLabel(label, { exact: true }).selectOption(value);
  await eventually(() => queryOf(page).get(param)).toBe(value);
}

/** Types in the list's search box and waits for the address to carry it. */
export async function searchFor(page: Page, words: string): Promise<void> {
  await page.getByLabel('Search:', { exact: true }).fill(words);
  await eventually(() => queryOf(page).get('q')).toBe(words);
}
