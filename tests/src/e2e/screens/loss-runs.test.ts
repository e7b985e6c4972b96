/**
 * The Loss Runs, Loss Overview and Loss Report screens against the real stack: an admin starts
 * a run of a case and watches its progress (also across a reload) until it completes; its
 * result lines open, each drilling down to the Loss Calculator with its inputs in the address;
 * a failed run says why, and starts again on a retry; the admin deletes the run again after a
 * confirmation; staff sees no delete and a viewer no start; the overview ranks the totals the API gives, with a chart; a
 * case's report, picked by searching, renders (and prints without the app around it), and its
 * PDF and XLSX downloads are real files with its lines. Expected values are read from the API
 * while signed in, so records other files create do not matter.
 */
import { readFile } from 'node:fs/promises';
import { Workbook } from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  at,
  loadedCell,
  useBrowser,
  screenshots,
  signedInPage,
  watchConsole,
  type DemoUser,
} from '../support.ts';

const browser = useBrowser();

/** One page per user for the whole file (a sign-in and a home page each cost seconds). */
const pages = new Map<DemoUser, { page: Page; errors: string[] }>();

/** The user's page, and its console errors from here on. */
async function pageOf(user: DemoUser): Promise<{ page: Page; errors: string[] }> {
  let entry = pages.get(user);
  if (!entry) {
    const page = await signedInPage(browser(), user, DESKTOP, { forTheFile: true });
    entry = { page, errors: watchConsole(page) };
    pages.set(user, entry);
  }
  entry.errors.length = 0;
  return entry;
}

interface List<T> {
  items: T[];
  total: number;
}
interface Run {
  id: string;
  caseId: string;
  caseCaption: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  progress: { done: number; total: number };
  resultsCount: number;
  message: string | null;
}
interface Result {
  caseId: string;
  securityId: string;
  clientId: string;
  clientName: string;
  accountId: string;
  accountNumber: string;
}
interface Totals {
  fifoNet: number;
}
interface Overview {
  byCase: (Totals & { caseId: string; caseCaption: string })[];
  byClient: (Totals & { clientId: string; clientName: string })[];
  leadPlaintiff: {
    caseId: string;
    caseCaption: string;
    ranking: (Totals & { rank: number; clientName: string })[];
  }[];
}
interface Report {
  title: string;
  sections: { caseCaption: string; lines: { accountNumber: string }[] }[];
}

/** GET /api/v1<path> with the page's session. */
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(at(`/api/v1${path}`));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const eventually = <T>(read: () => T | Promise<T>, timeout = 10_000) =>
  expect.poll(read, { timeout, interval: 250 });
const USD = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${Math.floor(Math.abs(cents) / 100).toLocaleString('en-US')}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A table's body rows, each as its cells' texts. */
async function tableRows(page: Page, name: string): Promise<string[][]> {
  return page
    .getByRole('table', { name, exact: true })
    .evaluate((table) =>
      Array.from(table.querySelectorAll('tbody tr'), (tr) =>
        Array.from(tr.querySelectorAll('td'), (td) => td.textContent.trim()),
      ),
    );
}

/** The case with the most positions in a completed run: its run lasts long enough to watch. */
async function largestCase(page: Page): Promise<Run> {
  const runs = await api<List<Run>>(page, '/loss-runs?status=completed&pageSize=100');
  const largest = [...runs.items].sort((a, b) => b.progress.total - a.progress.total)[0];
  expect(largest, 'a completed loss run in the generated data').toBeDefined();
  return largest!;
}

describe('Loss Runs', () => {
  let started: Run | undefined;

  it('should start a run as an admin and show its progress, also after a reload, until it completes', async () => {
    const { page, errors } = await pageOf('admin');
    const target = await largestCase(page);
    await page.goto(at('/lossRuns'));
    await heading(page, 'Loss Runs').waitFor();

    await page.getByRole('button', { name: 'Start a run' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a loss run' });
    await dialog.getByRole('button', { name: 'Start the run' }).click();
    await dialog.getByText('Required').waitFor();
    await dialog.getByRole('combobox', { name: 'Case' }).fill(target.caseCaption.slice(0, 24));
    await dialog
      .getByRole('listbox', { name: 'Case: matches' })
      .getByRole('option')
      .filter({ hasText: target.caseCaption })
      .first()
      .click();
    await screenshots(page, 'loss-run-start');
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/loss-runs') && r.request().method() === 'POST',
      ),
      dialog.getByRole('button', { name: 'Start the run' }).click(),
    ]);
    expect(response.status()).toBe(201);
    const run = (await response.json()) as Run;
    started = run;
    await page.getByText('Loss run started', { exact: true }).waitFor();

    const bar = page.getByRole('progressbar', { name: `Progress of run ${run.id}` });
    await bar.waitFor();
    // Progress comes from the API: a reload shows it again while the run goes on. The shared
    // stack paces runs to outlast a reload; the reloaded page's own read of the runs says whether
    // this one did (a run already completed rightly shows no bar).
    // (Listened for once the new document is there: the old page's polls are not its reads.)
    // The page is loaded again narrowed to the run's case: the system's own runs of the cases
    // other files create meanwhile would otherwise push its row out of the grid's view.
    await page.goto(at(`/lossRuns?caseId=${run.caseId}`), { waitUntil: 'commit' });
    const reread = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/loss-runs' && r.request().method() === 'GET',
    );
    const read = (await (await reread).json()) as List<Run>;
    expect(
      read.items.find((r) => r.id === run.id)?.status,
      `run ${run.id} as the reloaded page read it`,
    ).toMatch(/^(queued|running)$/);
    await heading(page, 'Loss Runs').waitFor();
    await bar.waitFor();
    await screenshots(page, 'loss-runs');

    await eventually(
      async () => (await api<Run>(page, `/loss-runs/${run.id}`)).status,
      45_000,
    ).toBe('completed');
    await bar.waitFor({ state: 'detached', timeout: 5_000 });
    const done = await api<Run>(page, `/loss-runs/${run.id}`);
    expect(done.resultsCount).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('should open a run’s results and drill a line down to the calculator with its inputs', async () => {
    const { page } = await pageOf('admin');
    expect(started, 'the run the first test started').toBeDefined();
    const run = started!;
    await page.goto(at(`/lossRuns?run=${run.id}`));
    await heading(page, run.caseCaption).waitFor();
    await page
      .getByText(/^Completed: [\d,]+ positions$/)
      .first()
      .waitFor();
    const results = await api<List<Result>>(page, `/loss-runs/${run.id}/results?pageSize=10`);
    const first = results.items[0]!;
    const grid = page.getByRole('grid', { name: 'Loss results' });
    await grid.getByRole('gridcell', { name: first.clientName }).first().waitFor();
    await page.getByRole('heading', { name: 'Lookback', level: 2 }).waitFor();
    await screenshots(page, 'loss-run');

    await loadedCell(grid, 0, 'clientName').click();
    await page.waitForURL((url) => url.pathname === '/lossCalculator');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      case: first.caseId,
      security: first.securityId,
      client: first.clientId,
      accounts: first.accountId,
    });
  });

  it('should say why a failed run failed', async () => {
    const { page } = await pageOf('staff');
    const [failed] = (await api<List<Run>>(page, '/loss-runs?status=failed&pageSize=10')).items;
    expect(failed, 'a failed loss run in the generated data').toBeDefined();
    await page.goto(at(`/lossRuns?run=${failed!.id}`));
    await page.getByText(`This run failed: ${failed!.message!}`).waitFor();
    // Staff may start runs but not delete them.
    await expect(page.getByRole('button', { name: /Delete/ }).count()).resolves.toBe(0);
  });

  it('should retry a failed run, which starts again as the one who retried it', async () => {
    const { page, errors } = await pageOf('staff');
    const [failed] = (await api<List<Run>>(page, '/loss-runs?status=failed&pageSize=10')).items;
    expect(failed, 'a failed loss run in the generated data').toBeDefined();
    await page.goto(at(`/lossRuns?run=${failed!.id}`));
    await page.getByText(`This run failed: ${failed!.message!}`).waitFor();
    await screenshots(page, 'loss-run-failed');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(`Loss run ${failed!.id} · started by staff`).waitFor();
    await eventually(
      async () => (await api<Run>(page, `/loss-runs/${failed!.id}`)).status,
      45_000,
    ).toMatch(/^(completed|failed)$/);
    expect(errors).toEqual([]);
  });

  it('should delete a run after a confirmation', async () => {
    const { page } = await pageOf('admin');
    expect(started, 'the run the first test started').toBeDefined();
    const run = started!;
    await page.goto(at(`/lossRuns?run=${run.id}`));
    await heading(page, run.caseCaption).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this run?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await page.request.get(at(`/api/v1/loss-runs/${run.id}`))).status()).toBe(200);
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete run' }).click();
    await page.getByText('Loss run deleted', { exact: true }).waitFor();
    await eventually(() => new URL(page.url()).searchParams.get('run')).toBeNull();
    expect((await page.request.get(at(`/api/v1/loss-runs/${run.id}`))).status()).toBe(404);
  });

  it('should show a read-only viewer the runs but no start', async () => {
    const { page } = await pageOf('viewer');
    await page.goto(at('/lossRuns'));
    await heading(page, 'Loss Runs').waitFor();
    await page.getByRole('grid', { name: 'Loss runs' }).waitFor();
    await expect(page.getByRole('button', { name: 'Start a run' }).count()).resolves.toBe(0);
  });
});

describe('Loss Overview', () => {
  it('should rank the totals as the API does, with a chart, and the lead-plaintiff ranking', async () => {
    const { page, errors } = await pageOf('staff');
    await page.goto(at('/lossOverview'));
    await heading(page, 'Loss Overview').waitFor();
    const overview = await api<Overview>(page, '/loss-overview');
    expect(overview.byCase.length).toBeGreaterThan(0);

    await eventually(async () =>
      (await tableRows(page, 'Totals by case')).map((r) => r[1]),
    ).toEqual(overview.byCase.map((c) => c.caseCaption));
    const byCase = await tableRows(page, 'Totals by case');
    expect(byCase[0]![4]).toBe(USD(overview.byCase[0]!.fifoNet));
    await eventually(async () =>
      (await tableRows(page, 'Totals by client')).map((r) => r[1]),
    ).toEqual(overview.byClient.map((c) => c.clientName));
    // The chart is drawn (recharts loads lazily): bars for FIFO and LIFO side by side.
    const chart = page.getByRole('img', { name: /^Net loss by case, FIFO and LIFO/ });
    await eventually(() => chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(1);

    const ranked = overview.leadPlaintiff[0]!;
    const ranking = await tableRows(page, `Lead-plaintiff ranking: ${ranked.caseCaption}`);
    expect(ranking.map((r) => r[0])).toEqual(ranked.ranking.map((r) => String(r.rank)));
    expect(ranking[0]![1]).toContain(ranked.ranking[0]!.clientName);
    await screenshots(page, 'loss-overview');

    const other = overview.leadPlaintiff[1];
    if (other) {
      await page.getByLabel('Case', { exact: true }).last().selectOption(other.caseId);
      await eventually(() => new URL(page.url()).searchParams.get('ranking')).toBe(other.caseId);
      await page
        .getByRole('table', { name: `Lead-plaintiff ranking: ${other.caseCaption}` })
        .waitFor();
    }
    expect(errors).toEqual([]);
  });
});

describe('Loss Report', () => {
  it('should render a case’s report and download it as a real PDF and XLSX with its lines', async () => {
    const { page, errors } = await pageOf('staff');
    const [top] = (await api<Overview>(page, '/loss-overview')).byCase;
    const report = await api<Report>(page, `/loss-reports/case/${top!.caseId}`);
    const lines = report.sections[0]!.lines;
    // Without a sub-page, the screen asks which case or client to report on.
    await page.goto(at('/lossReport'));
    await heading(page, 'Loss Report').waitFor();
    await screenshots(page, 'loss-report-pick');
    await page.getByRole('combobox', { name: 'Case' }).fill(top!.caseCaption.slice(0, 24));
    await page
      .getByRole('listbox', { name: 'Case: matches' })
      .getByRole('option')
      .filter({ hasText: top!.caseCaption })
      .first()
      .click();
    await page.waitForURL(at(`/lossReport/case-${top!.caseId}`));
    await heading(page, report.title).waitFor();
    await eventually(async () => (await tableRows(page, `Lines: ${top!.caseCaption}`)).length).toBe(
      lines.length,
    );
    await screenshots(page, 'loss-report');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Download PDF' }).isVisible()).resolves.toBe(
      false,
    );
    await expect(page.getByRole('navigation').first().isVisible()).resolves.toBe(false);
    await page.emulateMedia({ media: 'screen' });

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^loss-report-case-.+-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's own title (its Info dictionary is never compressed) names the case.
    expect(bytes.toString('latin1')).toContain(pdfString(report.title));

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download XLSX' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new Workbook();
    await book.xlsx.readFile(await xlsx.path());
    const sheet = book.getWorksheet('Lines')!;
    const accounts = sheet.getColumn(3).values.slice(2);
    expect(accounts).toEqual(lines.map((l) => l.accountNumber));
    expect(errors).toEqual([]);
  });
});

/** A text as a PDF literal string writes it: parentheses and backslashes escaped. */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}
