/** How an event's kind reads and which colour class marks it (tokens.css: --color-event-*). */
import { CALENDAR_EVENT_KINDS, type CalendarEvent } from '@backoffice/core/api';
import { humanize } from '../../lib/format/labels.ts';

export type EventKind = CalendarEvent['kind'];

export const EVENT_KINDS: readonly EventKind[] = CALENDAR_EVENT_KINDS;

/** `motion_deadline` → `Motion deadline`. */
export function kindLabel(kind: EventKind): string {
  return humanize(kind);
}

/** `cal-kind--motion-deadline`: the class that sets the kind's colour variables. */
export function kindClass(kind: EventKind): string {
  return `cal-kind--${kind.replaceAll('_', '-')}`;
}
