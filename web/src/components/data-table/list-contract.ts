/**
 * What the contract says of a list. Its sorting (the default, the sortable columns) comes
 * zod-free from the generated routes (`listSorts`); the query schema of its endpoint decides
 * which values the server takes, so which values of the URL are kept.
 */
import { listSorts, type ListSort } from '@backoffice/core/api-routes';
import type { ListEndpointId } from './types.ts';

/** A list's definition, as far as the table uses its query schema. */
export interface ListQuerySchema {
  query: { safeParse(value: unknown): { success: boolean } };
}

/** Whether the server would take these query values of the list. */
export function contractAccepts(
  list: ListQuerySchema,
): (query: Readonly<Record<string, string>>) => boolean {
  return (query) => list.query.safeParse(query).success;
}

const UNSORTED: ListSort = { defaultSort: '', sortable: [] };

/** The sort the server applies when asked for none (`filedOn:desc`), and the sortable fields. */
export function listSortOf(endpoint: ListEndpointId): ListSort {
  return listSorts[endpoint] ?? UNSORTED;
}

// One load per screen's loader of its contract, shared by its table and its prefetch.
const loads = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/** The contract a screen loads rather than imports (see `ListContractSource`). */
export function contractLoad<T>(load: () => Promise<T>): Promise<T> {
  let loading = loads.get(load) as Promise<T> | undefined;
  if (!loading) {
    loading = load();
    loads.set(load, loading);
  }
  return loading;
}
