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
import { endpoint } from '../endpoint.ts';
import { change, create, getOne, idParams, list, remove } from './kinds.ts';

const news = { tag: 'News', item: newsItemSchema };
const updates = { tag: 'Updates', item: updateSchema };

/** A file of one help video, read by the browser's player itself (hence Range support). */
const videoFile = (path: string, summary: string, types: readonly [string, ...string[]]) =>
  endpoint({ method: 'GET', path, tag: 'Help', summary, params: idParams, file: types });

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
  getHelpVideoFile: videoFile('/help-videos/{id}/file', 'The video itself', [
    'video/webm',
    'video/mp4',
  ]),
  getHelpVideoCaptions: videoFile('/help-videos/{id}/captions', "The video's captions (WebVTT)", [
    'text/vtt',
  ]),
  getHelpVideoPoster: videoFile('/help-videos/{id}/poster', 'A still of the video', ['image/jpeg']),
};
