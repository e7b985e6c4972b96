/**
 * A security's daily prices over a span (from `from`, up to `to` when given), every page of them: the first page says how many there
 * are, the others are then fetched a few at a time. Years of prices take a moment, so the hook
 * reports how many have arrived.
 */
import type { Price } from '@backoffice/core/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../lib/api/api-request.ts';
import { apiQueryKey } from '../../lib/api/query-keys.ts';

/** The largest page the list convention allows. */
const PAGE_SIZE = 100;
/** Requests in flight at once: as many as a browser opens to one host over HTTP/1.1. */
const PARALLEL = 6;
/** Prices of the past never change; a day's new close can wait. */
const PRICES_STALE_MS = 10 * 60_000;

export interface Progress {
  loaded: number;
  total: number | null;
}

async function fetchPrices(
  id: string,
  { from, to }: Span,
  signal: AbortSignal,
  onProgress: (progress: Progress) => void,
): Promise<Price[]> {
  const page = (number: number) =>
    apiRequest(
      'listSecurityPrices',
      { params: { id }, query: { from, to, sort: 'date:asc', page: number, pageSize: PAGE_SIZE } },
      signal,
    );
  onProgress({ loaded: 0, total: null });
  const first = await page(1);
  const pages: Price[][] = [first.items];
  let loaded = first.items.length;
  onProgress({ loaded, total: first.total });
  const rest = Array.from({ length: Math.ceil(first.total / PAGE_SIZE) - 1 }, (_, i) => i + 2);
  for (let i = 0; i < rest.length; i += PARALLEL) {
    const batch = rest.slice(i, i + PARALLEL);
    const answers = await Promise.all(batch.map((n) => page(n)));
    answers.forEach((answer, j) => {
      pages[(batch[j] ?? 0) - 1] = answer.items;
      loaded += answer.items.length;
    });
    onProgress({ loaded, total: first.total });
  }
  return pages.flat();
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
