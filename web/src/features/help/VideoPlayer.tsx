/**
 * The chosen video in the browser's own player, with English captions on by default. Nothing
 * plays until the user presses play; a file that cannot be played says so and offers the file.
 */
import type { HelpVideo } from '@backoffice/core/api';
import { useState } from 'react';
import { Banner } from '../../components/feedback/Banner.tsx';
import { formatClock } from '../../lib/format/durations.ts';
import { formatDate } from '../../lib/format/format.ts';
import { videoFiles } from './video-files.ts';

export function VideoPlayer({ video }: { video: HelpVideo }) {
  const files = videoFiles(video);
  const [failed, setFailed] = useState(false);
  return (
    <section className="howto-player" aria-labelledby="howto-playing">
      <div className="howto-player__frame">
        <video
          className="howto-player__video"
          controls
          preload="metadata"
          playsInline
          poster={files.poster}
          aria-label={`Video: ${video.title}`}
          onError={() => {
            setFailed(true);
          }}
        >
          <source
            src={files.video}
            type={files.video.endsWith('.mp4') ? 'video/mp4' : 'video/webm'}
            onError={() => {
              setFailed(true);
            }}
          />
          <track kind="captions" srcLang="en" label="English" src={files.captions} default />
        </video>
      </div>
      {failed ? (
        <Banner tone="error">
          This video could not be played here. <a href={files.video}>Open the video file</a>.
        </Banner>
      ) : null}
      <h2 id="howto-playing" className="howto-player__title">
        {video.title}
      </h2>
      <p className="howto-player__meta muted">
        {video.topic} · {formatClock(video.durationSeconds)} · published{' '}
        {formatDate(video.publishedOn)}
      </p>
      <p className="howto-player__description">{video.description}</p>
    </section>
  );
}
