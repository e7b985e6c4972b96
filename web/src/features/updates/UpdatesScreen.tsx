/**
 * Updates: the release notes, newest first, searchable, a page at a time. The search and the
 * tag live in the URL, so a search can be shared and back/forward restore it.
 */
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Banner } from '../../components/feedback/Banner.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { hrefOf } from '../../lib/hrefs.ts';
import type { ScreenProps } from '../../lib/screen.ts';
import { SearchBox } from './SearchBox.tsx';
import { UpdateCard } from './UpdateCard.tsx';
import { useUpdates } from './use-updates.ts';
import './updates.css';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';

function UpdatesScreen({ route }: ScreenProps) {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const tag = search.get('tag') ?? '';
  const updates = useUpdates({ q: q || undefined, tags: tag || undefined });
  const onSearch = useCallback(
    (value: string) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set('q', value);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  const items = updates.data?.pages.flatMap((page) => page.items) ?? [];
  const total = updates.data?.pages[0]?.total ?? 0;

  return (
    <article className="updates">
      <PageHeader title={route.name} />
      <div className="updates__filters">
        <SearchBox value={q} onSearch={onSearch} />
        {tag ? (
          <p className="updates__tag-filter">
            Tag: <strong>{tag}</strong>{' '}
            <Link to={hrefOf('updates', undefined, q ? { q } : undefined)}>Show all tags</Link>
          </p>
        ) : null}
        {updates.isSuccess ? (
          <p className="updates__count muted" aria-live="polite">
            {total === 0 ? 'No updates' : `Showing ${String(items.length)} of ${String(total)}`}
          </p>
        ) : null}
      </div>
      {updates.isError ? (
        <LoadFailure
          what="The updates"
          error={updates.error}
          onRetry={() => void updates.refetch()}
        />
      ) : updates.isPending ? (
        <StatusView title="Loading updates…" />
      ) : items.length === 0 ? (
        <Banner tone="info">
          {q || tag ? 'No update matches the search.' : 'No updates have been published yet.'}
        </Banner>
      ) : (
        <div className="updates__list" aria-busy={updates.isFetching}>
          {items.map((update) => (
            <UpdateCard key={update.id} update={update} />
          ))}
        </div>
      )}
      {updates.hasNextPage ? (
        <div className="updates__more">
          <button
            type="button"
            className="button"
            disabled={updates.isFetchingNextPage}
            onClick={() => void updates.fetchNextPage()}
          >
            {updates.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </div>
      ) : null}
    </article>
  );
}

export default defineScreen(UpdatesScreen);
