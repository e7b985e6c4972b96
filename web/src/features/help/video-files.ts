/** Where a help video's files are: the contract's file endpoints, which the gateway proxies. */
import { apiPath, endpoints, type HelpVideo } from '@backoffice/core/api';

export function videoFiles(video: HelpVideo) {
  const params = { id: video.id };
  return {
    // The API says where the video plays from; it may be a configured link elsewhere.
    video: video.url || apiPath(endpoints.getHelpVideoFile, params),
    captions: apiPath(endpoints.getHelpVideoCaptions, params),
    poster: apiPath(endpoints.getHelpVideoPoster, params),
  };
}
