/**
 * How To Videos: the videos the API lists, searched on the server, played in the page's own
 * player through the gateway (byte ranges and all) with their English captions loaded.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { at, useBrowser, screenshots, watchConsole, signedInBlank } from '../support.ts';

const browser = useBrowser();

interface Video {
  id: string;
  title: string;
}

async function listed(page: Page, query = ''): Promise<Video[]> {
  const response = await page.request.get(at(`/api/v1/help-videos?pageSize=100${query}`));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Video[] }).items;
}

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const cards = (page: Page) => page.getByRole('navigation', { name: 'Videos' }).getByRole('link');
const cardTitles = (page: Page) => page.locator('.howto-card__title').allTextContents();
const player = (page: Page) => page.locator('video');

async function openHowTo(path = '/howto'): Promise<Page> {
  const page = await signedInBlank(browser(), 'viewer');
  await page.goto(at(path));
  await page.getByRole('heading', { level: 1, name: 'How To Videos' }).waitFor();
  return page;
}

describe('How To Videos', () => {
  it('should list the videos as the API does, the first one in the player', async () => {
    const page = await openHowTo();
    const errors = watchConsole(page);
    const videos = await listed(page);
    expect(videos.length).toBeGreaterThanOrEqual(2);
    await eventually(() => cardTitles(page)).toEqual(videos.map((v) => v.title));
    await expect(page.getByRole('heading', { level: 2 }).first().textContent()).resolves.toBe(
      videos[0]!.title,
    );
    expect(await cards(page).first().getAttribute('aria-current')).toBe('true');
    // The stills have loaded (through the gateway, within the page's CSP).
    await eventually(() =>
      page.$$eval('.howto-card__still img', (imgs) =>
        imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0),
      ),
    ).toBe(true);
    await screenshots(page, 'howto');
    expect(errors).toEqual([]);
  });

  it('should search on the server and say when nothing matches', async () => {
    const page = await openHowTo();
    const search = page.getByLabel('Search:', { exact: true });
    await search.fill('landing');
    await eventually(() => new URL(page.url()).searchParams.get('q')).toBe('landing');
    const found = await listed(page, '&q=landing');
    expect(found.length).toBeGreaterThan(0);
    await eventually(() => cardTitles(page)).toEqual(found.map((v) => v.title));
    await search.fill('no such video anywhere');
    await page.getByText('No video matches the search.').waitFor();
    await search.fill('');
    await eventually(async () => (await cardTitles(page)).length).toBe((await listed(page)).length);
  });

  it('should play a chosen video with its English captions loaded', async () => {
    const page = await openHowTo();
    const errors = watchConsole(page);
    const videos = await listed(page);
    const second = videos[1]!;
    await cards(page).filter({ hasText: second.title }).click();
    await eventually(() => new URL(page.url()).searchParams.get('video')).toBe(second.id);
    await page.getByRole('heading', { level: 2, name: second.title }).waitFor();

    // Muted, so that the browser lets a script start it (the videos have no sound anyway).
    await player(page).evaluate((el) => {
      const video = el as HTMLVideoElement;
      video.muted = true;
      return video.play();
    });
    await eventually(() =>
      player(page).evaluate((el) => (el as HTMLVideoElement).currentTime),
    ).toBeGreaterThan(0.5);
    const state = await player(page).evaluate((el) => {
      const video = el as HTMLVideoElement;
      const track = video.querySelector('track');
      return {
        readyState: video.readyState,
        error: video.error?.code ?? null,
        duration: Math.round(video.duration),
        src: video.currentSrc,
        trackState: track?.readyState,
        mode: video.textTracks[0]?.mode,
        language: video.textTracks[0]?.language,
        cues: Array.from(video.textTracks[0]?.cues ?? []).map((cue) => (cue as VTTCue).text),
      };
    });
    expect(state.readyState).toBeGreaterThanOrEqual(2);
    expect(state.error).toBeNull();
    expect(state.duration).toBe(9);
    expect(state.src).toBe(at(`/api/v1/help-videos/${second.id}/file`));
    expect(state.trackState).toBe(2); // HTMLTrackElement.LOADED
    expect(state.mode).toBe('showing');
    expect(state.language).toBe('en');
    expect(state.cues).toHaveLength(3);
    expect(state.cues[0]).toMatch(/Search box/);
    expect(errors).toEqual([]);

    // Back returns to the video played before.
    await page.goBack();
    await eventually(() => new URL(page.url()).searchParams.get('video')).toBeNull();
    await page.getByRole('heading', { level: 2, name: videos[0]!.title }).waitFor();
  });
});
