/**
 * Deadline records from the court's rules, the journey staff make: on a case, add a deadline
 * from the PSLRA early-notice rule and the complaint's filing date, see it on the case with its
 * Due soon badge, as the Case List's next deadline and on the calendar; change the trigger and
 * see which dates move before confirming; mark it done, and read both in its history. The case is made here with dates
 * relative to today, so nothing depends on the demo data's dates; the expected dates are
 * core's count under Rule 6.
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@backoffice/core';
import { ruleDeadline, SECURITIES_CLASS_ACTION_RULES } from '@backoffice/core/deadlines';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, type ListPage } from '../api.ts';
import { field, fieldError } from '../forms.ts';
import { at, eventually, screenshots, signedInPage, useBrowser, watchConsole } from '../support.ts';

const browser = useBrowser();
const caption = `In re Rule Deadline ${String(Date.now())} Securities Litigation`;
const RULE = SECURITIES_CLASS_ACTION_RULES.find((r) => r.id === 'pslra-early-notice')!;

const pad = (n: number) => String(n).padStart(2, '0');
/** The browser's calendar date `days` from today (the machine's time zone, as the browser's). */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2026-11-04` as the screens write it: `Nov 4, 2026`. */
function shown(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]!} ${String(day)}, ${String(year)}`;
}

// Filed 16 days ago: the 20-day notice falls 4 days from now, or up to 3 more after a weekend
// or a holiday, within the 7 days of Due soon either way.
const FILED = dayFromToday(-16);
const DUE = ruleDeadline(RULE, FILED);
// The complaint was in fact filed a week later.
const REFILED = dayFromToday(-9);
const MOVED = ruleDeadline(RULE, REFILED);

let page: Page;
let caseId: string;

beforeAll(async () => {
  page = await signedInPage(browser(), 'staff', undefined, { forTheFile: true, at: false });
  const created = await page.request.post(at('/api/v1/cases'), {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(at('/')).origin },
    data: {
      caption,
      court: 'S.D.N.Y.',
      securityIds: ['SE-0001'],
      classPeriodStart: '2024-01-02',
      classPeriodEnd: '2024-06-28',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  caseId = ((await created.json()) as { id: string }).id;
});

const records = () => page.getByRole('table', { name: 'Deadline records of the case' });
const recordRow = () => records().getByRole('row').filter({ hasText: RULE.name });

describe('a deadline from the PSLRA rule', () => {
  it('should be added on the case, counted from the filing date, and marked Due soon', async () => {
    const errors = watchConsole(page);
    await page.goto(at(`/cases/case/${caseId}/deadlines`));
    await page.getByRole('button', { name: 'Add deadline' }).click();
    const form = page.getByRole('form', { name: 'New deadline' });
    await field(form, 'Rule').selectOption(RULE.id);
    await field(form, 'Event').fill('complaint filed');
    await field(form, 'Event date').fill(FILED);
    await form.getByRole('button', { name: 'Add deadline' }).click();

    await eventually(() => recordRow().count()).toBe(1);
    const row = recordRow();
    expect(await row.textContent()).toContain(shown(DUE));
    expect(await row.textContent()).toContain(`complaint filed, ${shown(FILED)}`);
    expect(await row.locator('[data-deadline-urgency]').textContent()).toBe('Due soon');
    expect(await row.locator('[data-deadline-record-state]').textContent()).toBe('Open');
    await screenshots(page, 'case-deadline-records');
    expect(errors).toEqual([]);
  });

  it("should be the case's Next deadline on the Case List and show on the calendar", async () => {
    await page.goto(at('/cases'));
    await page.getByLabel('Search:', { exact: true }).fill(caption);
    const cell = page
      .getByRole('row')
      .filter({ hasText: caption })
      .locator('[col-id="nextDeadline"]');
    await eventually(() => cell.textContent()).toContain(RULE.name);
    expect(await cell.textContent()).toContain(shown(DUE));

    await page.goto(at(`/calendar?view=agenda&span=day&date=${DUE}`));
    const event = page.locator('.cal-event[data-event-id]').filter({ hasText: caption });
    await eventually(() => event.locator('[data-deadline-urgency]').textContent()).toBe('Due soon');
    expect(await event.textContent()).toContain(RULE.name);
    await screenshots(page, 'calendar-deadline-record');
  });

  it('should show which dates a new trigger moves before saving it, then move them', async () => {
    await page.goto(at(`/cases/case/${caseId}/deadlines`));
    await recordRow().getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Change the trigger' });
    await field(form, 'Event date').fill(REFILED);
    await form.getByRole('button', { name: 'Preview the moves' }).click();

    const moves = page.getByRole('table', { name: 'Deadlines that move' });
    const move = moves.getByRole('row').filter({ hasText: RULE.name });
    await eventually(() => move.count()).toBe(1);
    const days = Math.round((Date.parse(MOVED) - Date.parse(DUE)) / 86_400_000);
    expect(await move.textContent()).toContain(shown(DUE));
    expect(await move.textContent()).toContain(shown(MOVED));
    expect(await move.getAttribute('data-move-days')).toBe(String(days));
    // Nothing is saved before the confirmation.
    const saved = await api<ListPage<{ dueOn: string }>>(page, `/deadlines?caseId=${caseId}`);
    expect(saved.items.map((d) => d.dueOn)).toEqual([DUE]);
    await screenshots(page, 'deadline-trigger-preview');

    await page.getByRole('button', { name: 'Confirm the new trigger' }).click();
    await eventually(() => recordRow().textContent()).toContain(shown(MOVED));
    expect(await recordRow().textContent()).toContain(`complaint filed, ${shown(REFILED)}`);
  });

  it('should be marked done, and no longer due', async () => {
    await recordRow().getByRole('button', { name: 'Mark done' }).click();
    await eventually(() => recordRow().locator('[data-deadline-record-state]').textContent()).toBe(
      'Done',
    );
    expect(await recordRow().locator('[data-deadline-urgency]').count()).toBe(0);
    expect(await recordRow().getByRole('button', { name: 'Reopen' }).count()).toBe(1);
  });

  it('should show in its history who created it, how the trigger moved it and that it was done', async () => {
    const errors = watchConsole(page);
    await recordRow().getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: `History: ${RULE.name}` });
    const entries = dialog.locator('.record-history__entry');
    await eventually(() => entries.count()).toBe(3);
    // Newest first: done, the trigger's move, the creation; each by Sam Staff.
    const [done, moved, created] = await entries.allTextContents();
    expect(done).toContain('Marked done by Sam Staff');
    expect(moved).toContain('Trigger changed by Sam Staff');
    expect(moved).toContain(
      `Trigger: complaint filed, ${shown(FILED)} → complaint filed, ${shown(REFILED)}`,
    );
    expect(moved).toContain(`Due date moved: ${shown(DUE)} → ${shown(MOVED)}`);
    expect(created).toContain('Created by Sam Staff');
    expect(created).toContain(`${RULE.name}, due ${shown(DUE)}`);
    expect(created).toContain('Owner: Sam Staff');
    await screenshots(page, 'deadline-history');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});

describe("staff's own deadline rules", () => {
  it('should list the built-in rules, refuse a rule that makes no sense beside its field, and add one to choose from', async () => {
    const errors = watchConsole(page);
    await page.goto(at(`/cases/case/${caseId}/deadlines`));
    await page.getByRole('button', { name: 'Rules', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Deadline rules' });
    await eventually(() =>
      dialog.getByRole('list', { name: 'Deadline rules' }).textContent(),
    ).toContain(RULE.name);
    const name = `Reply brief due ${String(Date.now())}`;
    const form = dialog.getByRole('form', { name: 'New rule' });
    await field(form, 'Deadline').fill(name);
    await field(form, 'Counted from').fill('the opposition is served');
    await field(form, 'Period').fill('14');
    await field(form, 'Direction').selectOption('before');
    await field(form, 'Service').selectOption('mail');
    await field(form, 'Court').fill('S.D.N.Y.');
    await form.getByRole('button', { name: 'Add rule' }).click();
    expect(await fieldError(form, 'Service')).toContain('Rule 6(d) adds mail days only');
    expect(errors.splice(0)).toEqual([
      'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);

    await field(form, 'Direction').selectOption('after');
    await form.getByRole('button', { name: 'Add rule' }).click();
    await eventually(() =>
      dialog.getByRole('list', { name: 'Deadline rules' }).textContent(),
    ).toContain(`${name} (S.D.N.Y.) — 14 days after the opposition is served`);
    await screenshots(page, 'deadline-rules');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Add deadline' }).click();
    const add = page.getByRole('form', { name: 'New deadline' });
    await eventually(() => field(add, 'Rule').textContent()).toContain(name);
    expect(errors).toEqual([]);
  });
});
