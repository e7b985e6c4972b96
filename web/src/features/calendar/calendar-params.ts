/**
 * The calendar's state lives in the URL (`?view=month&date=2026-11-01`), so a view is
 * bookmarkable and back/forward walk through it. Defaults are left out of the URL.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hrefOf } from '../../lib/hrefs.ts';
import {
  AGENDA_SPANS,
  CALENDAR_VIEWS,
  parseIsoDate,
  toIsoDate,
  type AgendaSpan,
  type CalendarView,
} from './calendar-range.ts';
import { EVENT_KINDS, type EventKind } from './event-kind.ts';

export interface CalendarParams {
  view: CalendarView;
  date: string;
  span: AgendaSpan;
  /** The kinds shown; all of them unless the URL narrows it. */
  kinds: readonly EventKind[];
  hideDone: boolean;
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

export function readCalendarParams(search: URLSearchParams, today: string): CalendarParams {
  const kinds = search.get('kinds');
  return {
    view: oneOf(CALENDAR_VIEWS, search.get('view'), 'month'),
    date: parseIsoDate(search.get('date'), today),
    span: oneOf(AGENDA_SPANS, search.get('span'), 'month'),
    // Absent: every kind; present but empty: none (every box unticked).
    kinds: kinds === null ? EVENT_KINDS : EVENT_KINDS.filter((k) => kinds.split(',').includes(k)),
    hideDone: search.get('done') === 'hide',
  };
}

export function calendarSearch(params: CalendarParams): Record<string, string> {
  const search: Record<string, string> = { view: params.view, date: params.date };
  if (params.view === 'agenda' && params.span !== 'month') search.span = params.span;
  if (params.kinds.length < EVENT_KINDS.length) search.kinds = params.kinds.join(',');
  if (params.hideDone) search.done = 'hide';
  return search;
}

/** The calendar's address for the given state. */
export function calendarHref(params: CalendarParams): string {
  return hrefOf('calendar', undefined, calendarSearch(params));
}

export function useCalendarParams(): [CalendarParams, (next: CalendarParams) => void] {
  const [search, setSearch] = useSearchParams();
  const params = readCalendarParams(search, toIsoDate(new Date()));
  // Filters replace the history entry: back should leave the month, not untick a box. Rendered
  // at once, not as a transition: a checkbox bound to the address must not spring back while
  // a busy page catches up.
  const setFilters = useCallback(
    (next: CalendarParams) => {
      setSearch(calendarSearch(next), { replace: true, flushSync: true });
    },
    [setSearch],
  );
  return [params, setFilters];
}
