/**
 * Every event of a date range. A month holds a few dozen events at most, but the list caps a
 * page at 100, so a busier range is read page by page rather than silently cut short.
 */
import { useEveryRow } from '../../lib/api/use-every-row.ts';
import type { DateRange } from './calendar-range.ts';

export function useCalendarEvents(range: DateRange) {
  return useEveryRow('listCalendarEvents', { query: { ...range, sort: 'date:asc' } });
}
