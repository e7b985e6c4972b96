/**
 * File ingestion. Everyone may see the files and the tracker (scoped to their clients);
 * administrators move files: staged → ingested, staged → skipped (with a reason), skipped →
 * staged. A skipped file no longer counts as received in the tracker; a restaged one does again.
 */
import {
  ingestionFileList,
  trackerList,
  type FileStatus,
  type IngestionFile,
  type TrackerEntry,
  type TrackerUpdate,
} from '@backoffice/core/api';
import { ApiError } from '../../http/errors.ts';
import type { HandlersOf } from '../../http/handler.ts';
import type { Store } from '../../store/store.ts';
import { byClient, resource, type IdCall } from '../resource.ts';

const files = resource<IngestionFile>({
  what: 'file',
  source: (store) => store.ingestionFiles,
  list: ingestionFileList,
  visible: byClient,
});
const tracker = resource<TrackerEntry>({
  what: 'tracker entry',
  source: (store) => store.tracker,
  list: trackerList,
  visible: byClient,
});

function expected(store: Store, file: IngestionFile): TrackerEntry | undefined {
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

function move(
  call: IdCall,
  from: FileStatus,
  change: (file: IngestionFile) => IngestionFile,
): IngestionFile {
  const file = files.find(call);
  if (file.status !== from) {
    throw new ApiError('conflict', `The file is ${file.status}; only ${from} files can do that`);
  }
  return call.store.ingestionFiles.put(change(file));
}

const processed = (call: IdCall) => ({
  processedAt: call.now.toISOString(),
  processedBy: call.user.username,
});

export const ingestionHandlers: HandlersOf<
  | 'listIngestionFiles'
  | 'getIngestionFile'
  | 'ingestFile'
  | 'skipFile'
  | 'restageFile'
  | 'listTracker'
  | 'updateTrackerEntry'
> = {
  listIngestionFiles: files.list,
  getIngestionFile: files.get,
  ingestFile: (call) =>
    move(call, 'staged', (f) => ({ ...f, status: 'ingested', ...processed(call) })),
  skipFile: (call) => {
    const file = move(call, 'staged', (f) => ({
      ...f,
      status: 'skipped',
      skipReason: call.body.reason,
      ...processed(call),
    }));
    const entry = expected(call.store, file);
    if (entry?.fileId === file.id) {
      call.store.tracker.put({
        ...entry,
        status: 'missing',
        fileId: null,
        receivedAt: null,
        note: `Skipped: ${call.body.reason}`,
      });
    }
    return file;
  },
  restageFile: (call) => {
    const file = move(call, 'skipped', (f) => ({
      ...f,
      status: 'staged',
      skipReason: null,
      processedAt: null,
      processedBy: null,
    }));
    const entry = expected(call.store, file);
    if (entry && entry.fileId === null && entry.status !== 'waived') {
      call.store.tracker.put({
        ...entry,
        status: 'received',
        fileId: file.id,
        receivedAt: file.receivedAt,
      });
    }
    return file;
  },
  listTracker: tracker.list,
  updateTrackerEntry: tracker.update((row, patch: TrackerUpdate) => {
    if (patch.status === 'waived' && (row.status === 'received' || row.status === 'late')) {
      throw new ApiError('conflict', 'The file has been received; there is nothing to waive');
    }
    if (patch.status === 'missing' && row.status !== 'waived') {
      throw new ApiError('conflict', 'Only a waived file can be marked missing again');
    }
    return { ...row, ...patch };
  }),
};
