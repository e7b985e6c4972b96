/**
 * The audit hook: the router calls `recordWrite` inside every write call's transaction, after
 * the handler and the check of its answer, so an entry is stored if and only if the call's
 * changes commit (a failed call rolls the entry back with everything else). What changed is
 * read from the transaction itself (each collection's rows before and after, each table's
 * counts), never reported by handlers, so none can forget. Users are the exception: their
 * source is the shared directory, whose own transaction writes their audit entry (see
 * features/audit/audit-log.ts, which reads both).
 */
import {
  AUDITED_WRITES,
  type AuditAction,
  type AuditChangeCount,
  type AuditEntry,
  type AuditRecordType,
  type EndpointId,
  type WriteEndpointId,
} from '@backoffice/core/api';
import type { SessionUser } from '@backoffice/core';
import type { RowChange } from '../store/collection.ts';
import { collectionsOf, tablesOf, type Collections, type Store } from '../store/store.ts';
import { compactFields, changedFields, clientIdOf, labelOf } from '../domain/audit-fields.ts';

/** Where each record type's rows live; users live in the directory. */
export const RECORD_COLLECTIONS: { readonly [R in AuditRecordType]: keyof Collections | null } = {
  client: 'clients',
  account: 'accounts',
  security: 'securities',
  case: 'cases',
  docket: 'dockets',
  docketEntry: 'docketEntries',
  courtListenerFetch: 'courtListenerFetches',
  newSuit: 'newSuits',
  newSuitFeed: 'newSuitFeeds',
  motion: 'motions',
  discrepancy: 'discrepancyNotes',
  lossRun: 'lossRuns',
  report: 'reports',
  reportJob: 'reportJobs',
  news: 'news',
  update: 'updates',
  user: null,
  ingestionFile: 'ingestionFiles',
  trackerEntry: 'tracker',
  profile: 'profiles',
  filingImport: 'filingImports',
  split: 'splits',
  deadline: 'deadlines',
  deadlineRule: 'deadlineRules',
  settlement: 'settlements',
  claim: 'claims',
  claimDocument: 'claimDocuments',
  clientMonitoring: 'clientMonitoring',
  notification: 'notifications',
  notificationPreferences: 'notificationPreferences',
};

/**
 * Collections that are not records of their own: the log itself, the directory's mirror, and
 * the e-mail outbox (the system's mail, which keeps its own who and when).
 */
const NOT_RECORDS = new Set(['audit', 'users', 'emailOutbox']);

export interface WriteCall {
  operation: EndpointId;
  user: SessionUser;
  requestId: string | null;
  params: unknown;
  now: Date;
}

type Row = Record<string, unknown> & { id: string };

function pathId(params: unknown): string | undefined {
  if (typeof params !== 'object' || params === null || !('id' in params)) return undefined;
  return typeof params.id === 'string' ? params.id : undefined;
}

/** The change to the call's record: the path's id, or else the one created (or first) row. */
function primaryChange(changes: RowChange<Row>[], id: string | undefined): RowChange<Row> | null {
  return changes.find((c) => c.id === id) ?? changes.find((c) => !c.before) ?? changes[0] ?? null;
}

function relatedCounts(store: Store, primary: string, primaryId: string): AuditChangeCount[] {
  const counts: AuditChangeCount[] = [];
  for (const collection of collectionsOf(store)) {
    if (NOT_RECORDS.has(collection.name)) continue;
    const count = { rows: collection.name, created: 0, updated: 0, deleted: 0 };
    for (const c of collection.pending()) {
      if (collection.name === primary && c.id === primaryId) continue;
      if (!c.before) count.created += 1;
      else if (!c.after) count.deleted += 1;
      else count.updated += 1;
    }
    if (count.created + count.updated + count.deleted > 0) counts.push(count);
  }
  const tables = [
    ...tablesOf(store),
    { name: 'filingHoldings', table: store.filingLines } as const,
  ];
  for (const { name, table } of tables) {
    const count = { rows: name, ...table.pendingCounts() };
    if (count.created + count.updated + count.deleted > 0) counts.push(count);
  }
  return counts;
}

/** A change that made or removed its record says so (a first note, a first profile save). */
function actionOf(action: AuditAction, before: unknown, after: unknown): AuditAction {
  if (!after && before) return 'deleted';
  if (!before && after && action === 'updated') return 'created';
  return action;
}

/** Builds the call's entry from the open transaction; null when the call changed no record. */
export function auditEntryOf(store: Store, call: WriteCall, id: string): AuditEntry | null {
  const audited = AUDITED_WRITES[call.operation as WriteEndpointId] as
    (typeof AUDITED_WRITES)[WriteEndpointId] | undefined;
  if (!audited) return null;
  const collection = RECORD_COLLECTIONS[audited.record];
  if (!collection) return null;
  const changes = (store[collection] as unknown as { pending(): RowChange<Row>[] }).pending();
  const params = pathId(call.params);
  const change = primaryChange(changes, audited.parent ? undefined : params);
  const recordId = change?.id ?? (audited.parent ? undefined : params);
  if (recordId === undefined) return null;
  const related = relatedCounts(store, collection, recordId);
  if (!change && related.length === 0) return null;
  const before = change?.before;
  const after = change?.after;
  const edited = before && after ? changedFields(before, after) : null;
  const current = after ?? before;
  return {
    id,
    at: call.now.toISOString(),
    requestId: call.requestId,
    actorId: call.user.userId,
    actorUsername: call.user.username,
    actorName: call.user.displayName,
    action: actionOf(audited.action, before, after),
    operation: call.operation,
    recordType: audited.record,
    recordId,
    recordLabel: current ? labelOf(current) : recordId,
    parentType: audited.parent ?? null,
    parentId: audited.parent ? (params ?? null) : null,
    clientId: current ? clientIdOf(current) : null,
    before: edited ? edited.before : before ? compactFields(before) : null,
    after: edited ? edited.after : after ? compactFields(after) : null,
    related,
  };
}

/** Stores the call's entry in the open transaction (see the module comment). */
export function recordWrite(store: Store, call: WriteCall): void {
  const entry = auditEntryOf(store, call, store.audit.nextId());
  if (entry) store.audit.put(entry);
}
