/**
 * A deadline record's urgency as a badge: Overdue in the error colours, Due soon (within 7
 * days) in the warning colours, nothing for a later or a settled one. Core's `deadlineUrgency`
 * decides, on the user's today.
 */
import {
  DEADLINE_URGENCY_LABELS,
  deadlineUrgency,
  type DeadlineRecordState,
} from '@backoffice/core/deadlines';
import { todayIso } from './DeadlineState.tsx';
import { toneClass } from '../feedback/tone.ts';

export function urgencyOf(dueOn: string, state: DeadlineRecordState = 'open') {
  return deadlineUrgency(dueOn, todayIso(), state);
}

export function DeadlineUrgency({
  dueOn,
  state = 'open',
}: {
  dueOn: string;
  state?: DeadlineRecordState;
}) {
  const urgency = urgencyOf(dueOn, state);
  if (urgency !== 'overdue' && urgency !== 'due_soon') return null;
  return (
    <span
      // Due within 7 days: a warning, quieter than overdue.
      className={`status-badge${toneClass(urgency === 'overdue' ? 'error' : 'warning')}`}
      data-deadline-urgency={urgency}
    >
      {DEADLINE_URGENCY_LABELS[urgency]}
    </span>
  );
}
