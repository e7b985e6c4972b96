/** Release notes, newest first, a page at a time for "Load more". */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api/api-request.ts';
import { apiQueryKey } from '../../lib/api/query-keys.ts';

const PAGE_SIZE = 10;

export interface UpdatesFilter {
  q?: string | undefined;
  tags?: string | undefined;
}

export function useUpdates(filter: UpdatesFilter) {
  const query = { ...filter, pageSize: PAGE_SIZE, sort: 'publishedOn:desc' } as const;
  return useInfiniteQuery({
    // Under the operation's key prefix, so publishing an update refreshes the list.
    queryKey: [...apiQueryKey('listUpdates', { query }), 'infinite'],
    queryFn: ({ pageParam, signal }) =>
      apiRequest('listUpdates', { query: { ...query, page: pageParam } }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    placeholderData: keepPreviousData,
  });
}
