/** Administration (ROLE_ADMIN): users and privileges, and file ingestion. Reading files is open. */
import { endpoint } from '../endpoint.ts';
import {
  ingestionFileList,
  ingestionFileSchema,
  skipFileSchema,
  trackerEntrySchema,
  trackerList,
  trackerUpdateSchema,
} from '../entities/ingestion.ts';
import {
  privilegeCatalogSchema,
  userCreateSchema,
  userList,
  userSchema,
  userUpdateSchema,
} from '../entities/users.ts';
import { action, actionWith, change, create, getOne, list, remove } from './kinds.ts';

const users = { tag: 'Users', item: userSchema, accessLevel: 'admin' } as const;
const files = { tag: 'Ingestion', item: ingestionFileSchema };
const fileAction = { ...files, accessLevel: 'admin', errors: [409] } as const;

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
    summary: 'Stage a skipped file again',
  }),
  listTracker: list({
    tag: 'Ingestion',
    item: trackerEntrySchema,
    path: '/ingestion/tracker',
    summary: 'Files expected per client, custodian and period, and whether they came',
    list: trackerList,
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
