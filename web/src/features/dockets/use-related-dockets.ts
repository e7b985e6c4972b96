/** The dockets a docket names as related, each read once (and cached) by its id. */
import type { Docket } from '@backoffice/core/api';
import { useQueries } from '@tanstack/react-query';
import { apiQueryOptions } from '../../lib/api/use-api.ts';

export function useRelatedDockets(docket: Docket): { id: string; docket: Docket | undefined }[] {
  const read = useQueries({
    queries: docket.relatedDocketIds.map((id) => apiQueryOptions('getDocket', { params: { id } })),
  });
  return docket.relatedDocketIds.map((id, i) => ({ id, docket: read[i]?.data }));
}
