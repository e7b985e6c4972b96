/**
 * Clients as pickers and labels need them: found by the server's search (`q`) a small page at a
 * time, so a picker reaches every client however many there are, and read one by one by id.
 */
import type { PageSize } from '@backoffice/core/api';
import { useQueries } from '@tanstack/react-query';
import { apiQueryOptions, useApiQuery } from '../../lib/api/use-api.ts';

/** How many matches a search shows; typing more narrows them. */
export const CLIENT_MATCHES: PageSize = 25;
/** Names and custodians change rarely; one read serves every picker for a while. */
const CLIENT_STALE_MS = 5 * 60_000;

/** The clients whose name or id matches `q` (all of them, by name, when it is empty). */
export function useClientSearch(q: string) {
  return useApiQuery(
    'listClients',
    { query: { q: q || undefined, pageSize: CLIENT_MATCHES, sort: 'name:asc' } },
    { keepPrevious: true, staleTime: CLIENT_STALE_MS },
  );
}

/** One client (its custodians, say), or nothing while none is chosen. */
export function useClient(id: string) {
  return useApiQuery(
    'getClient',
    { params: { id } },
    { enabled: id !== '', staleTime: CLIENT_STALE_MS },
  );
}

/** Client id → name for the ids given, each read once; an id stands until its name arrives. */
export function useClientNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const reads = useQueries({
    queries: ids.map((id) => ({
      ...apiQueryOptions('getClient', { params: { id } }),
      staleTime: CLIENT_STALE_MS,
    })),
  });
  return new Map(ids.map((id, i) => [id, reads[i]?.data?.name ?? id]));
}
