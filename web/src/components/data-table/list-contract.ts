/**
 * What the contract says of a list: the query schema of its endpoint decides which values the
 * server takes (so which columns sort, which URL values are kept) and which sort is the default.
 */
import { endpoints } from '@backoffice/core/api';
import type { ListEndpointId } from './types.ts';

interface QuerySchema {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

function querySchema(id: ListEndpointId): QuerySchema | undefined {
  const target: { query?: QuerySchema } = endpoints[id];
  return target.query;
}

/** Whether the server would take these query values of the list. */
export function contractAccepts(
  id: ListEndpointId,
): (query: Readonly<Record<string, string>>) => boolean {
  const schema = querySchema(id);
  return (query) => schema?.safeParse(query).success ?? false;
}

/** The sort the server applies when asked for none (`filedOn:desc`). */
export function defaultSortOf(id: ListEndpointId): string {
  const parsed = querySchema(id)?.safeParse({});
  const data: unknown = parsed?.data;
  return typeof data === 'object' &&
    data !== null &&
    'sort' in data &&
    typeof data.sort === 'string'
    ? data.sort
    : '';
}
