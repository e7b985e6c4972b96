/**
 * What a caller needs of each endpoint to call it and to know who may: method, path, tag and
 * access, without its schemas. The web calls the API through these facts (`generated.ts`,
 * `@backoffice/core/api-routes`), so a screen's code carries only the schemas it uses itself
 * (its forms', its lists'), not the whole contract's: about 20 KB gzip off every screen.
 */
import type { EndpointAccess, HttpMethod } from '../endpoint.ts';

export interface EndpointRoute {
  method: HttpMethod;
  /** Below the API base path, with `{name}` parameters: `/cases/{id}`. */
  path: string;
  tag: string;
  access: EndpointAccess;
}

export function routesOf<Id extends string>(
  table: Readonly<Record<Id, EndpointRoute>>,
): Record<Id, EndpointRoute> {
  const routes = {} as Record<Id, EndpointRoute>;
  for (const id of Object.keys(table) as Id[]) {
    const { method, path, tag, access } = table[id];
    routes[id] = { method, path, tag, access: { ...access } };
  }
  return routes;
}
