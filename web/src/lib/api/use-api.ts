/**
 * The generic read hook over the contract: `useApiQuery('listCases', { query })`, typed from the
 * endpoint table. Writes are use-api-mutation.ts's, a module of their own so that a screen that
 * only reads (the first, the Case List) loads neither them nor the table of what a write makes
 * stale.
 */
import type { ApiResponse, EndpointId } from '@backoffice/core/api';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { apiRequest, type ApiInput } from './api-request.ts';
import { apiQueryKey, type ApiQueryKey } from './query-keys.ts';

type QueryOptions<K extends EndpointId> = Omit<
  UseQueryOptions<ApiResponse<K>, Error, ApiResponse<K>, ApiQueryKey>,
  'queryKey' | 'queryFn'
> & {
  /** Keep showing the previous answer while the next loads (paging, sorting, searching). */
  keepPrevious?: boolean;
};

export function apiQueryOptions<K extends EndpointId>(id: K, input: ApiInput<K>) {
  return {
    queryKey: apiQueryKey(id, input),
    queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest(id, input, signal),
  };
}

/**
 * Starts a read during render (when `enabled`) unless the cache has it or it is under way: a
 * `useApiQuery` of the same input then finds it in flight instead of asking after mounting.
 */
export function usePrefetchWhile<K extends EndpointId>(
  enabled: boolean,
  id: K,
  input: ApiInput<K>,
): void {
  const client = useQueryClient();
  const options = apiQueryOptions(id, input);
  // A failure shows through the query itself, which then holds it.
  if (enabled && !client.getQueryState(options.queryKey))
    client.query(options).catch(() => undefined);
}

export function useApiQuery<K extends EndpointId>(
  id: K,
  input: ApiInput<K>,
  options: QueryOptions<K> = {},
) {
  const { keepPrevious, ...rest } = options;
  return useQuery({
    ...apiQueryOptions(id, input),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...rest,
  });
}
