import type { CalendarEvent } from '@backoffice/core/api';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { Link } from 'react-router-dom';
import { calendarHref, type CalendarParams } from './calendar-params.ts';
import { isSameMonth, monthGridDays, weekdayNames } from './calendar-range.ts';
import { EventChip } from './EventItem.tsx';

/** A day shows this many events; a busier one shows one fewer and "+N more". */
const MAX_SHOWN = 3;

interface MonthViewProps {
  params: CalendarParams;
  byDay: Map<string, CalendarEvent[]>;
  today: string;
}

function MonthDay({
  day,
  events,
  params,
  today,
}: {
  day: string;
  events: CalendarEvent[];
  params: CalendarParams;
  today: string;
}) {
  const shown = events.length > MAX_SHOWN ? events.slice(0, MAX_SHOWN - 1) : events;
  const hidden = events.length - shown.length;
  const isToday = day === today;
  return (
    <li
      className={isToday ? 'cal-day cal-day--today' : 'cal-day'}
      aria-current={isToday ? 'date' : undefined}
    >
      <span className="cal-day__number">
        <span aria-hidden="true">{parseISO(day).getDate()}</span>
        <span className="visually-hidden">{format(parseISO(day), 'EEEE, MMMM d')}</span>
      </span>
      {shown.length > 0 ? (
        <ul className="cal-day__events">
          {shown.map((event) => (
            <li key={event.id}>
              <EventChip event={event} />
            </li>
          ))}
        </ul>
      ) : null}
      {hidden > 0 ? (
        <Link
          className="cal-day__more"
          to={calendarHref({ ...params, view: 'agenda', span: 'day', date: day })}
        >
          +{hidden} more
        </Link>
      ) : null}
    </li>
  );
}

/** The month as a Monday-first grid of whole weeks; days of the neighbouring months stay blank. */
export function MonthView({ params, byDay, today }: MonthViewProps) {
  return (
    <div className="cal-month">
      <div className="cal-month__weekdays" aria-hidden="true">
        {weekdayNames().map((name) => (
          <span key={name.short}>{name.short}</span>
        ))}
      </div>
      <ol className="cal-month__grid">
        {monthGridDays(params.date).map((day) =>
          isSameMonth(day, params.date) ? (
            <MonthDay
              key={day}
              day={day}
              events={byDay.get(day) ?? []}
              params={params}
              today={today}
            />
          ) : (
            <li key={day} className="cal-day cal-day--outside" aria-hidden="true" />
          ),
        )}
      </ol>
    </div>
  );
}
