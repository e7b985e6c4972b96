/** The files of a help video: the video, its captions and its poster, from the catalogue. */
import type { FileAnswer, HandlersOf } from '../handler.ts';
import { notFound } from '../../domain/api-error.ts';
import {
  FILE_OF_KIND,
  HELP_VIDEO_CATALOGUE,
  videoFilePath,
  type HelpVideoFileKind,
} from '../../domain/help-video-catalogue.ts';

function fileOf(id: string, kind: HelpVideoFileKind): FileAnswer {
  const video = HELP_VIDEO_CATALOGUE.find((v) => v.id === id);
  if (!video) throw notFound('help video', id);
  return { path: videoFilePath(video, kind), type: FILE_OF_KIND[kind].type };
}

export const helpVideoFileHandlers: HandlersOf<
  'getHelpVideoFile' | 'getHelpVideoCaptions' | 'getHelpVideoPoster'
> = {
  getHelpVideoFile: (call) => fileOf(call.params.id, 'video'),
  getHelpVideoCaptions: (call) => fileOf(call.params.id, 'captions'),
  getHelpVideoPoster: (call) => fileOf(call.params.id, 'poster'),
};
