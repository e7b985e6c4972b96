/**
 * Security Price Drops against the real stack: the ranked list under the default thresholds,
 * a threshold edited on the screen (kept in the address, the list follows), a drop charted on
 * its security's prices, and a case created from it with the drop as its corrective disclosure.
 * Expected rows are read from the API.
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

interface Drop {
  id: string;
  securityId: string;
  ticker: string;
  date: string;
  change: number;
  caseId: string | null;
}

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const GRID = 'Security price drops';
const column = (page: Page, colId: string) => gridColumn(page, GRID, colId);

describe('the security price drops screen', () => {
  it('should rank drops, follow an edited threshold, chart a drop and create a case from it', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    const ranked = await api<ListPage<Drop>>(page, '/security-drops?pageSize=10');
    await page.goto(at('/securityDrops'));
    await eventually(async () => (await column(page, 'ticker')).slice(0, 10)).toEqual(
      ranked.items.map((d) => d.ticker),
    );

    // A deeper threshold: in the address, and the list shows the API's answer to it.
    const deeper = await api<ListPage<Drop>>(
      page,
      '/security-drops?threshold=30&severe=30&pageSize=10',
    );
    await page.getByRole('spinbutton', { name: 'Severe from (%)' }).fill('30');
    await page.getByRole('spinbutton', { name: 'Fall of at least (%)' }).fill('30');
    await eventually(() => queryOf(page).get('threshold')).toBe('30');
    await eventually(async () => (await column(page, 'ticker')).slice(0, 10)).toEqual(
      deeper.items.map((d) => d.ticker),
    );

    // A drop no case covers yet, picked from its row in the list of its security's drops.
    const drop = (await api<ListPage<Drop>>(page, '/security-drops?pageSize=100')).items.find(
      (d) => d.caseId === null,
    );
    expect(drop).toBeDefined();
    const own = await api<ListPage<Drop>>(
      page,
      `/security-drops?securityId=${drop!.securityId}&pageSize=100`,
    );
    await page.goto(at(`/securityDrops?securityId=${drop!.securityId}`));
    const row = own.items.findIndex((d) => d.date === drop!.date);
    await loadedCell(page.getByRole('grid', { name: GRID, exact: true }), row, 'ticker').click();
    await eventually(() => queryOf(page).get('on')).toBe(drop!.date);
    expect(queryOf(page).get('security')).toBe(drop!.securityId);
    const chart = page.getByRole('img', { name: /selected drop on/ });
    await chart.waitFor();
    const svg = chart.locator('.recharts-wrapper > svg.recharts-surface');
    await svg.waitFor();
    expect(await svg.locator('.recharts-line-curve').count()).toBe(1);
    await eventually(() => svg.locator('.recharts-reference-dot').count()).toBeGreaterThan(0);
    await screenshots(page, 'security-drops');

    // The case: prefilled from the drop, then created with the drop as its disclosure.
    await page.getByRole('link', { name: 'Create a case from this drop' }).click();
    await page.waitForURL(/\/createNewCase\?/);
    const form = page.getByRole('form', { name: 'New case' });
    const dayBefore = new Date(Date.parse(`${drop!.date}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    await eventually(() => form.getByLabel('Class period end').inputValue()).toBe(dayBefore);
    await form.getByRole('button', { name: `Remove ${drop!.ticker}` }).waitFor();
    const caption = `In re Drop ${String(Date.now())} Securities Litigation`;
    await form.getByLabel('Caption').fill(caption);
    await form.getByLabel('Court').fill('S.D.N.Y.');
    await form.getByRole('button', { name: 'Create case' }).click();
    await page.waitForURL(/\/cases\/case\//);
    const caseId = decodeURIComponent(new URL(page.url()).pathname.split('/')[3] ?? '');
    const made = await api<{
      securityIds: string[];
      disclosureDate: string;
      classPeriodEnd: string;
    }>(page, `/cases/${caseId}`);
    expect(made).toMatchObject({
      securityIds: [drop!.securityId],
      disclosureDate: drop!.date,
      classPeriodEnd: dayBefore,
    });
    // The drop now names its case.
    const after = await api<ListPage<Drop>>(
      page,
      `/security-drops?securityId=${drop!.securityId}&pageSize=100`,
    );
    expect(after.items.find((d) => d.date === drop!.date)?.caseId).toBe(caseId);
    expect(errors).toEqual([]);
  });

  it('should offer a viewer no case creation from a drop', async () => {
    const page = await signedInBlank(browser(), 'viewer');
    const [drop] = (await api<ListPage<Drop>>(page, '/security-drops?pageSize=100')).items.filter(
      (d) => d.caseId === null,
    );
    await page.goto(at(`/securityDrops?security=${drop!.securityId}&on=${drop!.date}`));
    await page.getByRole('img', { name: /selected drop on/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Create a case from this drop' }).count()).toBe(0);
  });
});
