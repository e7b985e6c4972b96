/** A new loss run of a case, before its job starts: the case's dates as they are now. */
import type { Case, LossRun } from '@backoffice/core/api';
import { disclosureOf } from '@backoffice/core/domain';

/** `reason`: why the system started it; null for a run a user started. */
export function queuedRun(
  id: string,
  c: Case,
  createdAt: string,
  createdBy: string,
  reason: string | null = null,
): LossRun {
  return {
    id,
    caseId: c.id,
    caseCaption: c.caption,
    status: 'queued',
    progress: { done: 0, total: 0 },
    classPeriodStart: c.classPeriodStart,
    classPeriodEnd: c.classPeriodEnd,
    disclosureDate: disclosureOf(c),
    lookbacks: [],
    resultsCount: 0,
    message: null,
    createdAt,
    createdBy,
    reason,
    startedAt: null,
    finishedAt: null,
    durationMs: null,
  };
}
