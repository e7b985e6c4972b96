/** Administration (ROLE_ADMIN): users and privileges, and file ingestion. Reading files is open. */
import { endpoint } from '../endpoint.ts';
import { MEDIA_TYPES } from '../../ingestion/file-name.ts';
import { z } from 'zod';
import {
  filePreviewSchema,
  fileOriginalSchema,
  ingestionFileList,
  ingestionFileSchema,
  mappingSchema,
  mappingUpdateSchema,
  UPLOAD_KINDS,
  undoResultSchema,
  uploadBodySchema,
  uploadQuerySchema,
  skipFileSchema,
  trackerEntrySchema,
  trackerList,
  trackerMatrixQuerySchema,
  trackerMatrixSchema,
  trackerUpdateSchema,
} from '../entities/ingestion.ts';
import { auditEntrySchema, auditList, historyList, historyParams } from '../entities/audit.ts';
import {
  privilegeCatalogSchema,
  userCreateSchema,
  userList,
  userSchema,
  userUpdateSchema,
} from '../entities/users.ts';
import { action, actionWith, change, create, getOne, idParams, list, remove } from './kinds.ts';

const users = { tag: 'Users', item: userSchema, accessLevel: 'admin' } as const;
const files = { tag: 'Ingestion', item: ingestionFileSchema };
const fileAction = { ...files, accessLevel: 'admin', errors: [409] } as const;

const listAudit = list({
  tag: 'Audit',
  item: auditEntrySchema,
  accessLevel: 'admin',
  path: '/admin/audit',
  summary:
    'Every committed write (users and privileges included): who, what, when, before and after',
  list: auditList,
});

const getRecordHistory = endpoint({
  method: 'GET',
  path: '/history/{recordType}/{id}',
  tag: 'Audit',
  summary:
    "One record's changes, for whoever may read the record (its client's users when it has one)",
  params: historyParams,
  query: historyList.query,
  response: listAudit.response,
});

export const adminEndpoints = {
  listUsers: list({ ...users, path: '/admin/users', summary: 'List users', list: userList }),
  getUser: getOne({ ...users, path: '/admin/users/{id}', summary: 'One user' }),
  createUser: create({
    ...users,
    path: '/admin/users',
    summary: 'Add a user',
    body: userCreateSchema,
    errors: [409, 422],
  }),
  updateUser: change({
    ...users,
    path: '/admin/users/{id}',
    summary: "Change a user's roles, privileges, clients or status",
    body: userUpdateSchema,
    errors: [422],
  }),
  deleteUser: remove({
    tag: 'Users',
    accessLevel: 'admin',
    path: '/admin/users/{id}',
    summary: 'Remove a user',
    errors: [422],
  }),
  listAudit,
  getRecordHistory,
  getPrivileges: endpoint({
    method: 'GET',
    path: '/admin/privileges',
    tag: 'Users',
    summary: 'The roles and privileges there are',
    accessLevel: 'admin',
    response: privilegeCatalogSchema,
  }),

  listIngestionFiles: list({
    ...files,
    path: '/ingestion/files',
    summary: 'Custodian files: staged, skipped and ingested',
    list: ingestionFileList,
  }),
  getIngestionFile: getOne({ ...files, path: '/ingestion/files/{id}', summary: 'One file' }),
  ingestFile: action({
    ...fileAction,
    path: '/ingestion/files/{id}/ingest',
    summary: 'Ingest a staged file',
  }),
  skipFile: actionWith({
    ...fileAction,
    path: '/ingestion/files/{id}/skip',
    summary: 'Skip a staged file, with the reason',
    body: skipFileSchema,
  }),
  restageFile: action({
    ...fileAction,
    path: '/ingestion/files/{id}/restage',
    summary: 'Stage a skipped file again (read anew with the current mapping)',
  }),
  uploadIngestionFile: endpoint({
    method: 'POST',
    path: '/ingestion/uploads',
    tag: 'Ingestion',
    summary:
      'Upload a custodian file (CSV, XLSX or TXT) as the raw request body; it is staged, or skipped when no row is valid',
    accessLevel: 'admin',
    query: uploadQuerySchema,
    body: uploadBodySchema,
    // Any type is taken (the name's extension decides the format); these are what a client sends.
    rawBody: [MEDIA_TYPES.csv, MEDIA_TYPES.xlsx, MEDIA_TYPES.txt, 'application/octet-stream'],
    response: ingestionFileSchema,
    status: 201,
    errors: [413, 422],
  }),
  previewIngestionFile: getOne({
    tag: 'Ingestion',
    item: filePreviewSchema,
    path: '/ingestion/files/{id}/preview',
    summary: "The file's first rows as its custodian's mapping reads them, with their errors",
    accessLevel: 'admin',
    errors: [409],
  }),
  getIngestionOriginal: getOne({
    tag: 'Ingestion',
    item: fileOriginalSchema,
    path: '/ingestion/files/{id}/original',
    summary: 'The bytes of the file as uploaded (base64)',
    accessLevel: 'admin',
  }),
  saveIngestionMapping: endpoint({
    method: 'PUT',
    path: '/ingestion/files/{id}/mapping',
    tag: 'Ingestion',
    summary: "Map the file's columns to ours; remembered for its custodian, and the file read anew",
    accessLevel: 'admin',
    params: idParams,
    body: mappingUpdateSchema,
    response: filePreviewSchema,
    errors: [409, 422],
  }),
  getIngestionMapping: endpoint({
    method: 'GET',
    path: '/ingestion/mappings',
    tag: 'Ingestion',
    summary: "A custodian's remembered column mapping for a kind of file (null when none yet)",
    query: z.strictObject({ custodian: z.string().min(1).max(80), kind: z.enum(UPLOAD_KINDS) }),
    response: mappingSchema.nullable(),
  }),
  undoIngestion: action({
    ...fileAction,
    item: undoResultSchema,
    path: '/ingestion/files/{id}/undo',
    summary: 'Remove exactly the rows an ingestion added; the file is staged again',
  }),
  listTracker: list({
    tag: 'Ingestion',
    item: trackerEntrySchema,
    path: '/ingestion/tracker',
    summary: 'Files expected per client, custodian and period, and whether they came',
    list: trackerList,
  }),
  getTrackerMatrix: endpoint({
    method: 'GET',
    path: '/ingestion/tracker-matrix',
    tag: 'Ingestion',
    summary: 'The tracker as a matrix of client and custodian by period, for one kind of file',
    query: trackerMatrixQuerySchema,
    response: trackerMatrixSchema,
  }),
  updateTrackerEntry: change({
    tag: 'Ingestion',
    item: trackerEntrySchema,
    accessLevel: 'admin',
    path: '/ingestion/tracker/{id}',
    summary: 'Waive an expected file or annotate it',
    body: trackerUpdateSchema,
    errors: [409],
  }),
};
