/** Where a help video's files are: the contract's file endpoints, which the gateway proxies. */
import { apiPath, type HelpVideo } from '@backoffice/core/api';
import { endpointRoutes } from '@backoffice/core/api-routes';

export function videoFiles(video: HelpVideo) {
  const params = { id: video.id };
  return {
    // The API says where the video plays from; it may be a configured link elsewhere.
    video: video.url || apiPath(endpointRoutes.getHelpVideoFile, params),
    captions: apiPath(endpointRoutes.getHelpVideoCaptions, params),
    poster: apiPath(endpointRoutes.getHelpVideoPoster, params),
  };
}
