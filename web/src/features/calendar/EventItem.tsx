/**
 * One calendar event: a done one greyed, a missed deadline marked Overdue and one due within 7
 * days Due soon (core's rules).
 */
import type { CalendarEvent } from '@backoffice/core/api';
import { eventDeadlineState } from '@backoffice/core/domain';
import { Link } from 'react-router-dom';
import { DeadlineState, todayIso } from '../../components/litigation/DeadlineState.tsx';
import { DeadlineUrgency, urgencyOf } from '../../components/litigation/DeadlineUrgency.tsx';
import { hrefOf } from '../../lib/hrefs.ts';
import { kindClass, kindLabel } from './event-kind.ts';

const isOverdue = (event: CalendarEvent) => eventDeadlineState(event, todayIso()) === 'overdue';
const isDueSoon = (event: CalendarEvent) =>
  eventDeadlineState(event, todayIso()) === 'open' && urgencyOf(event.date) === 'due_soon';

function classes(event: CalendarEvent, variant: string): string {
  return ['cal-event', `cal-event--${variant}`, kindClass(event.kind)]
    .concat(event.done ? ['cal-event--done'] : [])
    .concat(isOverdue(event) ? ['cal-event--overdue'] : [])
    .join(' ');
}

const stateNote = (event: CalendarEvent) =>
  event.done ? ' (done)' : isOverdue(event) ? ' (overdue)' : isDueSoon(event) ? ' (due soon)' : '';

/** Where an event leads: its settlement's page, else its case's. */
const recordHref = (event: CalendarEvent) =>
  event.settlementId
    ? hrefOf('settlement', { settlementId: event.settlementId })
    : hrefOf('case', { caseId: event.caseId });

/** In the month grid: one line, the whole chip links to its record; the rest is for readers. */
export function EventChip({ event }: { event: CalendarEvent }) {
  const label = `${kindLabel(event.kind)}: ${event.title} — ${event.caseCaption}`;
  return (
    <Link
      className={classes(event, 'chip')}
      to={recordHref(event)}
      title={`${label}${stateNote(event)}`}
      data-event-id={event.id}
    >
      <span className="visually-hidden">{kindLabel(event.kind)}: </span>
      {event.title}
      <span className="visually-hidden">
        {' — '}
        {event.caseCaption}
        {stateNote(event)}
      </span>
    </Link>
  );
}

/** In the week and agenda views: kind, title, the case and the motion or settlement, each a link. */
export function EventRow({ event }: { event: CalendarEvent }) {
  return (
    <div className={classes(event, 'row')} data-event-id={event.id}>
      <div className="cal-event__head">
        <span className="cal-event__kind">{kindLabel(event.kind)}</span>
        {event.done ? <span className="cal-event__done">Done</span> : null}
        {isOverdue(event) ? <DeadlineState state="overdue" /> : null}
        {isDueSoon(event) ? <DeadlineUrgency dueOn={event.date} /> : null}
      </div>
      <p className="cal-event__title">{event.title}</p>
      <p className="cal-event__links">
        <Link to={hrefOf('case', { caseId: event.caseId })}>{event.caseCaption}</Link>
        {event.motionId ? (
          <>
            {' · '}
            <Link
              className="cal-event__motion"
              to={hrefOf('case', { caseId: event.caseId, subPage: 'motions' })}
            >
              Motion {event.motionId}
            </Link>
          </>
        ) : null}
        {event.settlementId ? (
          <>
            {' · '}
            <Link to={recordHref(event)}>Settlement</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
