/**
 * The security's daily closes over the span the calculator needs: from a little before the
 * class period (or the first trade, if earlier) through the end of the lookback window (or the
 * last trade, if later), for the engine's M and M_d and for the price chart.
 */
import { shiftDate } from '@backoffice/core/domain';
import { defaultDisclosureDate, lookbackWindow, type DailyClose } from '@backoffice/core/loss';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api/api-request.ts';
import { apiQueryKey } from '../../../lib/api/query-keys.ts';
import { EVERY_PAGE_SIZE, fetchEveryPage, type Progress } from '../../../lib/api/every-page.ts';

/** Days shown before the class period on the chart, so its start is seen against the prices. */
const LEAD_DAYS = 14;
/** Prices of the past never change; a day's new close can wait. */
const PRICES_STALE_MS = 10 * 60_000;

export interface PriceSpan {
  from: string;
  to: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The span to load, or null while the class period is not known. */
export function priceSpan(
  classPeriod: { start: unknown; end: unknown },
  disclosure: unknown,
  tradeDates: { first: string | null; last: string | null },
): PriceSpan | null {
  const { start, end } = classPeriod;
  if (typeof start !== 'string' || typeof end !== 'string' || !ISO.test(start) || !ISO.test(end)) {
    return null;
  }
  if (end < start) return null;
  const opens =
    typeof disclosure === 'string' && ISO.test(disclosure)
      ? disclosure
      : defaultDisclosureDate(end);
  const from = tradeDates.first && tradeDates.first < start ? tradeDates.first : start;
  const windowEnd = lookbackWindow(opens).end;
  const to = tradeDates.last && tradeDates.last > windowEnd ? tradeDates.last : windowEnd;
  return { from: shiftDate(from, -LEAD_DAYS), to };
}

export function useSecurityPrices(securityId: string, span: PriceSpan | null) {
  const [progress, setProgress] = useState<Progress>({ loaded: 0, total: null });
  const query = { from: span?.from, to: span?.to, sort: 'date:asc' as const };
  const result = useQuery({
    queryKey: [...apiQueryKey('listSecurityPrices', { params: { id: securityId }, query }), 'all'],
    queryFn: async ({ signal }): Promise<DailyClose[]> => {
      const page = (n: number) =>
        apiRequest(
          'listSecurityPrices',
          { params: { id: securityId }, query: { ...query, page: n, pageSize: EVERY_PAGE_SIZE } },
          signal,
        );
      const prices = await fetchEveryPage([page], setProgress);
      return prices.map((p) => ({ date: p.date, close: p.close }));
    },
    enabled: securityId !== '' && span !== null,
    staleTime: PRICES_STALE_MS,
  });
  return { ...result, progress };
}
