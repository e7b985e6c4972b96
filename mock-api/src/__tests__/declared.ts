/** The statuses the published OpenAPI document says an operation may answer. */
import { buildOpenApiDocument, endpoints, type EndpointId } from '@backoffice/core/api';

type Operations = Record<string, Record<string, { responses: Record<string, unknown> }>>;
const paths = buildOpenApiDocument(endpoints).paths as Operations;

export function declaredStatuses(id: EndpointId): number[] {
  const e = endpoints[id];
  const operation = paths[e.path]?.[e.method.toLowerCase()];
  return Object.keys(operation?.responses ?? {}).map(Number);
}
