/**
 * Settlements and claims, the journey staff make: a settlement is added to a settled demo case
 * (through the API: its form comes later), it is listed under Settlements, its page shows the
 * plan and a claim for each client that traded in the settlement class period; staff mark one
 * claim filed with its claim number, export its filing file and find the claim on the client's
 * Claims tab. A client-scoped viewer sees only
 * their clients' claims and totals, and cannot move them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Claim, Settlement } from '@backoffice/core/api';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR } from '../../browser.ts';
import { api, type ListPage } from '../api.ts';
import { addSettlement } from '../settlements.ts';
import { field } from '../forms.ts';
import { gridNamed, rowTexts } from '../grid.ts';
import { at, eventually, screenshots, signedInAt, signedInBlank, useBrowser } from '../support.ts';

const browser = useBrowser();
const NAME = `Settlement with the issuer ${String(Date.now())}`;
const VIEWER_CLIENTS = ['Northwind Teachers Retirement System', 'Bluestone Capital Partners LP'];

let settlement: Settlement;

beforeAll(async () => {
  const page = await signedInBlank(browser(), 'staff');
  settlement = await addSettlement(page, NAME);
  await page.context().close();
});

const claimsGrid = (page: Page) => gridNamed(page, 'Claims');

describe('settlements', () => {
  it('should list a settlement, show its claims and mark one filed, then export its filing file', async () => {
    const page = await signedInAt(browser(), 'staff', '/settlements');
    await page.getByRole('link', { name: NAME }).or(page.getByText(NAME)).first().click();
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByRole('heading', { name: 'Plan of allocation' }).waitFor();
    const claims = await api<ListPage<Claim>>(
      page,
      `/claims?settlementId=${settlement.id}&pageSize=100`,
    );
    expect(claims.total).toBeGreaterThan(2);
    await eventually(async () => (await rowTexts(claimsGrid(page), ['clientName'])).length).toBe(
      claims.total,
    );
    await screenshots(page, 'settlement');

    const first = claimsGrid(page).locator('[role="row"][row-index="0"]');
    const client = (await first.locator('[col-id="clientName"]').textContent()) ?? '';
    await first.getByLabel(`Move the claim of ${client} to`).selectOption('filed');
    const form = page.getByRole('form', { name: 'Mark filed' });
    await field(form, 'Filed on').fill('2026-07-01');
    await field(form, 'Claim number').fill('EP-778812');
    await form.getByRole('button', { name: 'Mark filed' }).click();
    await eventually(() => first.locator('[col-id="status"]').textContent()).toBe('Filed');
    await eventually(() => page.getByText(/1 filed; recognized losses/).count()).toBe(1);

    const download = page.waitForEvent('download');
    await first.getByRole('button', { name: `Filing file of ${client} as CSV` }).click();
    const file = await readFile(await (await download).path(), 'utf8');
    expect(file.split('\r\n')[0]).toBe(
      '"Claimant","Account","Tax ID","Security","CUSIP","Record","Date","Quantity","Price","Currency"',
    );
    expect(file).toContain(`"${client}"`);

    // Its summary, made in the browser: a PDF named by the claim.
    const pdf = page.waitForEvent('download');
    await first.getByRole('button', { name: `Summary of the claim of ${client} as PDF` }).click();
    const summary = await pdf;
    expect(summary.suggestedFilename()).toMatch(/^claim-CM-\d+\.pdf$/);
    const bytes = await readFile(await summary.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (process.env.SCREENSHOTS === '1') {
      await writeFile(path.join(ARTIFACTS_DIR, 'claim-summary.pdf'), bytes);
    }

    // The client's own page lists the claim under its Claims tab.
    const filed = await api<ListPage<Claim>>(
      page,
      `/claims?settlementId=${settlement.id}&status=filed`,
    );
    await page.goto(at(`/clients/client/${filed.items[0]!.clientId}/claims`));
    await eventually(() => rowTexts(claimsGrid(page), ['settlementName', 'status'])).toContain(
      `${NAME} Filed`,
    );
    await screenshots(page, 'client-claims');
  });

  it("should show a client-scoped viewer only their clients' claims, without moves", async () => {
    const page = await signedInAt(browser(), 'viewer', `/settlements/settlement/${settlement.id}`);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    const theirs = await api<ListPage<Claim>>(
      page,
      `/claims?settlementId=${settlement.id}&pageSize=100`,
    );
    expect(theirs.total).toBeGreaterThan(0);
    await eventually(async () => rowTexts(claimsGrid(page), ['clientName'])).toEqual(
      expect.arrayContaining([expect.stringMatching(VIEWER_CLIENTS.join('|'))]),
    );
    const shown = await rowTexts(claimsGrid(page), ['clientName']);
    expect(shown.length).toBe(theirs.total);
    expect(shown.every((name) => VIEWER_CLIENTS.includes(name))).toBe(true);
    expect(await page.getByText('Move to…').count()).toBe(0);
    await screenshots(page, 'settlement-viewer');
  });
});
