/**
 * The generic write hook over the contract: `useApiMutation('createCase')`, typed from the
 * endpoint table. After a write, the reads it makes stale (see `invalidation.ts`) are refetched.
 */
import type { ApiResponse, EndpointId } from '@backoffice/core/api';
import { endpointRoutes } from '@backoffice/core/api-routes';
import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { apiRequest, type ApiInput } from './api-request.ts';
import { staleAfter } from './invalidation.ts';
import { paramsKey } from './query-keys.ts';

/**
 * Marks the reads a write makes stale and reloads those on screen. After a delete, the deleted
 * record's own reads are only marked: the page showing it is on its way out, and reloading it
 * would flash a "not found".
 */
export async function invalidateAfter(
  client: QueryClient,
  write: EndpointId,
  params: object | undefined,
): Promise<void> {
  const stale = new Set<unknown>(staleAfter(write));
  const deleted =
    endpointRoutes[write].method === 'DELETE' ? JSON.stringify(paramsKey(params)) : null;
  const isStale = (key: QueryKey) => key[0] === 'api' && stale.has(key[1]);
  const isDeleted = (key: QueryKey) => deleted !== null && JSON.stringify(key[2]) === deleted;
  await Promise.all([
    client.invalidateQueries({
      predicate: ({ queryKey }) => isStale(queryKey) && isDeleted(queryKey),
      refetchType: 'none',
    }),
    client.invalidateQueries({
      predicate: ({ queryKey }) => isStale(queryKey) && !isDeleted(queryKey),
    }),
  ]);
}

/** What a write takes: the call's params and body (a write's query is never used). */
export type ApiMutationInput<K extends EndpointId> = Omit<ApiInput<K>, 'query'> & {
  /** For a create from a form: see ContractForm's `onSubmit`. */
  idempotencyKey?: string;
};

export function useApiMutation<K extends EndpointId>(
  id: K,
  options: Omit<UseMutationOptions<ApiResponse<K>, Error, ApiMutationInput<K>>, 'mutationFn'> = {},
) {
  const client = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation<ApiResponse<K>, Error, ApiMutationInput<K>>({
    mutationFn: ({ idempotencyKey, ...input }) =>
      apiRequest(id, input as ApiInput<K>, undefined, undefined, idempotencyKey),
    ...rest,
    onSuccess: async (data, variables, result, context) => {
      await invalidateAfter(client, id, variables.params);
      await onSuccess?.(data, variables, result, context);
    },
  });
}
