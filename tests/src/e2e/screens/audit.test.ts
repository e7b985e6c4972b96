/**
 * The audit log against the real stack: an administrator edits a case through its form, sees
 * the change (who, when, the field before and after) in the case's History tab, and finds it
 * on the Admin Panel's audit log filtered by the user who made it. The test works on a case of
 * its own, so other files' records are untouched.
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@backoffice/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, openBrowser, screenshots, signedInPage, watchConsole } from '../support.ts';

let browser: Browser;
let admin: Page;
const caption = `In re Audit ${Date.now().toString(36)} Securities Litigation`;
const judge = 'Hon. Audrey Trail';

beforeAll(async () => {
  browser = await openBrowser();
  admin = await signedInPage(browser, 'admin');
});
afterAll(async () => {
  await browser.close();
});

async function createCase(page: Page): Promise<string> {
  const res = await page.request.post(at('/api/v1/cases'), {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(at('/')).origin },
    data: {
      caption,
      court: 'S.D.N.Y.',
      securityIds: ['SE-0001'],
      classPeriodStart: '2023-01-03',
      classPeriodEnd: '2023-09-29',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('the audit log', () => {
  let caseId = '';

  it("should show an administrator's edit in the case's History", async () => {
    const errors = watchConsole(admin);
    caseId = await createCase(admin);
    await admin.goto(at(`/cases/case/${caseId}/edit`));
    await admin.getByRole('form', { name: 'Edit case' }).getByLabel('Judge').fill(judge);
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.waitForURL(at(`/cases/case/${caseId}`));

    await admin.getByRole('tab', { name: 'History' }).click();
    await admin.waitForURL(at(`/cases/case/${caseId}/history`));
    const history = admin.getByRole('region', { name: 'History' });
    const edit = history.getByRole('listitem').filter({ hasText: 'Updated by Ada Admin' });
    await edit.first().waitFor();
    expect(await edit.first().textContent()).toMatch(
      /Judge\s*—\s*→?\s*became\s*Hon\. Audrey Trail/,
    );
    await history
      .getByRole('listitem')
      .filter({ hasText: 'Created by Ada Admin' })
      .first()
      .waitFor();
    await screenshots(admin, 'case-history');
    expect(errors).toEqual([]);
  });

  it('should list the edit on the audit screen, filtered by the user who made it', async () => {
    await admin.goto(at('/admin?tab=audit'));
    await admin.getByRole('row').filter({ hasText: 'Ada Admin' }).first().waitFor();
    const filters = admin.getByRole('button', { name: /^Filters/ });
    // Open on a desktop, folded away on a phone.
    if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
    await admin.getByRole('combobox', { name: 'Changed by' }).fill('admin');
    await admin
      .getByRole('listbox', { name: 'Changed by: matches' })
      .getByRole('option')
      .filter({ hasText: 'Ada Admin' })
      .first()
      .click();
    await admin.waitForURL((url) => (url.searchParams.get('audit.actorId') ?? '') !== '');
    await admin.getByLabel('Search:', { exact: true }).fill(caseId);
    await admin.waitForURL((url) => url.searchParams.get('audit.q') === caseId);
    const row = admin.getByRole('row').filter({ hasText: judge });
    await row.first().waitFor();
    const text = (await row.first().textContent()) ?? '';
    expect(text).toContain('Ada Admin (admin)');
    expect(text).toContain(`Case: ${caption}`);
    expect(text).toMatch(/Judge\s*—\s*→?\s*became\s*Hon\. Audrey Trail/);
    await screenshots(admin, 'audit-log');
  });
});
