/**
 * The Holdings, DOG Holdings and Holding Detail screens: real positions from the mock API,
 * filtered and paged on the server; a row opens its holding; the detail's fields, its history as
 * charts and the trades that moved it since the previous report; a wrong table type in the URL;
 * and the header's selected account narrowing the list. Expected rows come from the API itself.
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
  expectRows,
  grid,
  heading,
  positions,
  selectAccount,
  shownRows,
  type HoldingRow,
  type TradeRow,
} from './trading-support.ts';

const browser = useBrowser();

const holdings = (page: Page, query: string) =>
  api<ListPage<HoldingRow>>(page, `/holdings?${query}`);

describe('the Holdings Page', () => {
  it('should list the positions as the API does, filter them by market and page them', async () => {
    const page = await signedInAt(browser(), 'staff', '/holdings');
    const errors = watchConsole(page);
    const size = await savedPageSize(page);
    await heading(page).filter({ hasText: 'Holdings Page' }).waitFor();
    const first = await holdings(page, `pageSize=${size}`);
    expect(first.total).toBeGreaterThan(size);
    await expectRows(page, 'Holdings Page', positions(first));
    await screenshots(page, 'holdings');

    await page.getByLabel('Market').selectOption('foreign');
    await eventually(() => queryOf(page).get('market')).toBe('foreign');
    const foreign = await holdings(page, `market=foreign&pageSize=${size}`);
    await expectRows(page, 'Holdings Page', positions(foreign));
    expect(new Set(await shownRows(page, 'Holdings Page', ['market']))).toEqual(
      new Set(['Foreign']),
    );
    await page.getByRole('button', { name: 'Next page' }).click();
    await eventually(() => queryOf(page).get('page')).toBe('2');
    await expectRows(
      page,
      'Holdings Page',
      positions(await holdings(page, `market=foreign&page=2&pageSize=${size}`)),
    );
    expect(errors).toEqual([]);
  });
});

describe('DOG Holdings', () => {
  it('should list only the positions in securities of DOG cases', async () => {
    const page = await signedInAt(browser(), 'staff', '/dogHoldings');
    const errors = watchConsole(page);
    const size = await savedPageSize(page);
    await heading(page).filter({ hasText: 'DOG Holdings' }).waitFor();
    const dog = await holdings(page, `dog=true&pageSize=${size}`);
    const all = await holdings(page, `pageSize=${size}`);
    expect(dog.total).toBeGreaterThan(0);
    expect(dog.total).toBeLessThan(all.total);
    await expectRows(page, 'DOG Holdings', positions(dog));
    await eventually(() => page.locator('.data-table__range').textContent()).toContain(
      `of ${dog.total.toLocaleString('en-US')}`,
    );
    await screenshots(page, 'dog-holdings');
    expect(errors).toEqual([]);
  });
});

describe('a holding', () => {
  it('should open from its row and show its fields, its history as charts and the trades that moved it', async () => {
    const page = await signedInAt(browser(), 'staff', '/holdings');
    const errors = watchConsole(page);
    const [holding] = (await holdings(page, 'pageSize=10')).items;
    await loadedCell(grid(page, 'Holdings Page'), 0, 'clientName').click();
    await page.waitForURL(at(`/holdings/${holding!.market}/${holding!.id}`));
    await heading(page).filter({ hasText: holding!.ticker }).waitFor();

    const fields = await page.getByRole('region', { name: 'Position', exact: true }).textContent();
    for (const value of [holding!.id, holding!.accountNumber, holding!.securityName]) {
      expect(fields).toContain(value);
    }
    const history = await holdings(
      page,
      `accountId=${holding!.accountId}&securityId=${holding!.securityId}&pageSize=100`,
    );
    const quantityChart = page.getByRole('img', { name: /^Quantity held over time: / });
    await quantityChart.waitFor();
    // One point per report of the position.
    const label = (await quantityChart.getAttribute('aria-label')) ?? '';
    expect(label.split('; ')).toHaveLength(Math.min(history.total, 100));
    await page.getByRole('img', { name: /^Market value over time: / }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();

    const moves = page.getByRole('region', { name: 'Trades that moved the position' });
    const summary = moves.locator('.moving-trades__summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain(
      `This report: ${holding!.quantity.toLocaleString('en-US')} shares.`,
    );
    expect(await summary.getByRole('status').textContent()).toMatch(
      /The trades (explain the change|do not explain the position)/,
    );
    await screenshots(page, 'holding-detail');

    // A position a known trade moved: the first report after the trade lists it.
    const [trade] = (
      await api<ListPage<TradeRow>>(page, '/trades?market=domestic&to=2025-12-31&pageSize=10')
    ).items;
    const position = `accountId=${trade!.accountId}&securityId=${trade!.securityId}`;
    const [moved] = (
      await holdings(page, `${position}&from=${trade!.tradeDate}&sort=asOfDate:asc&pageSize=10`)
    ).items;
    expect(moved, 'a report after the trade').toBeDefined();
    await page.goto(at(`/holdings/${moved!.market}/${moved!.id}`));
    const movers = grid(page, 'Trades that moved the position');
    await eventually(() => shownRows(page, 'Trades that moved the position', ['id'])).toContain(
      trade!.id,
    );
    expect(await movers.isVisible()).toBe(true);
    await screenshots(page, 'holding-detail-moved');
    expect(errors).toEqual([]);
  });

  it('should move a holding to its own table type, and say when there is no such holding', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const [holding] = (await holdings(page, 'market=foreign&pageSize=10')).items;
    await page.goto(at(`/holdings/domestic/${holding!.id}`));
    await page.waitForURL(at(`/holdings/foreign/${holding!.id}`));
    await heading(page).filter({ hasText: holding!.ticker }).waitFor();
    await page.goto(at('/holdings/foreign/HO-NOPE'));
    await heading(page).filter({ hasText: 'Holding not found' }).waitFor();
  });
});

describe('the selected account', () => {
  it('should narrow the holdings to it until the notice clears it', async () => {
    const page = await signedInPage(browser(), 'staff', undefined, { fresh: true });
    const size = await savedPageSize(page);
    const [holding] = (await holdings(page, 'pageSize=10')).items;
    const account = await api<{ id: string; name: string; accountNumber: string }>(
      page,
      `/accounts/${holding!.accountId}`,
    );
    await selectAccount(page, account.accountNumber, account.name);
    await page.goto(at('/holdings'));
    const note = page
      .getByRole('status')
      .filter({ hasText: 'Showing only the holdings of account' });
    await note.waitFor();
    await expectRows(
      page,
      'Holdings Page',
      positions(await holdings(page, `accountId=${account.id}&pageSize=${size}`)),
    );
    await note.getByRole('button', { name: 'Show all accounts' }).click();
    await note.waitFor({ state: 'detached' });
    await expectRows(page, 'Holdings Page', positions(await holdings(page, `pageSize=${size}`)));
  });
});
