/** Client-portal news, release notes and help videos. */
import type { Faker } from '@faker-js/faker';
import type { Client, HelpVideo, NewsItem, Update } from '@backoffice/core/api';
import { addDays, instant } from './dates.ts';
import type { Rng } from './rng.ts';

const VIDEO_TOPICS: readonly [string, readonly string[]][] = [
  ['Getting started', ['Signing in and finding your way', 'Tables: search, sort and page']],
  ['Cases', ['Opening a new case', 'Tracking DOG cases', 'Dockets and motions']],
  ['Losses', ['Running the loss calculator', 'Reading a loss run', 'FIFO or LIFO?']],
  ['Trades & holdings', ['Domestic and foreign trades', 'Finding holding-trade discrepancies']],
  ['Ingestion', ['Staged, skipped and ingested files', 'The ingestion tracker']],
  ['Client management', ['Generating client reports', 'Writing for the client portal']],
];

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
          ? 'archived'
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
      body: faker.lorem.paragraphs(rng.int(2, 4)),
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

export function generateUpdates(rng: Rng, faker: Faker, asOf: string, count: number): Update[] {
  return Array.from({ length: count }, (_, i): Update => {
    const publishedOn = addDays(asOf, -(count - i) * rng.int(20, 40));
    const stamp = instant(publishedOn, 480);
    return {
      id: `UP-${String(i + 1).padStart(4, '0')}`,
      version: `2.${i + 1}.${rng.int(0, 3)}`,
      title: rng.pick([
        'Faster trade search',
        'DOG holdings view',
        'Loss run exports',
        'Ingestion tracker',
        'Calendar improvements',
        'New report generator',
      ]),
      body: faker.lorem.paragraphs(2),
      publishedOn,
      tags: rng.sample(
        ['feature', 'fix', 'performance', 'reports', 'ingestion', 'cases'],
        rng.int(1, 3),
      ),
      createdAt: stamp,
      updatedAt: stamp,
    };
  });
}

export function generateHelpVideos(rng: Rng, faker: Faker, asOf: string): HelpVideo[] {
  return VIDEO_TOPICS.flatMap(([topic, titles]) => titles.map((title) => ({ topic, title }))).map(
    ({ topic, title }, i): HelpVideo => ({
      id: `HV-${String(i + 1).padStart(4, '0')}`,
      title,
      description: faker.lorem.sentence(),
      topic,
      url: `/assets/videos/${title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/-$/, '')}.mp4`,
      durationSeconds: rng.int(60, 600),
      publishedOn: addDays(asOf, -rng.int(30, 900)),
    }),
  );
}
