/**
 * Portfolio monitoring's journey: staff set a client's threshold on its Monitoring tab, a new
 * case where the client lost money runs by itself and crosses it, the header's bell counts the
 * notification, the Notifications screen lists it, opening it leads to the case and marks it
 * read. The client's own (scoped) user is told too and sees only their clients' notifications.
 */
import type { Case, LossResult, LossRun, Notification } from '@backoffice/core/api';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, writeHeaders, type ListPage } from '../api.ts';
import {
  at,
  eventually,
  screenshots,
  signedInAt,
  signedInPage,
  useBrowser,
  watchConsole,
} from '../support.ts';

const browser = useBrowser();
const CLIENT = 'CL-0001';
const caption = `In re Monitored ${String(Date.now())} Securities Litigation`;

let page: Page;

/** A security and class period where the client lost money in a completed run. */
async function whereTheClientLost(): Promise<
  Pick<Case, 'securityIds' | 'classPeriodStart' | 'classPeriodEnd'>
> {
  const runs = await api<ListPage<LossRun>>(page, '/loss-runs?status=completed&pageSize=100');
  for (const run of runs.items) {
    const lines = await api<ListPage<LossResult>>(
      page,
      `/loss-runs/${run.id}/results?clientId=${CLIENT}&sort=fifoNet:desc&pageSize=10`,
    );
    const line = lines.items.find((l) => l.fifoNet > 100_00);
    if (line) {
      return {
        securityIds: [line.securityId],
        classPeriodStart: run.classPeriodStart,
        classPeriodEnd: run.classPeriodEnd,
      };
    }
  }
  throw new Error(`${CLIENT} lost nothing in any run`);
}

const bell = () => page.getByRole('link', { name: /^Notifications, / });
async function unreadOnBell(): Promise<number> {
  const label = (await bell().getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

beforeAll(async () => {
  page = await signedInPage(browser(), 'staff', undefined, { forTheFile: true });
});

describe('a threshold crossed', () => {
  let caseId: string;

  it("should be set on the client's Monitoring tab", async () => {
    const errors = watchConsole(page);
    await page.goto(at(`/clients/client/${CLIENT}/monitoring`));
    const form = page.getByRole('form', { name: /^Monitoring of / });
    await form.getByLabel("Monitor this client's losses in new cases").check();
    await form.getByLabel('Loss threshold (USD)').fill('1');
    await form.getByLabel(/^Sam Staff/).check();
    await form.getByRole('button', { name: 'Save monitoring' }).click();
    await eventually(async () =>
      page.getByRole('definition').filter({ hasText: '$1' }).count(),
    ).toBeGreaterThan(0);
    await screenshots(page, 'client-monitoring');
    expect(errors).toEqual([]);
  });

  it('should ring the bell once a new case where the client lost runs by itself', async () => {
    await page.goto(at('/notifications'));
    await bell().waitFor();
    const before = await unreadOnBell();
    const created = await page.request.post(at('/api/v1/cases'), {
      headers: writeHeaders(),
      data: { caption, court: 'S.D.N.Y.', ...(await whereTheClientLost()) },
    });
    expect(created.status(), await created.text()).toBe(201);
    caseId = ((await created.json()) as Case).id;
    // The bell asks every half minute; a reload asks at once.
    await eventually(async () => {
      const told = await api<ListPage<Notification>>(
        page,
        `/notifications?kind=thresholdCrossed&caseId=${caseId}`,
      );
      return told.total;
    }).toBe(1);
    await page.reload();
    await eventually(unreadOnBell).toBeGreaterThan(before);
  });

  it('should be listed, open its case and be marked read', async () => {
    const errors = watchConsole(page);
    await bell().click();
    await page.waitForURL(/\/notifications/);
    const row = page
      .getByRole('row')
      .filter({ hasText: caption })
      .filter({ hasText: 'crossed its loss threshold' });
    await eventually(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Unread');
    await screenshots(page, 'notifications');
    const unreadBefore = await unreadOnBell();
    await row.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(new RegExp(`/cases/case/${caseId}`));
    await page.getByRole('heading', { level: 1, name: caption }).waitFor();
    await eventually(unreadOnBell).toBe(unreadBefore - 1);
    const told = await api<ListPage<Notification>>(
      page,
      `/notifications?kind=thresholdCrossed&caseId=${caseId}`,
    );
    expect(told.items[0]!.readAt).not.toBeNull();
    expect(errors).toEqual([]);
  });

  it("should show the client's own user only their clients' notifications", async () => {
    const viewer = await signedInAt(browser(), 'viewer', '/notifications');
    const mine = await api<ListPage<Notification>>(viewer, '/notifications?pageSize=100');
    expect(mine.items.some((n) => n.kind === 'thresholdCrossed' && n.caseId === caseId)).toBe(true);
    expect(
      mine.items.every((n) => n.clientId === null || ['CL-0001', 'CL-0002'].includes(n.clientId)),
    ).toBe(true);
    const rows = viewer.getByRole('row').filter({ hasText: caption });
    await eventually(() => rows.count()).toBeGreaterThan(0);
  });
});
