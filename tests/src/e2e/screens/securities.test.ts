/**
 * The Securities screen against the real stack: rows as the API lists them, search, a filter
 * and paging; the address's query as the initial filters; the create form refusing a wrong
 * check digit next to the field before anything is sent, then creating; a security's page with
 * its price and volume chart, the class periods of its cases shaded and its drops dotted, and
 * the lists of both; and what a read-only viewer is offered. Expected rows are read from the API.
 */
import { cusipCheckDigit, isinCheckDigit } from '@backoffice/core/domain';
import type { Page, Request } from 'playwright-core';
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

interface Security {
  id: string;
  ticker: string;
  name: string;
  cusip: string;
  market: string;
}
interface Drop {
  securityId: string;
  date: string;
  caseIds: string[];
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const SECURITIES: Shown<Security> = { grid: 'Securities', colId: 'ticker', text: (s) => s.ticker };

/** A US security nobody has yet: a random CUSIP with its check digit, and its ISIN. */
function freshIdentifiers() {
  const chars = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  let base = '9';
  while (base.length < 6) base += chars.charAt(Math.floor(Math.random() * chars.length));
  base += '20';
  const cusip = `${base}${cusipCheckDigit(base)}`;
  const ticker = `Z${base.slice(1, 6)}`.replace(/[^A-Z0-9]/g, 'Q');
  return { cusip, isin: `US${cusip}${isinCheckDigit(`US${cusip}`)}`, ticker };
}

describe('the Securities list', () => {
  it('should show securities from the API, search, filter and page them in the URL', async () => {
    const page = await signedInAt(browser(), 'staff', '/securities');
    const errors = watchConsole(page);
    const size = await savedPageSize(page);
    await heading(page).filter({ hasText: 'Securities' }).waitFor();
    const first = await expectListed(page, `/securities?pageSize=${size}`, SECURITIES);
    expect(first.total).toBeGreaterThan(size);
    await screenshots(page, 'securities');

    await page.getByLabel('Rows per page').selectOption('10');
    await chooseFilter(page, 'Market', 'market', 'foreign');
    const foreign = await expectListed(page, '/securities?market=foreign&pageSize=10', SECURITIES);
    expect(foreign.total).toBeGreaterThan(10);

    await nextPage(page);
    await expectListed(page, '/securities?market=foreign&page=2&pageSize=10', SECURITIES);

    // Search within the filter: a word of the first foreign security's name.
    const word = foreign.items[0]!.name.split(' ')[0]!;
    await searchFor(page, word);
    const query = `market=foreign&q=${encodeURIComponent(word)}`;
    const found = await expectListed(page, `/securities?${query}&pageSize=10`, SECURITIES);
    expect(found.total).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('should take its initial filters from the address', async () => {
    const page = await signedInAt(browser(), 'viewer', '/securities?market=foreign');
    const size = await savedPageSize(page);
    const foreign = await expectListed(
      page,
      `/securities?market=foreign&pageSize=${size}`,
      SECURITIES,
    );
    expect(await page.getByLabel('Market', { exact: true }).inputValue()).toBe('foreign');

    const [some] = foreign.items;
    await page.goto(at(`/securities?ticker=${some!.ticker.toLowerCase()}`));
    await expectColumn(page, 'Securities', 'ticker', [some!.ticker]);
    expect(await page.getByLabel('Ticker', { exact: true }).inputValue()).toBe(
      some!.ticker.toLowerCase(),
    );

    await page.goto(at(`/securities?q=${some!.cusip}`));
    await expectColumn(page, 'Securities', 'ticker', [some!.ticker]);
    expect(await page.getByLabel('Search:', { exact: true }).inputValue()).toBe(some!.cusip);
  });
});

describe('creating a security', () => {
  it('should name a wrong check digit next to the field before sending, then create', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const posts: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/securities')) posts.push(r);
    });
    await page.goto(at('/securities?market=foreign'));
    await page.getByRole('button', { name: 'New security' }).click();
    const dialog = page.getByRole('dialog', { name: 'New security' });
    await dialog.waitFor();
    expect(queryOf(page).get('new')).toBe('1');

    const fresh = freshIdentifiers();
    const goodDigit = fresh.cusip.charAt(8);
    const badDigit = String((Number(goodDigit) + 1) % 10);
    const cusip = dialog.getByLabel('CUSIP');
    const isin = dialog.getByLabel('ISIN');
    await cusip.fill(`${fresh.cusip.slice(0, 8)}${badDigit}`);
    // Complete, it is checked at once: the message names the digit it should have.
    await eventually(() => errorOf(cusip)).toBe(
      `CUSIP check digit should be ${goodDigit}, not ${badDigit}`,
    );
    await isin.fill(fresh.isin);
    await dialog.getByLabel('Ticker').fill(fresh.ticker.toLowerCase());
    await dialog.getByLabel('Name').fill(`E2E Check Digit ${fresh.ticker} Inc.`);
    await dialog.getByLabel('Exchange').fill('NYSE');
    await dialog.getByRole('button', { name: 'Create security' }).click();
    await eventually(() => errorOf(cusip)).toMatch(/check digit should be/);
    expect(await cusip.getAttribute('aria-invalid')).toBe('true');
    expect(await cusip.inputValue()).toBe(`${fresh.cusip.slice(0, 8)}${badDigit}`);
    expect(await dialog.getByLabel('Exchange').inputValue()).toBe('NYSE');
    expect(posts).toHaveLength(0);
    await screenshots(page, 'security-create');

    await cusip.fill(fresh.cusip);
    await eventually(() => errorOf(cusip)).toBe('');
    await dialog.getByRole('button', { name: 'Create security' }).click();
    await page.getByText('Security created', { exact: true }).waitFor();
    expect(posts).toHaveLength(1);
    // The list shows the new row, found by its ticker (upper-cased as the contract stores it).
    await eventually(() => queryOf(page).get('q')).toBe(fresh.ticker);
    await expectColumn(page, 'Securities', 'ticker', [fresh.ticker]);
    await expectColumn(page, 'Securities', 'cusip', [fresh.cusip]);
  });

  it('should refuse a US ISIN that embeds another CUSIP, saying which ISIN it should be', async () => {
    const page = await signedInAt(browser(), 'staff', '/securities?new=1');
    const dialog = page.getByRole('dialog', { name: 'New security' });
    const one = freshIdentifiers();
    const other = freshIdentifiers();
    await dialog.getByLabel('CUSIP').fill(one.cusip);
    const isin = dialog.getByLabel('ISIN');
    await isin.fill(other.isin);
    await eventually(() => errorOf(isin)).toBe(
      `A US ISIN embeds the CUSIP: for CUSIP ${one.cusip} it is ${one.isin}`,
    );
  });
});

describe('a security’s page', () => {
  it('should chart price and volume with class periods shaded and drops dotted, and list both', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    // A security with a drop that is a case's corrective disclosure: it has cases and drops.
    const drops = await api<ListPage<Drop>>(page, '/price-drops?pageSize=100&sort=change:asc');
    const drop = drops.items.find((d) => d.caseIds.length > 0);
    expect(drop).toBeDefined();
    const id = drop!.securityId;
    const security = await api<Security>(page, `/securities/${id}`);
    const cases = await api<ListPage<{ caption: string }>>(
      page,
      `/cases?securityIds=${id}&pageSize=100`,
    );
    const ownDrops = await api<ListPage<Drop>>(page, `/price-drops?securityId=${id}&pageSize=100`);

    // Opened from its row, the list's view kept for the way back.
    await page.goto(at(`/securities?q=${security.cusip}`));
    await page
      .getByRole('grid', { name: 'Securities' })
      .getByRole('gridcell', { name: security.ticker, exact: true })
      .click();
    await eventually(() => queryOf(page).get('security')).toBe(id);
    await heading(page)
      .filter({ hasText: `${security.ticker} · ${security.name}` })
      .waitFor();

    const chart = page.getByRole('img', { name: /daily close and volume/ });
    await chart.waitFor();
    // The plot's own surface (the legend's icons are small surfaces of their own).
    const svg = chart.locator('.recharts-wrapper > svg.recharts-surface');
    await svg.waitFor();
    expect(await svg.locator('.recharts-line-curve').count()).toBe(1);
    expect(await svg.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(100);
    expect(await svg.locator('.recharts-reference-area').count()).toBeGreaterThan(0);
    expect(await svg.locator('.recharts-reference-dot').count()).toBe(ownDrops.total);
    const label = (await chart.getAttribute('aria-label')) ?? '';
    expect(label).toContain(`${ownDrops.total} price drop`);

    await expectColumn(
      page,
      `Cases on ${security.ticker}`,
      'caption',
      cases.items.map((c) => c.caption).slice(0, await savedPageSize(page)),
    );
    const dropGrid = page.getByRole('grid', { name: `Price drops of ${security.ticker}` });
    await eventually(() => column(page, `Price drops of ${security.ticker}`, 'date')).toHaveLength(
      Math.min(ownDrops.total, await savedPageSize(page)),
    );
    expect(await dropGrid.getByRole('link').count()).toBeGreaterThan(0);
    await screenshots(page, 'security-page');

    // A shorter span: kept in the address, fewer days charted.
    await page.getByRole('button', { name: '1Y' }).click();
    await eventually(() => queryOf(page).get('range')).toBe('1y');
    await eventually(() => chart.getAttribute('aria-label')).not.toBe(label);
    expect(await svg.locator('.recharts-bar-rectangle').count()).toBeLessThan(300);

    await page.getByRole('link', { name: '← All securities' }).click();
    await expectColumn(page, 'Securities', 'ticker', [security.ticker]);
    expect(queryOf(page).get('q')).toBe(security.cusip);
    expect(queryOf(page).get('range')).toBeNull();
    expect(errors).toEqual([]);
  });
});

describe('who may change securities', () => {
  it('should offer a viewer no create or edit, even by address', async () => {
    const page = await signedInAt(browser(), 'viewer', '/securities?new=1');
    await page.getByRole('grid', { name: 'Securities' }).waitFor();
    await eventually(
      async () => (await column(page, 'Securities', 'ticker')).length,
    ).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'New security' }).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.goto(at('/securities?security=SE-0001&edit=1'));
    await page.getByRole('img', { name: /daily close and volume/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('should let staff change a security’s sector from its page', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const security = await api<Security>(page, '/securities/SE-0002');
    await page.goto(at('/securities?security=SE-0002'));
    await heading(page).filter({ hasText: security.ticker }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit security' });
    const sector = `E2E Sector ${Date.now()}`;
    await dialog.getByLabel('Sector').fill(sector);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Security saved', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Details' }).getByText(sector).waitFor();
    expect((await api<{ sector: string }>(page, '/securities/SE-0002')).sector).toBe(sector);
  });
});
