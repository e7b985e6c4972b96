import type { CalendarEvent } from '@backoffice/core/api';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { EventRow } from './EventItem.tsx';

interface AgendaViewProps {
  byDay: Map<string, CalendarEvent[]>;
  today: string;
}

/** The shown range's events as a list grouped by day; days without events are left out. */
export function AgendaView({ byDay, today }: AgendaViewProps) {
  return (
    <ol className="cal-agenda">
      {[...byDay].map(([day, events]) => (
        <li
          key={day}
          className={day === today ? 'cal-agenda__day cal-agenda__day--today' : 'cal-agenda__day'}
          aria-current={day === today ? 'date' : undefined}
        >
          <h3 className="cal-agenda__heading">
            <time dateTime={day}>{format(parseISO(day), 'EEEE, MMMM d, yyyy')}</time>
            {day === today ? <span className="cal-today-badge">Today</span> : null}
          </h3>
          <ul className="cal-list">
            {events.map((event) => (
              <li key={event.id}>
                <EventRow event={event} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
