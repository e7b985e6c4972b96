/**
 * The audit log: every committed write, who made it, when, to which record, and the record's
 * fields before and after (the changed ones for an edit, the whole record for a create or a
 * delete), with counts of anything else the same call changed (10,000 ingested trades are a
 * count, never copies). Admins read the whole log; a record's history is its own entries.
 */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';

export const AUDIT_RECORD_TYPES = [
  'client',
  'account',
  'security',
  'case',
  'docket',
  'docketEntry',
  'courtListenerFetch',
  'newSuit',
  'newSuitFeed',
  'motion',
  'discrepancy',
  'lossRun',
  'report',
  'reportJob',
  'news',
  'update',
  'user',
  'ingestionFile',
  'trackerEntry',
  'profile',
  'filingImport',
  'split',
  'deadline',
  'deadlineRule',
  'settlement',
  'claim',
  'claimDocument',
  'clientMonitoring',
  'notification',
  'notificationPreferences',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'deactivated',
  'reactivated',
  'uploaded',
  'ingested',
  /**
   * Loaded from a file: rows into a record that itself is unchanged (a security's prices, with
   * counts only), or a 13-F import's own record.
   */
  'imported',
  'skipped',
  'restaged',
  'undone',
  'mapped',
  'retried',
  'cancelled',
  'accepted',
  'dismissed',
  /** A report e-mailed to the client's contacts (queued; the outbox sends it). */
  'emailed',
  /** Taken out of use but kept, with who and when (a claim's document is evidence). */
  'removed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A record's fields as the log keeps them: plain JSON, long lists and texts shortened. */
const fieldsSchema = z.record(z.string(), z.unknown());

export const auditChangeCountSchema = named(
  'AuditChangeCount',
  z.object({
    /** The kind of rows (a collection or table name, e.g. "trades", "dockets"). */
    rows: z.string(),
    created: z.number().int().min(0),
    updated: z.number().int().min(0),
    deleted: z.number().int().min(0),
  }),
);
export type AuditChangeCount = z.infer<typeof auditChangeCountSchema>;

export const auditEntrySchema = named(
  'AuditEntry',
  z.object({
    id: z.string(),
    at: isoDateTimeSchema,
    /** The request that made the change (null for entries written before request ids were kept). */
    requestId: z.string().nullable(),
    actorId: z.string(),
    actorUsername: z.string(),
    actorName: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    /** The operation of the contract that made the change, e.g. `updateCase`. */
    operation: z.string(),
    recordType: z.enum(AUDIT_RECORD_TYPES),
    recordId: z.string(),
    /** A name people know the record by (a caption, a file name), as it was then. */
    recordLabel: z.string(),
    /** The record a child belongs to (a docket entry's docket); null otherwise. */
    parentType: z.enum(AUDIT_RECORD_TYPES).nullable(),
    parentId: z.string().nullable(),
    /** The client the record belongs to, which decides who may read its history. */
    clientId: z.string().nullable(),
    /** Null for a created record. */
    before: fieldsSchema.nullable(),
    /** Null for a deleted record. */
    after: fieldsSchema.nullable(),
    /** Other rows the same call changed, counted. */
    related: z.array(auditChangeCountSchema),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditList = defineList(auditEntrySchema, {
  sortable: ['at', 'actorUsername', 'recordType', 'action'],
  defaultSort: 'at:desc',
  searchable: ['recordLabel', 'recordId', 'actorUsername', 'actorName'],
  dateField: 'at',
  filters: {
    /** Who made the change (a user id). */
    actorId: z.string().min(1).max(100).optional(),
    recordType: z.enum(AUDIT_RECORD_TYPES).optional(),
    recordId: idSchema.optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
  },
});

export const historyParams = z.strictObject({
  recordType: z.enum(AUDIT_RECORD_TYPES),
  id: idSchema,
});

/** A record's history: its own entries and its children's, newest first. */
export const historyList = defineList(auditEntrySchema, {
  sortable: ['at'],
  defaultSort: 'at:desc',
  searchable: ['actorUsername', 'actorName'],
  dateField: 'at',
  filters: {
    action: z.enum(AUDIT_ACTIONS).optional(),
  },
});
