/**
 * The generic hook pair over the contract: `useApiQuery('listCases', { query })` and
 * `useApiMutation('createCase')`, typed from the endpoint table. After a write, the reads it
 * makes stale (see `invalidation.ts`) are refetched.
 */
import type { ApiResponse, EndpointId } from '@backoffice/core/api';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { apiRequest, type ApiInput } from './api-request.ts';
import { staleAfter } from './invalidation.ts';
import { apiQueryKey, operationKey, type ApiQueryKey } from './query-keys.ts';

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

/** What a write takes: the call's params and body (a write's query is never used). */
export type ApiMutationInput<K extends EndpointId> = Omit<ApiInput<K>, 'query'>;

export function useApiMutation<K extends EndpointId>(
  id: K,
  options: Omit<UseMutationOptions<ApiResponse<K>, Error, ApiMutationInput<K>>, 'mutationFn'> = {},
) {
  const client = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation<ApiResponse<K>, Error, ApiMutationInput<K>>({
    mutationFn: (input) => apiRequest(id, input as ApiInput<K>),
    ...rest,
    onSuccess: async (data, variables, result, context) => {
      await Promise.all(
        staleAfter(id).map((read) => client.invalidateQueries({ queryKey: operationKey(read) })),
      );
      await onSuccess?.(data, variables, result, context);
    },
  });
}
