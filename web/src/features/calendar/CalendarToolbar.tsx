import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon/Icon.tsx';
import { calendarHref, type CalendarParams } from './calendar-params.ts';
import { CALENDAR_VIEWS, rangeTitle, shiftDate, type CalendarView } from './calendar-range.ts';

interface CalendarToolbarProps {
  params: CalendarParams;
  today: string;
  /** The export button, which knows the shown events. */
  children?: ReactNode;
}

const VIEW_LABELS: Record<CalendarView, string> = {
  month: 'Month',
  week: 'Week',
  agenda: 'Agenda',
};

function stepName(params: CalendarParams): string {
  if (params.view === 'week') return 'week';
  return params.view === 'agenda' && params.span === 'day' ? 'day' : 'month';
}

/** Previous / today / next, the shown range's title and the view switcher: all plain links. */
export function CalendarToolbar({ params, today, children }: CalendarToolbarProps) {
  const step = stepName(params);
  const shifted = (by: 1 | -1) =>
    calendarHref({ ...params, date: shiftDate(params.view, params.date, by, params.span) });
  return (
    <div className="cal-toolbar">
      <div className="cal-toolbar__nav">
        <Link className="button button--small" to={shifted(-1)} aria-label={`Previous ${step}`}>
          <Icon name="chevron-down.svg" className="cal-chevron cal-chevron--previous" />
        </Link>
        <Link className="button button--small" to={calendarHref({ ...params, date: today })}>
          Today
        </Link>
        <Link className="button button--small" to={shifted(1)} aria-label={`Next ${step}`}>
          <Icon name="chevron-down.svg" className="cal-chevron cal-chevron--next" />
        </Link>
        <h2 className="cal-toolbar__title">{rangeTitle(params.view, params.date, params.span)}</h2>
      </div>
      <div className="cal-toolbar__end">
        <nav className="cal-views" aria-label="Calendar view">
          {CALENDAR_VIEWS.map((view) => (
            <Link
              key={view}
              className="cal-views__option"
              aria-current={view === params.view ? 'page' : undefined}
              to={calendarHref({ ...params, view, span: 'month' })}
            >
              {VIEW_LABELS[view]}
            </Link>
          ))}
        </nav>
        {children}
      </div>
    </div>
  );
}
