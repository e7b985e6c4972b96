/**
 * The audit log against the real stack: an administrator edits a case through its form, sees
 * the change (who, when, the field before and after) in the case's History tab, and finds it
 * on the Admin Panel's audit log filtered by the user who made it. A loss run and a report job
 * started through the API show who started them, and with what, in their pages' History. The
 * test works on a case of its own, so other files' records are untouched (a break's History is
 * checked where discrepancies.test.ts explains one: explaining another here would change the
 * count of open breaks that file waits for).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, type ListPage, writeHeaders } from '../api.ts';
import { at, eventually, useBrowser, screenshots, signedInPage, watchConsole } from '../support.ts';

const browser = useBrowser();
let admin: Page;
const caption = `In re Audit ${Date.now().toString(36)} Securities Litigation`;
const judge = 'Hon. Audrey Trail';

beforeAll(async () => {
  admin = await signedInPage(browser(), 'admin');
});

/** POST /api/v1<path> as the page's user, which must create a record; its id. */
async function create(page: Page, path: string, data: object): Promise<string> {
  const res = await page.request.post(at(`/api/v1${path}`), {
    headers: writeHeaders(),
    data,
  });
  expect(res.status(), path).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * Starts a loss run on the case as the page's user; its id. Creating the case made the system
 * start a run of its own once the case had gone 2 s without a change (auto-runs), and a case
 * runs one at a time: while that run is under way the API answers 409, so wait for it to end.
 */
async function startLossRun(page: Page, caseId: string): Promise<string> {
  const post = () =>
    page.request.post(at('/api/v1/loss-runs'), { headers: writeHeaders(), data: { caseId } });
  let res = await post();
  if (res.status() === 409) {
    await eventually(async () => {
      const runs = await api<ListPage<{ status: string }>>(page, `/loss-runs?caseId=${caseId}`);
      return runs.items.filter((r) => r.status === 'queued' || r.status === 'running').length;
    }, 60_000).toBe(0);
    res = await post();
  }
  expect(res.status(), '/loss-runs').toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const createCase = (page: Page) =>
  create(page, '/cases', {
    caption,
    court: 'S.D.N.Y.',
    securityIds: ['SE-0001'],
    classPeriodStart: '2023-01-03',
    classPeriodEnd: '2023-09-29',
  });

/**
 * A record page's History section (closed until asked for): opened, with its entry for the
 * given action by Ada Admin; the entry's text.
 */
async function historyEntry(page: Page, action: string): Promise<string> {
  await page.locator('summary', { hasText: /^History$/ }).click();
  const entry = page
    .getByRole('region', { name: 'History' })
    .getByRole('listitem')
    .filter({ hasText: `${action} by Ada Admin` })
    .first();
  await entry.waitFor();
  return (await entry.textContent()) ?? '';
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

  it("should show who started a loss run, and on which case, in the run's History", async () => {
    const errors = watchConsole(admin);
    const ownCase = caseId || (await createCase(admin));
    const runId = await startLossRun(admin, ownCase);
    await admin.goto(at(`/lossRuns?run=${runId}`));
    await admin.getByRole('heading', { level: 1, name: caption }).waitFor();
    const entry = await historyEntry(admin, 'Created');
    expect(entry).toContain(caption);
    await screenshots(admin, 'loss-run-history');
    expect(errors).toEqual([]);
  });

  it("should show who started a report job, and for which period, in the job's History", async () => {
    const errors = watchConsole(admin);
    const [client] = (await api<ListPage<{ id: string }>>(admin, '/clients?pageSize=10')).items;
    const jobId = await create(admin, '/report-jobs', {
      type: 'annual',
      clientIds: [client!.id],
      period: '2025',
    });
    await admin.goto(at(`/client-management/reportGenerator/job-${jobId}`));
    await admin.getByRole('heading', { level: 2, name: 'Annual reports for 2025' }).waitFor();
    const entry = await historyEntry(admin, 'Created');
    expect(entry).toContain('2025');
    await screenshots(admin, 'report-job-history');
    expect(errors).toEqual([]);
  });
});
