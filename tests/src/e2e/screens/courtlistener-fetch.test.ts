/**
 * A docket's entries fetched from CourtListener on the docket's panel, in real Chromium against
 * the shared stack, whose mock API reads a local replay of CourtListener's REST API v4
 * (tests/fixtures/courtlistener, started by shared-stack.setup.ts): the fetch followed until it
 * is done, its entries then listed, and a second fetch adding nothing. The docket (the replayed
 * one: D.D.C. 1:16-cv-00745) is opened for the test through the API.
 */
import { REPLAYED_DOCKET } from '@backoffice/core/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, writeHeaders, type ListPage } from '../api.ts';
import { describeViolations, violationsOf } from '../axe.ts';
import { at, screenshots, signedInBlank, useBrowser, watchConsole } from '../support.ts';

const browser = useBrowser();

async function replayedDocket(page: Page): Promise<string> {
  const { items } = await api<ListPage<{ id: string }>>(page, '/cases?pageSize=10');
  const res = await page.request.post(at('/api/v1/dockets'), {
    headers: writeHeaders(),
    data: {
      caseId: items[0]!.id,
      court: REPLAYED_DOCKET.court,
      docketNumber: REPLAYED_DOCKET.docketNumber,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const fetchRegion = (page: Page) => page.getByRole('region', { name: 'Fetch from CourtListener' });

describe('fetching a docket from CourtListener', () => {
  it('should fetch its entries once, show the result and list them', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    const id = await replayedDocket(page);
    await page.goto(at(`/dockets?docket=${id}`));
    const heading = `Docket ${REPLAYED_DOCKET.docketNumber}`;
    await page.getByRole('heading', { level: 2, name: heading }).waitFor();

    const n = String(REPLAYED_DOCKET.entries);
    await page.getByRole('button', { name: 'Fetch from CourtListener' }).click();
    await expect
      .poll(() => fetchRegion(page).textContent(), { timeout: 20_000 })
      .toContain(`${n} entries read, ${n} added, 0 unchanged`);
    await expect
      .poll(() => page.getByRole('region', { name: new RegExp(heading) }).textContent(), {
        timeout: 10_000,
      })
      .toContain(`Entries${n}`);
    await page
      .getByRole('region', { name: new RegExp(heading) })
      .getByText('Answer to Complaint')
      .first()
      .waitFor();
    const entries = await api<ListPage<unknown>>(page, `/dockets/${id}/entries?pageSize=10`);
    expect(entries.total).toBe(REPLAYED_DOCKET.entries);

    expect(describeViolations(`/dockets?docket=${id}`, await violationsOf(page))).toEqual([]);
    await screenshots(page, 'docket-courtlistener-fetch');

    await page.getByRole('button', { name: 'Fetch from CourtListener' }).click();
    await expect
      .poll(() => fetchRegion(page).textContent(), { timeout: 20_000 })
      .toContain(`0 added, ${n} unchanged`);
    expect(errors).toEqual([]);
  });

  it('should only show a read-only user the last fetch, without the action', async () => {
    const page = await signedInBlank(browser(), 'viewer');
    const { items } = await api<ListPage<{ id: string; docketNumber: string }>>(
      page,
      `/dockets?q=${REPLAYED_DOCKET.docketNumber}`,
    );
    await page.goto(at(`/dockets?docket=${items[0]!.id}`));
    await expect
      .poll(() => fetchRegion(page).textContent(), { timeout: 20_000 })
      .toContain('Fetched from CourtListener on');
    expect(await page.getByRole('button', { name: 'Fetch from CourtListener' }).count()).toBe(0);
  });
});
