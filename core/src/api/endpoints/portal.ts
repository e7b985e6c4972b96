/** The client-portal news feed, release notes (updates) and help videos. */
import {
  helpVideoList,
  helpVideoSchema,
  newsCreateSchema,
  newsItemSchema,
  newsList,
  newsUpdateSchema,
  updateCreateSchema,
  updateList,
  updateSchema,
  updateUpdateSchema,
} from '../entities/portal.ts';
import { change, create, getOne, list, remove } from './kinds.ts';

const news = { tag: 'News', item: newsItemSchema };
const updates = { tag: 'Updates', item: updateSchema };

export const portalEndpoints = {
  listNews: list({ ...news, path: '/news', summary: 'List news items', list: newsList }),
  getNews: getOne({ ...news, path: '/news/{id}', summary: 'One news item' }),
  createNews: create({
    ...news,
    path: '/news',
    summary: 'Write a news item',
    body: newsCreateSchema,
    errors: [422],
  }),
  updateNews: change({
    ...news,
    path: '/news/{id}',
    summary: 'Edit a news item',
    body: newsUpdateSchema,
    errors: [422],
  }),
  deleteNews: remove({ tag: 'News', path: '/news/{id}', summary: 'Delete a news item' }),

  listUpdates: list({ ...updates, path: '/updates', summary: 'Release notes', list: updateList }),
  getUpdate: getOne({ ...updates, path: '/updates/{id}', summary: 'One release note' }),
  createUpdate: create({
    ...updates,
    path: '/updates',
    summary: 'Publish a release note',
    body: updateCreateSchema,
  }),
  updateUpdate: change({
    ...updates,
    path: '/updates/{id}',
    summary: 'Edit a release note',
    body: updateUpdateSchema,
  }),
  deleteUpdate: remove({ tag: 'Updates', path: '/updates/{id}', summary: 'Delete a release note' }),

  listHelpVideos: list({
    tag: 'Help',
    item: helpVideoSchema,
    path: '/help-videos',
    summary: 'How-to videos',
    list: helpVideoList,
  }),
};
