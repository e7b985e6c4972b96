/**
 * Every row of a list, for the views that need all of them at once (a price chart, a timeline)
 * rather than one page: the pages are fetched in turn at the largest page size, up to a cap.
 * The key starts like the list's own keys, so a write that makes the list stale refetches it.
 */
import type { PageSize } from '@backoffice/core/api';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiInput } from '../../lib/api/api-request.ts';
import { apiQueryKey } from '../../lib/api/query-keys.ts';
import type { ListEndpointId, RowOf } from '../../components/data-table/types.ts';

/** The largest page the list convention allows. */
const PAGE_SIZE: PageSize = 100;
/** Enough for a few years of daily prices or a long docket; more would not be read anyway. */
const MAX_PAGES = 30;

export async function fetchAllRows<K extends ListEndpointId>(
  id: K,
  input: ApiInput<K>,
  signal?: AbortSignal,
): Promise<RowOf<K>[]> {
  const rows: RowOf<K>[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const query = { ...input.query, page, pageSize: PAGE_SIZE };
    const answer = (await apiRequest(id, { ...input, query }, signal)) as {
      items: RowOf<K>[];
      total: number;
    };
    rows.push(...answer.items);
    if (answer.items.length < PAGE_SIZE || rows.length >= answer.total) break;
  }
  return rows;
}

export function allRowsQuery<K extends ListEndpointId>(id: K, input: ApiInput<K>) {
  return {
    queryKey: [...apiQueryKey(id, input), 'all'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchAllRows(id, input, signal),
  };
}

export function useAllRows<K extends ListEndpointId>(
  id: K,
  input: ApiInput<K>,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...allRowsQuery(id, input), ...options });
}
