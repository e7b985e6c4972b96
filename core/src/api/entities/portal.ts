/** What the practice publishes: client-portal news, release notes (updates) and help videos. */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import {
  auditShape,
  idSchema,
  isoDateSchema,
  nonEmptyText,
  oneLine,
  manyLines,
} from '../primitives.ts';

export const NEWS_AUDIENCES = ['all_clients', 'selected_clients', 'internal'] as const;
/**
 * A draft is being written; a scheduled item goes out on its publish date; a published one is
 * on the portal; an unpublished one was taken down and may be published again.
 */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;

export const newsItemSchema = named(
  'NewsItem',
  z.object({
    id: idSchema,
    title: nonEmptyText(200),
    /** Formatted text: HTML within the allow-list of `@backoffice/core/domain`'s news-html. */
    body: z.string().max(20_000),
    audience: z.enum(NEWS_AUDIENCES),
    /** The clients who see it when the audience is `selected_clients`; empty otherwise. */
    clientIds: z.array(idSchema),
    publishDate: isoDateSchema,
    status: z.enum(NEWS_STATUSES),
    author: z.string(),
    ...auditShape,
  }),
);
export type NewsItem = z.infer<typeof newsItemSchema>;

const newsFields = {
  title: oneLine(nonEmptyText(200)),
  // HTML, sanitised on the way in and out; still no NUL, lone surrogate or direction override.
  body: manyLines(z.string().trim().min(1, 'write the news itself').max(20_000)),
  audience: z.enum(NEWS_AUDIENCES),
  clientIds: z.array(idSchema).max(200),
  publishDate: isoDateSchema,
  status: z.enum(NEWS_STATUSES),
};
const audienceNeedsClients = (v: { audience?: string; clientIds?: string[] }) =>
  v.audience !== 'selected_clients' || v.clientIds === undefined || v.clientIds.length > 0;
const audienceMessage = { path: ['clientIds'], message: 'name at least one client' };

export const newsCreateSchema = named(
  'NewsCreate',
  z
    .strictObject({
      ...z.object(newsFields).pick({ title: true, body: true, audience: true, publishDate: true })
        .shape,
      clientIds: newsFields.clientIds.optional(),
      status: newsFields.status.optional(),
    })
    .refine(
      (v) => v.audience !== 'selected_clients' || (v.clientIds?.length ?? 0) > 0,
      audienceMessage,
    ),
);
export type NewsCreate = z.infer<typeof newsCreateSchema>;
export const newsUpdateSchema = named(
  'NewsUpdate',
  z.strictObject(newsFields).partial().refine(audienceNeedsClients, audienceMessage),
);
export type NewsUpdate = z.infer<typeof newsUpdateSchema>;

export const newsList = defineList(newsItemSchema, {
  sortable: ['publishDate', 'title', 'status', 'audience', 'updatedAt'],
  defaultSort: 'publishDate:desc',
  searchable: ['title', 'body', 'author'],
  dateField: 'publishDate',
  filters: {
    audience: z.enum(NEWS_AUDIENCES).optional(),
    status: z.enum(NEWS_STATUSES).optional(),
    clientIds: idSchema.optional(),
  },
});

export const updateSchema = named(
  'Update',
  z.object({
    id: idSchema,
    version: z.string().regex(/^\d+\.\d+(\.\d+)?$/, 'expected a version such as 2.14 or 2.14.1'),
    title: nonEmptyText(200),
    body: z.string().max(20_000),
    publishedOn: isoDateSchema,
    tags: z.array(nonEmptyText(40)).max(20),
    ...auditShape,
  }),
);
export type Update = z.infer<typeof updateSchema>;

export const updateCreateSchema = named(
  'UpdateCreate',
  z.strictObject({
    version: updateSchema.shape.version,
    title: oneLine(nonEmptyText(200)),
    body: manyLines(z.string().max(20_000)),
    publishedOn: isoDateSchema,
    tags: z
      .array(oneLine(nonEmptyText(40)))
      .max(20)
      .optional(),
  }),
);
export type UpdateCreate = z.infer<typeof updateCreateSchema>;
export const updateUpdateSchema = named('UpdateUpdate', updateCreateSchema.partial());
export type UpdateUpdate = z.infer<typeof updateUpdateSchema>;

export const updateList = defineList(updateSchema, {
  sortable: ['publishedOn', 'version', 'title'],
  defaultSort: 'publishedOn:desc',
  searchable: ['title', 'body', 'version', 'tags'],
  dateField: 'publishedOn',
  filters: { tags: z.string().optional() },
});

export const helpVideoSchema = named(
  'HelpVideo',
  z.object({
    id: idSchema,
    title: z.string(),
    description: z.string(),
    topic: z.string(),
    /** Where the video plays from (its file endpoint under /api/v1, or a configured link). */
    url: z.string(),
    durationSeconds: z.number().int().positive(),
    publishedOn: isoDateSchema,
  }),
);
export type HelpVideo = z.infer<typeof helpVideoSchema>;

export const helpVideoList = defineList(helpVideoSchema, {
  sortable: ['title', 'topic', 'durationSeconds', 'publishedOn'],
  defaultSort: 'topic:asc',
  searchable: ['title', 'description', 'topic'],
  dateField: 'publishedOn',
  filters: { topic: z.string().optional() },
});
