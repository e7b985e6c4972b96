/**
 * The how-to videos the mock API ships: short generated slide shows under `assets/videos/`.
 * Each video's slides are written once, here: `npm run make-help-videos --workspace mock-api`
 * (which needs ffmpeg) renders them into the video, its poster and its WebVTT captions, so the
 * captions always say what the picture shows. The files are committed; nothing else needs ffmpeg.
 */
import path from 'node:path';

export interface VideoSlide {
  heading: string;
  /** What the slide shows under its heading, one line each. */
  lines: readonly string[];
  /** The caption shown while the slide is on screen. */
  caption: string;
  seconds: number;
}

export interface CatalogueVideo {
  id: string;
  /** The files' base name under `assets/videos/`. */
  slug: string;
  title: string;
  description: string;
  topic: string;
  /** Days before the data's as-of date that the video was published. */
  publishedDaysAgo: number;
  slides: readonly VideoSlide[];
}

export const VIDEO_DIR = path.join(import.meta.dirname, '../../assets/videos');

export const HELP_VIDEO_CATALOGUE: readonly CatalogueVideo[] = [
  {
    id: 'HV-0001',
    slug: 'finding-your-way',
    title: 'Signing in and finding your way',
    description: 'Sign in with the company account, then use the menu and the header links.',
    topic: 'Getting started',
    publishedDaysAgo: 120,
    slides: [
      {
        heading: 'Sign in',
        lines: ['Open Back Office and sign in', 'with your company account.'],
        caption: 'Open Back Office and sign in with your company account.',
        seconds: 3,
      },
      {
        heading: 'The menu',
        lines: ['The menu on the left opens every area:', 'cases, clients, trades, reports.'],
        caption: 'The menu on the left opens every area: cases, clients, trades and reports.',
        seconds: 3,
      },
      {
        heading: 'The header',
        lines: ['HOME, LOSS CALCULATOR and CREATE NEW CASE', 'are always one click away.'],
        caption: 'The header links to Home, the loss calculator and a new case from any screen.',
        seconds: 3,
      },
    ],
  },
  {
    id: 'HV-0002',
    slug: 'tables-search-sort-page',
    title: 'Tables: search, sort and page',
    description: 'Search a table, sort it by a column and choose how many rows a page shows.',
    topic: 'Getting started',
    publishedDaysAgo: 90,
    slides: [
      {
        heading: 'Search',
        lines: ['Type into the Search box above a table;', 'the rows narrow as you type.'],
        caption: 'Type into the Search box above a table; the rows narrow down as you type.',
        seconds: 3,
      },
      {
        heading: 'Sort',
        lines: ['Click a column header to sort by it,', 'click again to reverse the order.'],
        caption: 'Click a column header to sort by it, and click again to reverse the order.',
        seconds: 3,
      },
      {
        heading: 'Rows per page',
        lines: ['Choose 10, 25, 50 or 100 rows per page;', 'set your default in User Profile.'],
        caption: 'Choose 10, 25, 50 or 100 rows per page; set your default in your user profile.',
        seconds: 3,
      },
    ],
  },
  {
    id: 'HV-0003',
    slug: 'your-landing-screen',
    title: 'Choosing your landing screen',
    description: 'Make Home open the screen you use most, from your user profile.',
    topic: 'Your profile',
    publishedDaysAgo: 30,
    slides: [
      {
        heading: 'Your profile',
        lines: ['Click the account icon beside your name', 'in the header: your profile opens.'],
        caption: 'Click the account icon beside your name in the header to open your user profile.',
        seconds: 3,
      },
      {
        heading: 'Landing screen',
        lines: ['Under Preferences, pick the screen', 'that Home should open, then Save.'],
        caption: 'Under Preferences, pick the screen that Home should open, then save.',
        seconds: 3,
      },
      {
        heading: 'Home',
        lines: ['From now on the logo and HOME', 'open the screen you chose.'],
        caption: 'From now on the logo and the Home link open the screen you chose.',
        seconds: 3,
      },
    ],
  },
];

export type HelpVideoFileKind = 'video' | 'captions' | 'poster';

export const FILE_OF_KIND: Readonly<Record<HelpVideoFileKind, { ext: string; type: string }>> = {
  video: { ext: 'webm', type: 'video/webm' },
  captions: { ext: 'vtt', type: 'text/vtt' },
  poster: { ext: 'jpg', type: 'image/jpeg' },
};

export function videoFilePath(video: CatalogueVideo, kind: HelpVideoFileKind): string {
  return path.join(VIDEO_DIR, `${video.slug}.${FILE_OF_KIND[kind].ext}`);
}

export const durationOf = (video: CatalogueVideo): number =>
  video.slides.reduce((sum, slide) => sum + slide.seconds, 0);
