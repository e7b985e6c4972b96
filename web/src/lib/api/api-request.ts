/**
 * One typed call of the contract by operation id: the endpoint routes give the method and the
 * path, `@backoffice/core/api` the types of params, query, body and answer. Screens never call
 * axios by hand; they use the hooks in `use-api.ts`, which call this.
 */
import { endpointRoutes } from '@backoffice/core/api-routes';
import {
  apiPath,
  type ApiBody,
  type ApiParams,
  type ApiQuery,
  type ApiResponse,
  type EndpointId,
} from '@backoffice/core/api';
import { IDEMPOTENCY_KEY_HEADER } from '@backoffice/core';
import { api, GATEWAY_REQUEST } from '../api-client.ts';

type NoParams = Record<string, never>;

/** What a call of `K` takes: params when its path has any, a query, a body when it has one. */
export type ApiInput<K extends EndpointId> = (ApiParams<K> extends NoParams
  ? { params?: undefined }
  : { params: ApiParams<K> }) & { query?: ApiQuery<K> } & (ApiBody<K> extends undefined
    ? { body?: undefined }
    : { body: ApiBody<K> });

export type QueryValue = string | number | boolean | undefined | null;

/** The query as the URL carries it: undefined, null and empty strings are left out. */
export function queryParams(query: object | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {}) as [string, QueryValue][]) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = String(value);
  }
  return out;
}

/** For a call whose body is a file: its media type, and how much of it has been sent (0 to 1). */
export interface UploadOptions {
  contentType: string;
  onProgress: (fraction: number) => void;
}

export async function apiRequest<K extends EndpointId>(
  id: K,
  input: ApiInput<K>,
  signal?: AbortSignal,
  upload?: UploadOptions,
  /** For a create: sent as Idempotency-Key, so a repeat after a lost answer saves once. */
  idempotencyKey?: string,
): Promise<ApiResponse<K>> {
  const target = endpointRoutes[id];
  const params = (input.params ?? {}) as Record<string, string>;
  const response = await api.request<ApiResponse<K>>({
    ...GATEWAY_REQUEST,
    method: target.method,
    url: apiPath(target, params),
    params: queryParams(input.query),
    data: input.body,
    signal,
    headers: {
      ...(upload ? { 'content-type': upload.contentType } : {}),
      ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
    },
    ...(upload
      ? {
          onUploadProgress: (e: { loaded: number; total?: number }) => {
            upload.onProgress(e.total ? e.loaded / e.total : 0);
          },
        }
      : {}),
  });
  return response.data;
}

/**
 * A call whose answer is a file (`file` in the table), as a Blob. A refusal's JSON body is read
 * back from the Blob first, so `describeApiError` words it like any other.
 */
export async function apiFile<K extends EndpointId>(id: K, input: ApiInput<K>): Promise<Blob> {
  const target = endpointRoutes[id];
  const params = (input.params ?? {}) as Record<string, string>;
  try {
    const response = await api.request<Blob>({
      ...GATEWAY_REQUEST,
      method: target.method,
      url: apiPath(target, params),
      params: queryParams(input.query),
      responseType: 'blob',
    });
    return response.data;
  } catch (error) {
    const response = (error as { response?: { data?: unknown } }).response;
    if (response?.data instanceof Blob) {
      const text = await response.data.text();
      try {
        response.data = JSON.parse(text) as unknown;
      } catch {
        response.data = text;
      }
    }
    throw error;
  }
}
