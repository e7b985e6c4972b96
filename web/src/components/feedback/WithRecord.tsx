/**
 * A record read for a panel (a motion's view, an account's edit form), with the loading and
 * failure states every panel shares. The caller owns the query, so it can pause it (a record
 * being deleted: a refetch could only say 404).
 */
import type { ReactNode } from 'react';
import { describeApiError } from '../../lib/api/api-error.ts';
import { Banner } from './Banner.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import { StatusView } from './StatusView.tsx';

interface Props<T> {
  /** "account", "news item": for the messages. */
  what: string;
  id: string;
  query: {
    data: T | undefined;
    isPending: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  children: (record: T) => ReactNode;
}

export function WithRecord<T>({ what, id, query, children }: Props<T>) {
  // A record once shown stays while a refetch fails (it just got deleted, say).
  if (query.data) return children(query.data);
  if (query.isPending) return <StatusView title={`Loading the ${what}…`} />;
  if (describeApiError(query.error).status === 404) {
    return <Banner tone="error">{`There is no ${what} ${id}.`}</Banner>;
  }
  return (
    <LoadFailure
      what={`The ${what} ${id}`}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
