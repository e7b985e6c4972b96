/**
 * The Loss Calculator against the real stack, on one page through the file: trades typed by
 * hand give the figures worked out by hand below; the same trades pasted from a spreadsheet and
 * uploaded as CSV and XLSX give them again; a row that cannot be read is named; the export
 * downloads the inputs, figures and trail; and a case with a client's account loads the
 * account's trades from the API, keeps them across a reload and works out their losses.
 *
 * The hand-checked example (class period 2024-01-02 – 2024-03-29, disclosure the day after,
 * every close in the lookback $20, so M = M_d = $20):
 *   1. 2024-01-10 BUY 100 @ $25   2. 2024-02-15 BUY 50 @ $30
 *   3. 2024-03-01 SELL 60 @ $27   4. 2024-04-15 SELL 40 @ $18 (in the lookback: max($18, $20))
 * FIFO: 60 × (25 − 27) = −120; 40 × (25 − 20) = 200; 50 held × (30 − 20) = 500
 *   → net $580.00, without offset $700.00.
 * LIFO: 50 × (30 − 27) = 150; 10 × (25 − 27) = −20; 40 × (25 − 20) = 200; 50 held × 5 = 250
 *   → net $580.00, without offset $600.00.
 * TSP 150; NSP 150 − 60 = 90; NFE 100 × 25 + 50 × 30 − 60 × 27 = $2,380.00.
 * Plan (inflation $4 to 2024-02-29, $1 to 2024-03-29): the class-period sale min(4 − 1, −2) → 0;
 * the lookback sale 40 × min(4, 7, 5) = 160; held 50 × min(4, 10) = 200 → $360.00, under the
 * market loss 4,000 − 2,340 − 50 × 20 = $660.00.
 */
import { readFile } from 'node:fs/promises';
import { Workbook } from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { at, useBrowser, screenshots, watchConsole, signedInBlank } from '../support.ts';
import { chooseMatch } from '../forms.ts';

const browser = useBrowser();
let page: Page;
let errors: string[];

beforeAll(async () => {
  page = await signedInBlank(browser(), 'staff');
  errors = watchConsole(page);
  await page.goto(at('/lossCalculator'));
  await page.getByRole('heading', { level: 1, name: 'Loss Calculator' }).waitFor();
});

const eventually = <T>(read: () => T | Promise<T>, timeout = 15_000) =>
  expect.poll(read, { timeout, interval: 200 });

const TRADES = [
  ['2024-01-10', 'BUY', '100', '25'],
  ['2024-02-15', 'BUY', '50', '30'],
  ['2024-03-01', 'SELL', '60', '27'],
  ['2024-04-15', 'SELL', '40', '18'],
];

const EXPECTED = {
  'fifo-net': '$580.00',
  'fifo-no-offset': '$700.00',
  'lifo-net': '$580.00',
  'lifo-no-offset': '$600.00',
  recognized: '$360.00',
};

/** Every weekday of the lookback window (2024-03-30 – 2024-06-27) at $20.00. */
function lookbackCloses(): string {
  const lines = ['Date\tClose'];
  for (let d = Date.UTC(2024, 2, 30); d <= Date.UTC(2024, 5, 27); d += 86_400_000) {
    const day = new Date(d);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) {
      lines.push(`${day.toISOString().slice(0, 10)}\t20.00`);
    }
  }
  return lines.join('\n');
}

/** The figures are not being worked out again (e.g. after more prices arrived). */
const settled = () => page.locator('.calc-results__body:not([data-stale])').waitFor();
const figure = (name: string) => page.locator(`[data-figure="${name}"]`).textContent();
const tradeCount = () => page.locator('.trade-grid__count').textContent();

async function expectFigures() {
  for (const [name, text] of Object.entries(EXPECTED))
    await eventually(() => figure(name)).toBe(text);
}

async function fillDate(label: string, value: string) {
  const input = page.getByLabel(label);
  await input.fill(value);
  await input.press('Tab');
}

async function api<T>(path: string): Promise<T> {
  const response = await page.request.get(at(`/api/v1${path}`));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function importPasted(text: string) {
  await page.getByLabel('Paste from a spreadsheet').fill(text);
  await page.getByRole('button', { name: 'Import pasted rows' }).click();
}

const uploadInput = () => page.getByLabel('Upload CSV or XLSX');

describe('the Loss Calculator', () => {
  it('should work out trades typed by hand to the hand-checked figures', async () => {
    await fillDate('Class period start', '2024-01-02');
    await fillDate('Class period end', '2024-03-29');
    await page.getByLabel('Daily closes pasted here').check();
    await page.getByLabel('Daily closes', { exact: true }).fill(lookbackCloses());
    await page
      .getByLabel('Inflation table (plan of allocation)')
      .fill('From\tTo\tPer share\n2024-01-02\t2024-02-29\t4.00\n2024-03-01\t2024-03-29\t1.00');
    for (const [i, [date, side, quantity, price]] of TRADES.entries()) {
      await page.getByRole('button', { name: 'Add trade' }).click();
      const n = i + 1;
      await page.getByLabel(`Date, trade ${n}`).fill(date!);
      await page.getByLabel(`Side, trade ${n}`).selectOption(side!);
      await page.getByLabel(`Quantity, trade ${n}`).fill(quantity!);
      await page.getByLabel(`Price, trade ${n}`).fill(price!);
    }
    // Every typed value is in its row: the FIFO and LIFO figures alone cannot tell, since the
    // lookback sale (trade 4) is valued at the mean close whether it is there or not.
    for (const [i, [date, side, quantity, price]] of TRADES.entries()) {
      const row = async (field: string) => page.getByLabel(`${field}, trade ${i + 1}`).inputValue();
      await eventually(async () => [
        await row('Date'),
        await row('Side'),
        await row('Quantity'),
        await row('Price'),
      ]).toEqual([date, side, quantity, price]);
    }
    await expectFigures();
    const factors = page.getByRole('region', { name: 'Lead-plaintiff factors' });
    await eventually(() => factors.textContent()).toContain('Net funds expended (NFE)$2,380.00');
    const text = await factors.textContent();
    expect(text).toContain('Shares bought in the class period (TSP)150');
    expect(text).toContain('Net shares bought (NSP)90');
    // The cap counts the lookback sale at its own price ($18), once the figures include it.
    await eventually(() =>
      page.getByRole('region', { name: 'Recognized loss under the plan' }).textContent(),
    ).toContain('Market loss (the cap)$660.00');
    // The trail explains each lot; LIFO's first lot is the later purchase.
    const trail = page.getByRole('grid', { name: 'FIFO lots' });
    await eventually(() => trail.textContent()).toContain(
      'Still held: 50 sh × ($30.00 − M $20.0000) = $500.00',
    );
    await page.getByRole('button', { name: 'LIFO', exact: true }).click();
    const lifoLine = '50 sh × ($30.00 − $27.00) = $150.00';
    const lifoTrail = page.getByRole('grid', { name: 'LIFO lots' });
    await eventually(() => lifoTrail.textContent()).toContain(lifoLine);
    // A trade typed wrong for a moment takes the figures away; once it is right again, the
    // trail comes back as the user left it: LIFO.
    const quantity = page.getByLabel('Quantity, trade 2');
    await quantity.fill('abc');
    await eventually(() => lifoTrail.count()).toBe(0);
    await quantity.fill('50');
    await eventually(() => lifoTrail.textContent()).toContain(lifoLine);
    expect(
      await page.getByRole('button', { name: 'LIFO', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await settled();
    await screenshots(page, 'loss-calculator');
  });

  it('should export the inputs, the figures and the trail as CSV and XLSX', async () => {
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).first().click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^loss-calculation-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(text).toContain('Class period start,2024-01-02');
    expect(text).toContain('FIFO net loss,580,');
    expect(text).toContain('LIFO loss without offset,600,');
    expect(text).toContain('Recognized loss,360,');
    expect(text).toContain('FIFO lots');
    expect(text).toContain('Sold in the lookback');

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export XLSX' }).click(),
    ]);
    const workbook = new Workbook();
    const file = await readFile(await xlsx.path());
    await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    const summary = workbook.getWorksheet('Summary');
    expect(summary?.getRow(2).getCell(1).value).toBe('FIFO net loss');
    expect(summary?.getRow(2).getCell(2).value).toBe(580);
    expect(workbook.getWorksheet('LIFO lots')?.actualRowCount).toBe(5);
  });

  it('should read trades pasted from a spreadsheet, and name a row it cannot read', async () => {
    await importPasted(
      [
        'Trade Date\tAction\tShares\tPrice',
        '02/15/2024\tPurchase\t50\t$30.00',
        '10-Jan-2024\tB\t100\t$25.00',
        '03/01/2024\tSale\t(60)\t$27.00',
        '04/15/2024\tS\t40\t$18.00',
      ].join('\n'),
    );
    await eventually(() => tradeCount()).toBe('4 trades');
    // Put in date order on the way in.
    expect(await page.getByLabel('Date, trade 1').inputValue()).toBe('2024-01-10');
    await expectFigures();

    await importPasted(
      'Date\tSide\tQty\tPrice\n2024-01-10\tBUY\t100\t25\n2024-02-15\tBUY\tabc\t30',
    );
    await eventually(() => tradeCount()).toBe('2 trades, 1 with problems');
    const problems = page.getByRole('region', { name: /things? to fix/ });
    await eventually(() => problems.textContent()).toContain(
      'Trade 2, Quantity: "abc" is not a number',
    );
    expect(await page.getByLabel('Quantity, trade 2').getAttribute('aria-invalid')).toBe('true');
    await problems.getByRole('button', { name: 'Go to trade 2' }).click();
    await eventually(() =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    ).toBe('Date, trade 2');
  });

  it('should read an uploaded CSV file and an XLSX workbook', async () => {
    const csv = [
      'Date,Side,Quantity,Price,FX',
      '2024-01-10,BUY,100,$25.00,',
      '2024-02-15,BUY,50,$30.00,',
      '2024-03-01,SELL,60,$27.00,',
      '2024-04-15,SELL,40,"$18.00",',
    ].join('\r\n');
    await uploadInput().setInputFiles({
      name: 'trades.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await eventually(() => page.getByText('Read 4 trades from trades.csv.').count()).toBe(1);
    await expectFigures();

    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('Trades');
    sheet.addRow(['Trade Date', 'Buy/Sell', 'Shares', 'Price']);
    for (const [date, side, quantity, price] of TRADES) {
      sheet.addRow([new Date(`${date!}T00:00:00Z`), side, Number(quantity), Number(price)]);
    }
    sheet.getColumn(1).numFmt = 'yyyy-mm-dd';
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    await page.getByRole('button', { name: 'Remove all' }).click();
    await uploadInput().setInputFiles({
      name: 'trades.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await eventually(() => page.getByText('Read 4 trades from trades.xlsx.').count()).toBe(1);
    await expectFigures();
  });

  it("should load a client's account trades for a case, keep them across a reload, and work them out", async () => {
    const position = await findPosition();
    await chooseMatch(page, 'Case', position.caseId, position.caption);
    await eventually(() => page.getByLabel('Class period start').inputValue()).toBe(position.start);
    await page.getByLabel('Security', { exact: true }).selectOption(position.securityId);
    await page.getByLabel("The security's daily closes").check();
    await chooseMatch(page, 'Client', position.clientId, position.clientId);
    const account = position.accountNumber.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // The client's accounts start ticked; this test works out the one account alone.
    const mine = page.getByRole('checkbox', { name: new RegExp(`^${account} ·`) });
    await eventually(() => mine.isChecked()).toBe(true);
    const boxes = page.getByRole('group', { name: 'Accounts' }).getByRole('checkbox');
    const values = await boxes.evaluateAll((els) => els.map((el) => el.getAttribute('value')));
    for (const value of values) {
      if (value !== position.accountId)
        await boxes.and(page.locator(`[value="${value}"]`)).uncheck();
    }

    const count = `${position.trades.toLocaleString('en-US')} ${position.trades === 1 ? 'trade' : 'trades'}`;
    await eventually(() => tradeCount(), 30_000).toBe(count);
    const factors = page.getByRole('region', { name: 'Lead-plaintiff factors' });
    await eventually(() => factors.textContent(), 30_000).toContain(
      `Shares bought in the class period (TSP)${position.bought.toLocaleString('en-US', { maximumFractionDigits: 4 })}`,
    );
    expect(await figure('fifo-net')).toMatch(/^-?\$[\d,]+\.\d{2}/);
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      case: position.caseId,
      security: position.securityId,
      client: position.clientId,
      accounts: position.accountId,
    });
    await settled();
    await screenshots(page, 'loss-calculator-case');

    // The draft keeps the trades: a reload shows them without loading them again.
    await page.getByLabel('Price, trade 1').fill('0.01');
    // Reload once the workbench's draft (saved a moment after each change) holds the price.
    await eventually(() =>
      page.evaluate(() =>
        Object.keys(sessionStorage)
          .filter((key) => key.startsWith('draft:') && key.endsWith(':loss-calculator:workbench'))
          .some((key) => /"price":"0\.01"/.test(sessionStorage.getItem(key) ?? '')),
      ),
    ).toBe(true);
    await page.reload();
    await eventually(() => page.getByLabel('Price, trade 1').inputValue()).toBe('0.01');
    expect(await tradeCount()).toBe(count);
    expect(errors).toEqual([]);
  });
});

interface Case {
  id: string;
  caption: string;
  securityIds: string[];
  classPeriodStart: string;
  classPeriodEnd: string;
  disclosureDate: string | null;
}

interface Position {
  caseId: string;
  caption: string;
  securityId: string;
  clientId: string;
  accountId: string;
  accountNumber: string;
  start: string;
  trades: number;
  bought: number;
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A case with an account that bought its security in the class period, and prices for its lookback. */
async function findPosition(): Promise<Position> {
  const cases = await api<{ items: Case[] }>('/cases?pageSize=100&sort=classPeriodEnd:asc');
  for (const c of cases.items) {
    const lookbackEnd = addDays(c.disclosureDate ?? addDays(c.classPeriodEnd, 1), 89);
    for (const securityId of c.securityIds) {
      const security = await api<{ lastCloseDate: string | null }>(`/securities/${securityId}`);
      if (!security.lastCloseDate || security.lastCloseDate < lookbackEnd) continue;
      const period = `securityId=${securityId}&side=buy&from=${c.classPeriodStart}&to=${c.classPeriodEnd}`;
      const buys = await api<{
        items: { accountId: string; accountNumber: string; clientId: string }[];
      }>(`/trades?${period}&pageSize=10`);
      const trade = buys.items[0];
      if (!trade) continue;
      const totals = await api<{ quantityBought: number }>(
        `/trades/totals?${period}&accountId=${trade.accountId}`,
      );
      const all = await api<{ total: number }>(
        `/trades?securityId=${securityId}&accountId=${trade.accountId}&pageSize=10`,
      );
      return {
        caseId: c.id,
        caption: c.caption,
        securityId,
        clientId: trade.clientId,
        accountId: trade.accountId,
        accountNumber: trade.accountNumber,
        start: c.classPeriodStart,
        trades: all.total,
        bought: totals.quantityBought,
      };
    }
  }
  throw new Error('No case has an account that bought its security in the class period');
}
