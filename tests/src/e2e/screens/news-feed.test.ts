/**
 * The Client Portal News Feed against the real stack: a news item written with the toolbar,
 * previewed live, created, published and deleted (after a confirmation); a hostile body shown
 * inert in the preview and in the stored item, never running; a cross-site write refused; and
 * a read-only user offered no writing. The items this file makes carry unique titles.
 */
import type { Dialog, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  at,
  useBrowser,
  screenshots,
  signedInPage,
  watchConsole,
  signedInBlank,
} from '../support.ts';

const browser = useBrowser();

interface NewsItem {
  id: string;
  title: string;
  body: string;
  status: string;
  audience: string;
}

const SCREEN = '/client-management/news-feed';
const queryOf = (page: Page) => new URL(page.url()).searchParams;
/** A form's control by its label (a required field's label ends in a hidden "*"). */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

async function getNews(page: Page, id: string): Promise<NewsItem> {
  const response = await page.request.get(at(`/api/v1/news/${id}`));
  expect(response.status()).toBe(200);
  return (await response.json()) as NewsItem;
}

/** Selects `words` in a textarea, as a user dragging over them would. */
async function select(area: Locator, words: string): Promise<void> {
  await area.evaluate((el, w) => {
    const text = el as HTMLTextAreaElement;
    const start = text.value.indexOf(w);
    text.focus();
    text.setSelectionRange(start, start + w.length);
  }, words);
}

/** Opens the create form on the screen. */
async function newItemForm(page: Page): Promise<Locator> {
  await page.goto(at(SCREEN));
  await page.getByRole('heading', { level: 1, name: 'News Feed Management' }).waitFor();
  await page.getByRole('button', { name: 'New news item' }).click();
  return page.getByRole('dialog', { name: 'New news item' });
}

describe('the News Feed screen', () => {
  it('should write an item with formatting, preview it live, create, publish and delete it', async () => {
    // The administrator: deleting needs the DELETE privilege, which staff do not have.
    const page = await signedInPage(browser(), 'admin');
    const errors = watchConsole(page);
    const form = await newItemForm(page);

    // Nothing typed: the contract's messages, on the fields they name.
    await form.getByRole('button', { name: 'Create news item' }).click();
    await form.getByText(/write the news itself/i).waitFor();

    const title = `Claims deadline ${String(Date.now())}`;
    await field(form, 'Title').fill(title);
    const body = field(form, 'Body');
    await body.fill('Claims are due Friday.\nSee the notice');
    await select(body, 'Friday');
    await form.getByRole('button', { name: 'Bold' }).click();
    await select(body, 'See the notice');
    await form.getByRole('button', { name: 'Link' }).click();
    await form.getByLabel('Link address').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Add link' }).click();
    await form.getByText('A link must start with https://, http:// or mailto:').waitFor();
    await form.getByLabel('Link address').fill('https://example.com/notice');
    await form.getByRole('button', { name: 'Add link' }).click();
    expect(await body.inputValue()).toBe(
      'Claims are due <strong>Friday</strong>.\n<a href="https://example.com/notice">See the notice</a>',
    );

    const preview = form.getByRole('region', { name: 'Preview of the body' });
    await preview.locator('strong', { hasText: 'Friday' }).waitFor();
    const link = preview.getByRole('link', { name: 'See the notice' });
    expect(await link.getAttribute('href')).toBe('https://example.com/notice');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await screenshots(page, 'news-feed-form');

    await form.getByRole('button', { name: 'Create news item' }).click();
    await page.getByText('News item created').first().waitFor();
    const view = page.getByRole('dialog', { name: 'News item', exact: true });
    await view.getByRole('heading', { name: title }).waitFor();
    const id = queryOf(page).get('news')!;
    expect((await getNews(page, id)).status).toBe('draft');
    await view.getByRole('region', { name: 'News body' }).locator('strong').waitFor();

    await view.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('News item published').first().waitFor();
    await view.getByRole('button', { name: 'Unpublish' }).waitFor();
    expect((await getNews(page, id)).status).toBe('published');
    await screenshots(page, 'news-feed-view');

    // The list shows it as published.
    await page.goto(at(`${SCREEN}?q=${encodeURIComponent(title)}`));
    const row = page
      .getByRole('grid', { name: 'News items' })
      .getByRole('row')
      .filter({ hasText: title });
    await row.getByText('Published').waitFor();
    await screenshots(page, 'news-feed');

    await row.getByText(title).click();
    await view.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this news item?' })
      .getByRole('button', { name: 'Delete news item' })
      .click();
    await page.getByText('News item deleted').first().waitFor();
    await expect.poll(() => queryOf(page).get('news')).toBeNull();
    expect((await page.request.get(at(`/api/v1/news/${id}`))).status()).toBe(404);
    expect(errors).toEqual([]);
  });

  it('should show a body with a script injected as inert, in the preview and once stored', async () => {
    const page = await signedInPage(browser(), 'staff');
    const dialogs: string[] = [];
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const form = await newItemForm(page);
    const title = `Hostile body ${String(Date.now())}`;
    await field(form, 'Title').fill(title);
    await field(form, 'Body').fill(
      '<p onmouseover="window.__newsHit=1">Hover me</p>' +
        '<img src="x" onerror="window.__newsHit=2;alert(2)">' +
        '<script>window.__newsHit=3;alert(3)</script>' +
        '<a href="javascript:window.__newsHit=4;alert(4)">Click me</a>' +
        '<svg><style>p{color:red}</style><g onload="alert(5)"></g></svg>',
    );
    const preview = form.getByRole('region', { name: 'Preview of the body' });
    await preview.getByText('Hover me').hover();
    await preview.getByText('Click me').click();
    expect(await preview.locator('script, img, svg, style, [onmouseover]').count()).toBe(0);

    await form.getByRole('button', { name: 'Create news item' }).click();
    const view = page.getByRole('dialog', { name: 'News item', exact: true });
    await view.getByRole('heading', { name: title }).waitFor();
    const shown = view.getByRole('region', { name: 'News body' });
    await shown.getByText('Hover me').hover();
    await shown.getByText('Click me').click();
    expect(await shown.locator('script, img, svg, style, [onmouseover], [href]').count()).toBe(0);

    const stored = await getNews(page, queryOf(page).get('news')!);
    expect(stored.body).toBe('<p>Hover me</p><a>Click me</a>');
    expect(await page.evaluate(() => (window as { __newsHit?: number }).__newsHit)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  it('should refuse a news write from another site', async () => {
    const page = await signedInPage(browser(), 'staff');
    const item = {
      title: 'Cross-site',
      body: 'x',
      audience: 'all_clients',
      publishDate: '2026-11-01',
    };
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example', 'x-requested-with': 'BackOffice' },
      { origin: new URL(at('/')).origin },
    ];
    for (const headers of crossSite) {
      const response = await page.request.post(at('/api/v1/news'), { headers, data: item });
      expect(response.status()).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'csrf_failed' } });
    }
  });

  it('should offer a read-only user the items but no writing', async () => {
    const page = await signedInBlank(browser(), 'viewer');
    await page.goto(at(SCREEN));
    const grid = page.getByRole('grid', { name: 'News items' });
    // A row with text: while the list loads, ag-grid draws skeleton rows at the same indexes.
    const first = grid.locator('[role="row"][row-index="0"]').filter({ hasText: /\S/ }).first();
    await first.waitFor();
    expect(await page.getByRole('button', { name: 'New news item' }).count()).toBe(0);
    await first.click();
    await expect.poll(() => queryOf(page).get('news')).toMatch(/\S/);
    const view = page.getByRole('dialog', { name: 'News item', exact: true });
    await view.getByRole('region', { name: 'News body' }).waitFor();
    expect(await view.getByRole('button', { name: /Publish|Unpublish|Edit|Delete/ }).count()).toBe(
      0,
    );
  });
});
