/**
 * One security, for a cell of a list (a case's tickers): the cells drawn together read their
 * securities in one `listSecurities?ids=` call, where each read its own (the Case List's first
 * page asked ten times). Kept under `getSecurity`'s key, so a screen that opens one of them
 * finds it read.
 */
import { idListParam, MAX_IDS_PER_CALL } from '@backoffice/core';
import type { Security } from '@backoffice/core/api';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api/api-request.ts';
import { batchedById } from '../../lib/api/batched-by-id.ts';
import { apiQueryKey } from '../../lib/api/query-keys.ts';

/** Securities change rarely; one read of each serves every list page for a while. */
const SECURITY_STALE_MS = 10 * 60_000;

const readSecurity = batchedById<Security>(
  async (ids) =>
    (
      await apiRequest('listSecurities', {
        query: { ids: idListParam(ids), pageSize: MAX_IDS_PER_CALL },
      })
    ).items,
);

export function useListedSecurity(id: string) {
  return useQuery({
    queryKey: apiQueryKey('getSecurity', { params: { id } }),
    queryFn: () => readSecurity(id),
    staleTime: SECURITY_STALE_MS,
  });
}
