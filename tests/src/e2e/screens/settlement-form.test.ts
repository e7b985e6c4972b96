/**
 * The settlement form, as staff use it: New settlement from the Settlements screen, a case
 * chosen, money typed in dollars, a plan of two inflation ranges; the fees over the fund and a
 * range ending before it starts are refused next to their fields before anything is sent; the
 * saved settlement (in cents) is then edited from its page, and its claim deadline is listed
 * under Deadlines.
 */
import type { Case, Security, Settlement } from '@backoffice/core/api';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, type ListPage } from '../api.ts';
import { errorOf, field } from '../forms.ts';
import { at, eventually, screenshots, signedInAt, useBrowser } from '../support.ts';

const browser = useBrowser();
const CASE_ID = 'CA-0021';
const NAME = `Settlement with the auditors ${String(Date.now())}`;

async function fillDate(scope: Locator, label: string, value: string): Promise<void> {
  const control = field(scope, label);
  await control.fill(value);
  await control.press('Tab');
}

describe('the settlement form', () => {
  it('should refuse a bad plan by its fields, create the settlement in cents, edit it and list its deadline', async () => {
    const page = await signedInAt(browser(), 'staff', '/settlements');
    const c = await api<Case>(page, `/cases/${CASE_ID}`);
    const security = await api<Security>(page, `/securities/${c.securityIds[0] ?? ''}`);
    await page.getByRole('link', { name: 'New settlement' }).click();
    const form = page.getByRole('form', { name: 'New settlement' });
    await form.getByRole('combobox', { name: 'Case' }).fill(c.caption.slice(0, 24));
    await form
      .getByRole('listbox', { name: 'Matching cases' })
      .getByRole('option')
      .filter({ hasText: c.caption })
      .first()
      .click();
    await field(form, 'Name').fill(NAME);
    await field(form, 'Gross fund \\(USD\\)').fill('2,000,000');
    await field(form, "Attorneys' fees awarded \\(USD\\)").fill('1,900,000');
    await field(form, 'Expenses awarded \\(USD\\)').fill('150,000.50');
    await field(form, 'Administrator').fill('Epiq Class Action Services');
    await fillDate(form, 'Claim-filing deadline', '2026-12-15');
    await fillDate(form, 'Class period start', c.classPeriodStart);
    await fillDate(form, 'Class period end', c.classPeriodEnd);
    await form.getByRole('searchbox', { name: 'Eligible securities' }).fill(security.ticker);
    await form.getByRole('button', { name: new RegExp(`^${security.ticker} `) }).click();
    await field(form, `${security.ticker} lookback mean \\(USD\\)`).fill('12.40');
    const first = form.getByRole('group', { name: `${security.ticker} range 1` });
    await fillDate(first, 'From', c.classPeriodStart);
    await fillDate(first, 'To', '2000-01-01');
    await field(first, 'Inflation per share \\(USD\\)').fill('3.10');
    await form.getByRole('button', { name: `Add a ${security.ticker} range` }).click();
    const second = form.getByRole('group', { name: `${security.ticker} range 2` });
    await fillDate(second, 'From', c.classPeriodEnd);
    await field(second, 'Inflation per share \\(USD\\)').fill('1.25');

    await form.getByRole('button', { name: 'Create settlement' }).click();
    const fees = field(form, "Attorneys' fees awarded \\(USD\\)");
    await eventually(() => errorOf(fees)).toBe(
      'The fees and expenses awarded are more than the gross fund',
    );
    expect(await errorOf(field(first, 'To'))).toBe('The range ends before it starts');
    expect(page.url()).toMatch(/\/settlements\/new$/);
    await screenshots(page, 'settlement-create');

    await fees.fill('500,000');
    await fillDate(first, 'To', c.classPeriodStart);
    await form.getByRole('button', { name: 'Create settlement' }).click();
    await page.waitForURL(/\/settlements\/settlement\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    const id = page.url().split('/').pop() ?? '';
    const saved = await api<Settlement>(page, `/settlements/${id}`);
    expect(saved).toMatchObject({
      caseId: CASE_ID,
      grossFund: 2_000_000_00,
      feesAwarded: 500_000_00,
      expensesAwarded: 150_000_50,
      netFund: 1_349_999_50,
      minimumPayment: 10_00,
      administrator: { name: 'Epiq Class Action Services', website: null },
    });
    expect(saved.securities).toEqual([
      {
        securityId: security.id,
        lookbackMean: 12.4,
        inflation: [
          { from: c.classPeriodStart, to: c.classPeriodStart, perShare: 3.1 },
          { from: c.classPeriodEnd, to: null, perShare: 1.25 },
        ],
      },
    ]);

    await page.getByRole('link', { name: 'Edit settlement' }).click();
    const edit = page.getByRole('form', { name: 'Edit settlement' });
    expect(await field(edit, 'Gross fund \\(USD\\)').inputValue()).toMatch(/^2,?000,?000$/);
    await fillDate(edit, 'Claim-filing deadline', '2027-01-29');
    await edit.getByRole('button', { name: `Remove ${security.ticker} range 2` }).click();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(new RegExp(`/settlements/settlement/${id}$`));
    await eventually(
      async () => (await api<Settlement>(page, `/settlements/${id}`)).claimDeadline,
    ).toBe('2027-01-29');
    const edited = await api<Settlement>(page, `/settlements/${id}`);
    expect(edited.securities[0]?.inflation).toHaveLength(1);
    expect(edited.grossFund).toBe(2_000_000_00);

    // The case's Deadlines tab lists the moved claim deadline, linked to the settlement.
    await page.goto(at(`/cases/case/${CASE_ID}/deadlines`));
    const dates = page.getByRole('table', { name: 'Settlement deadlines of the case' });
    const claimDeadline = dates.getByRole('link', { name: `Claim deadline: ${NAME}` });
    await claimDeadline.waitFor();
    expect(await dates.locator(`[data-event-id="${id}-CD"]`).textContent()).toContain(
      'Jan 29, 2027',
    );
    await screenshots(page, 'case-settlement-deadlines');
    await claimDeadline.click();
    await page.waitForURL(new RegExp(`/settlements/settlement/${id}$`));
  });

  it('should offer neither New settlement nor Edit to the read-only viewer', async () => {
    const page = await signedInAt(browser(), 'viewer', '/settlements');
    await page.getByRole('heading', { level: 1, name: 'Settlements' }).waitFor();
    const [first] = (await api<ListPage<Settlement>>(page, '/settlements?pageSize=10')).items;
    expect(first).toBeDefined();
    expect(await page.getByRole('link', { name: 'New settlement' }).count()).toBe(0);
    await page.goto(at(`/settlements/settlement/${first!.id}`));
    await page.getByRole('heading', { level: 1, name: first!.name }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit settlement' }).count()).toBe(0);
    await page.goto(at('/settlements/new'));
    await page.getByText('You do not have permission to add settlements.').waitFor();
  });
});
