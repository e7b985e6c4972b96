/**
 * Custodian files. A received file is staged; an administrator ingests it or skips it with a
 * reason (and may stage a skipped file again). The tracker lists the files each client's
 * custodians are expected to send each period, and whether they came.
 */
import { z } from 'zod';
import { defineList } from '../list.ts';
import { named } from '../registry.ts';
import {
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  nonEmptyText,
  manyLines,
  oneLine,
} from '../primitives.ts';

export const FILE_KINDS = ['trades', 'holdings', 'cash', 'corporate_actions'] as const;
export const FILE_STATUSES = ['staged', 'skipped', 'ingested'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** What an upload may hold: its rows become trades or holdings. */
export const UPLOAD_KINDS = ['trades', 'holdings'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** The file types accepted: delimited text, Excel workbooks, fixed-width (or delimited) text. */
export const UPLOAD_FORMATS = ['csv', 'xlsx', 'txt'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** Our fields a file's columns map to, per kind; the required ones first. */
export const INGEST_FIELDS = {
  trades: [
    'accountNumber',
    'security',
    'tradeDate',
    'side',
    'quantity',
    'price',
    'settleDate',
    'currency',
    'fxRate',
  ],
  holdings: ['accountNumber', 'security', 'asOfDate', 'quantity', 'price', 'currency'],
} as const satisfies Record<UploadKind, readonly string[]>;
export type IngestField = (typeof INGEST_FIELDS)[UploadKind][number];
export const OPTIONAL_FIELDS: ReadonlySet<IngestField> = new Set([
  'settleDate',
  'currency',
  'fxRate',
]);

export const INGEST_FIELD_LABELS: Record<IngestField, string> = {
  accountNumber: 'Account number',
  security: 'Security (CUSIP, ISIN or ticker)',
  tradeDate: 'Trade date',
  settleDate: 'Settle date',
  side: 'Side',
  quantity: 'Quantity',
  price: 'Price',
  currency: 'Currency',
  fxRate: 'FX rate',
  asOfDate: 'As-of date',
};

/** One problem in one row: the row's number in the file, the column, the cell, what is wrong. */
export const rowErrorSchema = named(
  'RowError',
  z.object({
    /** 1-based record number in the file (0 for the file as a whole). */
    row: z.number().int().min(0),
    column: z.string(),
    value: z.string(),
    problem: z.string(),
  }),
);
export type RowError = z.infer<typeof rowErrorSchema>;

/** A fixed-width column: where it starts (1-based) and how many characters it has. */
export const layoutColumnSchema = z.strictObject({
  name: oneLine(nonEmptyText(60)),
  start: z.number().int().min(1).max(10_000),
  width: z.number().int().min(1).max(1_000),
});
export type LayoutColumn = z.infer<typeof layoutColumnSchema>;

/** Which file column feeds each of our fields (by the column's header text). */
export const columnMapSchema = z.record(z.string(), oneLine(z.string().max(200)));

export const mappingSchema = named(
  'IngestionMapping',
  z.object({
    id: idSchema,
    custodian: z.string(),
    kind: z.enum(UPLOAD_KINDS),
    columns: columnMapSchema,
    /** For fixed-width text files; null when the custodian's files are delimited. */
    layout: z.array(layoutColumnSchema).nullable(),
    updatedAt: isoDateTimeSchema,
    updatedBy: z.string(),
  }),
);
export type IngestionMapping = z.infer<typeof mappingSchema>;

export const mappingUpdateSchema = named(
  'IngestionMappingUpdate',
  z.strictObject({
    columns: columnMapSchema,
    layout: z.array(layoutColumnSchema).max(60).nullable().default(null),
  }),
);
export type MappingUpdate = z.infer<typeof mappingUpdateSchema>;

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
    /** Uploaded files: their type, text encoding, rows that passed and the first row errors. */
    format: z.enum(UPLOAD_FORMATS),
    encoding: z.string().nullable(),
    validRowCount: z.number().int().min(0),
    errorCount: z.number().int().min(0),
    rowErrors: z.array(rowErrorSchema),
    /** Whether the original bytes are kept (uploaded files) and can be downloaded. */
    hasOriginal: z.boolean(),
    /** Rows the last ingestion added (those already present from another file are not). */
    ingestedRows: z.number().int().min(0),
  }),
);
export type IngestionFile = z.infer<typeof ingestionFileSchema>;

export const skipFileSchema = named(
  'SkipFile',
  z.strictObject({ reason: manyLines(nonEmptyText(500)) }),
);
export type SkipFile = z.infer<typeof skipFileSchema>;

/** Uploads name what they hold in the query; what is left out is detected from the rows. */
export const uploadQuerySchema = z.strictObject({
  fileName: z.string().min(1, 'name the file').max(500),
  clientId: idSchema.optional(),
  custodian: oneLine(z.string().trim().min(1).max(80)).optional(),
  kind: z.enum(UPLOAD_KINDS).optional(),
  period: monthSchema.optional(),
});

/** The Ingestion Panel's choices for its uploads (left out: detected from the file). */
export const uploadChoiceSchema = named('UploadChoice', uploadQuerySchema.omit({ fileName: true }));
export type UploadChoice = z.infer<typeof uploadChoiceSchema>;

/** The raw bytes of the request body. */
export const uploadBodySchema = z.custom<Uint8Array>(
  (value) => value instanceof Uint8Array,
  'send the file itself as the request body',
);

/** A file's rows as read with its custodian's mapping: columns, the first rows, their errors. */
export const filePreviewSchema = named(
  'IngestionPreview',
  z.object({
    file: ingestionFileSchema,
    columns: z.array(z.string()),
    mapping: columnMapSchema,
    layout: z.array(layoutColumnSchema).nullable(),
    rows: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
    /** Every error of the rows shown (the file's own list keeps the first ones of all rows). */
    errors: z.array(rowErrorSchema),
  }),
);
export type FilePreview = z.infer<typeof filePreviewSchema>;

/** The original bytes, base64, with the name and media type to save them under. */
export const fileOriginalSchema = named(
  'IngestionOriginal',
  z.object({ fileName: z.string(), mediaType: z.string(), base64: z.string() }),
);
export type FileOriginal = z.infer<typeof fileOriginalSchema>;

/** What undoing an ingestion removed, and what had used its rows. */
export const undoResultSchema = named(
  'IngestionUndo',
  z.object({
    file: ingestionFileSchema,
    removed: z.number().int().min(0),
    dependents: z.array(z.string()),
  }),
);
export type UndoResult = z.infer<typeof undoResultSchema>;

export const ingestionFileList = defineList(ingestionFileSchema, {
  sortable: ['receivedAt', 'fileName', 'clientName', 'custodian', 'kind', 'period', 'rowCount'],
  defaultSort: 'receivedAt:desc',
  searchable: ['fileName', 'clientName', 'custodian', 'skipReason'],
  dateField: 'receivedAt',
  filters: {
    id: idSchema.optional(),
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
  z
    .strictObject({ status: z.enum(['waived', 'missing']), note: manyLines(z.string().max(1000)) })
    .partial(),
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

/** The tracker as a matrix: one row per client and custodian, one cell per period. */
export const trackerMatrixQuerySchema = z.strictObject({
  kind: z.enum(FILE_KINDS).default('trades'),
  clientId: idSchema.optional(),
  custodian: z.string().max(80).optional(),
});

export const trackerMatrixSchema = named(
  'TrackerMatrix',
  z.object({
    kind: z.enum(FILE_KINDS),
    periods: z.array(monthSchema),
    rows: z.array(
      z.object({
        clientId: idSchema,
        clientName: z.string(),
        custodian: z.string(),
        /** One per period, in the order of `periods`; null where nothing is expected. */
        cells: z.array(trackerEntrySchema.nullable()),
      }),
    ),
    /** How many cells have each status. */
    counts: z.record(z.enum(TRACKER_STATUSES), z.number().int().min(0)),
  }),
);
export type TrackerMatrix = z.infer<typeof trackerMatrixSchema>;
