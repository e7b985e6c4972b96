import type { CalendarEvent } from '@backoffice/core/api';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { daysOf, weekRange } from './calendar-range.ts';
import { EventRow } from './EventItem.tsx';

interface WeekViewProps {
  date: string;
  byDay: Map<string, CalendarEvent[]>;
  today: string;
}

/** Seven day columns, Monday first; on a phone they stack into a list of days. */
export function WeekView({ date, byDay, today }: WeekViewProps) {
  return (
    <ol className="cal-week">
      {daysOf(weekRange(date)).map((day) => {
        const events = byDay.get(day) ?? [];
        const isToday = day === today;
        return (
          <li
            key={day}
            className={isToday ? 'cal-week__day cal-week__day--today' : 'cal-week__day'}
            aria-current={isToday ? 'date' : undefined}
          >
            <h3 className="cal-week__heading">
              {format(parseISO(day), 'EEE d')}
              <span className="visually-hidden">{format(parseISO(day), ', MMMM yyyy')}</span>
              {isToday ? <span className="cal-today-badge">Today</span> : null}
            </h3>
            {events.length > 0 ? (
              <ul className="cal-list">
                {events.map((event) => (
                  <li key={event.id}>
                    <EventRow event={event} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="cal-week__empty muted">No events</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
