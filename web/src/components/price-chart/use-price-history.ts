/**
 * A security's daily prices over a span (from `from`, up to `to` when given), every page of
 * them. Years of prices take a moment, so the hook reports how many have arrived.
 */
import type { Price } from '@backoffice/core/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../lib/api/api-request.ts';
import { apiQueryKey } from '../../lib/api/query-keys.ts';
import { EVERY_PAGE_SIZE, fetchEveryPage, type Progress } from '../../lib/api/every-page.ts';

/** Prices of the past never change; a day's new close can wait. */
const PRICES_STALE_MS = 10 * 60_000;

function fetchPrices(
  id: string,
  { from, to }: Span,
  signal: AbortSignal,
  onProgress: (progress: Progress) => void,
): Promise<Price[]> {
  const page = (number: number) =>
    apiRequest(
      'listSecurityPrices',
      {
        params: { id },
        query: { from, to, sort: 'date:asc', page: number, pageSize: EVERY_PAGE_SIZE },
      },
      signal,
    );
  return fetchEveryPage([page], onProgress);
}

interface Span {
  from: string | undefined;
  to?: string | undefined;
}

export function usePriceHistory(
  id: string,
  from: string | undefined,
  enabled: boolean,
  to?: string,
) {
  const [progress, setProgress] = useState<Progress>({ loaded: 0, total: null });
  const input = { params: { id }, query: { from, to, sort: 'date:asc' as const } };
  const query = useQuery({
    // Starts like the list's own keys, so a write that makes prices stale refetches these.
    queryKey: [...apiQueryKey('listSecurityPrices', input), 'all'] as const,
    queryFn: ({ signal }) => fetchPrices(id, { from, to }, signal, setProgress),
    staleTime: PRICES_STALE_MS,
    enabled,
  });
  return { ...query, progress };
}
