/**
 * The DataTable's data: its view from the URL (with the contract's defaults and the user's
 * saved page size), the page the server answers for it, and a fetcher of any page of the same
 * view for the CSV export.
 */
import { DEFAULT_TABLE_PAGE_SIZE } from '@backoffice/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiRequest } from '../../lib/api/api-request.ts';
import { useProfile } from '../../lib/api/profile-query.ts';
import { useApiQuery, usePrefetchWhile } from '../../lib/api/use-api.ts';
import { hasValuesToCheck, listQuery } from '../../lib/list-state/list-state.ts';
import { useListState } from '../../lib/list-state/use-list-state.ts';
import { useLoaded } from '../../lib/use-loaded.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { contractLoad, listSortOf } from './list-contract.ts';
import {
  filterParamsOf,
  tableListConfig,
  tableListInput,
  type TableListProps,
} from './table-list-query.ts';
import type {
  ListContract,
  ListContractSource,
  ListEndpointId,
  RowOf,
  TableColumn,
  ViewQuery,
} from './types.ts';
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

const NOT_LOADED = Promise.resolve(undefined);

/**
 * The contract's query schema: the screen's own, or the one it loads (`ListContractSource`) once
 * `needed` or the page is idle; undefined until it has come.
 */
function useListContract<K extends ListEndpointId>(
  list: ListContractSource<K>,
  needed: boolean,
): ListContract<ListEndpointId> | undefined {
  const loads = typeof list === 'function';
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!loads) return;
    return whenIdle(() => {
      setIdle(true);
    });
  }, [loads]);
  // A failed load fails the screen, as it did while the schema was part of the screen's chunks.
  const loaded = useLoaded<ListContract<ListEndpointId> | undefined>(
    loads && (needed || idle) ? contractLoad(list) : NOT_LOADED,
  );
  return loads ? loaded : list;
}

export function useTableList<K extends ListEndpointId>(props: TableListProps<K>) {
  const { endpoint, list, params, filters = [], fixedQuery, defaultFilters, urlPrefix } = props;
  const defaultPageSize = useDefaultPageSize();
  // Keys, not objects: screens may pass these inline, new on every render.
  const filterKey = filterParamsOf(filters).join(',');
  const defaultsKey = JSON.stringify(defaultFilters ?? {});
  const [search] = useSearchParams();
  const mustCheck = hasValuesToCheck(search, {
    prefix: urlPrefix,
    filterParams: filterKey ? filterKey.split(',') : [],
  });
  const contract = useListContract(list, mustCheck);
  const config = useMemo(
    () =>
      tableListConfig(
        {
          endpoint,
          contract,
          urlPrefix,
          filterParams: filterKey ? filterKey.split(',') : [],
          defaultFilters: JSON.parse(defaultsKey) as Record<string, string>,
        },
        defaultPageSize ?? DEFAULT_TABLE_PAGE_SIZE,
      ),
    [endpoint, urlPrefix, defaultPageSize, contract, filterKey, defaultsKey],
  );
  const [state, change] = useListState(config);

  const input = tableListInput({ params, fixedQuery, endpoint }, state);
  // Rows are asked for once the page size is known and, if the URL has values the contract must
  // check, once it has checked them.
  const enabled = defaultPageSize !== null && (config.accepts !== null || !mustCheck);
  // Asked for as the table renders, not once it has mounted: the grid's first mount is the
  // page's longest piece of work, and the rows are on their way meanwhile.
  usePrefetchWhile(enabled, endpoint, input);
  const result = useApiQuery(endpoint, input, { keepPrevious: true, enabled });
  const page = result.data as ListPage<RowOf<K>> | undefined;

  const isSortable = useCallback(
    (column: TableColumn<RowOf<K>>) =>
      column.sortable ?? listSortOf(endpoint).sortable.includes(column.field),
    [endpoint],
  );

  const fetchPage: FetchPage<RowOf<K>> = (number, signal) => {
    const page = { ...state, page: number, pageSize: EXPORT_PAGE_SIZE };
    const pageInput = tableListInput({ params, fixedQuery, endpoint }, page);
    return apiRequest(endpoint, pageInput, signal) as Promise<ListPage<RowOf<K>>>;
  };

  const viewQuery = withoutPaging(listQuery(state, fixedQuery));

  return { config, state, change, result, page, isSortable, fetchPage, viewQuery };
}
