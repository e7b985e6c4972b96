import type { IngestionFile } from '@backoffice/core/api';
import { toneClass } from '../../components/feedback/tone.ts';
import { FILE_TONES } from './status-tones.ts';

/** A file's status as a coloured word. */
export function FileStatus({ status }: { status: IngestionFile['status'] }) {
  return (
    <span className={`file-status file-status--${status}${toneClass(FILE_TONES[status])}`}>
      {status}
    </span>
  );
}
