/**
 * The audit log as the API serves it: the store's entries (every write call but users', see
 * http/audit.ts) merged with the directory's (users and privileges, written in the directory's
 * own transaction), one list with one shape. A record's history is readable by whoever may read
 * the record: the record's own read decides (its privilege, admin role and client scope); a
 * deleted record's entries are shown to a client-scoped reader only where they are of its clients.
 */
import {
  RECORD_READS,
  auditList,
  decideApiAccess,
  endpoints,
  historyList,
  type AuditEntry,
  type AuditRecordType,
  type EndpointId,
} from '@backoffice/core/api';
import type { AuditEntry as DirectoryAuditEntry, Directory } from '@backoffice/core/server';
import { changedFields, compactFields } from '../../domain/audit-fields.ts';
import { ApiError } from '../../domain/api-error.ts';
import type { Call, HandlersOf } from '../handler.ts';
import { listRows } from '../../query/list.ts';
import type { Store } from '../../store/store.ts';

const USER_OPERATIONS = {
  created: 'createUser',
  deleted: 'deleteUser',
  updated: 'updateUser',
  deactivated: 'updateUser',
  reactivated: 'updateUser',
} as const;

/** A directory entry in the log's shape (its ids are `DIR-<n>`, apart from the store's `AU-`). */
export function fromDirectory(e: DirectoryAuditEntry, nameOf: (id: string) => string | undefined) {
  const edited = e.before && e.after ? changedFields({ ...e.before }, { ...e.after }) : null;
  const entry: AuditEntry = {
    id: `DIR-${String(e.id)}`,
    at: e.at,
    requestId: null,
    actorId: e.actorId,
    actorUsername: e.actorUsername,
    actorName: nameOf(e.actorId) ?? e.actorUsername,
    action: e.action,
    operation: USER_OPERATIONS[e.action],
    recordType: 'user',
    recordId: e.userId,
    recordLabel: e.username,
    parentType: null,
    parentId: null,
    clientId: null,
    before: edited ? edited.before : e.before ? compactFields(e.before) : null,
    after: edited ? edited.after : e.after ? compactFields(e.after) : null,
    related: [],
  };
  return entry;
}

function wholeLog(store: Store, directory: Directory): AuditEntry[] {
  const names = new Map(directory.list().map((u) => [u.id, u.displayName]));
  const users = directory.auditLog().map((e) => fromDirectory(e, (id) => names.get(id)));
  return [...store.audit.all(), ...users];
}

type Read = (call: unknown) => unknown;
type AnyCall = Call<(typeof endpoints)['getRecordHistory']>;

const forbidden = () => new ApiError('forbidden', "You may not read this record's history");

/** True when the record is there for the caller; false when it is not (deleted, or unseen). */
async function readable(call: AnyCall, readOf: (id: EndpointId) => Read): Promise<boolean> {
  const { recordType, id } = call.params;
  const read = RECORD_READS[recordType];
  if (read === null) {
    if (!call.user.isAdmin) throw forbidden();
    return true;
  }
  if (decideApiAccess(endpoints[read].access, call.user) !== 'allow') throw forbidden();
  try {
    await readOf(read)({ ...call, params: { id }, query: {} });
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.code === 'not_found') return false;
    throw err;
  }
}

const ofRecord = (type: AuditRecordType, id: string) => (e: AuditEntry) =>
  (e.recordType === type && e.recordId === id) || (e.parentType === type && e.parentId === id);

export function auditHandlers(
  directory: Directory,
  readOf: (id: EndpointId) => Read,
): HandlersOf<'listAudit' | 'getRecordHistory'> {
  return {
    listAudit: (call) => listRows(wholeLog(call.store, directory), call.query, auditList),
    getRecordHistory: async (call) => {
      const { recordType, id } = call.params;
      const present = await readable(call, readOf);
      const entries = wholeLog(call.store, directory).filter(ofRecord(recordType, id));
      // A record no longer there: its entries, as far as they are of the caller's clients.
      const seen = present
        ? entries
        : entries.filter(
            (e) => !call.scope.restricted || (e.clientId !== null && call.scope.sees(e.clientId)),
          );
      if (!present && seen.length === 0) {
        throw new ApiError('not_found', `No ${recordType} '${id}'`);
      }
      return listRows(seen, call.query, historyList);
    },
  };
}
