/**
 * Every event of a date range. A month holds a few dozen events at most, but the list caps a
 * page at 100, so a busier range is read page by page rather than silently cut short.
 */
import type { CalendarEvent } from '@backoffice/core/api';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiInput } from '../../lib/api/api-request.ts';
import { apiQueryKey } from '../../lib/api/query-keys.ts';
import type { DateRange } from './calendar-range.ts';

const PAGE_SIZE = 100;

type EventsInput = ApiInput<'listCalendarEvents'>;

async function fetchAllEvents(range: DateRange, signal: AbortSignal): Promise<CalendarEvent[]> {
  const pageInput = (page: number): EventsInput => ({
    query: { ...range, page, pageSize: PAGE_SIZE, sort: 'date:asc' },
  });
  const first = await apiRequest('listCalendarEvents', pageInput(1), signal);
  const pages = Math.ceil(first.total / PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
      apiRequest('listCalendarEvents', pageInput(i + 2), signal),
    ),
  );
  return [first, ...rest].flatMap((answer) => answer.items);
}

export function useCalendarEvents(range: DateRange) {
  return useQuery({
    // Under the operation's key prefix, so the kit's invalidation after writes reaches it.
    queryKey: [...apiQueryKey('listCalendarEvents', { query: range }), 'all-pages'],
    queryFn: ({ signal }) => fetchAllEvents(range, signal),
  });
}
