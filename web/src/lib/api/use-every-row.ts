/**
 * Every row of a list as one query, for the views that need all of them at once (a timeline,
 * a month of the calendar) rather than one page. The key starts like the list's own keys, so a
 * write that makes the list stale refetches it.
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiInput } from './api-request.ts';
import { EVERY_PAGE_SIZE, fetchEveryPage, type Page } from './every-page.ts';
import type { ListEndpointId, RowOf } from './list-endpoints.ts';
import { apiQueryKey } from './query-keys.ts';

export function fetchEveryRow<K extends ListEndpointId>(
  id: K,
  input: ApiInput<K>,
  signal?: AbortSignal,
): Promise<RowOf<K>[]> {
  const page = async (number: number) => {
    const query = { ...input.query, page: number, pageSize: EVERY_PAGE_SIZE };
    return (await apiRequest(id, { ...input, query }, signal)) as Page<RowOf<K>>;
  };
  return fetchEveryPage([page]);
}

export function everyRowQuery<K extends ListEndpointId>(id: K, input: ApiInput<K>) {
  return {
    queryKey: [...apiQueryKey(id, input), 'all'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchEveryRow(id, input, signal),
  };
}

export function useEveryRow<K extends ListEndpointId>(
  id: K,
  input: ApiInput<K>,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  return useQuery({ ...everyRowQuery(id, input), ...options });
}
