/** A settlement's claims by status in words: "3 eligible, 1 filed"; "No claims" without any. */
import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, type Settlement } from '@backoffice/core/api';

export function claimCountsText(counts: Settlement['claimCounts']): string {
  const parts = CLAIM_STATUSES.filter((s) => counts[s] > 0).map(
    (s) => `${String(counts[s])} ${CLAIM_STATUS_LABELS[s].toLowerCase()}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'No claims';
}
