/**
 * 13F Holdings and 13F Loss Analyzer against the real stack: a filer searched by name, its
 * rolled-up positions (one security's eight filed lines as one 200,000,000-share position),
 * that position over time with its chart and change badges, who holds its CUSIP, a bad CUSIP
 * refused with its reason; a case's institutions ranked by FIFO then LIFO estimate, clients
 * marked, the chart, the plain warning about estimates, and CSV and XLSX downloads holding the
 * ranking. Expected values are read from the API while signed in.
 */
import { readFile } from 'node:fs/promises';
import { Workbook } from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, type ListPage } from '../api.ts';
import {
  at,
  eventually,
  useBrowser,
  queryOf,
  screenshots,
  watchConsole,
  signedInBlank,
} from '../support.ts';
import { grid, heading, shownRows } from './trading-support.ts';

interface Filer {
  id: string;
  name: string;
  latestPeriod: string;
}
interface Position {
  filerId: string;
  filerName: string;
  cusip: string;
  shares: number;
  lines: number;
  kind: string;
  isClient: boolean;
}
interface Loss {
  caseId: string;
  caseCaption: string;
  filerName: string;
  fifoLoss: number;
  lifoLoss: number;
  isClient: boolean;
}

const browser = useBrowser();
let page: Page;
let errors: string[];

beforeAll(async () => {
  page = await signedInBlank(browser(), 'staff');
  errors = watchConsole(page);
});

const quarterLabel = (period: string) =>
  `Q${String(Math.ceil(Number(period.slice(5, 7)) / 3))} ${period.slice(0, 4)}`;
const number = (n: number) => n.toLocaleString('en-US');

describe('13F Holdings', () => {
  it('should find a filer, show its positions rolled up, one over time with a chart, and who holds it', async () => {
    const [filer] = (await api<ListPage<Filer>>(page, '/13f/filers?q=Farnam')).items;
    expect(filer, 'the eight-line filer in the generated data').toBeDefined();
    const quarter = filer!.latestPeriod;
    await page.goto(at('/13f/holdings'));
    await heading(page).filter({ hasText: '13F Holdings' }).waitFor();
    await eventually(() => queryOf(page).get('quarter')).toBe(quarter);

    await page.getByRole('combobox', { name: 'Filer' }).fill('Farnam');
    await page
      .getByRole('listbox', { name: 'Filer: matches' })
      .getByRole('option')
      .filter({ hasText: filer!.name })
      .click();
    await eventually(() => queryOf(page).get('filer')).toBe(filer!.id);
    const table = `13-F positions ${quarter}`;
    const { items } = await api<ListPage<Position>>(
      page,
      `/13f/positions?filerId=${filer!.id}&period=${quarter}&sort=shares:desc&pageSize=10`,
    );
    const top = items[0]!;
    expect(top).toMatchObject({ shares: 200_000_000, lines: 8, kind: 'SH' });
    // Lines filed is hidden by default (to fit 1440 px): shown from the table's column chooser.
    await page
      .locator('.data-table')
      .filter({ has: grid(page, table) })
      .getByRole('button', { name: 'Columns' })
      .click();
    await page.getByRole('menuitemcheckbox', { name: 'Lines filed' }).click();
    await page.keyboard.press('Escape');
    await eventually(async () =>
      (await shownRows(page, table, ['cusip', 'shares', 'lines'])).includes(
        `${top.cusip} ${number(200_000_000)} 8`,
      ),
    ).toBe(true);
    await screenshots(page, 'holdings13f');

    // Its largest position over time: a chart and a row per quarter with its change.
    await grid(page, table).locator(`[col-id="cusip"]`).filter({ hasText: top.cusip }).click();
    await eventually(() => queryOf(page).get('cusip')).toBe(top.cusip);
    await page.getByRole('img', { name: /Shares held by quarter/ }).waitFor();
    const history = `${filer!.name} ${top.cusip} by quarter`;
    await eventually(
      async () => (await shownRows(page, history, ['change'])).length,
    ).toBeGreaterThan(1);
    expect((await shownRows(page, history, ['change']))[0]).toBe('New');
    await screenshots(page, 'holdings13f-history');

    // Who holds it in the quarter: every filer that reported it, as the API lists them.
    await page.getByRole('link', { name: `Who holds ${top.cusip}?` }).click();
    await eventually(() => queryOf(page).get('holders')).toBe(top.cusip);
    const holders = await api<ListPage<Position>>(
      page,
      `/13f/positions?cusip=${top.cusip}&period=${quarter}&sort=value:desc&pageSize=10`,
    );
    const holdersTable = `Holders of ${top.cusip} in ${quarterLabel(quarter)}`;
    await eventually(() => shownRows(page, holdersTable, ['filerName'])).toEqual(
      holders.items.map((h) => `${h.filerName}${h.isClient ? ' Client' : ''}`),
    );
    await screenshots(page, 'holdings13f-holders');

    // A mistyped CUSIP is refused with its reason, and changes nothing.
    await page.getByRole('textbox', { name: 'Who holds this CUSIP' }).fill('03783310X');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'check digit' }).textContent(),
    ).resolves.toContain('check digit');
    expect(queryOf(page).get('holders')).toBe(top.cusip);
    expect(errors).toEqual([]);
  });
});

describe('13F Loss Analyzer', () => {
  it('should rank a case’s institutions by FIFO and LIFO, mark clients and export the list', async () => {
    const all = await api<ListPage<Loss>>(page, '/13f/losses?sort=fifoLoss:desc&pageSize=100');
    const counts = new Map<string, number>();
    for (const l of all.items) counts.set(l.caseId, (counts.get(l.caseId) ?? 0) + 1);
    const caseId = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const losses = (
      await api<ListPage<Loss>>(
        page,
        `/13f/losses?caseId=${caseId}&sort=fifoLoss:desc&pageSize=100`,
      )
    ).items;
    const caption = losses[0]!.caseCaption;
    const byLifo = [...losses].sort((a, b) => b.lifoLoss - a.lifoLoss);

    await page.goto(at('/13f/losses'));
    await heading(page).filter({ hasText: '13F Loss Analyzer' }).waitFor();
    await page.getByText('trades within a quarter are invisible in 13-F data').waitFor();
    await page.getByRole('combobox', { name: 'Case' }).fill(caption.slice(0, 24));
    await page
      .getByRole('listbox', { name: 'Case: matches' })
      .getByRole('option')
      .filter({ hasText: caption })
      .first()
      .click();
    await eventually(() => queryOf(page).get('case')).toBe(caseId);
    const table = `13F losses ${caption}`;
    await eventually(async () => (await shownRows(page, table, ['rank', 'filerName']))[0]).toBe(
      `1 ${losses[0]!.filerName}${losses[0]!.isClient ? ' Client' : ''}`,
    );
    await page.getByRole('img', { name: /Estimated losses of the top filers/ }).waitFor();
    await screenshots(page, 'losses13f');

    await page.getByRole('combobox', { name: 'Rank by' }).selectOption('LIFO');
    await eventually(() => queryOf(page).get('rank')).toBe('lifo');
    await eventually(async () => (await shownRows(page, table, ['filerName']))[0]).toBe(
      `${byLifo[0]!.filerName}${byLifo[0]!.isClient ? ' Client' : ''}`,
    );
    const clients = await shownRows(page, table, ['isClient']);
    expect(clients.slice(0, 10)).toEqual(
      byLifo.slice(0, 10).map((l) => (l.isClient ? 'Yes' : 'No')),
    );

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^13f-losses-.+\.csv$/);
    const text = await readFile(await csv.path(), 'utf8');
    const lines = text.trim().split(/\r\n/);
    expect(lines).toHaveLength(losses.length + 1);
    expect(lines[1]).toContain(byLifo[0]!.filerName);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export XLSX' }).click(),
    ]);
    const book = new Workbook();
    await book.xlsx.readFile(await xlsx.path());
    const sheet = book.getWorksheet('13F losses')!;
    // Title, note, blank, header, then the ranking.
    expect(sheet.getRow(5).getCell(2).value).toBe(byLifo[0]!.filerName);
    expect(sheet.getRow(5).getCell(7).value).toBe(byLifo[0]!.lifoLoss);
    expect(errors).toEqual([]);
  });
});
