/**
 * The table of every call of the API, keyed by operation id. Each entry says method, path,
 * schemas and access; see `../endpoint.ts` for the shape and the helpers to call one.
 */
import { adminEndpoints } from './admin.ts';
import { analysisEndpoints } from './analysis.ts';
import { holdingsEndpoints } from './holdings.ts';
import { litigationEndpoints } from './litigation.ts';
import { portalEndpoints } from './portal.ts';
import { referenceEndpoints } from './reference.ts';
import { sessionEndpoints } from './session.ts';

export const endpoints = {
  ...sessionEndpoints,
  ...referenceEndpoints,
  ...litigationEndpoints,
  ...holdingsEndpoints,
  ...analysisEndpoints,
  ...portalEndpoints,
  ...adminEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
