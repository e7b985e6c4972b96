import type { CalendarEvent } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { hrefOf } from '../../lib/hrefs.ts';
import { kindClass, kindLabel } from './event-kind.ts';

function classes(event: CalendarEvent, variant: string): string {
  return ['cal-event', `cal-event--${variant}`, kindClass(event.kind)]
    .concat(event.done ? ['cal-event--done'] : [])
    .join(' ');
}

/** In the month grid: one line, the whole chip links to the case; the rest is for readers. */
export function EventChip({ event }: { event: CalendarEvent }) {
  const label = `${kindLabel(event.kind)}: ${event.title} — ${event.caseCaption}`;
  return (
    <Link
      className={classes(event, 'chip')}
      to={hrefOf('case', { caseId: event.caseId })}
      title={event.done ? `${label} (done)` : label}
      data-event-id={event.id}
    >
      <span className="cal-sr-only">{kindLabel(event.kind)}: </span>
      {event.title}
      <span className="cal-sr-only">
        {' — '}
        {event.caseCaption}
        {event.done ? ' (done)' : ''}
      </span>
    </Link>
  );
}

/** In the week and agenda views: kind, title, the case and the motion, each a link. */
export function EventRow({ event }: { event: CalendarEvent }) {
  return (
    <div className={classes(event, 'row')} data-event-id={event.id}>
      <div className="cal-event__head">
        <span className="cal-event__kind">{kindLabel(event.kind)}</span>
        {event.done ? <span className="cal-event__done">Done</span> : null}
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
      </p>
    </div>
  );
}
