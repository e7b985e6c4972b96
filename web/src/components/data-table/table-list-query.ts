/**
 * What a DataTable asks the server, from its props and the URL: the list state's config (the
 * contract's defaults, the user's page size) and the call's input. Pure, so the table's hook and
 * a screen's prefetch at page load (`prefetchTableList`) ask exactly the same, under one cache key.
 */
import { DEFAULT_TABLE_PAGE_SIZE } from '@backoffice/core';
import type { ApiInput } from '../../lib/api/api-request.ts';
import { loadProfile } from '../../lib/api/profile-query.ts';
import { queryClient } from '../../lib/api/query-client.ts';
import { apiQueryOptions } from '../../lib/api/use-api.ts';
import {
  hasValuesToCheck,
  listQuery,
  parseListState,
  type ListState,
  type ListStateConfig,
} from '../../lib/list-state/list-state.ts';
import { contractAccepts, contractLoad, listSortOf } from './list-contract.ts';
import type { DataTableProps, ListContract, ListEndpointId, TableFilter } from './types.ts';

export type TableListProps<K extends ListEndpointId> = Pick<
  DataTableProps<K>,
  'endpoint' | 'list' | 'params' | 'filters' | 'fixedQuery' | 'defaultFilters' | 'urlPrefix'
>;

/** The query parameters the table's filters set. */
export function filterParamsOf(filters: readonly TableFilter[]): string[] {
  return filters.flatMap((f) => (f.kind === 'dateRange' ? ['from', 'to'] : [f.param]));
}

interface ConfigInput {
  endpoint: ListEndpointId;
  /** The contract; undefined while a load of it is under way. */
  contract: ListContract<ListEndpointId> | undefined;
  urlPrefix?: string | undefined;
  filterParams: readonly string[];
  defaultFilters?: Readonly<Record<string, string>> | undefined;
}

export function tableListConfig(input: ConfigInput, defaultPageSize: number): ListStateConfig {
  return {
    prefix: input.urlPrefix,
    defaultPageSize,
    defaultSort: listSortOf(input.endpoint).defaultSort,
    filterParams: input.filterParams,
    defaultFilters: input.defaultFilters ?? {},
    accepts: input.contract ? contractAccepts(input.contract) : null,
  };
}

export function tableListInput<K extends ListEndpointId>(
  props: Pick<TableListProps<K>, 'endpoint' | 'params' | 'fixedQuery'>,
  state: ListState,
): ApiInput<K> {
  return {
    params: props.params,
    query: listQuery(state, props.fixedQuery),
  } as unknown as ApiInput<K>;
}

/**
 * Asks for the rows a table will show at `search` before it is drawn: a screen's first rows
 * then arrive while the shell and the grid mount, instead of after. Never fails; the table
 * shows whatever went wrong when it asks itself.
 */
export async function prefetchTableList<K extends ListEndpointId>(
  props: TableListProps<K>,
  search: URLSearchParams,
): Promise<void> {
  const profile = await loadProfile();
  const { list } = props;
  const filterParams = filterParamsOf(props.filters ?? []);
  // A loaded contract is waited for only when the URL has values to check, as the table does.
  let contract: ListContract<ListEndpointId> | undefined;
  if (typeof list !== 'function') contract = list;
  else if (hasValuesToCheck(search, { prefix: props.urlPrefix, filterParams })) {
    contract = await contractLoad(list).catch(() => undefined);
    if (!contract) return;
  }
  const config = tableListConfig(
    { ...props, contract, filterParams },
    profile?.preferences.pageSize ?? DEFAULT_TABLE_PAGE_SIZE,
  );
  const input = tableListInput(props, parseListState(search, config));
  await queryClient.query(apiQueryOptions(props.endpoint, input)).catch(() => undefined);
}
