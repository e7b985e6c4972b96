/** The status choices of the case forms and the status control, from core's life cycle. */
import { CASE_STATUSES, type CaseStatus } from '@backoffice/core/api';
import { nextCaseStatuses } from '@backoffice/core/domain';
import { enumOptions, humanize } from '../../lib/format/labels.ts';

export const ANY_STATUS_OPTIONS = enumOptions(CASE_STATUSES);

/** Staying put, or one of the moves core allows. */
export function statusOptionsFrom(current: CaseStatus) {
  return [current, ...nextCaseStatuses(current)].map((value) => ({
    value,
    label: value === current ? `${humanize(value)} (current)` : humanize(value),
  }));
}

/** Settlement and dismissal end a case: nothing follows them, so a move there is confirmed. */
export const isFinalStatus = (status: CaseStatus): boolean => nextCaseStatuses(status).length === 0;
