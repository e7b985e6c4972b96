/**
 * Query keys: `['api', operationId, params, query]`, with the query's empty values left out
 * and its keys in order, so two screens asking the same thing share one cache entry.
 */
import type { EndpointId } from '@backoffice/core/api';
import { queryParams } from './api-request.ts';

export type ApiQueryKey = readonly [
  'api',
  EndpointId,
  Record<string, string>,
  Record<string, string>,
];

function sorted(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

export function apiQueryKey(
  id: EndpointId,
  input: { params?: object | undefined; query?: object | undefined },
): ApiQueryKey {
  return ['api', id, paramsKey(input.params), sorted(queryParams(input.query))];
}

/** The path parameters' part of a key. */
export function paramsKey(params: object | undefined): Record<string, string> {
  return sorted(queryParams(params));
}
