/**
 * How To Videos: the videos the API lists, searchable on the server, with the chosen one in an
 * embedded player. The search and the chosen video live in the URL (`?q=`, `?video=`), so a
 * video can be linked to and Back returns to the previous one.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SearchBox } from '../../components/data-table/SearchBox.tsx';
import { Banner } from '../../components/feedback/Banner.tsx';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import type { ScreenProps } from '../../lib/screen.ts';
import { VideoCard } from './VideoCard.tsx';
import { VideoPlayer } from './VideoPlayer.tsx';
import './help.css';

/** Help videos are few; one page holds them all. */
const ALL = 100;

function HowToScreen({ route }: ScreenProps) {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const chosen = search.get('video');
  const videos = useApiQuery(
    'listHelpVideos',
    { query: { q: q || undefined, pageSize: ALL } },
    { keepPrevious: true },
  );
  const onSearch = useCallback(
    (value: string) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set('q', value);
          else next.delete('q');
          return next;
        },
        { replace: true, state: { keepScroll: true } },
      );
    },
    [setSearch],
  );

  const items = videos.data?.items ?? [];
  const playing = items.find((v) => v.id === chosen) ?? items[0];
  const hrefFor = (id: string) => hrefOf('howto', undefined, q ? { q, video: id } : { video: id });

  return (
    <article className="howto">
      <PageHeader title={route.name} />
      <div className="howto__filters">
        <SearchBox value={q} onSearch={onSearch} />
        {videos.isSuccess ? (
          <p className="muted" aria-live="polite">
            {items.length === 1 ? '1 video' : `${String(items.length)} videos`}
          </p>
        ) : null}
      </div>
      {videos.isError ? (
        <LoadFailure what="The videos" error={videos.error} onRetry={() => void videos.refetch()} />
      ) : videos.isPending ? (
        <StatusView title="Loading videos…" />
      ) : !playing ? (
        <Banner tone="info">
          {q ? 'No video matches the search.' : 'No how-to videos have been published yet.'}
        </Banner>
      ) : (
        <div className="howto__layout" aria-busy={videos.isFetching}>
          <VideoPlayer key={playing.id} video={playing} />
          <nav aria-label="Videos">
            <ul className="howto__list">
              {items.map((video) => (
                <VideoCard
                  key={video.id}
                  video={video}
                  href={hrefFor(video.id)}
                  playing={video.id === playing.id}
                />
              ))}
            </ul>
          </nav>
        </div>
      )}
    </article>
  );
}

export default defineScreen(HowToScreen);
