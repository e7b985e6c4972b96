/**
 * The table of every call of the API, keyed by operation id. Each entry says method, path,
 * schemas and access; see `../endpoint.ts` for the shape and the helpers to call one.
 */
import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '../endpoint.ts';
import { adminEndpoints } from './admin.ts';
import { analysisEndpoints } from './analysis.ts';
import { deadlineEndpoints } from './deadlines.ts';
import { holdingsEndpoints } from './holdings.ts';
import { litigationEndpoints } from './litigation.ts';
import { monitoringEndpoints } from './monitoring.ts';
import { notificationEndpoints } from './notifications.ts';
import { portalEndpoints } from './portal.ts';
import { referenceEndpoints } from './reference.ts';
import { sessionEndpoints } from './session.ts';
import { settlementEndpoints } from './settlements.ts';

export const endpoints = {
  ...sessionEndpoints,
  ...referenceEndpoints,
  ...litigationEndpoints,
  ...deadlineEndpoints,
  ...settlementEndpoints,
  ...holdingsEndpoints,
  ...analysisEndpoints,
  ...portalEndpoints,
  ...adminEndpoints,
  ...monitoringEndpoints,
  ...notificationEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;

/** By operation id: `ApiResponse<'listCases'>` is `{ items: Case[]; total; page; pageSize }`. */
export type ApiResponse<K extends EndpointId> = ResponseOf<Endpoints[K]>;
export type ApiQuery<K extends EndpointId> = QueryOf<Endpoints[K]>;
export type ApiBody<K extends EndpointId> = BodyOf<Endpoints[K]>;
export type ApiParams<K extends EndpointId> = ParamsOf<Endpoints[K]>;
