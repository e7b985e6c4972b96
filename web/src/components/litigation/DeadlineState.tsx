/**
 * A deadline's state as everything that shows deadlines writes it (case, case list, calendar,
 * timeline): Done, Open, or Overdue in the error colours, so a missed date stands out the same
 * way wherever it appears. The state is core's `deadlineState` on the user's today.
 */
import {
  DEADLINE_STATE_LABELS,
  deadlineState,
  type DeadlineState as State,
} from '@backoffice/core/domain';
import { lightFormat } from 'date-fns/lightFormat';
import { toneClass } from '../feedback/tone.ts';
import './deadline-state.css';

/** The user's calendar date, as deadlines are written. */
export const todayIso = (): string => lightFormat(new Date(), 'yyyy-MM-dd');

export function stateOf(deadline: { date: string; done: boolean }): State {
  return deadlineState(deadline, todayIso());
}

export function DeadlineState({ state }: { state: State }) {
  return (
    <span
      className={
        state === 'overdue'
          ? `status-badge${toneClass('error')}`
          : `deadline-state deadline-state--${state}`
      }
      data-deadline-state={state}
    >
      {DEADLINE_STATE_LABELS[state]}
    </span>
  );
}
