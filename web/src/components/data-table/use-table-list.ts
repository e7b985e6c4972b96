/**
 * The DataTable's data: its view from the URL (with the contract's defaults and the user's
 * saved page size), the page the server answers for it, and a fetcher of any page of the same
 * view for the CSV export.
 */
import { DEFAULT_TABLE_PAGE_SIZE } from '@backoffice/core';
import { useCallback, useMemo } from 'react';
import type { ApiInput } from '../../lib/api/api-request.ts';
import { apiRequest } from '../../lib/api/api-request.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { listQuery, type ListStateConfig } from '../../lib/list-state/list-state.ts';
import { useListState } from '../../lib/list-state/use-list-state.ts';
import { contractAccepts, defaultSortOf } from './list-contract.ts';
import type {
  DataTableProps,
  ListEndpointId,
  RowOf,
  TableColumn,
  TableFilter,
  ViewQuery,
} from './types.ts';
import { EXPORT_PAGE_SIZE, type FetchPage, type ListPage } from './use-csv-export.ts';

const PROFILE_STALE_MS = 5 * 60_000;

/** The user's saved page size; null while it is being read (so the first page is the right one). */
function useDefaultPageSize(): number | null {
  const profile = useApiQuery('getProfile', {}, { staleTime: PROFILE_STALE_MS });
  if (profile.data) return profile.data.preferences.pageSize;
  return profile.isPending ? null : DEFAULT_TABLE_PAGE_SIZE;
}

function paramsOf(filters: readonly TableFilter[]): string[] {
  return filters.flatMap((f) => (f.kind === 'dateRange' ? ['from', 'to'] : [f.param]));
}

const PAGING = new Set(['page', 'pageSize', 'sort']);

/** The whole view, for a summary of it: the list's query without paging and sorting. */
function withoutPaging(query: Record<string, string | number>): ViewQuery {
  return Object.fromEntries(Object.entries(query).filter(([name]) => !PAGING.has(name)));
}

type ListProps<K extends ListEndpointId> = Pick<
  DataTableProps<K>,
  'endpoint' | 'params' | 'filters' | 'fixedQuery' | 'defaultFilters' | 'urlPrefix'
>;

export function useTableList<K extends ListEndpointId>(props: ListProps<K>) {
  const { endpoint, params, filters = [], fixedQuery, defaultFilters, urlPrefix } = props;
  const defaultPageSize = useDefaultPageSize();
  // Keys, not objects: screens may pass these inline, new on every render.
  const filterKey = paramsOf(filters).join(',');
  const defaultsKey = JSON.stringify(defaultFilters ?? {});
  const config = useMemo(
    (): ListStateConfig => ({
      prefix: urlPrefix,
      defaultPageSize: defaultPageSize ?? DEFAULT_TABLE_PAGE_SIZE,
      defaultSort: defaultSortOf(endpoint),
      filterParams: filterKey ? filterKey.split(',') : [],
      defaultFilters: JSON.parse(defaultsKey) as Record<string, string>,
      accepts: contractAccepts(endpoint),
    }),
    [urlPrefix, defaultPageSize, endpoint, filterKey, defaultsKey],
  );
  const [state, change] = useListState(config);

  const input = { params, query: listQuery(state, fixedQuery) } as unknown as ApiInput<K>;
  const result = useApiQuery(endpoint, input, {
    keepPrevious: true,
    enabled: defaultPageSize !== null,
  });
  const page = result.data as ListPage<RowOf<K>> | undefined;

  const isSortable = useCallback(
    (column: TableColumn<RowOf<K>>) =>
      column.sortable ?? config.accepts({ sort: `${column.field}:asc` }),
    [config],
  );

  const fetchPage: FetchPage<RowOf<K>> = (number, signal) => {
    const query = { ...listQuery(state, fixedQuery), page: number, pageSize: EXPORT_PAGE_SIZE };
    const pageInput = { params, query } as unknown as ApiInput<K>;
    return apiRequest(endpoint, pageInput, signal) as Promise<ListPage<RowOf<K>>>;
  };

  const viewQuery = withoutPaging(listQuery(state, fixedQuery));

  return { config, state, change, result, page, isSortable, fetchPage, viewQuery };
}
