/**
 * What one timeline event says: a title line and, where there is one, a line of detail; a
 * deadline's line ends with its state (Done, Open, or the Overdue badge).
 */
import type { DeadlineState as State, TimelineEvent } from '@backoffice/core/domain';
import { DeadlineState, stateOf } from '../../components/litigation/DeadlineState.tsx';
import { formatDateTime } from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';

function textOf(event: TimelineEvent): { title: string; detail: string; state?: State } {
  switch (event.kind) {
    case 'status':
      return {
        title: `Status: ${humanize(event.status)}`,
        detail: `Changed by ${event.by}, ${formatDateTime(event.at)}`,
      };
    case 'filing': {
      const f = event.filing;
      return {
        title: `${humanize(f.documentType)} filed on docket ${f.docketNumber}${f.number === null ? '' : ` (entry ${String(f.number)})`}`,
        detail: f.filedBy ? `${f.description} — ${f.filedBy}` : f.description,
      };
    }
    case 'motion_filed':
      return { title: `Motion filed: ${event.title}`, detail: '' };
    case 'motion_hearing':
      return { title: `Hearing: ${event.title}`, detail: '' };
    case 'deadline':
      return {
        title: `Deadline: ${humanize(event.deadline.kind)}`,
        detail: event.deadline.description,
        state: stateOf(event.deadline),
      };
  }
}

export function TimelineText({ event }: { event: TimelineEvent }) {
  const { title, detail, state } = textOf(event);
  return (
    <div className="timeline__text">
      <p className="timeline__title">{title}</p>
      {detail || state ? (
        <p className="timeline__detail">
          {detail}
          {detail && state ? ' · ' : null}
          {state ? <DeadlineState state={state} /> : null}
        </p>
      ) : null}
    </div>
  );
}
