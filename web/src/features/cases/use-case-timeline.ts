/**
 * The data of a case's timeline: its dockets' entries (each docket's list, page after page)
 * and its motions, merged with its status history and deadlines by core's `caseTimeline`.
 */
import type { Case } from '@backoffice/core/api';
import { caseTimeline } from '@backoffice/core/domain';
import { useQueries } from '@tanstack/react-query';
import { everyRowQuery, useEveryRow } from '../../lib/api/use-every-row.ts';

export function useCaseTimeline(c: Case) {
  const dockets = useEveryRow('listDockets', { query: { caseId: c.id } });
  const motions = useEveryRow('listMotions', { query: { caseId: c.id } });
  const entries = useQueries({
    queries: (dockets.data ?? []).map((d) =>
      everyRowQuery('listDocketEntries', { params: { id: d.id }, query: { sort: 'number:asc' } }),
    ),
  });
  const parts = [dockets, motions, ...entries];
  const failed = parts.find((p) => p.isError);
  if (failed)
    return {
      status: 'error' as const,
      retry: () => void Promise.all(parts.map((p) => p.refetch())),
    };
  if (!dockets.data || !motions.data || entries.some((e) => !e.data)) {
    return { status: 'pending' as const };
  }
  const numberOf = new Map(dockets.data.map((d) => [d.id, d.docketNumber]));
  const filings = entries.flatMap((e) =>
    (e.data ?? []).map((entry) => ({ ...entry, docketNumber: numberOf.get(entry.docketId) ?? '' })),
  );
  const events = caseTimeline({
    statusHistory: c.statusHistory,
    deadlines: c.deadlines,
    filings,
    motions: motions.data,
  });
  return { status: 'success' as const, events, docketCount: dockets.data.length };
}
