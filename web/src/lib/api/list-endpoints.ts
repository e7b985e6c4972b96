/** The contract's list endpoints, whose answer is a page of the list convention, and their rows. */
import type { ApiResponse, EndpointId } from '@backoffice/core/api';

/** Operation ids whose answer is a page of the list convention. */
export type ListEndpointId = {
  [K in EndpointId]: ApiResponse<K> extends { items: readonly unknown[]; total: number }
    ? K
    : never;
}[EndpointId];

export type RowOf<K extends ListEndpointId> =
  ApiResponse<K> extends { items: readonly (infer R)[] } ? R : never;
