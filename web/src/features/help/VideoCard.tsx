/** One video of the list: its still, title, topic and length; a link that plays it above. */
import type { HelpVideo } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { formatClock } from '../../lib/format/durations.ts';
import { videoFiles } from './video-files.ts';

interface VideoCardProps {
  video: HelpVideo;
  href: string;
  playing: boolean;
}

export function VideoCard({ video, href, playing }: VideoCardProps) {
  return (
    <li>
      <Link
        to={href}
        className={playing ? 'howto-card howto-card--playing' : 'howto-card'}
        aria-current={playing ? 'true' : undefined}
      >
        <span className="howto-card__still">
          <img src={videoFiles(video).poster} alt="" loading="lazy" width={160} height={90} />
          <span className="howto-card__length">{formatClock(video.durationSeconds)}</span>
        </span>
        <span className="howto-card__text">
          <span className="howto-card__title">{video.title}</span>
          <span className="howto-card__topic muted">
            {playing ? 'Now playing · ' : ''}
            {video.topic}
          </span>
        </span>
      </Link>
    </li>
  );
}
