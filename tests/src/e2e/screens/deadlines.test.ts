/**
 * A missed deadline stands out wherever it appears: a case whose lead-plaintiff deadline fell
 * 20 days ago and was not met shows it Overdue on the case, as the Next deadline of the Case
 * List (on the home page too), and in the calendar. The case is made here, with dates relative
 * to today, so the test does not depend on the demo data's dates.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { at, useBrowser, screenshots, signedInPage, watchConsole } from '../support.ts';
import { writeHeaders } from '../api.ts';

const browser = useBrowser();
let page: Page;
let caseId: string;
let soonCaseId: string;
const caption = `In re Overdue Deadline ${String(Date.now())} Securities Litigation`;
const soonCaption = `In re Pressing Deadline ${String(Date.now())} Securities Litigation`;

/** The browser's calendar date `days` from today (the machine's time zone, as the browser's). */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const MISSED = dayFromToday(-20);
const COMING = dayFromToday(30);
const MET = dayFromToday(-40);
const SOON = dayFromToday(3);

/** A case of the test's own with these deadlines (and an opposition a month away); its id. */
async function caseWith(title: string, deadlines: readonly object[]): Promise<string> {
  const created = await page.request.post(at('/api/v1/cases'), {
    headers: writeHeaders(),
    data: {
      caption: title,
      court: 'D. Del.',
      securityIds: ['SE-0001'],
      classPeriodStart: '2024-01-02',
      classPeriodEnd: '2024-06-28',
      deadlines: [
        { kind: 'opposition', date: COMING, description: 'Opposition due' },
        ...deadlines,
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

beforeAll(async () => {
  page = await signedInPage(browser(), 'staff');
  caseId = await caseWith(caption, [
    { kind: 'lead_plaintiff', date: MISSED, description: 'PSLRA lead plaintiff motions due' },
    { kind: 'amended_complaint', date: MET, description: 'Amended complaint', done: true },
  ]);
  soonCaseId = await caseWith(soonCaption, [
    { kind: 'lead_plaintiff', date: SOON, description: 'PSLRA lead plaintiff motions due' },
  ]);
});

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** The Next deadline cell of a case's row in the list on screen. */
async function nextDeadlineCellOf(of: string): Promise<string> {
  const row = page.getByRole('row').filter({ hasText: of });
  return (await row.locator('[col-id="nextDeadline"]').textContent()) ?? '';
}
const nextDeadlineCell = () => nextDeadlineCellOf(caption);

describe('a missed deadline', () => {
  it('should read Overdue on the case, beside the met and the open ones', async () => {
    const errors = watchConsole(page);
    await page.goto(at(`/cases/case/${caseId}`));
    const deadlines = page.getByRole('region', { name: 'Deadlines' });
    const stateOf = async (kind: string) =>
      deadlines
        .getByRole('row')
        .filter({ hasText: kind })
        .locator('[data-deadline-state]')
        .textContent();
    await eventually(() => stateOf('Lead plaintiff')).toBe('Overdue');
    expect(await stateOf('Opposition')).toBe('Open');
    expect(await stateOf('Amended complaint')).toBe('Done');
    await screenshots(page, 'case-deadline-overdue');
    expect(errors).toEqual([]);
  });

  it('should be the Next deadline on the Case List and the home page, marked Overdue', async () => {
    for (const path of ['/cases', '/']) {
      await page.goto(at(path));
      await page.getByLabel('Search:', { exact: true }).fill(caption);
      await eventually(nextDeadlineCell).toContain('Lead plaintiff');
      const cell = await nextDeadlineCell();
      expect(cell).toContain('Overdue');
      expect(cell).not.toContain('Opposition');
    }
    await screenshots(page, 'case-list-overdue');
  });

  it('should mark a deadline due within 7 days Due soon on the home page, and the later one nothing', async () => {
    await page.goto(at('/'));
    await page.getByLabel('Search:', { exact: true }).fill(soonCaption);
    await eventually(() => nextDeadlineCellOf(soonCaption)).toContain('Lead plaintiff');
    const cell = page
      .getByRole('row')
      .filter({ hasText: soonCaption })
      .locator('[col-id="nextDeadline"] [data-deadline-urgency]');
    expect(await cell.textContent()).toBe('Due soon');
    await page.getByLabel('Search:', { exact: true }).fill(caption);
    await eventually(nextDeadlineCell).toContain('Overdue');
    expect(await nextDeadlineCell()).not.toContain('Due soon');

    // On the case: open, and due soon; the opposition a month away only open.
    await page.goto(at(`/cases/case/${soonCaseId}`));
    const deadlines = page.getByRole('region', { name: 'Deadlines' });
    const row = (kind: string) => deadlines.getByRole('row').filter({ hasText: kind });
    await eventually(() => row('Lead plaintiff').textContent()).toContain('Open Due soon');
    expect(await row('Opposition').locator('[data-deadline-urgency]').count()).toBe(0);
  });

  it('should stand out in the calendar', async () => {
    await page.goto(at(`/calendar?view=agenda&span=day&date=${MISSED}`));
    const event = page.locator(`.cal-event[data-event-id]`).filter({ hasText: caption });
    await eventually(() => event.getAttribute('class')).toContain('cal-event--overdue');
    expect(await event.locator('[data-deadline-state]').textContent()).toBe('Overdue');

    await page.goto(at(`/calendar?view=month&date=${MISSED}`));
    const chip = page.locator(`a.cal-event[title*="${caption}"]`);
    await eventually(() => chip.getAttribute('title')).toContain('(overdue)');
    expect(await chip.getAttribute('class')).toContain('cal-event--overdue');
    await screenshots(page, 'calendar-overdue');
  });
});
