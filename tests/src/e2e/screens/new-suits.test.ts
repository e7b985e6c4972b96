/**
 * Suggested Cases in real Chromium against the shared stack: a real E.D.N.Y. CM/ECF RSS feed
 * (tests/fixtures/cmecf-rss) read with its progress and counts, its complaint against an issuer
 * of ours suggested, the case created in one click and found with its docket; the same feed
 * again adding nothing; each reading listed, one that is no RSS marked Failed with why; and a
 * feed carrying markup shown as text.
 */
import { readFileSync } from 'node:fs';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@backoffice/core';
import type { Docket, Security } from '@backoffice/core/api';
import { cusipCheckDigit, NOT_A_CMECF_FEED, usIsinOf } from '@backoffice/core/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, type ListPage } from '../api.ts';
import { field, fieldError } from '../forms.ts';
import { gridNamed, rowTexts } from '../grid.ts';
import {
  at,
  eventually,
  screenshots,
  signedInAt,
  signedInBlank,
  useBrowser,
  watchConsole,
} from '../support.ts';

const browser = useBrowser();
const feed = (name: string) =>
  readFileSync(new URL(`../../../fixtures/cmecf-rss/${name}`, import.meta.url));

/** The defendant of the feed's one complaint against a company, read off nyed.xml. */
const ISSUER = 'Maeil Janchi, Inc.';
const CASE_NAME = 'KIM v. MAEIL JANCHI, INC. et al';

/** The issuer as staff add a security, so the feed's complaint names one of ours. */
async function ensureSecurity(page: Page): Promise<Security> {
  const known = await api<ListPage<Security>>(page, `/securities?q=${encodeURIComponent('Maeil')}`);
  const found = known.items.find((s) => s.name === ISSUER);
  if (found) return found;
  const cusip = `MAEJ0001${String(cusipCheckDigit('MAEJ0001'))}`;
  const res = await page.request.post(at('/api/v1/securities'), {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(at('/')).origin },
    data: {
      cusip,
      isin: usIsinOf(cusip),
      ticker: 'MAEJ',
      name: ISSUER,
      exchange: 'NYSE',
      country: 'US',
      currency: 'USD',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Security;
}

const latestUpload = (page: Page) =>
  page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').first();
const rowOf = (page: Page, text: string) =>
  page.getByRole('main').locator('[role="row"]', { hasText: text });

async function readFeed(page: Page, name: string, file: string | Buffer): Promise<void> {
  await page.setInputFiles('#cmecf-feed', {
    name,
    mimeType: 'application/rss+xml',
    buffer: typeof file === 'string' ? feed(file) : file,
  });
  await page.getByRole('button', { name: 'Read feed' }).click();
}

describe('suggested cases from a court feed', () => {
  it('should suggest a real complaint against our issuer once and create its case with its docket', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    const security = await ensureSecurity(page);
    await page.goto(at('/suggestedCases'));
    await page.getByRole('heading', { level: 1, name: 'Suggested Cases' }).waitFor();

    await readFeed(page, 'nyed_1.xml', 'nyed.xml');
    await expect
      .poll(() => latestUpload(page).textContent())
      .toContain('E.D.N.Y.: 16 items read, 1 suggestion added, 0 already known');
    const row = rowOf(page, CASE_NAME);
    await expect.poll(() => row.textContent()).toContain('1:18-cv-03026');
    const shown = (await row.textContent()) ?? '';
    expect(shown).toContain('E.D.N.Y.');
    expect(shown).toContain(`${security.ticker} · ${ISSUER}`);
    expect(shown).toContain('Our issuer sued');
    await screenshots(page, 'suggested-cases');

    await row.getByRole('button', { name: 'Create case' }).click();
    const caseLink = row.getByRole('link', { name: /^Case CA-\d+$/ });
    await caseLink.waitFor();
    const caseId = ((await caseLink.textContent()) ?? '').replace('Case ', '');
    await caseLink.click();
    await page.getByRole('heading', { level: 1, name: CASE_NAME }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/cases/case/${caseId}`);

    await page.goto(at(`/dockets?caseId=${caseId}`));
    await expect
      .poll(() => page.getByRole('main').getByRole('grid').first().textContent())
      .toContain('1:18-cv-03026');
    const dockets = await api<ListPage<Docket>>(page, `/dockets?caseId=${caseId}`);
    expect(dockets.items.map((d) => [d.court, d.docketNumber])).toEqual([
      ['E.D.N.Y.', '1:18-cv-03026'],
    ]);

    await page.goto(at('/suggestedCases'));
    await readFeed(page, 'nyed_1.xml', 'nyed.xml');
    await expect
      .poll(() => latestUpload(page).textContent())
      .toContain('16 items read, 0 suggestions added, 1 already known');
    expect(errors).toEqual([]);
  });

  it("should show a feed's markup as text and let staff dismiss the suggestion", async () => {
    const page = await signedInBlank(browser(), 'staff');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(at('/suggestedCases'));
    await readFeed(page, 'markup.xml', 'hostile/markup-in-items.xml');
    await expect.poll(() => latestUpload(page).textContent()).toContain('1 suggestion added');
    const row = rowOf(page, 'Doe v. Acme alert(2) Securities Corp et al');
    await row.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => row.textContent()).toContain('Dismissed by staff');
    expect(await page.locator('main img, main script').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it("should list the feed's readings, a document that is no RSS marked Failed with why", async () => {
    const page = await signedInAt(browser(), 'staff', '/suggestedCases');
    const errors = watchConsole(page);
    await readFeed(page, 'sdny.xml', 'sdny.xml');
    await expect.poll(() => latestUpload(page).textContent()).toContain('16 items read');
    await readFeed(page, 'login.html', 'hostile/cmecf-login.html');
    await expect.poll(() => latestUpload(page).textContent()).toContain(NOT_A_CMECF_FEED);

    // Newest first: the refused upload marked Failed with why, then the good one with its counts.
    const readings = () =>
      rowTexts(gridNamed(page, 'Feed readings'), ['source', 'court', 'itemsRead', 'problem']);
    await eventually(async () => (await readings()).slice(0, 2)).toEqual([
      expect.stringContaining(`Uploaded — 0 Failed ${NOT_A_CMECF_FEED}`),
      'Uploaded S.D.N.Y. 16 Read',
    ]);
    const failed = gridNamed(page, 'Feed readings').locator('[data-feed-outcome="failed"]').first();
    expect(await failed.locator('.feed-reading-failed').textContent()).toBe('Failed');
    await page.getByRole('heading', { name: 'Feed readings' }).scrollIntoViewIfNeeded();
    await screenshots(page, 'feed-readings');
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
  });

  it('should let staff choose the securities of a suit that names none of ours, then create its case', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    // The hand-made feed's item, as another complaint against a company we hold no security of.
    const text = feed('hostile/markup-in-items.xml')
      .toString()
      .replace('1:26-cv-07299', '1:26-cv-07311')
      .replace(
        /<title><!\[CDATA\[1:26-cv-07311 [^\]]*\]\]><\/title>/,
        '<title>1:26-cv-07311 Roe v. Widget Holdings Securities Corp et al</title>',
      );
    const [security] = (await api<ListPage<Security>>(page, '/securities?pageSize=10')).items;
    await page.goto(at('/suggestedCases'));
    await readFeed(page, 'widget.xml', Buffer.from(text));
    await expect.poll(() => latestUpload(page).textContent()).toContain('1 suggestion added');
    const row = rowOf(page, 'Roe v. Widget Holdings Securities Corp et al');
    expect(await row.getByRole('button', { name: 'Create case' }).count()).toBe(0);

    await row.getByRole('button', { name: 'Choose securities' }).click();
    const dialog = page.getByRole('dialog', { name: /^The securities of Roe v\. Widget/ });
    const form = dialog.getByRole('form', { name: 'Securities of the suit' });
    await form.getByRole('button', { name: 'Create case' }).click();
    expect(await fieldError(form, 'Securities')).not.toBe('');

    await field(form, 'Securities').fill(security!.ticker);
    await form
      .getByRole('list', { name: 'Matching securities' })
      .getByRole('button')
      .filter({ hasText: security!.cusip })
      .click();
    await form
      .getByRole('list', { name: 'Chosen securities' })
      .getByText(security!.ticker, { exact: true })
      .waitFor();
    await screenshots(page, 'suggested-case-securities');
    await form.getByRole('button', { name: 'Create case' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const caseLink = row.getByRole('link', { name: /^Case CA-\d+$/ });
    await caseLink.waitFor();
    const caseId = ((await caseLink.textContent()) ?? '').replace('Case ', '');
    const made = await api<{ securityIds: string[]; caption: string }>(page, `/cases/${caseId}`);
    expect(made.securityIds).toEqual([security!.id]);
    expect(errors).toEqual([]);
  });
});
