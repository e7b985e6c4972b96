/**
 * The Calendar (month, week and agenda views over the API's events; view and date in the URL;
 * filters; links to cases; .ics export) and the Updates (release notes, newest first,
 * searchable, a page at a time) in real Chromium against the shared stack.
 */
import { readFile } from 'node:fs/promises';
import { CALENDAR_EVENT_KINDS, type CalendarEvent, type Update } from '@backoffice/core/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  at,
  DESKTOP,
  useBrowser,
  PHONE,
  screenshots,
  watchConsole,
  signedInBlank,
} from '../support.ts';
import { writeHeaders } from '../api.ts';

const browser = useBrowser();

interface ListAnswer<T> {
  items: T[];
  total: number;
}

async function listOf<T>(page: Page, path: string): Promise<ListAnswer<T>> {
  const response = await page.request.get(at(path));
  expect(response.status()).toBe(200);
  return (await response.json()) as ListAnswer<T>;
}

/** `2026-11` → its first and last day. */
function monthBounds(month: string): { from: string; to: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The Monday-to-Sunday week holding the day. */
function weekBounds(day: string): { from: string; to: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}

async function eventsBetween(page: Page, { from, to }: { from: string; to: string }) {
  const answer = await listOf<CalendarEvent>(
    page,
    `/api/v1/calendar/events?from=${from}&to=${to}&pageSize=100`,
  );
  expect(answer.total).toBeLessThanOrEqual(100);
  return answer.items;
}

const eventsOfMonth = (page: Page, month: string) => eventsBetween(page, monthBounds(month));

/** The month with the most of the latest hundred events: busy enough for every check. */
async function busyMonth(page: Page): Promise<string> {
  const probe = await listOf<CalendarEvent>(page, '/api/v1/calendar/events?pageSize=10');
  expect(probe.total).toBeGreaterThan(0);
  const latest = await listOf<CalendarEvent>(
    page,
    '/api/v1/calendar/events?pageSize=100&sort=date:desc',
  );
  const counts = new Map<string, number>();
  for (const event of latest.items) {
    const month = event.date.slice(0, 7);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

const shownEvents = (page: Page) => page.locator('main [data-event-id]');
const rangeHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const viewLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Calendar view' }).getByRole('link', { name });
const searchOf = (page: Page) => new URL(page.url()).searchParams;

/**
 * The events the API holds for what the view shows, once the view shows as many. Other files
 * add events to the shared stack while a test runs, and a view shows what there was when it
 * loaded: the page is reloaded (its view and filters are in its address) until the two agree.
 */
async function agreedEvents(
  page: Page,
  read: () => Promise<CalendarEvent[]>,
  view: string,
): Promise<CalendarEvent[]> {
  let held: CalendarEvent[] = [];
  await expect
    .poll(
      async () => {
        held = await read();
        const gap = (await shownEvents(page).count()) - held.length;
        if (gap !== 0) {
          await page.reload();
          await page.locator(view).waitFor();
        }
        return gap;
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  return held;
}

/**
 * The latest day with more than `least` events, read from the newest back a page at a time: the
 * demo data's crowded days lie anywhere in its years, not only among the latest events.
 */
async function latestCrowdedDay(page: Page, least: number): Promise<string | undefined> {
  const perDay = new Map<string, number>();
  for (let n = 1; ; n += 1) {
    const { items, total } = await listOf<CalendarEvent>(
      page,
      `/api/v1/calendar/events?pageSize=100&page=${String(n)}&sort=date:desc`,
    );
    for (const e of items) perDay.set(e.date, (perDay.get(e.date) ?? 0) + 1);
    const read = n * 100 >= total || items.length === 0;
    // The oldest day of a page may go on into the next one: only the days after it are whole.
    const oldest = items.at(-1)?.date;
    const crowded = [...perDay].find(([d, count]) => count > least && (read || d !== oldest));
    if (crowded || read) return crowded?.[0];
  }
}

/** Events the month grid shows as chips plus those counted in its "+N more" links. */
async function monthGridTotal(page: Page): Promise<number> {
  const more = await page.locator('.cal-day__more').allTextContents();
  const hidden = more.reduce((sum, text) => sum + Number(/\d+/.exec(text)?.[0] ?? 0), 0);
  return (await shownEvents(page).count()) + hidden;
}

/** How wide the page lays out: wider than the window means something sticks out. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function openCalendar(page: Page, search: string): Promise<void> {
  await page.goto(at(`/calendar?${search}`));
  await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
  await page.getByText('Loading events…').waitFor({ state: 'detached' });
}

/**
 * Opens the month and waits until its grid shows what the API holds for it at that moment:
 * other test files add and remove events on the shared stack meanwhile, so a count read once
 * before opening may be stale by the time the screen loads. Answers the events agreed on.
 */
async function openMonthAsTheApiHolds(
  page: Page,
  month: string,
  search: string,
  shown: (event: CalendarEvent) => boolean = () => true,
): Promise<CalendarEvent[]> {
  let agreed: CalendarEvent[] = [];
  await expect
    .poll(
      async () => {
        await openCalendar(page, search);
        agreed = (await eventsOfMonth(page, month)).filter(shown);
        return (await monthGridTotal(page)) - agreed.length;
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  return agreed;
}

describe('the calendar', () => {
  it('should show the real events of a month in the month grid and keep view and date across a reload', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    const month = await busyMonth(page);
    const events = await openMonthAsTheApiHolds(page, month, `view=month&date=${month}-01`);
    expect(await rangeHeading(page).textContent()).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    const first = events[0]!;
    expect(await page.locator(`[data-event-id="${first.id}"]`).getAttribute('title')).toContain(
      first.caseCaption,
    );
    await screenshots(page, 'calendar-month');
    expect(await pageWidth(page)).toBe(DESKTOP.width);

    const heading = await rangeHeading(page).textContent();
    // After a reload the same month and view, with what the API holds for the month when the
    // reload is read (other files add events meanwhile, so reloaded again until both agree).
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { level: 2, name: heading ?? '' }).waitFor();
          expect(await viewLink(page, 'Month').getAttribute('aria-current')).toBe('page');
          await page.getByText('Loading events…').waitFor({ state: 'detached' });
          return (await monthGridTotal(page)) - (await eventsOfMonth(page, month)).length;
        },
        { timeout: 30_000 },
      )
      .toBe(0);
    expect(errors).toEqual([]);
  });

  it('should fold a crowded day into "+N more", which opens that day in the agenda', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const crowded = await latestCrowdedDay(page, 3);
    expect(crowded).toBeDefined();
    const day = crowded!;
    const count = (await eventsBetween(page, { from: day, to: day })).length;
    expect(count).toBeGreaterThan(3);
    await openCalendar(page, `view=month&date=${day}`);
    const more = page.getByRole('link', { name: `+${String(count - 2)} more` });
    await more.click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('view') === 'agenda' &&
        url.searchParams.get('span') === 'day' &&
        url.searchParams.get('date') === day,
    );
    await page.locator('.cal-agenda').waitFor();
    expect(await shownEvents(page).count()).toBe(count);
    expect(await page.locator('.cal-agenda__day').count()).toBe(1);
  });

  it('should switch to the week and the agenda, changing the URL and the content, and go back', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const month = await busyMonth(page);
    const events = await eventsOfMonth(page, month);
    const target = events[Math.floor(events.length / 2)]!;
    await openCalendar(page, `view=month&date=${target.date}`);

    await viewLink(page, 'Week').click();
    await page.waitForURL(/view=week/);
    expect(searchOf(page).get('date')).toBe(target.date);
    await page.locator('.cal-week').waitFor();
    expect(await page.locator('.cal-week__day').count()).toBe(7);
    expect(await rangeHeading(page).textContent()).toMatch(/ – /);
    await page.locator(`[data-event-id="${target.id}"]`).waitFor();
    await agreedEvents(page, () => eventsBetween(page, weekBounds(target.date)), '.cal-week');
    await screenshots(page, 'calendar-week');

    await viewLink(page, 'Agenda').click();
    await page.waitForURL(/view=agenda/);
    await page.locator('.cal-agenda').waitFor();
    const agenda = await agreedEvents(page, () => eventsOfMonth(page, month), '.cal-agenda');
    const days = new Set(agenda.map((e) => e.date));
    expect(await page.locator('.cal-agenda__day').count()).toBe(days.size);
    await screenshots(page, 'calendar-agenda');

    await page.goBack();
    await page.waitForURL(/view=week/);
    await page.locator('.cal-week').waitFor();
  });

  it('should move a month on with next and back with previous', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const month = await busyMonth(page);
    const [year, mon] = month.split('-').map(Number) as [number, number];
    const next =
      mon === 12 ? `${String(year + 1)}-01` : `${String(year)}-${String(mon + 1).padStart(2, '0')}`;
    await openCalendar(page, `view=agenda&date=${month}-15`);
    const before = await rangeHeading(page).textContent();

    await page.getByRole('link', { name: 'Next month' }).click();
    await page.waitForURL((url) => url.searchParams.get('date') === `${next}-15`);
    await expect.poll(() => rangeHeading(page).textContent()).not.toBe(before);
    await page.getByText('Loading events…').waitFor({ state: 'detached' });
    await agreedEvents(page, () => eventsOfMonth(page, next), '.cal-agenda');

    await page.getByRole('link', { name: 'Previous month' }).click();
    await page.waitForURL((url) => url.searchParams.get('date') === `${month}-15`);
    await page.getByRole('heading', { level: 2, name: before ?? '' }).waitFor();
  });

  it('should open the case page from an event', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const month = await busyMonth(page);
    const [event] = await eventsOfMonth(page, month);
    await openCalendar(page, `view=month&date=${month}-01`);
    await page.locator(`a[data-event-id="${event!.id}"]`).click();
    await page.waitForURL((url) => url.pathname === `/cases/case/${event!.caseId}`);
  });

  it("should name the motion of a motion event and link to the case's motions", async () => {
    const page = await signedInBlank(browser(), 'staff');
    const month = await busyMonth(page);
    const events = await eventsOfMonth(page, month);
    const motionEvent = events.find((e) => e.motionId !== null);
    expect(motionEvent).toBeDefined();
    await openCalendar(page, `view=agenda&date=${month}-01`);
    const row = page.locator(`[data-event-id="${motionEvent!.id}"]`);
    const link = row.getByRole('link', { name: `Motion ${motionEvent!.motionId!}` });
    expect(await link.getAttribute('href')).toBe(`/cases/case/${motionEvent!.caseId}/motions`);
  });

  it('should open on this month with today marked when the URL names no date', async () => {
    const page = await signedInBlank(browser(), 'staff');
    await openCalendar(page, '');
    const now = new Date();
    const month = now.toLocaleString('en-US', { month: 'long', year: 'numeric' });
    await page.getByRole('heading', { level: 2, name: month }).waitFor();
    const today = page.locator('main [aria-current="date"]');
    expect(await today.count()).toBe(1);
    expect(await today.locator('.cal-day__number').innerText()).toContain(String(now.getDate()));
  });

  it('should say so when the shown range has no events', async () => {
    const page = await signedInBlank(browser(), 'staff');
    expect(await eventsOfMonth(page, '2035-01')).toEqual([]);
    await openCalendar(page, 'view=agenda&date=2035-01-10');
    await page.getByText('No events in January 2035.').waitFor();
    expect(await page.getByRole('button', { name: 'Export .ics' }).isDisabled()).toBe(true);
  });

  it('should hide the events of an unticked kind, then the done ones', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const month = await busyMonth(page);
    const events = await eventsOfMonth(page, month);
    const kinds = [...new Set(events.map((e) => e.kind))];
    const kind = kinds[0]!;
    const label = {
      case_deadline: 'Case deadline',
      motion_deadline: 'Motion deadline',
      hearing: 'Hearing',
      filing: 'Filing',
      court_deadline: 'Court deadline',
      settlement_deadline: 'Settlement deadline',
    }[kind];
    await openCalendar(page, `view=agenda&date=${month}-01`);
    await agreedEvents(page, () => eventsOfMonth(page, month), '.cal-agenda');

    await page.getByRole('checkbox', { name: label }).uncheck();
    const rest = async () => (await eventsOfMonth(page, month)).filter((e) => e.kind !== kind);
    await agreedEvents(page, rest, '.cal-agenda');
    expect(searchOf(page).get('kinds')?.split(',')).not.toContain(kind);

    await page.getByRole('checkbox', { name: 'Hide done' }).check();
    await agreedEvents(page, async () => (await rest()).filter((e) => !e.done), '.cal-agenda');
    expect(searchOf(page).get('done')).toBe('hide');
    // The filters are in the URL too: a reload keeps them.
    await page.reload();
    await page.getByText('Loading events…').waitFor({ state: 'detached' });
    expect(await page.getByRole('checkbox', { name: label }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Hide done' }).isChecked()).toBe(true);
  });

  it('should download the shown events as an .ics file with one all-day VEVENT each', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const month = await busyMonth(page);
    // Every kind but hearings: other files add court and settlement deadlines to the stack too.
    const kinds = CALENDAR_EVENT_KINDS.filter((kind) => kind !== 'hearing');
    const noHearings = await openMonthAsTheApiHolds(
      page,
      month,
      `view=month&date=${month}-01&kinds=${kinds.join(',')}`,
      (e) => e.kind !== 'hearing',
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export .ics' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^calendar-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.ics$/,
    );
    const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics.match(/^BEGIN:VEVENT$/gm)?.length).toBe(noHearings.length);
    const first = noHearings[0]!;
    expect(ics).toContain(`DTSTART;VALUE=DATE:${first.date.replaceAll('-', '')}`);
    expect(ics).toContain(`URL;VALUE=URI:${at(`/cases/case/${first.caseId}`)}`);
    expect(ics).not.toMatch(/^SUMMARY:Hearing:/m);
  });

  it('should show a phone the month as day dots with the chosen day listed below', async () => {
    const page = await signedInBlank(browser(), 'staff', { viewport: PHONE });
    const month = await busyMonth(page);
    const events = await eventsOfMonth(page, month);
    const day = events[0]!.date;
    const onDay = events.filter((e) => e.date === day);
    await openCalendar(page, `view=month&date=${month}-01`);
    await page.locator('.cal-compact').waitFor();
    await page
      .locator('.cal-compact__day')
      .nth(Number(day.slice(8)) - 1)
      .click();
    await page.waitForURL((url) => url.searchParams.get('date') === day);
    await expect
      .poll(() => page.locator('.cal-compact__selected [data-event-id]').count())
      .toBe(onDay.length);
    expect(await pageWidth(page)).toBe(PHONE.width);
  });
});

async function createUpdate(page: Page, title: string, body: string): Promise<Update> {
  const response = await page.request.post(at('/api/v1/updates'), {
    // What the app's own calls carry: our origin and the anti-CSRF header.
    headers: writeHeaders(),
    data: {
      version: `9.${String(Date.now() % 1_000_000)}`,
      title,
      body,
      publishedOn: '2000-01-01',
      tags: ['e2e'],
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Update;
}

const updateCards = (page: Page) => page.locator('main article.update');
const versionsShown = (page: Page) => page.locator('main .update__version').allTextContents();

describe('the updates', () => {
  it('should list the release notes newest first, a page at a time', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    const newest = await listOf<Update>(page, '/api/v1/updates?sort=publishedOn:desc&pageSize=25');
    await page.goto(at('/updates'));
    await page.getByRole('heading', { level: 1, name: 'Updates' }).waitFor();
    await updateCards(page).first().waitFor();
    const firstPage = newest.items.slice(0, 10).map((u) => `Version ${u.version}`);
    expect(await versionsShown(page)).toEqual(firstPage);
    const dates = await page
      .locator('main .update__date')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    await screenshots(page, 'updates');

    expect(newest.total).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => updateCards(page).count()).toBe(Math.min(20, newest.total));
    expect(await versionsShown(page)).toEqual(
      newest.items.slice(0, Math.min(20, newest.total)).map((u) => `Version ${u.version}`),
    );
    expect(errors).toEqual([]);
  });

  it('should narrow the list by search, keep the search in the URL and restore it on reload', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const [sample] = (await listOf<Update>(page, '/api/v1/updates?pageSize=10')).items;
    const word = sample!.title.split(' ').at(-1)!;
    const matching = await listOf<Update>(
      page,
      `/api/v1/updates?q=${encodeURIComponent(word)}&pageSize=25&sort=publishedOn:desc`,
    );
    const all = await listOf<Update>(page, '/api/v1/updates?pageSize=10');
    expect(matching.total).toBeLessThan(all.total);

    await page.goto(at('/updates'));
    await updateCards(page).first().waitFor();
    await page.getByLabel('Search:').fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    await page
      .getByText(`Showing ${String(Math.min(10, matching.total))} of ${String(matching.total)}`)
      .waitFor();
    expect(await versionsShown(page)).toEqual(
      matching.items.slice(0, 10).map((u) => `Version ${u.version}`),
    );
    await page.reload();
    await updateCards(page).first().waitFor();
    expect(await page.getByLabel('Search:').inputValue()).toBe(word);
    expect(await updateCards(page).count()).toBe(Math.min(10, matching.total));

    await page.getByLabel('Search:').fill('no such release note zzz');
    await page.getByText('No update matches the search.').waitFor();
  });

  it('should show a body as plain-text paragraphs, never as markup', async () => {
    const page = await signedInBlank(browser(), 'admin');
    const title = `Plain text check ${String(Date.now())}`;
    await createUpdate(page, title, 'First line <b>not bold</b>\nsecond line\n\nSecond paragraph');
    await page.goto(at(`/updates?q=${encodeURIComponent(title)}`));
    const card = updateCards(page).filter({ hasText: title });
    await card.waitFor();
    expect(await card.locator('b').count()).toBe(0);
    const paragraphs = card.locator('.update__body p');
    expect(await paragraphs.count()).toBe(2);
    expect(await paragraphs.first().innerText()).toBe('First line <b>not bold</b>\nsecond line');
    expect(await paragraphs.nth(1).innerText()).toBe('Second paragraph');
  });
});
