/**
 * The Loss Calculator for a case and a client agrees with the case's loss run: choosing the
 * case fills its security, dates and plan; choosing the client ticks all its accounts; and the
 * figures, worked out per account by default, are the run's for that client, as the client's
 * Cases & losses tab shows them. The pooled figure is offered beside it, labelled.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { at, useBrowser, screenshots, watchConsole, signedInBlank } from '../support.ts';
import { chooseMatch } from '../forms.ts';

const browser = useBrowser();

const eventually = <T>(read: () => T | Promise<T>, timeout = 30_000) =>
  expect.poll(read, { timeout, interval: 200 });

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(at(`/api/v1${path}`));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

interface Case {
  id: string;
  caption: string;
  securityIds: string[];
  classPeriodStart: string;
  classPeriodEnd: string;
  disclosureDate: string | null;
  planOfAllocation: { inflation: unknown[] } | null;
}
interface Overview {
  byCase: { caseId: string; runId: string }[];
  byClient: { clientId: string; clientName: string; fifoNet: number; lifoNet: number }[];
}
interface Line {
  clientId: string;
  accountId: string;
}

/** `$1,234.50`, or `-$120.00 (gain)`, as the calculator writes a loss. */
function loss(cents: number): string {
  const abs = Math.abs(cents);
  const text = `$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text} (gain)` : text;
}

/** Every line of a run, a page at a time. */
async function linesOf(page: Page, runId: string): Promise<Line[]> {
  const lines: Line[] = [];
  for (let n = 1; ; n += 1) {
    const got = await api<{ items: Line[]; total: number }>(
      page,
      `/loss-runs/${runId}/results?pageSize=100&page=${String(n)}`,
    );
    lines.push(...got.items);
    if (lines.length >= got.total || got.items.length === 0) return lines;
  }
}

/**
 * A one-security case with a disclosure date (a plan, when one has it) and a client with several
 * accounts in its run (lines of more than one account, the case where pooling differs).
 */
async function caseAndClient(page: Page) {
  const overview = await api<Overview>(page, '/loss-overview');
  const found: { c: Case; clientId: string; lines: number }[] = [];
  for (const row of overview.byCase.slice(0, 15)) {
    const c = await api<Case>(page, `/cases/${row.caseId}`);
    if (c.securityIds.length !== 1 || !c.disclosureDate) continue;
    const accounts = new Map<string, Set<string>>();
    for (const l of await linesOf(page, row.runId)) {
      accounts.set(l.clientId, (accounts.get(l.clientId) ?? new Set()).add(l.accountId));
    }
    for (const [clientId, a] of accounts) found.push({ c, clientId, lines: a.size });
    if (found.some((f) => f.lines > 1 && f.c.planOfAllocation)) break;
  }
  // Most accounts first, a case with a plan before one without.
  found.sort(
    (a, b) => b.lines - a.lines || Number(!!b.c.planOfAllocation) - Number(!!a.c.planOfAllocation),
  );
  const best = found[0];
  if (!best || best.lines < 2) throw new Error('No client has lines of several accounts in a run');
  const { c, clientId } = best;
  const mine = await api<Overview>(page, `/loss-overview?caseId=${c.id}&clientId=${clientId}`);
  const all = await api<{ total: number }>(page, `/accounts?clientId=${clientId}&pageSize=10`);
  return { c, run: mine.byClient[0]!, accounts: all.total };
}

describe('the Loss Calculator for a case and a client', () => {
  it('should fill the case, tick the accounts and give the run’s figures per account', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    const { c, run, accounts } = await caseAndClient(page);
    await page.goto(at('/lossCalculator'));
    await page.getByRole('heading', { level: 1, name: 'Loss Calculator' }).waitFor();

    await chooseMatch(page, 'Case', c.id, c.caption);
    await eventually(() => page.getByLabel('Class period start').inputValue()).toBe(
      c.classPeriodStart,
    );
    expect(await page.getByLabel('Disclosure date').inputValue()).toBe(c.disclosureDate);
    await eventually(() => page.getByLabel('Security', { exact: true }).inputValue()).toBe(
      c.securityIds[0],
    );
    const plan = page.getByLabel('Inflation table (plan of allocation)');
    if (c.planOfAllocation) {
      expect(await plan.inputValue()).toMatch(/^From\tTo\tPer share\n\d{4}-\d{2}-\d{2}\t/);
    }

    await chooseMatch(page, 'Client', run.clientId, run.clientId);
    const boxes = page.getByRole('group', { name: 'Accounts' }).getByRole('checkbox');
    await eventually(() => boxes.count()).toBe(accounts);
    await eventually(() =>
      boxes.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).checked)),
    ).toEqual(Array.from({ length: accounts }, () => true));

    const figure = (name: string) => page.locator(`[data-figure="${name}"]`).textContent();
    await eventually(() => figure('fifo-net'), 60_000).toBe(loss(run.fifoNet));
    expect(await figure('lifo-net')).toBe(loss(run.lifoNet));
    const basis = page.getByRole('group', { name: 'Add the accounts up' });
    const perAccount = basis.getByRole('radio', { name: /^Per account, as the case's loss run/ });
    expect(await perAccount.isChecked()).toBe(true);
    const pooled = basis.getByRole('radio', { name: /^Pooled across accounts \(FIFO / });
    await page.locator('.calc-results__body:not([data-stale])').waitFor();
    await screenshots(page, 'loss-calculator-accounts');
    await pooled.check();
    const pooledLabel = (await pooled.locator('..').textContent()) ?? '';
    const pooledFifo = /FIFO (-?\$[\d,]+\.\d{2}(?: \(gain\))?)/.exec(pooledLabel)?.[1];
    await eventually(() => figure('fifo-net')).toBe(pooledFifo);

    // The run's figure as the client's Cases & losses tab shows it.
    await page.goto(at(`/clients/client/${run.clientId}/losses`));
    const row = page.getByRole('row').filter({ hasText: c.caption });
    await eventually(() => row.locator('[col-id="fifoNet"]').textContent()).toBe(
      loss(run.fifoNet).replace(' (gain)', ''),
    );
    expect(errors).toEqual([]);
  }, 180_000);
});
