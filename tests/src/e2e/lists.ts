/**
 * List screens against the API: a page of rows read from the API, then waited for in the grid,
 * and the view's parameters kept in the address.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, type ListPage } from './api.ts';
import { column } from './grid.ts';
import { STATE_WAIT_MS, eventually, queryOf } from './support.ts';

/** How often a list and its grid are compared while they disagree. */
const LOOK_AGAIN_MS = 250;

/** What a grid shows of a list: its name, a column and that column's text for a row. */
export interface Shown<T> {
  grid: string;
  colId: string;
  text: (row: T) => string;
}

/**
 * Waits (up to STATE_WAIT_MS) until the grid shows the page of a list the API answers for that
 * path (with its query), and returns that page. The API is read again at each look: other files
 * share the stack and may add a record between the test's read and the grid's, so the two are
 * compared at the same moment rather than against a read that has gone stale. When they never
 * agree, the last look's difference is the failure.
 */
export async function expectListed<T>(
  page: Page,
  path: string,
  shown: Shown<T>,
): Promise<ListPage<T>> {
  const deadline = Date.now() + STATE_WAIT_MS;
  for (;;) {
    const list = await api<ListPage<T>>(page, path);
    const expected = list.items.map(shown.text);
    const grid = await column(page, shown.grid, shown.colId);
    if (sameTexts(grid, expected) || Date.now() > deadline) {
      expect(grid, `the ${shown.grid} grid as the API lists ${path}`).toEqual(expected);
      return list;
    }
    await sleep(LOOK_AGAIN_MS);
  }
}

const sameTexts = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((text, i) => text === b[i]);

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
