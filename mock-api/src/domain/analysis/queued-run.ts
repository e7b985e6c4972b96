/** A new loss run of a case, before its job starts: the case's dates as they are now. */
import type { Case, LossRun } from '@backoffice/core/api';
import { disclosureOf } from '@backoffice/core/domain';

export function queuedRun(id: string, c: Case, createdAt: string, createdBy: string): LossRun {
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
    startedAt: null,
    finishedAt: null,
    durationMs: null,
  };
}
