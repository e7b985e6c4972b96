import type { CalendarEvent } from '@backoffice/core/api';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { useNavigate } from 'react-router-dom';
import { calendarHref, type CalendarParams } from './calendar-params.ts';
import { isSameMonth, monthGridDays, weekdayNames } from './calendar-range.ts';
import { kindClass } from './event-kind.ts';
import { EventRow } from './EventItem.tsx';

interface MonthCompactProps {
  params: CalendarParams;
  byDay: Map<string, CalendarEvent[]>;
  today: string;
}

/** A day dot per event, up to this many; the selected day's list names them all. */
const MAX_DOTS = 4;

/**
 * The month on a phone: a grid of day numbers with a coloured dot per event, and the selected
 * day's events listed below it. The selected day is the URL's date, so it survives a reload.
 */
export function MonthCompact({ params, byDay, today }: MonthCompactProps) {
  const navigate = useNavigate();
  const selected = byDay.get(params.date) ?? [];
  const select = (day: string) => {
    void navigate(calendarHref({ ...params, date: day }), { replace: true });
  };
  return (
    <div className="cal-compact">
      <div className="cal-month__weekdays" aria-hidden="true">
        {weekdayNames().map((name) => (
          <span key={name.short}>{name.short.charAt(0)}</span>
        ))}
      </div>
      <div className="cal-compact__grid">
        {monthGridDays(params.date).map((day) => {
          if (!isSameMonth(day, params.date)) return <span key={day} aria-hidden="true" />;
          const events = byDay.get(day) ?? [];
          const classes = ['cal-compact__day']
            .concat(day === today ? ['cal-compact__day--today'] : [])
            .join(' ');
          return (
            <button
              key={day}
              type="button"
              className={classes}
              aria-pressed={day === params.date}
              aria-current={day === today ? 'date' : undefined}
              aria-label={`${format(parseISO(day), 'EEEE, MMMM d')}: ${String(events.length)} ${events.length === 1 ? 'event' : 'events'}`}
              onClick={() => {
                select(day);
              }}
            >
              <span>{parseISO(day).getDate()}</span>
              <span className="cal-compact__dots" aria-hidden="true">
                {events.slice(0, MAX_DOTS).map((event) => (
                  <span key={event.id} className={`cal-dot ${kindClass(event.kind)}`} />
                ))}
              </span>
            </button>
          );
        })}
      </div>
      <section className="cal-compact__selected" aria-live="polite">
        <h3>{format(parseISO(params.date), 'EEEE, MMMM d')}</h3>
        {selected.length > 0 ? (
          <ul className="cal-list">
            {selected.map((event) => (
              <li key={event.id}>
                <EventRow event={event} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No events on this day.</p>
        )}
      </section>
    </div>
  );
}
