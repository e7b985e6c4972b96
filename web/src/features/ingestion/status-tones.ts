/** The colour each file and tracker status takes (components/feedback/tone.ts). */
import type { IngestionFile, TrackerEntry } from '@backoffice/core/api';
import type { Tone } from '../../components/feedback/tone.ts';

export const FILE_TONES: Record<IngestionFile['status'], Tone> = {
  staged: 'info',
  skipped: 'warning',
  ingested: 'success',
};

/** Pending and waived keep the plain cell with muted text (ingestion.css). */
export const TRACKER_TONES: Partial<Record<TrackerEntry['status'], Tone>> = {
  missing: 'error',
  late: 'warning',
  received: 'success',
};
