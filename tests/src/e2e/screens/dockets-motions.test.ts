/**
 * The Dockets and Motions screens against the real stack: rows as the API lists them, search,
 * sort and paging in the URL, a docket's entries and a new entry, motions created, edited and
 * deleted through their forms, the `?caseId=` filter the case screen links with, case links,
 * and what a read-only viewer is offered. Expected rows are read from the API itself, and the
 * records this file makes carry unique names, so other files' records do not matter.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, savedPageSize, writeHeaders, type ListPage } from '../api.ts';
import { field, fieldError } from '../forms.ts';
import { column, expectColumn } from '../grid.ts';
import { expectListed, nextPage, type Shown } from '../lists.ts';
import {
  at,
  queryOf,
  screenshots,
  useBrowser,
  watchConsole,
  signedInAt,
  signedInBlank,
} from '../support.ts';

const browser = useBrowser();

interface Docket {
  id: string;
  caseId: string;
  caseCaption: string;
  docketNumber: string;
  entryCount: number;
}
interface DocketEntry {
  id: string;
  number: number;
  description: string;
}
interface Motion {
  id: string;
  caseId: string;
  caseCaption: string;
  title: string;
  status: string;
  deadline: string | null;
}

const DOCKETS: Shown<Docket> = {
  grid: 'Dockets',
  colId: 'docketNumber',
  text: (d) => d.docketNumber,
};
const ENTRIES: Shown<DocketEntry> = {
  grid: 'Docket entries',
  colId: 'description',
  text: (e) => e.description,
};
const MOTIONS: Shown<Motion> = { grid: 'Motions', colId: 'title', text: (m) => m.title };

/** A table's own search box (the screen may show two tables). */
const search = (page: Page, table: string) =>
  page
    .locator('.data-table', { has: page.getByRole('grid', { name: table }) })
    .getByLabel('Search:', { exact: true });

/** Sorts a grid by a column's header and waits for the address to say so. */
async function sortBy(page: Page, grid: string, header: string, param: string, value: string) {
  await page.getByRole('grid', { name: grid }).getByRole('columnheader', { name: header }).click();
  await expect.poll(() => queryOf(page).get(param)).toBe(value);
}

const today = () => new Date().toISOString().slice(0, 10);

describe('the Dockets screen', () => {
  it('should list the dockets as the API does, and search, sort and page with the view in the URL', async () => {
    const page = await signedInAt(browser(), 'staff', '/dockets');
    const errors = watchConsole(page);
    const size = await savedPageSize(page);
    await page.getByRole('heading', { level: 1, name: 'Dockets' }).waitFor();
    const first = await expectListed(page, `/dockets?pageSize=${size}`, DOCKETS);
    expect(first.total).toBeGreaterThan(size);

    await search(page, 'Dockets').fill('Securities');
    await expect.poll(() => queryOf(page).get('q')).toBe('Securities');
    const found = await expectListed(page, `/dockets?q=Securities&pageSize=${size}`, DOCKETS);
    expect(found.total).toBeGreaterThan(size);

    await sortBy(page, 'Dockets', 'Docket number', 'sort', 'docketNumber:asc');
    await nextPage(page);
    const query = `q=Securities&sort=docketNumber:asc&page=2&pageSize=${size}`;
    const second = await expectListed(page, `/dockets?${query}`, DOCKETS);

    await page.reload();
    await expectColumn(page, 'Dockets', 'docketNumber', second.items.map(DOCKETS.text));
    expect(await search(page, 'Dockets').inputValue()).toBe('Securities');
    expect(errors).toEqual([]);
  });

  it('should show a docket’s entries below the list, keeping the list, and restore both on reload', async () => {
    const page = await signedInAt(browser(), 'staff', '/dockets?sort=docketNumber:asc');
    const errors = watchConsole(page);
    const size = await savedPageSize(page);
    const list = await expectListed(
      page,
      `/dockets?sort=docketNumber:asc&pageSize=${size}`,
      DOCKETS,
    );
    const docket = list.items[1]!;

    await page
      .getByRole('grid', { name: 'Dockets' })
      .getByText(docket.docketNumber, { exact: true })
      .click();
    await expect.poll(() => queryOf(page).get('docket')).toBe(docket.id);
    expect(queryOf(page).get('sort')).toBe('docketNumber:asc');
    await page.getByRole('heading', { level: 2, name: `Docket ${docket.docketNumber}` }).waitFor();
    const entries = `/dockets/${docket.id}/entries`;
    const all = await expectListed(page, `${entries}?pageSize=${size}`, ENTRIES);
    expect(all.total).toBe(docket.entryCount);
    await expectColumn(page, 'Dockets', 'docketNumber', list.items.map(DOCKETS.text));

    // The entries table has its own prefixed parameters.
    await sortBy(page, 'Docket entries', 'Filed on', 'entries.sort', 'filedOn:asc');
    const byDate = await expectListed(
      page,
      `${entries}?sort=filedOn:asc&pageSize=${size}`,
      ENTRIES,
    );
    await page.reload();
    await expectColumn(page, 'Docket entries', 'description', byDate.items.map(ENTRIES.text));

    await screenshots(page, 'dockets');

    // By keyboard: the next row's docket opens with Enter.
    const next = list.items[2]!;
    await page
      .getByRole('grid', { name: 'Dockets' })
      .getByText(docket.docketNumber, { exact: true })
      .click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => queryOf(page).get('docket')).toBe(next.id);
    await page.getByRole('heading', { level: 2, name: `Docket ${next.docketNumber}` }).waitFor();
    expect(queryOf(page).get('entries.sort')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('should refuse a bad entry with messages by the fields, keep the input, then add it', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    const { items } = await api<ListPage<Docket>>(page, '/dockets?pageSize=10');
    const docket = items[0]!;
    await page.goto(at(`/dockets?docket=${docket.id}`));
    await page.getByRole('button', { name: 'Add entry' }).click();
    const form = page.getByRole('form', { name: 'New docket entry' });
    await form.waitFor();

    await field(form, 'Filed on').fill('2024-02-30');
    await field(form, 'Filed on').press('Tab');
    await field(form, 'Document type').selectOption('notice');
    await field(form, 'Filed by').fill('Test counsel');
    await form.getByRole('button', { name: 'Add entry' }).click();
    expect(await fieldError(form, 'Description')).toMatch(/required|at least/i);
    expect(await fieldError(form, 'Filed on')).toMatch(/2024-02-30|date/i);
    expect(await field(form, 'Filed on').inputValue()).toBe('2024-02-30');
    expect(await field(form, 'Filed by').inputValue()).toBe('Test counsel');
    expect(await field(form, 'Document type').inputValue()).toBe('notice');
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await screenshots(page, 'dockets-entry-form');

    const description = `Notice of appearance ${Date.now()}`;
    await field(form, 'Description').fill(description);
    await field(form, 'Filed on').fill(today());
    await field(form, 'Filed on').press('Tab');
    await form.getByRole('button', { name: 'Add entry' }).click();
    await page
      .getByText(/Entry \d+ added/)
      .first()
      .waitFor();
    await expect.poll(() => form.count()).toBe(0);
    await search(page, 'Docket entries').fill(description);
    await expectColumn(page, 'Docket entries', 'description', [description]);
    const saved = await api<ListPage<DocketEntry>>(
      page,
      `/dockets/${docket.id}/entries?q=${encodeURIComponent(description)}`,
    );
    expect(saved.items.map((e) => e.description)).toEqual([description]);
    expect(errors).toEqual([]);
  });

  it('should edit a docket: relate it to another of its case and close it, the related one a link', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const errors = watchConsole(page);
    const { items } = await api<ListPage<{ id: string }>>(page, '/cases?pageSize=10');
    const caseId = items.at(-1)!.id;
    const stamp = Number(String(Date.now()).slice(-5));
    const open = async (n: number) => {
      const res = await page.request.post(at('/api/v1/dockets'), {
        headers: writeHeaders(),
        data: {
          caseId,
          court: 'S.D.N.Y.',
          docketNumber: `1:98-cv-${String(n % 100_000).padStart(5, '0')}`,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as Docket;
    };
    const lead = await open(stamp);
    const member = await open(stamp + 1);
    await page.goto(at(`/dockets?docket=${member.id}`));
    const panel = page.getByRole('region', { name: `Docket ${member.docketNumber}` });
    await panel.getByRole('button', { name: 'Edit docket' }).click();
    const dialog = page.getByRole('dialog', { name: `Docket ${member.docketNumber}` });
    await dialog.getByRole('checkbox', { name: `${lead.docketNumber} · S.D.N.Y.` }).check();
    await field(dialog, 'Status').selectOption('closed');
    await dialog.getByRole('button', { name: 'Save docket' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => panel.textContent()).toContain('StatusClosed');
    const saved = await api<
      Docket & { status: string; closedOn: string | null; relatedDocketIds: string[] }
    >(page, `/dockets/${member.id}`);
    expect(saved).toMatchObject({ status: 'closed', relatedDocketIds: [lead.id] });
    expect(saved.closedOn).not.toBeNull();
    await screenshots(page, 'docket-edited');

    await panel.getByRole('link', { name: lead.docketNumber }).click();
    await page.getByRole('heading', { level: 2, name: `Docket ${lead.docketNumber}` }).waitFor();
    expect(errors).toEqual([]);
  });

  it('should narrow the list to a case from ?caseId=, name the case, clear it, and link to the case', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const { items } = await api<ListPage<Docket>>(page, '/dockets?pageSize=10');
    const docket = items[3]!;
    // A case may carry several dockets (and other tests add some), so the API says which.
    const ofCase = await api<ListPage<Docket>>(
      page,
      `/dockets?caseId=${docket.caseId}&pageSize=100`,
    );
    expect(ofCase.items.map((d) => d.docketNumber)).toContain(docket.docketNumber);
    await page.goto(at(`/dockets?caseId=${docket.caseId}`));
    await expect
      .poll(async () => (await column(page, 'Dockets', 'docketNumber')).sort(), { timeout: 20_000 })
      .toEqual(ofCase.items.map((d) => d.docketNumber).sort());
    const note = page.getByRole('status').filter({ hasText: 'Showing the dockets of case' });
    await note.getByRole('link', { name: docket.caseCaption }).waitFor();

    // The page holds as many rows as the user's saved page size (other tests may change it).
    const size = await savedPageSize(page);
    await note.getByRole('button', { name: 'Show all dockets' }).click();
    await expect.poll(() => queryOf(page).get('caseId')).toBeNull();
    await expect
      .poll(async () => (await column(page, 'Dockets', 'docketNumber')).length, { timeout: 10_000 })
      .toBe(size);

    await page.goto(at(`/dockets?caseId=${docket.caseId}`));
    await page
      .getByRole('grid', { name: 'Dockets' })
      .getByRole('link', { name: docket.caseCaption })
      .click();
    await page.waitForURL(at(`/cases/case/${docket.caseId}`));
  });
});

describe('the Motions screen', () => {
  it('should list the motions as the API does, mark overdue deadlines, and search, sort and page in the URL', async () => {
    const page = await signedInAt(browser(), 'staff', '/motions');
    const errors = watchConsole(page);
    const size = await savedPageSize(page);
    const first = await expectListed(page, `/motions?pageSize=${size}`, MOTIONS);

    await sortBy(page, 'Motions', 'Title', 'sort', 'title:asc');
    await nextPage(page);
    const second = await expectListed(
      page,
      `/motions?sort=title:asc&page=2&pageSize=${size}`,
      MOTIONS,
    );
    await page.reload();
    await expectColumn(page, 'Motions', 'title', second.items.map(MOTIONS.text));

    // An open motion past its deadline is marked; a decided one is not.
    const open = await api<ListPage<Motion>>(
      page,
      `/motions?status=pending&sort=deadline:asc&pageSize=100`,
    );
    const overdue = open.items.find((m) => m.deadline !== null && m.deadline < today());
    expect(overdue).toBeDefined();
    await page.goto(at(`/motions?status=pending&caseId=${overdue!.caseId}`));
    const row = page
      .getByRole('grid', { name: 'Motions' })
      .getByRole('row')
      .filter({ hasText: overdue!.title });
    await row.getByText('Overdue').first().waitFor();

    // The default view (soonest deadline first) for the pictures.
    await page.goto(at('/motions'));
    await expectColumn(page, 'Motions', 'title', first.items.map(MOTIONS.text));
    await screenshots(page, 'motions');
    expect(errors).toEqual([]);
  });

  it('should refuse a bad motion, create it, open its view, edit only what changed, and delete it', async () => {
    const page = await signedInBlank(browser(), 'admin');
    const errors = watchConsole(page);
    const [someCase] = (
      await api<ListPage<{ id: string; caption: string }>>(page, '/cases?pageSize=10')
    ).items;
    await page.goto(at('/motions'));
    await page.getByRole('button', { name: 'New motion' }).click();
    await expect.poll(() => queryOf(page).get('new')).toBe('1');
    const dialog = page.getByRole('dialog', { name: 'New motion' });
    await field(dialog, 'Deadline').fill('2025-13-45');
    await field(dialog, 'Deadline').press('Tab');
    await field(dialog, 'Filed by').fill('Lead counsel');
    await dialog.getByRole('button', { name: 'Create motion' }).click();
    expect(await fieldError(dialog, 'Title')).toMatch(/required|at least/i);
    expect(await fieldError(dialog, 'Case')).toMatch(/required|at least/i);
    expect(await fieldError(dialog, 'Type')).toMatch(/required|choose/i);
    expect(await fieldError(dialog, 'Deadline')).toMatch(/2025-13-45|date/i);
    expect(await field(dialog, 'Filed by').inputValue()).toBe('Lead counsel');
    await screenshots(page, 'motions-form');

    const title = `Motion to compel ${Date.now()}`;
    await field(dialog, 'Title').fill(title);
    await field(dialog, 'Type').selectOption('discovery');
    await field(dialog, 'Deadline').fill('2031-03-15');
    await field(dialog, 'Deadline').press('Tab');
    await field(dialog, 'Case').fill(someCase!.caption.slice(0, 12));
    await dialog
      .getByRole('option', {
        name: new RegExp(someCase!.caption.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      })
      .first()
      .click();
    expect(await field(dialog, 'Case').inputValue()).toBe(someCase!.caption);
    await dialog.getByRole('button', { name: 'Create motion' }).click();
    await page.getByText('Motion created').first().waitFor();

    // The new motion's view, in the URL.
    const view = page.getByRole('dialog', { name: 'Motion', exact: true });
    await view.getByRole('heading', { name: title }).waitFor();
    const id = queryOf(page).get('motion');
    expect(id).toMatch(/\S/);
    expect(await view.getByRole('link', { name: someCase!.caption }).isVisible()).toBe(true);
    await page.reload();
    await view.getByRole('heading', { name: title }).waitFor();
    await screenshots(page, 'motions-view');

    // Edit: only the changed fields travel.
    const patches: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH') patches.push(r);
    });
    await view.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit motion' });
    await field(edit, 'Status').selectOption('filed');
    await field(edit, 'Title').fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    expect(await fieldError(edit, 'Title')).toMatch(/required|at least/i);
    await field(edit, 'Title').fill(`${title} (amended)`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Motion saved').first().waitFor();
    await view.getByRole('heading', { name: `${title} (amended)` }).waitFor();
    expect(patches.map((r) => r.postDataJSON() as unknown)).toEqual([
      { title: `${title} (amended)`, status: 'filed' },
    ]);
    const saved = await api<Motion>(page, `/motions/${id!}`);
    expect(saved.status).toBe('filed');

    await view.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this motion?' })
      .getByRole('button', { name: 'Delete motion' })
      .click();
    await page.getByText('Motion deleted').first().waitFor();
    await expect.poll(() => queryOf(page).get('motion')).toBeNull();
    const gone = await page.request.get(at(`/api/v1/motions/${id!}`));
    expect(gone.status()).toBe(404);
    expect(errors).toEqual([]);
  });

  it('should narrow to a case from ?caseId= and link each motion to its case', async () => {
    const page = await signedInBlank(browser(), 'staff');
    const { items } = await api<ListPage<Motion>>(page, '/motions?pageSize=10');
    const motion = items[0]!;
    const ofCase = await api<ListPage<Motion>>(
      page,
      `/motions?caseId=${motion.caseId}&pageSize=100`,
    );
    await page.goto(at(`/motions?caseId=${motion.caseId}`));
    await expectColumn(page, 'Motions', 'title', ofCase.items.slice(0, 10).map(MOTIONS.text));
    await page.getByRole('status').filter({ hasText: motion.caseCaption }).waitFor();
    await page
      .getByRole('grid', { name: 'Motions' })
      .getByRole('link', { name: motion.caseCaption })
      .first()
      .click();
    await page.waitForURL(at(`/cases/case/${motion.caseId}`));
  });
});

describe('a read-only viewer', () => {
  it('should see dockets and motions but no way to add, edit or delete', async () => {
    const page = await signedInBlank(browser(), 'viewer');
    const errors = watchConsole(page);
    const dockets = await api<ListPage<Docket>>(page, '/dockets?pageSize=10');
    await page.goto(at(`/dockets?docket=${dockets.items[0]!.id}&addEntry=1`));
    await page.getByRole('grid', { name: 'Docket entries' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add entry' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'New docket entry' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit docket' }).count()).toBe(0);

    const motions = await api<ListPage<Motion>>(page, '/motions?pageSize=10');
    const motion = motions.items[0]!;
    await page.goto(at('/motions?new=1'));
    await expectColumn(page, 'Motions', 'title', motions.items.map(MOTIONS.text));
    expect(await page.getByRole('button', { name: 'New motion' }).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page
      .getByRole('grid', { name: 'Motions' })
      .getByText(motion.title, { exact: true })
      .first()
      .click();
    const view = page.getByRole('dialog', { name: 'Motion', exact: true });
    await view.getByRole('heading', { name: motion.title }).waitFor();
    expect(await view.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await view.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
