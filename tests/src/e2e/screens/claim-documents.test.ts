/**
 * A claim's documents on screen: staff open a claim from its settlement's Claims table, upload a
 * real PDF (a small one written by core's `samplePdf`, there being no PDF among the fixtures) as
 * a deficiency letter, see it listed and in the claim's history, download it and get the same
 * bytes, and mark the claim deficient from the letter; an HTML page renamed .pdf is refused with the server's words. A client-scoped viewer
 * sees the list and downloads, with no upload. The open panel passes axe's WCAG 2.1 AA rules.
 */
import { readFile } from 'node:fs/promises';
import type { Claim, Settlement } from '@backoffice/core/api';
import { samplePdf } from '@backoffice/core/testing';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, writeHeaders, type ListPage } from '../api.ts';
import { describeViolations, violationsOf } from '../axe.ts';
import { field } from '../forms.ts';
import { gridNamed } from '../grid.ts';
import { addSettlement } from '../settlements.ts';
import { at, eventually, screenshots, signedInAt, signedInBlank, useBrowser } from '../support.ts';

const browser = useBrowser();
const VIEWER_CLIENTS = ['Northwind Teachers Retirement System', 'Bluestone Capital Partners LP'];
const PDF = Buffer.from(samplePdf('Deficiency notice: broker statements missing'));

let settlement: Settlement;

beforeAll(async () => {
  const page = await signedInBlank(browser(), 'staff');
  settlement = await addSettlement(page, `Settlement with documents ${String(Date.now())}`);
  await page.context().close();
});

/** The viewer's first claim under the settlement: one both users see. */
async function sharedClaim(page: Page): Promise<Claim> {
  const claims = await api<ListPage<Claim>>(
    page,
    `/claims?settlementId=${settlement.id}&pageSize=100`,
  );
  const claim = claims.items.find((c) => VIEWER_CLIENTS.includes(c.clientName));
  if (!claim) throw new Error('no claim of the viewer’s clients under the settlement');
  return claim;
}

async function openClaim(page: Page, claim: Claim): Promise<Locator> {
  await page.goto(at(`/settlements/settlement/${settlement.id}`));
  const grid = gridNamed(page, 'Claims');
  await grid
    .getByRole('button', { name: `Documents and history of the claim of ${claim.clientName}` })
    .click();
  const panel = page.getByRole('dialog', { name: `Claim of ${claim.clientName}` });
  await panel.getByRole('heading', { name: 'Documents' }).waitFor();
  return panel;
}

describe("a claim's documents", () => {
  it('should upload a PDF, list it with its history, and download the same bytes', async () => {
    const page = await signedInAt(browser(), 'staff', '/settlements');
    const claim = await sharedClaim(page);
    // Filed, as a claim is when the administrator writes of a deficiency.
    for (const body of [
      { status: 'in_preparation' },
      { status: 'filed', filedOn: '2026-10-01', claimNumber: 'EP-5501' },
    ]) {
      const moved = await page.request.put(at(`/api/v1/claims/${claim.id}/status`), {
        headers: writeHeaders(),
        data: body,
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    const panel = await openClaim(page, claim);
    await panel.getByLabel('Kind of document').selectOption('deficiency_letter');
    await panel.getByLabel(/^File/).setInputFiles({
      name: 'deficiency-letter.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await panel.getByRole('button', { name: 'Upload document' }).click();
    const row = panel.getByRole('row', { name: /deficiency-letter\.pdf/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Deficiency letter');
    expect(await row.textContent()).toContain('staff');
    await eventually(() => panel.getByText('Deficiency letter added').count()).toBe(1);

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download deficiency-letter.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('deficiency-letter.pdf');
    expect(Buffer.compare(await readFile(await file.path()), PDF)).toBe(0);

    // The letter offers the move it calls for: the claim marked deficient, its history says so.
    await panel.getByRole('button', { name: 'Mark the claim deficient' }).click();
    const form = page.getByRole('form', { name: 'Mark deficient' });
    await field(form, 'Reason in the deficiency letter').fill('Broker statements missing');
    await field(form, 'Cure by').fill('2026-12-15');
    await form.getByRole('button', { name: 'Mark deficient' }).click();
    await eventually(() =>
      panel.getByText('Deficient: Broker statements missing; cure by 2026-12-15').count(),
    ).toBe(1);

    await panel.getByLabel(/^File/).setInputFiles({
      name: 'letter.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    await panel.getByRole('button', { name: 'Upload document' }).click();
    await eventually(() => panel.getByRole('alert').first().textContent()).toMatch(
      /not accepted.*accepted: PDF, PNG/,
    );
    expect(await panel.getByRole('row', { name: /letter\.pdf/ }).count()).toBe(1);
    await screenshots(page, 'claim-documents');
    const violations = await violationsOf(page);
    expect(describeViolations('claim documents panel', violations)).toEqual([]);
  });

  it('should let a viewer see and download the documents, without an upload', async () => {
    const staff = await signedInBlank(browser(), 'staff');
    const claim = await sharedClaim(staff);
    const res = await staff.request.post(
      at(`/api/v1/claims/${claim.id}/documents?kind=administrator_letter&fileName=notice.pdf`),
      {
        headers: { ...writeHeaders(), 'content-type': 'application/pdf' },
        data: Buffer.from(samplePdf('Notice to the viewer')),
      },
    );
    expect(res.status(), await res.text()).toBe(201);
    await staff.context().close();

    const page = await signedInAt(browser(), 'viewer', '/settlements');
    const panel = await openClaim(page, claim);
    await panel.getByRole('row', { name: /notice\.pdf/ }).waitFor();
    expect(await panel.getByRole('button', { name: 'Download notice.pdf' }).count()).toBe(1);
    expect(await panel.getByRole('button', { name: 'Upload document' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await screenshots(page, 'claim-documents-viewer');
    expect(describeViolations('claim documents (viewer)', await violationsOf(page))).toEqual([]);
  });
});
