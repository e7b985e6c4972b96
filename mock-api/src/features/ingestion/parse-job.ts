/** What the API's thread and the file reader's worker say to each other. */
import type { UploadFormat } from '@backoffice/core/api';
import type { FixedWidthColumn, LimitName, ParseLimits } from '@backoffice/core/ingestion';
import type { FileRecords } from './read-file.ts';

export interface ParseJob {
  id: number;
  /** The file's bytes, moved (not copied) to the worker. */
  bytes: Uint8Array;
  format: UploadFormat;
  layout: FixedWidthColumn[] | null;
  limits: ParseLimits;
}

export type ParseReply =
  | { id: number; read: FileRecords }
  | { id: number; refused: { limit: LimitName; message: string } }
  | { id: number; failed: string };
