/** A staged file counts as the tracker's expected file for its client, custodian, kind and period. */
import type { IngestionFile, TrackerEntry } from '@backoffice/core/api';
import type { Store } from '../../store/store.ts';

export function expectedEntry(store: Store, file: IngestionFile): TrackerEntry | undefined {
  return store.tracker
    .all()
    .find(
      (t) =>
        t.clientId === file.clientId &&
        t.custodian === file.custodian &&
        t.kind === file.kind &&
        t.period === file.period,
    );
}

/** Received, or late when it came after the day it was expected by; a waived entry stays so. */
export function markArrived(store: Store, file: IngestionFile): void {
  const entry = expectedEntry(store, file);
  if (!entry || entry.fileId !== null || entry.status === 'waived') return;
  store.tracker.put({
    ...entry,
    status: file.receivedAt.slice(0, 10) > entry.expectedBy ? 'late' : 'received',
    fileId: file.id,
    receivedAt: file.receivedAt,
  });
}

/** A skipped file no longer counts as arrived. */
export function markGone(store: Store, file: IngestionFile, note: string): void {
  const entry = expectedEntry(store, file);
  if (entry?.fileId !== file.id) return;
  store.tracker.put({ ...entry, status: 'missing', fileId: null, receivedAt: null, note });
}
