/** Release notes (updates) and help videos with their files: the same for every user. */
import {
  helpVideoList,
  updateList,
  type HelpVideo,
  type Update,
  type UpdateCreate,
  type UpdateUpdate,
} from '@backoffice/core/api';
import type { HandlersOf } from '../handler.ts';
import { changed, created, resource, type Ctx } from '../resource.ts';
import { helpVideoFileHandlers } from './help-video-files.ts';

const updates = resource<Update>({
  what: 'update',
  source: (store) => store.updates,
  list: updateList,
});
const videos = resource<HelpVideo>({
  what: 'help video',
  source: (store) => store.helpVideos,
  list: helpVideoList,
});

const build = (body: UpdateCreate, ctx: Ctx, id: string): Update => ({
  id,
  ...body,
  tags: body.tags ?? [],
  ...created(ctx),
});

export const contentHandlers: HandlersOf<
  | 'listUpdates'
  | 'getUpdate'
  | 'createUpdate'
  | 'updateUpdate'
  | 'deleteUpdate'
  | 'listHelpVideos'
  | 'getHelpVideoFile'
  | 'getHelpVideoCaptions'
  | 'getHelpVideoPoster'
> = {
  listUpdates: updates.list,
  getUpdate: updates.get,
  createUpdate: updates.create(build),
  updateUpdate: updates.update((row, patch: UpdateUpdate, ctx) => ({
    ...row,
    ...patch,
    ...changed(ctx),
  })),
  deleteUpdate: updates.remove(),
  listHelpVideos: videos.list,
  ...helpVideoFileHandlers,
};
