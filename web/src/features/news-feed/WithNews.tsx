/** Loads one news item for its view or edit form, with the loading and failure states they share. */
import type { NewsItem } from '@backoffice/core/api';
import type { ReactNode } from 'react';
import { Banner } from '../../components/feedback/Banner.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';

interface Props {
  id: string;
  /** Stop asking the server (the item is being deleted: a refetch could only say 404). */
  paused?: boolean;
  children: (item: NewsItem) => ReactNode;
}

export function WithNews({ id, paused = false, children }: Props) {
  const news = useApiQuery('getNews', { params: { id } }, { enabled: !paused });
  if (news.data) return children(news.data);
  if (news.isPending) return <StatusView title="Loading the news item…" />;
  const failure = describeApiError(news.error);
  return (
    <Banner
      tone="error"
      action={
        failure.status === 404 ? null : (
          <button type="button" className="button" onClick={() => void news.refetch()}>
            Try again
          </button>
        )
      }
    >
      {failure.status === 404 ? `There is no news item ${id}.` : failure.message}
    </Banner>
  );
}
