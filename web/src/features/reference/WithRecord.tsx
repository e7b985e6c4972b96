/** A record read for a panel, with the loading and failure states every panel shares. */
import type { ReactNode } from 'react';
import { Banner } from '../../components/feedback/Banner.tsx';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { describeApiError } from '../../lib/api/api-error.ts';

interface Props<T> {
  /** "account", "security": for the messages. */
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
  // A record once shown stays while a refetch fails.
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
