/**
 * Calendar: the cases' deadlines, motions' filings, response deadlines and hearings, by month,
 * week or as an agenda. View, date and filters live in the URL; events link to their case.
 */
import type { CalendarEvent } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { Banner } from '../../components/feedback/Banner.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import type { ScreenProps } from '../../lib/screen.ts';
import { AgendaView } from './AgendaView.tsx';
import { calendarHref, useCalendarParams, type CalendarParams } from './calendar-params.ts';
import { groupByDay, rangeFor, rangeTitle, toIsoDate } from './calendar-range.ts';
import { CalendarFilters } from './CalendarFilters.tsx';
import { CalendarToolbar } from './CalendarToolbar.tsx';
import { ExportButton } from './ExportButton.tsx';
import { MonthCompact } from './MonthCompact.tsx';
import { MonthView } from './MonthView.tsx';
import { useCalendarEvents } from './use-calendar-events.ts';
import { useMediaQuery } from '../../lib/hooks/use-media-query.ts';
import { WeekView } from './WeekView.tsx';
import './calendar.css';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';

/** Below this width seven columns of event titles no longer read; the month turns to dots. */
const COMPACT_MONTH = '(max-width: 900px)';

function isShown(params: CalendarParams, event: CalendarEvent): boolean {
  return params.kinds.includes(event.kind) && !(params.hideDone && event.done);
}

function CalendarView({
  params,
  events,
  today,
}: {
  params: CalendarParams;
  events: CalendarEvent[];
  today: string;
}) {
  const compact = useMediaQuery(COMPACT_MONTH);
  const byDay = groupByDay(events);
  if (params.view === 'week') return <WeekView date={params.date} byDay={byDay} today={today} />;
  if (params.view === 'agenda') return <AgendaView byDay={byDay} today={today} />;
  return compact ? (
    <MonthCompact params={params} byDay={byDay} today={today} />
  ) : (
    <MonthView params={params} byDay={byDay} today={today} />
  );
}

function CalendarScreen({ route }: ScreenProps) {
  const [params, setParams] = useCalendarParams();
  const today = toIsoDate(new Date());
  const range = rangeFor(params.view, params.date, params.span);
  const title = rangeTitle(params.view, params.date, params.span);
  const events = useCalendarEvents(range);
  const shown = (events.data ?? []).filter((event) => isShown(params, event));
  const filteredOut = (events.data?.length ?? 0) - shown.length;

  return (
    <article className="calendar">
      <PageHeader title={route.name} />
      <CalendarToolbar params={params} today={today}>
        <ExportButton events={shown} range={range} disabled={!events.isSuccess} />
      </CalendarToolbar>
      <CalendarFilters params={params} onChange={setParams} />
      {params.view === 'agenda' && params.span === 'day' ? (
        <p>
          <Link to={calendarHref({ ...params, span: 'month' })}>
            Show the whole month in the agenda
          </Link>
        </p>
      ) : null}
      {events.isError ? (
        <LoadFailure what="The events" error={events.error} onRetry={() => void events.refetch()} />
      ) : events.isPending ? (
        <StatusView title="Loading events…" />
      ) : (
        <>
          {shown.length === 0 ? (
            <Banner tone="info">
              {filteredOut > 0
                ? `No events in ${title} match the filters (${String(filteredOut)} hidden).`
                : `No events in ${title}.`}
            </Banner>
          ) : null}
          {shown.length === 0 && params.view === 'agenda' ? null : (
            <CalendarView params={params} events={shown} today={today} />
          )}
        </>
      )}
    </article>
  );
}

export default defineScreen(CalendarScreen);
