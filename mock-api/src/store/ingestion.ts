/**
 * What ingestion keeps besides the files' records: the original bytes of each upload, each
 * custodian's column mapping, and each ingestion's rows (to undo exactly them, and to know a
 * row already loaded by its key).
 */
import { z } from 'zod';
import { ingestionFileSchema, mappingSchema, UPLOAD_KINDS } from '@backoffice/core/api';

/** Files recorded before uploads existed load as generated files without bytes or row errors. */
export const storedIngestionFileSchema = ingestionFileSchema.extend({
  format: ingestionFileSchema.shape.format.default('csv'),
  encoding: ingestionFileSchema.shape.encoding.default(null),
  validRowCount: ingestionFileSchema.shape.validRowCount.default(0),
  errorCount: ingestionFileSchema.shape.errorCount.default(0),
  rowErrors: ingestionFileSchema.shape.rowErrors.default([]),
  hasOriginal: ingestionFileSchema.shape.hasOriginal.default(false),
  ingestedRows: ingestionFileSchema.shape.ingestedRows.default(0),
});

/** The bytes of an upload, by the file's id. */
export const originalSchema = z.object({ id: z.string(), base64: z.string() });
export type StoredOriginal = z.infer<typeof originalSchema>;

/** One ingestion of one file (id: the file's id): the rows it added and their keys. */
export const batchSchema = z.object({
  id: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  rowIds: z.array(z.string()),
  keys: z.array(z.string()),
  ingestedAt: z.string(),
  ingestedBy: z.string(),
});
export type Batch = z.infer<typeof batchSchema>;

export { mappingSchema };
