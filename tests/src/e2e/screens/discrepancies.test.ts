/**
 * Holding-Trade Discrepancies against the real stack: the unexplained breaks as the API lists
 * them, one opened with its arithmetic, cause and trades, marked explained with a note (an empty
 * note refused next to the field), then hidden from the list and shown again with who and when;
 * the break's History shows the explanation with who wrote it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, type ListPage } from '../api.ts';
import { column as gridColumn } from '../grid.ts';
import {
  at,
  loadedCell,
  queryOf,
  screenshots,
  useBrowser,
  watchConsole,
  signedInBlank,
} from '../support.ts';

const browser = useBrowser();

interface Break {
  id: string;
  ticker: string;
  accountNumber: string;
  tradeIds: string[];
  cause: { kind: string } | null;
}

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const GRID = 'Discrepancies';
const column = (page: Page, colId: string) => gridColumn(page, GRID, colId);

describe('the discrepancies screen', () => {
  it('should explain a break with a note, hide it, and show it again with who and when', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    const open = await api<ListPage<Break>>(page, '/discrepancies?explained=false&pageSize=100');
    await page.goto(at('/discrepancy'));
    await eventually(() => column(page, 'accountNumber')).toEqual(
      open.items.slice(0, 10).map((b) => b.accountNumber),
    );

    // A break with a suggested cause, opened from its row.
    const target = open.items.find((b) => b.cause !== null) ?? open.items[0]!;
    const row = open.items.indexOf(target);
    await loadedCell(page.getByRole('grid', { name: GRID, exact: true }), row, 'ticker').click();
    await eventually(() => queryOf(page).get('break')).toBe(target.id);
    const detail = page.getByRole('region', {
      name: new RegExp(`${target.ticker} in ${target.accountNumber}`),
    });
    await detail.getByText('Suggested cause').waitFor();
    await detail.getByText(`Trades involved (${String(target.tradeIds.length)})`).waitFor();
    await screenshots(page, 'discrepancies');

    // An empty note is refused next to the field; a note marks it explained.
    await detail.getByRole('button', { name: 'Mark explained' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Mark explained' }).click();
    const note = dialog.getByLabel('Note');
    await eventually(() => note.getAttribute('aria-invalid')).toBe('true');
    await note.fill('Custodian confirmed: shares moved between the accounts');
    await dialog.getByRole('button', { name: 'Mark explained' }).click();
    await dialog.waitFor({ state: 'detached' });
    await detail.getByText('Custodian confirmed: shares moved between the accounts').waitFor();
    await detail.getByText(/Explained by staff/).waitFor();
    // The break's History names who explained it and the note they wrote (its first note:
    // the audit log counts it as made).
    await detail.locator('summary', { hasText: /^History$/ }).click();
    const change = detail
      .getByRole('region', { name: 'History' })
      .getByRole('listitem')
      .filter({ hasText: 'Created by Sam Staff' })
      .first();
    await change.waitFor();
    expect(await change.textContent()).toContain(
      'Custodian confirmed: shares moved between the accounts',
    );
    await screenshots(page, 'discrepancy-history');

    // Hidden from the unexplained list; shown again with the explained ones.
    await detail.getByRole('link', { name: 'Close' }).click();
    await detail.waitFor({ state: 'detached' });
    const counted = (n: number) => page.getByText(new RegExp(`^Rows \\d+–\\d+ of ${String(n)}$`));
    await counted(open.total - 1).waitFor();
    // The address changes in a transition: the box is ticked once it has.
    await page.getByLabel('Show explained breaks').click();
    await eventually(() => queryOf(page).get('showExplained')).toBe('1');
    await counted(open.total).waitFor();
    expect(await page.getByLabel('Show explained breaks').isChecked()).toBe(true);
    // Found by its account: the row says who explained it.
    await page.getByRole('searchbox', { name: /search/i }).fill(target.accountNumber);
    await eventually(() => column(page, 'explanation')).toContainEqual(
      expect.stringMatching(/^staff, /),
    );
    expect(errors).toEqual([]);
  });

  it('should offer a viewer no way to explain a break', async () => {
    const page = await signedInBlank(browser(), 'viewer');
    const [first] = (await api<ListPage<Break>>(page, '/discrepancies?pageSize=10')).items;
    await page.goto(at(`/discrepancy?break=${first!.id}`));
    // The break's panel is open, with its actions (Close, and Mark explained for writers).
    const panel = page.getByRole('region', { name: new RegExp(`in ${first!.accountNumber}`) });
    await panel.getByRole('link', { name: 'Close' }).waitFor();
    await panel.getByText('Suggested cause').waitFor();
    expect(await panel.getByRole('button', { name: 'Mark explained' }).count()).toBe(0);
  });
});
