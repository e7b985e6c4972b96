/**
 * File ingestion. Everyone may see the files and the tracker (scoped to their clients);
 * administrators upload files and move them: staged → ingested (its valid rows become trades
 * or holdings, once), ingested → staged (undo: exactly its rows removed), staged → skipped
 * (with a reason), skipped → staged (read anew with the current mapping). A skipped file no
 * longer counts as received in the tracker; a restaged one does again.
 */
import {
  ingestionFileList,
  trackerList,
  type FilePreview,
  type FileStatus,
  type IngestionFile,
  type TrackerEntry,
  type TrackerUpdate,
} from '@backoffice/core/api';
import { MEDIA_TYPES } from '@backoffice/core/ingestion';
import { ApiError } from '../../domain/api-error.ts';
import type { HandlersOf } from '../handler.ts';
import {
  noValidRowReason,
  originalBytes,
  otherCallsFirst,
  readFileRows,
  savedMapping,
  summarized,
  uploadKind,
  type FileRows,
} from './file-rows.ts';
import type { FileParser } from './file-parser.ts';
import { loadRows, unloadRows } from './load-rows.ts';
import { markArrived, markGone } from './tracker-arrival.ts';
import { trackerMatrix } from './tracker-matrix.ts';
import { upload } from './upload.ts';
import { byClient, resource, type Ctx, type IdCall } from '../resource.ts';

const PREVIEW_ROWS = 20;

const files = resource<IngestionFile>({
  what: 'file',
  source: (store) => store.ingestionFiles,
  list: ingestionFileList,
  visible: byClient,
});
/** An expected file still pending after its day is missing (the tracker is read against today). */
const overdue = (row: TrackerEntry): TrackerEntry =>
  row.status === 'pending' && row.expectedBy < new Date().toISOString().slice(0, 10)
    ? { ...row, status: 'missing' }
    : row;

const tracker = resource<TrackerEntry>({
  what: 'tracker entry',
  source: (store) => store.tracker,
  list: trackerList,
  visible: byClient,
  view: overdue,
});

function expectStatus(file: IngestionFile, ...allowed: FileStatus[]): void {
  if (!allowed.includes(file.status)) {
    throw new ApiError(
      'conflict',
      `The file is ${file.status}; only ${allowed.join(' or ')} files can do that`,
    );
  }
}

const processed = (call: Ctx) => ({
  processedAt: call.now.toISOString(),
  processedBy: call.user.username,
});
const unprocessed = { processedAt: null, processedBy: null };

const uploaded = (call: Ctx, file: IngestionFile) =>
  file.hasOriginal && uploadKind(file.kind) !== null && originalBytes(call.store, file.id) !== null;

function previewOf(file: IngestionFile, read: FileRows): FilePreview {
  const rows = read.records.rows.slice(0, PREVIEW_ROWS);
  const shown = new Set(rows.map((r) => r.row));
  return {
    file,
    columns: read.records.columns,
    mapping: read.map,
    layout: read.layout,
    rows,
    errors: read.errors.filter((e) => e.row === 0 || shown.has(e.row)),
  };
}

async function ingest(parser: FileParser, call: IdCall): Promise<IngestionFile> {
  const file = files.find(call);
  expectStatus(file, 'staged');
  if (!uploaded(call, file)) {
    return call.store.ingestionFiles.put({ ...file, status: 'ingested', ...processed(call) });
  }
  const read = await readFileRows(call.store, parser, file);
  if (read.rows.length === 0) throw new ApiError('conflict', noValidRowReason(read));
  const at = { when: call.now.toISOString(), by: call.user.username };
  const batch = await loadRows(call.store, file, read, at, otherCallsFirst);
  return call.store.ingestionFiles.put({
    ...summarized(file, read),
    status: 'ingested',
    ingestedRows: batch.rowIds.length,
    ...processed(call),
  });
}

async function restage(parser: FileParser, call: IdCall): Promise<IngestionFile> {
  const file = files.find(call);
  expectStatus(file, 'skipped');
  let next: IngestionFile = { ...file, status: 'staged', skipReason: null, ...unprocessed };
  if (uploaded(call, file)) {
    const read = await readFileRows(call.store, parser, file);
    if (read.rows.length === 0)
      throw new ApiError('conflict', `Still ${noValidRowReason(read)}. Fix the mapping first`);
    next = summarized(next, read);
  }
  markArrived(call.store, next);
  return call.store.ingestionFiles.put(next);
}

/** `parser` reads uploaded files, off the API's thread, once each. */
export const ingestionHandlers = (
  parser: FileParser,
): HandlersOf<
  | 'listIngestionFiles'
  | 'getIngestionFile'
  | 'ingestFile'
  | 'skipFile'
  | 'restageFile'
  | 'uploadIngestionFile'
  | 'previewIngestionFile'
  | 'getIngestionOriginal'
  | 'saveIngestionMapping'
  | 'getIngestionMapping'
  | 'undoIngestion'
  | 'listTracker'
  | 'getTrackerMatrix'
  | 'updateTrackerEntry'
> => ({
  listIngestionFiles: files.list,
  getIngestionFile: files.get,
  ingestFile: (call) => ingest(parser, call),
  skipFile: (call) => {
    const file = files.find(call);
    expectStatus(file, 'staged');
    const skipped = call.store.ingestionFiles.put({
      ...file,
      status: 'skipped',
      skipReason: call.body.reason,
      ...processed(call),
    });
    markGone(call.store, skipped, `Skipped: ${call.body.reason}`);
    return skipped;
  },
  restageFile: (call) => restage(parser, call),
  uploadIngestionFile: (call) => upload({ ...call, parser }, call.query, call.body),
  previewIngestionFile: async (call) => {
    const file = files.find(call);
    return previewOf(file, await readFileRows(call.store, parser, file));
  },
  getIngestionOriginal: (call) => {
    const file = files.find(call);
    const bytes = originalBytes(call.store, file.id);
    if (!bytes)
      throw new ApiError('not_found', 'This file was not uploaded here: no original kept');
    return {
      fileName: file.fileName,
      mediaType: MEDIA_TYPES[file.format],
      base64: Buffer.from(bytes).toString('base64'),
    };
  },
  saveIngestionMapping: async (call) => {
    const file = files.find(call);
    expectStatus(file, 'staged', 'skipped');
    const kind = uploadKind(file.kind);
    if (!kind || !uploaded(call, file))
      throw new ApiError('conflict', 'Only uploaded trade and holding files have a mapping');
    const before = savedMapping(call.store, file.custodian, kind);
    call.store.ingestionMappings.put({
      id: before?.id ?? call.store.ingestionMappings.nextId(),
      custodian: file.custodian,
      kind,
      columns: call.body.columns,
      layout: call.body.layout,
      updatedAt: call.now.toISOString(),
      updatedBy: call.user.username,
    });
    const read = await readFileRows(call.store, parser, file);
    const next = call.store.ingestionFiles.put(summarized(file, read));
    return previewOf(next, read);
  },
  getIngestionMapping: (call) =>
    savedMapping(call.store, call.query.custodian, call.query.kind) ?? null,
  undoIngestion: (call) => {
    const file = files.find(call);
    expectStatus(file, 'ingested');
    const batch = call.store.ingestionBatches.get(file.id);
    if (!batch) throw new ApiError('conflict', 'This ingestion added no rows here to remove');
    const { removed, dependents } = unloadRows(call.store, batch);
    const staged = call.store.ingestionFiles.put({
      ...file,
      status: 'staged',
      ingestedRows: 0,
      ...unprocessed,
    });
    return { file: staged, removed, dependents };
  },
  listTracker: tracker.list,
  getTrackerMatrix: (call) =>
    trackerMatrix(
      call.store.tracker
        .all()
        .filter((t) => call.scope.sees(t.clientId))
        .map(overdue),
      call.query,
    ),
  updateTrackerEntry: tracker.update((row, patch: TrackerUpdate) => {
    if (patch.status === 'waived' && (row.status === 'received' || row.status === 'late')) {
      throw new ApiError('conflict', 'The file has been received; there is nothing to waive');
    }
    if (patch.status === 'missing' && row.status !== 'waived') {
      throw new ApiError('conflict', 'Only a waived file can be marked missing again');
    }
    return { ...row, ...patch };
  }),
});
