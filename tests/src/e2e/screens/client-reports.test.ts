/**
 * Analyses and client reports against the real stack: the annual and quarterly reports of a
 * client show the API's figures with charts; the scorecard per case and Reports Main chart
 * recoveries against losses; reports are generated through the Report Generator (preview, then a
 * background job whose progress survives a reload), downloaded as a real PDF and XLSX, listed in
 * Reports awaiting review and marked sent; the Client Management landing counts what waits.
 * Expected values are read from the API while signed in.
 */
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { Workbook } from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeHeaders } from '../api.ts';
import { at, useBrowser, screenshots, signedInPage, watchConsole } from '../support.ts';

const browser = useBrowser();
let page: Page;
let errors: string[];

beforeAll(async () => {
  page = await signedInPage(browser(), 'admin');
  errors = watchConsole(page);
});

interface List<T> {
  items: T[];
  total: number;
}
interface Scorecards {
  rows: { id: string; name: string; recoveryCents: number; lossCents: number }[];
}
interface Preview {
  title: string;
  monitoring: { aboveThreshold: { caseId: string; caseCaption: string }[] } | null;
  figures: { cases: { caseCaption: string }[]; trades: { month: string }[] };
}
interface Job {
  id: string;
  status: string;
  reportIds: string[];
}
interface Report {
  id: string;
  title: string;
  status: string;
  jobId: string | null;
  clientId: string;
  reviewedBy: string | null;
}
interface Client {
  id: string;
  name: string;
}

async function api<T>(path: string): Promise<T> {
  const response = await page.request.get(at(`/api/v1${path}`));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const chart = (label: string) => page.getByRole('img', { name: new RegExp(`^${label}`) });

/** A chart is drawn once recharts has put its bars in the figure. */
async function drawn(label: string): Promise<void> {
  await chart(label).locator('svg .recharts-bar-rectangle').first().waitFor();
}

describe('Analyses', () => {
  let client: Scorecards['rows'][number];

  beforeAll(async () => {
    client = (await api<Scorecards>('/scorecards?by=client')).rows[0]!;
  });

  it('should lead to the four report screens', async () => {
    await page.goto(at('/reports'));
    await heading('Analyses').waitFor();
    for (const name of ['Annual Report', 'Quarterly Reports', 'Scorecard Report', 'Reports Main']) {
      await page.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
    }
    await screenshots(page, 'analyses');
    await page.getByRole('link', { name: /^Annual Report/ }).click();
    await heading('Annual Report').waitFor();
  });

  it("should show a client's annual report from the API with its charts", async () => {
    const preview = await api<Preview>(
      `/report-preview?type=annual&clientId=${client.id}&period=2025`,
    );
    await page.goto(at(`/reports/annual?client=${client.id}&period=2025`));
    await page.getByRole('heading', { level: 2, name: preview.title }).waitFor();
    await drawn('Bought and sold by month');
    await drawn('Loss, claim and recovery by case');
    const cases = page.getByRole('region', { name: 'Losses by case, claims filed and recoveries' });
    for (const c of preview.figures.cases) await cases.getByText(c.caseCaption).first().waitFor();
    await screenshots(page, 'analyses-annual');
  });

  it('should show a quarter with its three months', async () => {
    await page.goto(at(`/reports/quarterly?client=${client.id}&period=2025-Q2`));
    await heading('Quarterly Reports').waitFor();
    await drawn('Bought and sold by month');
    const label = await chart('Bought and sold by month').getAttribute('aria-label');
    expect(label).toContain('2025-04');
    expect(label).toContain('2025-06');
    expect(label).not.toContain('2025-07');
  });

  it('should chart recoveries against losses per case, most recovered first', async () => {
    const byCase = await api<Scorecards>('/scorecards?by=case');
    await page.goto(at('/reports/scorecard?by=case'));
    await heading('Scorecard Report').waitFor();
    await drawn('Recoveries against losses');
    const label = await chart('Recoveries against losses').getAttribute('aria-label');
    expect(label).toContain(byCase.rows[0]!.name);
    await page
      .getByRole('grid', { name: 'Scorecard by case' })
      .getByText(byCase.rows[0]!.name)
      .first()
      .waitFor();
    await screenshots(page, 'analyses-scorecard');
    await page.goto(at('/reports/main'));
    await heading('Reports Main').waitFor();
    await drawn('Client lines by case outcome');
  });
});

describe('Report Generator and Reports', () => {
  let clients: Client[];
  let job: Job;

  beforeAll(async () => {
    clients = (
      await api<List<Client>>('/clients?status=active&pageSize=10&sort=name:asc')
    ).items.slice(0, 3);
  });

  it('should preview one report and generate the others in the background, with progress across a reload', async () => {
    await page.goto(at('/client-management/reportGenerator/new'));
    await heading('Report Generator').waitFor();
    const form = page.getByRole('form', { name: 'New reports' });
    await form.getByRole('button', { name: 'Generate' }).click();
    await form.getByText('choose at least one client').waitFor();
    for (const c of clients) {
      await form.getByRole('combobox', { name: 'Clients' }).fill(c.name);
      await form
        .getByRole('listbox', { name: 'Clients: matches' })
        .getByRole('option')
        .filter({ hasText: c.id })
        .first()
        .click();
    }
    await expect
      .poll(() => form.getByRole('list', { name: 'Chosen clients' }).getByRole('listitem').count())
      .toBe(3);
    const preview = await api<Preview>(
      `/report-preview?type=annual&clientId=${clients[0]!.id}&period=2025`,
    );
    await page.getByRole('heading', { level: 2, name: preview.title }).waitFor();
    await drawn('Bought and sold by month');
    await screenshots(page, 'report-generator');

    await form.getByRole('button', { name: 'Generate' }).click();
    await page.waitForURL(/reportGenerator\/job-RJ-\d+$/);
    const jobId = /job-(RJ-\d+)$/.exec(page.url())![1]!;
    const progress = page.getByRole('progressbar', { name: `Progress of job ${jobId}` });
    await progress.waitFor();
    await page.reload();
    await heading('Report Generator').waitFor();
    await page
      .getByText(/\d of 3 reports/)
      .first()
      .waitFor();
    await page.getByText('Completed').waitFor({ timeout: 20_000 });
    await page.getByText('3 of 3 reports').waitFor();
    job = await api<Job>(`/report-jobs/${jobId}`);
    expect(job.status).toBe('completed');
    await expect.poll(() => page.locator('.cm-result').count()).toBe(3);
    await screenshots(page, 'report-job');
  });

  it('should download a generated report as a real PDF and XLSX', async () => {
    const report = await api<Report>(`/reports/${job.reportIds[0]!}`);
    const item = page.locator('.cm-result').filter({ hasText: report.title });
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/-annual-2025\.pdf$/);
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(
      `(${report.title.replace(/[\\()]/g, (c) => `\\${c}`)})`,
    );
    // Kept to look at as page images.
    await mkdir('test-artifacts', { recursive: true });
    await copyFile(await pdf.path(), 'test-artifacts/client-report.pdf');

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: 'Download XLSX' }).click(),
    ]);
    const book = new Workbook();
    await book.xlsx.readFile(await xlsx.path());
    expect(book.worksheets.map((s) => s.name)).toEqual(['Cases', 'Trades by month', 'Holdings']);
    expect(book.getWorksheet('Trades by month')!.rowCount).toBe(4 + 12);
  });

  it('should list the new reports awaiting review, mark one reviewed, then sent', async () => {
    const report = await api<Report>(`/reports/${job.reportIds[0]!}`);
    await page.goto(at('/client-management'));
    await heading('Client Management').waitFor();
    const awaiting = await api<List<Report>>('/reports?status=draft&pageSize=10');
    await page
      .getByText(`${awaiting.total.toLocaleString('en-US')} reports awaiting review`)
      .waitFor();
    await screenshots(page, 'client-management');

    await page
      .getByRole('main')
      .getByRole('link', { name: /^Reports/ })
      .click();
    await heading('Reports').waitFor();
    const grid = page.getByRole('grid', { name: 'Reports' });
    await grid.getByText(report.title).first().click();
    await page.getByRole('heading', { level: 2, name: report.title }).waitFor();
    await page.getByText('Draft', { exact: true }).first().waitFor();
    await drawn('Bought and sold by month');
    await screenshots(page, 'client-report');
    // A draft cannot be sent before someone has reviewed it.
    expect(await page.getByRole('button', { name: 'Mark sent' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Mark reviewed' }).click();
    await page.getByText(/Reviewed .* by admin/).waitFor();
    expect((await api<Report>(`/reports/${report.id}`)).reviewedBy).toBe('admin');
    await page.getByRole('button', { name: 'Mark sent' }).click();
    await page.getByText(/Sent .* by admin/).waitFor();
    // A sent report stays sent: no move is offered.
    expect(await page.getByRole('button', { name: /^(Mark|Back to)/ }).count()).toBe(0);
    expect((await api<Report>(`/reports/${report.id}`)).status).toBe('sent');
    expect(errors).toEqual([]);
  });

  it('should offer a reviewed report to be sent to the client, and say why it cannot be (the stack has no SMTP server)', async () => {
    // Not one of the viewer's clients' reports, which the access test opens.
    const reviewed = (await api<List<Report>>('/reports?status=reviewed&pageSize=100')).items.find(
      (r) => !['CL-0001', 'CL-0002'].includes(r.clientId),
    )!;
    await page.goto(at(`/client-management/reports?report=${reviewed.id}`));
    await page.getByRole('heading', { level: 2, name: reviewed.title }).waitFor();
    await page.getByRole('button', { name: 'Send to client' }).click();
    await page
      .getByRole('region', { name: /^Notifications/ })
      .getByText(
        /This server sends no e-mail \(no SMTP server is configured\), so the report cannot be sent/,
      )
      .waitFor();
    await screenshots(page, 'client-report-send-refused');
    const after = await api<Report & { delivery: unknown }>(`/reports/${reviewed.id}`);
    expect(after).toMatchObject({ status: 'reviewed', delivery: null });
    // The refused send's answer is the page's only error (taken, so later tests start clean).
    expect(errors.splice(0)).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
  });
});

describe('the monthly monitoring report', () => {
  let client: Scorecards['rows'][number];
  const monitoring = (monitored: boolean) =>
    page.request.put(at(`/api/v1/clients/${client.id}/monitoring`), {
      headers: writeHeaders(),
      data: { monitored, lossThresholdUsd: 1, ownerIds: [], contactEmails: [] },
    });

  beforeAll(async () => {
    // A client with a loss, monitored from $1: each case where it lost is above its threshold.
    // (CL-0001 is the notification tests' client.)
    client = (await api<Scorecards>('/scorecards?by=client')).rows.find(
      (r) => r.id !== 'CL-0001' && r.lossCents >= 100,
    )!;
    expect((await monitoring(true)).status()).toBe(200);
  });
  afterAll(async () => {
    await monitoring(false);
  });

  it("should generate a client's monthly report with its monitoring tables, as PDF and XLSX", async () => {
    await page.goto(at('/client-management/reportGenerator/new'));
    const form = page.getByRole('form', { name: 'New reports' });
    await form.getByLabel('Report type').selectOption({ label: 'Monthly monitoring report' });
    const period = await form.getByLabel('Month').inputValue();
    expect(period).toMatch(/^\d{4}-\d{2}$/);
    await form.getByRole('combobox', { name: 'Clients' }).fill(client.name);
    await form
      .getByRole('listbox', { name: 'Clients: matches' })
      .getByRole('option')
      .filter({ hasText: client.id })
      .first()
      .click();
    const preview = await api<Preview>(
      `/report-preview?type=monthly&clientId=${client.id}&period=${period}`,
    );
    const above = preview.monitoring!.aboveThreshold;
    expect(above.length).toBeGreaterThan(0);
    const region = page.getByRole('region', { name: 'Cases above the client’s loss threshold' });
    for (const c of above) await region.getByText(c.caseCaption).first().waitFor();
    await page.getByRole('region', { name: 'Payments received this month' }).waitFor();
    await screenshots(page, 'monthly-report-preview');

    await form.getByRole('button', { name: 'Generate' }).click();
    await page.waitForURL(/reportGenerator\/job-RJ-\d+$/);
    await page.getByText('1 of 1 reports').waitFor({ timeout: 20_000 });
    const item = page.locator('.cm-result').filter({ hasText: preview.title });
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`${client.id}-monthly-${period}.pdf`);
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await mkdir('test-artifacts', { recursive: true });
    await copyFile(await pdf.path(), 'test-artifacts/monthly-report.pdf');

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: 'Download XLSX' }).click(),
    ]);
    const book = new Workbook();
    await book.xlsx.readFile(await xlsx.path());
    expect(book.worksheets.map((s) => s.name).slice(0, 5)).toEqual([
      'New cases',
      'Above threshold',
      'Lead-plaintiff deadlines',
      'Claim deadlines',
      'Payments received',
    ]);
    const sheet = book.getWorksheet('Above threshold')!;
    const captions = sheet.getColumn(1).values.map(String);
    for (const c of above) expect(captions).toContain(c.caseCaption);
    expect(errors).toEqual([]);
  });

  it('should raise the alert on the client’s losses and in each case’s ranking', async () => {
    const preview = await api<Preview>(
      `/report-preview?type=monthly&clientId=${client.id}&period=2025-01`,
    );
    const [first] = preview.monitoring!.aboveThreshold;
    await page.goto(at(`/clients/client/${client.id}/losses`));
    const row = page
      .getByRole('grid', { name: 'Losses by case' })
      .getByRole('row')
      .filter({ hasText: first!.caseCaption });
    await row.getByText('Above threshold').waitFor();
    await page.goto(at(`/cases/case/${first!.caseId}/clients`));
    await page
      .getByRole('row')
      .filter({ hasText: client.name })
      .getByText('Above threshold')
      .waitFor();
    await screenshots(page, 'case-threshold-alert');
    expect(errors).toEqual([]);
  });
});
