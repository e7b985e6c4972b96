/**
 * Reading an ag-grid as a user sees it. ag-grid's DOM order may differ from the rows' order,
 * so rows are read by their row-index.
 */
import type { Locator, Page } from 'playwright-core';
import { eventually } from './support.ts';

/** A grid by its accessible name, matched exactly. */
export const gridNamed = (page: Page, name: string) =>
  page.getByRole('grid', { name, exact: true });

/** Each row of a grid as its columns' texts joined by a space, in the grid's order. */
export async function rowTexts(grid: Locator, colIds: readonly string[]): Promise<string[]> {
  return grid.evaluate(
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

/** One column's texts of the grid so named, in the grid's order. */
export const column = (page: Page, grid: string, colId: string) =>
  rowTexts(gridNamed(page, grid), [colId]);

/** Waits (up to STATE_WAIT_MS) until a column of the grid so named shows exactly these texts. */
export async function expectColumn(page: Page, grid: string, colId: string, expected: string[]) {
  await eventually(() => column(page, grid, colId)).toEqual(expected);
}
