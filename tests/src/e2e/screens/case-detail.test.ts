/**
 * The Case screen and Create New Case: a case opened from the list shows data on every tab,
 * each tab at a URL of its own that a reload restores; the create form refuses bad input next
 * to the fields and keeps it, then opens the new case; edit, status moves and delete (with the
 * refusal for a case others depend on); and who sees which actions. Expected values are read
 * from the API while signed in, so records other files create do not matter.
 */
import { IDEMPOTENCY_KEY_HEADER } from '@backoffice/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, type ListPage, writeHeaders } from '../api.ts';
import { errorOf } from '../forms.ts';
import { rowTexts } from '../grid.ts';
import { searchFor } from '../lists.ts';
import {
  at,
  eventually,
  screenshots,
  useBrowser,
  watchConsole,
  signedInAt,
  signedInBlank,
} from '../support.ts';

const browser = useBrowser();

interface CaseRow {
  id: string;
  caption: string;
  court: string;
  judge: string;
  docketNumber: string | null;
  status: string;
  securityIds: string[];
  classPeriodEnd: string;
  deadlines: { description: string }[];
  statusHistory: { status: string }[];
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

interface Ranking {
  caseId: string;
  runId: string;
  ranking: { clientName: string; fifoNet: number }[];
}

/**
 * A case with rows on every tab: dockets, motions and a completed loss run (with as many
 * clients ranked as any).
 */
async function richCase(page: Page): Promise<CaseRow> {
  const overview = await api<{ leadPlaintiff: Ranking[] }>(page, '/loss-overview');
  const byClients = overview.leadPlaintiff
    .toSorted((a, b) => b.ranking.length - a.ranking.length)
    .map((r) => r.caseId);
  for (const caseId of byClients) {
    const totals = await Promise.all(
      ['/dockets', '/motions'].map(
        async (path) => (await api<ListPage<unknown>>(page, `${path}?caseId=${caseId}`)).total,
      ),
    );
    if (totals.every((t) => t > 0)) return api<CaseRow>(page, `/cases/${caseId}`);
  }
  throw new Error('no case has dockets, motions and a completed loss run');
}

/** The texts of one column of a grid's rows, in the grid's order. */
const shownColumn = (page: Page, gridName: string, colId: string) =>
  rowTexts(grid(page, gridName), [colId]);

async function openTab(page: Page, c: CaseRow, tab: string, subPage: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await page.waitForURL(at(`/cases/case/${c.id}/${subPage}`));
}

describe('a case', () => {
  it('should open from the case list and show data on every tab, each at its own URL', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    const c = await richCase(page);

    await page.goto(at('/cases'));
    await searchFor(page, c.id);
    // Click once the list shows the case found, alone: a click while the grid swaps the first
    // page's rows for the found one was lost (its row replaced under the pointer).
    await eventually(() => shownColumn(page, 'Case List', 'caption')).toEqual([c.caption]);
    const row = grid(page, 'Case List').getByRole('gridcell', { name: c.caption, exact: true });
    await row.click();
    await page.waitForURL(at(`/cases/case/${c.id}`));
    await heading(page).filter({ hasText: c.caption }).waitFor();

    const details = await region(page, 'Details').textContent();
    expect(details).toContain(c.court);
    expect(details).toContain(c.docketNumber);
    expect(details).toContain(c.judge);
    const deadlines = await region(page, 'Deadlines').textContent();
    expect(deadlines).toContain(c.deadlines[0]?.description);
    await screenshots(page, 'case-overview');

    await openTab(page, c, 'Securities & class period', 'securities');
    const security = await api<{ ticker: string; cusip: string }>(
      page,
      `/securities/${c.securityIds[0] ?? ''}`,
    );
    const panel = region(page, `Security ${security.ticker}`);
    await panel.getByText(security.cusip).waitFor();
    const chart = panel.getByRole('img', { name: new RegExp(`^${security.ticker} daily close`) });
    await chart.waitFor();
    await panel.locator('.recharts-line').first().waitFor();
    expect(await chart.getAttribute('aria-label')).toContain('class period shaded');
    await screenshots(page, 'case-securities');

    await openTab(page, c, 'Dockets', 'dockets');
    const dockets = await api<ListPage<{ id: string; docketNumber: string }>>(
      page,
      `/dockets?caseId=${c.id}`,
    );
    await eventually(() => shownColumn(page, 'Dockets of the case', 'docketNumber')).toEqual(
      dockets.items.map((d) => d.docketNumber),
    );
    // A docket leads to the Dockets screen, narrowed to the case, showing its entries.
    const [docket] = dockets.items;
    await grid(page, 'Dockets of the case')
      .getByRole('gridcell', { name: docket?.docketNumber, exact: true })
      .click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/dockets' &&
        url.searchParams.get('caseId') === c.id &&
        url.searchParams.get('docket') === docket?.id,
    );
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/cases/case/${c.id}/dockets`);

    await openTab(page, c, 'Motions', 'motions');
    const motions = await api<ListPage<{ id: string; title: string }>>(
      page,
      `/motions?caseId=${c.id}&pageSize=100`,
    );
    await eventually(async () =>
      (await shownColumn(page, 'Motions of the case', 'title')).sort(),
    ).toEqual(motions.items.map((m) => m.title).sort());
    // A motion opens on the Motions screen.
    const [motion] = motions.items;
    await grid(page, 'Motions of the case')
      .getByRole('gridcell', { name: motion?.title, exact: true })
      .click();
    await page.waitForURL(
      (url) => url.pathname === '/motions' && url.searchParams.get('motion') === motion?.id,
    );
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/cases/case/${c.id}/motions`);

    await openTab(page, c, 'Clients & losses', 'clients');
    const overview = await api<{ leadPlaintiff: Ranking[] }>(page, `/loss-overview?caseId=${c.id}`);
    const [top] = overview.leadPlaintiff[0]?.ranking ?? [];
    const lossChart = page.getByRole('img', { name: /^FIFO net loss by client: / });
    await lossChart.waitFor();
    expect(await lossChart.getAttribute('aria-label')).toContain(top?.clientName);
    const table = page.getByRole('region', { name: /^Clients \(\d+\)/ });
    await table.getByRole('link', { name: top?.clientName }).first().waitFor();
    expect(await table.locator('tbody tr').first().textContent()).toContain(top?.clientName);
    await screenshots(page, 'case-clients');

    await openTab(page, c, 'Timeline', 'timeline');
    const timeline = region(page, 'Timeline');
    await timeline
      .getByText(/filed on docket/)
      .first()
      .waitFor();
    const text = await timeline.textContent();
    expect(text).toContain('Status: Investigation');
    expect(text).toContain(`Hearing: `);
    expect(text).toContain(`Deadline: `);
    await screenshots(page, 'case-timeline');

    await page.reload();
    const tab = page.getByRole('tab', { name: 'Timeline' });
    await eventually(() => tab.getAttribute('aria-selected')).toBe('true');
    await region(page, 'Timeline')
      .getByText(/filed on docket/)
      .first()
      .waitFor();
    await page.goto(at(`/cases/case/${c.id}/securities`));
    await region(page, `Security ${security.ticker}`).waitFor();
    expect(errors).toEqual([]);
  });

  it('should say clearly when there is no such case', async () => {
    const page = await signedInAt(browser(), 'staff', '/cases/case/CA-NOPE-0000');
    await heading(page).filter({ hasText: 'Case not found' }).waitFor();
    expect(await page.getByText('There is no case CA-NOPE-0000').isVisible()).toBe(true);
  });
});

describe('creating, editing and deleting a case', () => {
  it('should refuse bad input next to the fields, keep it, then create, edit and move the case', async () => {
    const page = await signedInAt(browser(), 'staff', '/createNewCase');
    const errors = watchConsole(page);
    await heading(page).filter({ hasText: 'Create New Case' }).waitFor();
    const form = page.getByRole('form', { name: 'New case' });
    const caption = form.getByLabel('Caption');
    const court = form.getByLabel('Court');
    const start = form.getByLabel('Class period start');
    const end = form.getByLabel('Class period end');
    const securities = form.getByRole('searchbox', { name: 'Securities', exact: true });

    await form.getByRole('button', { name: 'Create case' }).click();
    await eventually(() => errorOf(caption)).toBe('Required');
    expect(await caption.getAttribute('aria-invalid')).toBe('true');
    expect(await errorOf(court)).toBe('Required');
    expect(await errorOf(securities)).not.toBe('');

    const security = (await api<ListPage<{ id: string; ticker: string }>>(page, '/securities'))
      .items[0];
    await securities.fill(security?.ticker ?? '');
    await form.getByRole('button', { name: new RegExp(`^${security?.ticker ?? ''} `) }).click();
    await form.getByRole('button', { name: `Remove ${security?.ticker ?? ''}` }).waitFor();
    await court.fill('D. Del.');
    await start.fill('2024-02-30');
    await end.fill('2024-01-31');
    await end.press('Tab');
    await form.getByRole('button', { name: 'Create case' }).click();
    await eventually(() => errorOf(start)).toBe('2024-02-30 is not a date');
    await start.fill('2024-06-28');
    await start.press('Tab');
    await form.getByRole('button', { name: 'Create case' }).click();
    await eventually(() => errorOf(end)).toBe('The class period ends before it starts');
    expect(await errorOf(caption)).toBe('Required');
    expect(await court.inputValue()).toBe('D. Del.');
    expect(await end.inputValue()).toBe('2024-01-31');
    // The first error took the focus and scrolled; photograph the form from its top.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await screenshots(page, 'case-create');

    const title = `In re E2E ${Date.now()} Corp. Securities Litigation`;
    await caption.fill(title);
    await start.fill('2024-01-02');
    await start.press('Tab');
    // The answer to the create is lost on its way back, though the case was made. Sent again,
    // it is made once: the form sends the same idempotency key for the same input.
    const keys: string[] = [];
    await page.route(at('/api/v1/cases'), async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') {
        await route.fallback();
        return;
      }
      keys.push(request.headers()[IDEMPOTENCY_KEY_HEADER] ?? '');
      if (keys.length > 1) {
        await route.fallback();
        return;
      }
      expect((await route.fetch()).status()).toBe(201);
      await route.abort('connectionreset');
    });
    await form.getByRole('button', { name: 'Create case' }).click();
    await form.locator('.form-failure').waitFor();
    expect(await caption.inputValue()).toBe(title);
    // The browser reports the lost answer in its console, and nothing else may be there.
    await eventually(() => errors.length).toBeGreaterThan(0);
    expect(errors.splice(0)).toEqual([expect.stringContaining('net::ERR_CONNECTION_RESET')]);
    await form.getByRole('button', { name: 'Create case' }).click();
    await page.waitForURL(/\/cases\/case\/CA-\d+$/);
    await page.unroute(at('/api/v1/cases'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^\S{16,}$/);
    expect(keys[1]).toBe(keys[0]);
    const named = await api<ListPage<CaseRow>>(page, `/cases?q=${encodeURIComponent(title)}`);
    expect(named.total).toBe(1);
    await heading(page).filter({ hasText: title }).waitFor();
    await page.getByText('Case created', { exact: true }).waitFor();
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const saved = await api<CaseRow>(page, `/cases/${id}`);
    expect(saved).toMatchObject({ caption: title, court: 'D. Del.', status: 'investigation' });
    expect(saved.securityIds).toEqual([security?.id]);

    // Edit: a changed field is saved; staff may edit but not delete.
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(at(`/cases/case/${id}/edit`));
    const judge = page.getByRole('form', { name: 'Edit case' }).getByLabel('Judge');
    expect(await page.getByLabel('Caption').inputValue()).toBe(title);
    await judge.fill('Hon. Edith Example');
    await screenshots(page, 'case-edit');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(at(`/cases/case/${id}`));
    await region(page, 'Details').getByText('Hon. Edith Example').waitFor();
    expect((await api<CaseRow>(page, `/cases/${id}`)).judge).toBe('Hon. Edith Example');

    // The status moves one step along the life cycle, and the timeline records it.
    await page.getByLabel('Move to').selectOption('filed');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText('Status changed to Filed', { exact: true }).waitFor();
    await eventually(async () => (await api<CaseRow>(page, `/cases/${id}`)).status).toBe('filed');
    await openTab(page, saved, 'Timeline', 'timeline');
    await region(page, 'Timeline').getByText('Status: Filed').waitFor();
    expect(errors).toEqual([]);

    // An administrator deletes it.
    const admin = await signedInBlank(browser(), 'admin');
    await admin.goto(at(`/cases/case/${id}`));
    await heading(admin).filter({ hasText: title }).waitFor();
    await admin.getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete case' }).click();
    await admin.waitForURL(at('/cases'));
    await admin.getByText('Case deleted', { exact: true }).waitFor();
    expect((await admin.request.get(at(`/api/v1/cases/${id}`))).status()).toBe(404);
    // A long journey (errors, a lost answer, an edit, a move): twice the project's ceiling.
  }, 240_000);

  it('should start a loss run from the losses tab and show how it ended, for who may', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    const c = await richCase(page);
    const before = await api<ListPage<{ id: string }>>(
      page,
      `/loss-runs?caseId=${c.id}&pageSize=100`,
    );
    await page.goto(at(`/cases/case/${c.id}/clients`));
    const panel = region(page, 'Loss run');
    await panel.getByText(/^Last run LR-\d+ completed/).waitFor();
    await panel.getByRole('button', { name: 'Run losses' }).click();
    // The new run is the case's newest: queued or running first, then completed (a fast one
    // may skip straight to the end between two polls).
    const newest = async () =>
      (
        await api<ListPage<{ id: string; status: string; createdBy: string }>>(
          page,
          `/loss-runs?caseId=${c.id}`,
        )
      ).items[0];
    await eventually(async () => (await newest())?.id).not.toBe(before.items[0]?.id);
    const run = (await newest())!;
    expect(before.items.map((r) => r.id)).not.toContain(run.id);
    expect(run.createdBy).toBe('staff');
    await panel.getByText(new RegExp(`^Last run ${run.id} completed`)).waitFor();
    await page.getByRole('img', { name: /^FIFO net loss by client: / }).waitFor();
    await screenshots(page, 'case-loss-run');
    expect(errors).toEqual([]);

    // The read-only viewer sees where the run stands but has no button to start one.
    const viewer = await signedInBlank(browser(), 'viewer');
    await viewer.goto(at(`/cases/case/${c.id}/clients`));
    await region(viewer, 'Loss run')
      .getByText(/^Last run LR-\d+ completed/)
      .waitFor();
    expect(await viewer.getByRole('button', { name: 'Run losses' }).count()).toBe(0);
  });

  it('should explain why a case with docket entries, motions, deadlines or loss runs is not deleted', async () => {
    const page = await signedInBlank(browser(), 'admin');
    const c = await richCase(page);
    await page.goto(at(`/cases/case/${c.id}`));
    await heading(page).filter({ hasText: c.caption }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete case' }).click();
    const alert = dialog.getByRole('alert');
    await alert
      .filter({ hasText: 'still has docket entries, motions, deadlines or loss runs' })
      .waitFor();
    expect(await alert.textContent()).toContain(`${c.caption} was not deleted`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe(`/cases/case/${c.id}`);
    expect((await page.request.get(at(`/api/v1/cases/${c.id}`))).status()).toBe(200);
  });

  it('should confirm a move to a final status before making it', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const created = await page.request.post(at('/api/v1/cases'), {
      headers: writeHeaders(),
      data: {
        caption: `In re E2E Final ${Date.now()} Inc.`,
        court: 'D. Mass.',
        securityIds: ['SE-0003'],
        classPeriodStart: '2024-02-01',
        classPeriodEnd: '2024-08-30',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as CaseRow;
    await page.goto(at(`/cases/case/${id}`));
    await page.getByLabel('Move to').selectOption('dismissed');
    await screenshots(page, 'case-status');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Move the case to Dismissed?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await api<CaseRow>(page, `/cases/${id}`)).status).toBe('investigation');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await dialog.getByRole('button', { name: 'Move to Dismissed' }).click();
    await page.getByText('Dismissed is final: the status does not change any more.').waitFor();
    expect((await api<CaseRow>(page, `/cases/${id}`)).status).toBe('dismissed');
  });
});

describe('who sees what', () => {
  it('should show the viewer no create, edit, delete or status change', async () => {
    const page = await signedInBlank(browser(), 'viewer');
    const [c] = (await api<ListPage<CaseRow>>(page, '/cases')).items;
    await page.goto(at(`/cases/case/${c?.id ?? ''}`));
    await heading(page).filter({ hasText: c?.caption }).waitFor();
    await region(page, 'Details').waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await page.getByLabel('Move to').count()).toBe(0);

    await page.goto(at(`/cases/case/${c?.id ?? ''}/edit`));
    await page.getByText('You do not have permission to edit cases.').waitFor();
    expect(await page.getByRole('form').count()).toBe(0);

    await page.goto(at('/createNewCase'));
    await heading(page).filter({ hasText: 'Create New Case' }).waitFor();
    await page.getByText('You do not have permission to create cases.').waitFor();
    expect(await page.getByLabel('Caption').count()).toBe(0);
  });
});
