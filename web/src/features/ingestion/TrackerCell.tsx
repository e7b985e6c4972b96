/**
 * One expected file in the tracker: its status as a coloured mark (with the received date or
 * the note as its title); for an administrator, missing or pending ones can be waived with a
 * note, and a waived one marked missing again.
 */
import type { TrackerEntry } from '@backoffice/core/api';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog.tsx';
import { toneClass } from '../../components/feedback/tone.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { formatDate, formatDateTime } from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';
import { TRACKER_TONES } from './status-tones.ts';

function describe(entry: TrackerEntry): string {
  const when = entry.receivedAt
    ? `received ${formatDateTime(entry.receivedAt)}`
    : `expected by ${formatDate(entry.expectedBy)}`;
  return [
    `${entry.clientName}, ${entry.custodian}, ${entry.period}: ${humanize(entry.status)}`,
    when,
    entry.note,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function TrackerCell({ entry }: { entry: TrackerEntry }) {
  const canWaive = useCan('updateTrackerEntry');
  const update = useApiMutation('updateTrackerEntry');
  const [note, setNote] = useState(entry.note);
  const mark = (
    <span
      className={`tracker-cell tracker-cell--${entry.status}${toneClass(TRACKER_TONES[entry.status])}`}
      title={describe(entry)}
    >
      {humanize(entry.status)}
    </span>
  );
  const waivable = entry.status === 'missing' || entry.status === 'pending';
  if (!canWaive || (!waivable && entry.status !== 'waived')) return mark;
  const waive = entry.status !== 'waived';
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="tracker-cell__button" aria-label={describe(entry)}>
          {mark}
        </button>
      }
      title={
        waive ? `Waive ${entry.clientName}'s ${entry.period} file?` : 'Expect this file again?'
      }
      description={
        <label className="form-field">
          <span className="form-field__label">Note</span>
          <textarea
            className="form-control"
            value={note}
            maxLength={1000}
            onChange={(e) => {
              setNote(e.target.value);
            }}
          />
        </label>
      }
      confirmLabel={waive ? 'Waive' : 'Mark missing'}
      onConfirm={async () => {
        if (waive && note.trim() === '') throw new Error('Say why the file is waived.');
        await update.mutateAsync({
          params: { id: entry.id },
          body: { status: waive ? 'waived' : 'missing', note },
        });
      }}
    />
  );
}
