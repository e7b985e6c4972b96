/**
 * The shown events as an iCalendar file (RFC 5545): one all-day event each, linking back to
 * its case. Pure, so it is tested by parsing its output.
 */
import type { CalendarEvent } from '@backoffice/core/api';
import { addDays } from 'date-fns/addDays';
import { parseISO } from 'date-fns/parseISO';
import { ICalCalendar } from 'ical-generator';
import { hrefOf } from '../../lib/hrefs.ts';
import { toIsoDate } from './calendar-range.ts';
import { kindLabel } from './event-kind.ts';

export interface IcsOptions {
  /** `window.location.origin`: calendar apps need absolute links. */
  origin: string;
  /** The calendar's name as the receiving app shows it. */
  name: string;
}

/**
 * The event's title, said as what it is: "Case deadline: …". Titles that already say so
 * ("Hearing: …", "Filed: …") are kept as they are, not prefixed twice.
 */
export function labelledTitle(event: CalendarEvent): string {
  return /^[^:]{1,30}:\s/.test(event.title)
    ? event.title
    : `${kindLabel(event.kind)}: ${event.title}`;
}

function describe(event: CalendarEvent, url: string): string {
  return [
    labelledTitle(event),
    `Case: ${event.caseCaption}`,
    ...(event.motionId ? [`Motion: ${event.motionId}`] : []),
    `Status: ${event.done ? 'done' : 'open'}`,
    url,
  ].join('\n');
}

export function buildIcs(events: readonly CalendarEvent[], { origin, name }: IcsOptions): string {
  const calendar = new ICalCalendar({
    name,
    prodId: { company: 'Back Office', product: 'Calendar' },
  });
  for (const event of events) {
    const url = origin + hrefOf('case', { caseId: event.caseId });
    calendar.createEvent({
      id: `${event.id}@backoffice`,
      allDay: true,
      // Date-only strings read as UTC midnight, which ical-generator writes as that very day.
      start: event.date,
      // DTEND of an all-day event is exclusive: the next day.
      end: toIsoDate(addDays(parseISO(event.date), 1)),
      summary: `${labelledTitle(event)} — ${event.caseCaption}`,
      description: describe(event, url),
      url,
    });
  }
  return calendar.toString();
}
