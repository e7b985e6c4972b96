/**
 * The API as a signed-in page sees it: browser tests read the rows a screen should show from the
 * API itself, with the page's own session, so records other files make do not matter.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@backoffice/core';
import { at } from './support.ts';

/** What the app's own writes carry: our origin and the anti-CSRF header. */
export const writeHeaders = () => ({
  [CSRF_HEADER]: CSRF_HEADER_VALUE,
  origin: new URL(at('/')).origin,
});

/** One page of a list, as every list endpoint answers. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** GET /api/v1<path> with the page's session; anything but 200 fails, naming the path. */
export async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(at(`/api/v1${path}`));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The rows a page the user's lists show (their saved preference). */
export async function savedPageSize(page: Page): Promise<number> {
  return (await api<{ preferences: { pageSize: number } }>(page, '/profile')).preferences.pageSize;
}
