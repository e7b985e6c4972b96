/**
 * The DataTable's data: its view from the URL (with the contract's defaults and the user's
 * saved page size), the page the server answers for it, and a fetcher of any page of the same
 * view for the CSV export.
 */
import { DEFAULT_TABLE_PAGE_SIZE } from '@backoffice/core';
import { useCallback, useMemo } from 'react';
import { apiRequest } from '../../lib/api/api-request.ts';
import { useProfile } from '../../lib/api/profile-query.ts';
import { useApiQuery, usePrefetchWhile } from '../../lib/api/use-api.ts';
import { listQuery } from '../../lib/list-state/list-state.ts';
import { useListState } from '../../lib/list-state/use-list-state.ts';
import {
  filterParamsOf,
  tableListConfig,
  tableListInput,
  type TableListProps,
} from './table-list-query.ts';
import type { ListEndpointId, RowOf, TableColumn, ViewQuery } from './types.ts';
import { EXPORT_PAGE_SIZE, type FetchPage, type ListPage } from './use-csv-export.ts';

/** The user's saved page size; null while it is being read (so the first page is the right one). */
function useDefaultPageSize(): number | null {
  const profile = useProfile();
  if (profile.data) return profile.data.preferences.pageSize;
  return profile.isPending ? null : DEFAULT_TABLE_PAGE_SIZE;
}

const PAGING = new Set(['page', 'pageSize', 'sort']);

/** The whole view, for a summary of it: the list's query without paging and sorting. */
function withoutPaging(query: Record<string, string | number>): ViewQuery {
  return Object.fromEntries(Object.entries(query).filter(([name]) => !PAGING.has(name)));
}

export function useTableList<K extends ListEndpointId>(props: TableListProps<K>) {
  const { endpoint, list, params, filters = [], fixedQuery, defaultFilters, urlPrefix } = props;
  const defaultPageSize = useDefaultPageSize();
  // Keys, not objects: screens may pass these inline, new on every render.
  const filterKey = filterParamsOf(filters).join(',');
  const defaultsKey = JSON.stringify(defaultFilters ?? {});
  const config = useMemo(
    () =>
      tableListConfig(
        {
          list,
          urlPrefix,
          filterParams: filterKey ? filterKey.split(',') : [],
          defaultFilters: JSON.parse(defaultsKey) as Record<string, string>,
        },
        defaultPageSize ?? DEFAULT_TABLE_PAGE_SIZE,
      ),
    [urlPrefix, defaultPageSize, list, filterKey, defaultsKey],
  );
  const [state, change] = useListState(config);

  const input = tableListInput({ params, fixedQuery, endpoint }, state);
  const enabled = defaultPageSize !== null;
  // Asked for as the table renders, not once it has mounted: the grid's first mount is the
  // page's longest piece of work, and the rows are on their way meanwhile.
  usePrefetchWhile(enabled, endpoint, input);
  const result = useApiQuery(endpoint, input, { keepPrevious: true, enabled });
  const page = result.data as ListPage<RowOf<K>> | undefined;

  const isSortable = useCallback(
    (column: TableColumn<RowOf<K>>) =>
      column.sortable ?? config.accepts({ sort: `${column.field}:asc` }),
    [config],
  );

  const fetchPage: FetchPage<RowOf<K>> = (number, signal) => {
    const page = { ...state, page: number, pageSize: EXPORT_PAGE_SIZE };
    const pageInput = tableListInput({ params, fixedQuery, endpoint }, page);
    return apiRequest(endpoint, pageInput, signal) as Promise<ListPage<RowOf<K>>>;
  };

  const viewQuery = withoutPaging(listQuery(state, fixedQuery));

  return { config, state, change, result, page, isSortable, fetchPage, viewQuery };
}
