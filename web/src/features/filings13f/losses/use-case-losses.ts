/** Every filer's estimate for one case (all pages: a case has tens of filers, not thousands). */
import type { FilingLoss } from '@backoffice/core/api';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { apiQueryKey } from '../../../lib/api/query-keys.ts';

const PAGE_SIZE = 100;

async function allLosses(caseId: string, signal: AbortSignal): Promise<FilingLoss[]> {
  const rows: FilingLoss[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiRequest(
      'listFilingLosses',
      { query: { caseId, page, pageSize: PAGE_SIZE, sort: 'fifoLoss:desc' } },
      signal,
    );
    rows.push(...answer.items);
    if (rows.length >= answer.total || answer.items.length === 0) return rows;
  }
}

export function useCaseLosses(caseId: string) {
  return useQuery({
    queryKey: apiQueryKey('listFilingLosses', { query: { caseId, pageSize: 'all' } }),
    queryFn: ({ signal }) => allLosses(caseId, signal),
    enabled: caseId !== '',
  });
}
