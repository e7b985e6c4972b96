/**
 * Custodian files. A received file is staged; an administrator ingests it or skips it with a
 * reason (and may stage a skipped file again). The tracker lists the files each client's
 * custodians are expected to send each period, and whether they came.
 */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import { idSchema, isoDateSchema, isoDateTimeSchema, nonEmptyText } from '../primitives.ts';

export const FILE_KINDS = ['trades', 'holdings', 'cash', 'corporate_actions'] as const;
export const FILE_STATUSES = ['staged', 'skipped', 'ingested'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** `2025-03`: the month a file covers. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected YYYY-MM');

export const ingestionFileSchema = named(
  'IngestionFile',
  z.object({
    id: idSchema,
    fileName: z.string(),
    clientId: idSchema,
    clientName: z.string(),
    custodian: z.string(),
    kind: z.enum(FILE_KINDS),
    period: monthSchema,
    receivedAt: isoDateTimeSchema,
    sizeBytes: z.number().int().min(0),
    rowCount: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    status: z.enum(FILE_STATUSES),
    skipReason: z.string().nullable(),
    processedAt: isoDateTimeSchema.nullable(),
    processedBy: z.string().nullable(),
  }),
);
export type IngestionFile = z.infer<typeof ingestionFileSchema>;

export const skipFileSchema = named('SkipFile', z.strictObject({ reason: nonEmptyText(500) }));
export type SkipFile = z.infer<typeof skipFileSchema>;

export const ingestionFileList = defineList(ingestionFileSchema, {
  sortable: ['receivedAt', 'fileName', 'clientName', 'custodian', 'kind', 'period', 'rowCount'],
  defaultSort: 'receivedAt:desc',
  searchable: ['fileName', 'clientName', 'custodian', 'skipReason'],
  dateField: 'receivedAt',
  filters: {
    status: z.enum(FILE_STATUSES).optional(),
    kind: z.enum(FILE_KINDS).optional(),
    clientId: idSchema.optional(),
    custodian: z.string().optional(),
    period: monthSchema.optional(),
  },
});

export const TRACKER_STATUSES = ['received', 'late', 'missing', 'pending', 'waived'] as const;

export const trackerEntrySchema = named(
  'TrackerEntry',
  z.object({
    id: idSchema,
    clientId: idSchema,
    clientName: z.string(),
    custodian: z.string(),
    kind: z.enum(FILE_KINDS),
    period: monthSchema,
    expectedBy: isoDateSchema,
    status: z.enum(TRACKER_STATUSES),
    fileId: idSchema.nullable(),
    receivedAt: isoDateTimeSchema.nullable(),
    note: z.string().max(1000),
  }),
);
export type TrackerEntry = z.infer<typeof trackerEntrySchema>;

/** Administrators may waive an expected file or annotate it; arrival is recorded by ingestion. */
export const trackerUpdateSchema = named(
  'TrackerUpdate',
  z.strictObject({ status: z.enum(['waived', 'missing']), note: z.string().max(1000) }).partial(),
);
export type TrackerUpdate = z.infer<typeof trackerUpdateSchema>;

export const trackerList = defineList(trackerEntrySchema, {
  sortable: ['period', 'expectedBy', 'clientName', 'custodian', 'kind', 'status'],
  defaultSort: 'expectedBy:desc',
  searchable: ['clientName', 'custodian', 'note'],
  dateField: 'expectedBy',
  filters: {
    clientId: idSchema.optional(),
    custodian: z.string().optional(),
    kind: z.enum(FILE_KINDS).optional(),
    period: monthSchema.optional(),
    status: z.enum(TRACKER_STATUSES).optional(),
  },
});
