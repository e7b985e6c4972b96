/** Client-portal news, release notes and the help videos' records. */
import type { Faker } from '@faker-js/faker';
import { apiPath, endpoints } from '@backoffice/core/api';
import { plainTextToNewsHtml } from '@backoffice/core/domain';
import type { Client, HelpVideo, NewsItem, Update } from '@backoffice/core/api';
import { HELP_VIDEO_CATALOGUE, durationOf } from '../../domain/help-video-catalogue.ts';
import { addDays, instant } from '../../domain/dates.ts';
import { RELEASE_NOTES } from './release-notes.ts';
import type { Rng } from './rng.ts';

export function generateNews(
  rng: Rng,
  faker: Faker,
  clients: readonly Client[],
  asOf: string,
  count: number,
): NewsItem[] {
  return Array.from({ length: count }, (_, i): NewsItem => {
    const publishDate = addDays(asOf, -rng.int(-20, 400));
    const audience = rng.pick([
      'all_clients',
      'all_clients',
      'selected_clients',
      'internal',
    ] as const);
    const status =
      publishDate > asOf
        ? 'scheduled'
        : rng.chance(0.1)
          ? 'unpublished'
          : rng.chance(0.1)
            ? 'draft'
            : 'published';
    const stamp = instant(addDays(publishDate, -3), 540);
    return {
      id: `NW-${String(i + 1).padStart(4, '0')}`,
      title: rng.pick([
        `Settlement reached in ${faker.company.name()} securities litigation`,
        `Claims deadline approaching: ${faker.company.name()}`,
        `Court certifies class in ${faker.company.name()} case`,
        `Quarterly portfolio monitoring summary`,
        `New filing: ${faker.company.name()} securities class action`,
      ]),
      body: plainTextToNewsHtml(faker.lorem.paragraphs(rng.int(2, 4))),
      audience,
      clientIds:
        audience === 'selected_clients' ? rng.sample(clients, rng.int(1, 4)).map((c) => c.id) : [],
      publishDate,
      status,
      author: faker.person.fullName(),
      createdAt: stamp,
      updatedAt: stamp,
    };
  });
}

/** The release notes, newest last, one version each, dated back from `asOf`. */
export function generateUpdates(rng: Rng, asOf: string, count: number): Update[] {
  return Array.from({ length: count }, (_, i): Update => {
    const note = RELEASE_NOTES[i % RELEASE_NOTES.length]!;
    const publishedOn = addDays(asOf, -(count - i) * rng.int(20, 40));
    const stamp = instant(publishedOn, 480);
    return {
      id: `UP-${String(i + 1).padStart(4, '0')}`,
      version: `2.${i + 1}.${rng.int(0, 3)}`,
      title: note.title,
      body: note.body,
      publishedOn,
      tags: [...note.tags],
      createdAt: stamp,
      updatedAt: stamp,
    };
  });
}

/** The shipped videos (see features/portal/help-video-catalogue.ts), dated from the as-of date. */
export function generateHelpVideos(asOf: string): HelpVideo[] {
  return HELP_VIDEO_CATALOGUE.map((video): HelpVideo => ({
    id: video.id,
    title: video.title,
    description: video.description,
    topic: video.topic,
    url: apiPath(endpoints.getHelpVideoFile, { id: video.id }),
    durationSeconds: durationOf(video),
    publishedOn: addDays(asOf, -video.publishedDaysAgo),
  }));
}
