import type { CalendarEvent } from '@backoffice/core/api';
import { describe, expect, it } from 'vitest';
import { buildIcs } from '../calendar-ics.ts';

const EVENTS: CalendarEvent[] = [
  {
    id: 'C-0001-D01',
    date: '2026-11-02',
    kind: 'case_deadline',
    title: 'Lead plaintiff motions due',
    caseId: 'C-0001',
    caseCaption: 'In re Acme Corp. Securities Litigation',
    motionId: null,
    done: false,
  },
  {
    id: 'MO-0007-H',
    date: '2026-11-30',
    kind: 'hearing',
    title: 'Hearing: MOTION to dismiss, the amended complaint; with a long title',
    caseId: 'C-0002',
    caseCaption: 'Smith v. Widget, Inc.',
    motionId: 'MO-0007',
    done: true,
  },
];

/** Unfolds the 75-octet lines (RFC 5545 3.1) and splits the file into its events' lines. */
function parse(ics: string): string[][] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else current?.push(line);
  }
  return events;
}

const field = (lines: string[], name: string) =>
  lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe('the calendar export', () => {
  const ics = buildIcs(EVENTS, { origin: 'https://backoffice.example', name: 'November 2026' });
  const events = parse(ics);

  it('should write one calendar with one event per calendar event', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(events).toHaveLength(2);
  });

  it('should make each event all-day on its date, ending the next day', () => {
    expect(field(events[0]!, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20261102');
    expect(field(events[0]!, 'DTEND')).toBe('DTEND;VALUE=DATE:20261103');
    expect(field(events[1]!, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20261130');
    expect(field(events[1]!, 'DTEND')).toBe('DTEND;VALUE=DATE:20261201');
  });

  it('should sum an event up as kind, title and case, escaping the text', () => {
    expect(field(events[0]!, 'SUMMARY')).toBe(
      'SUMMARY:Case deadline: Lead plaintiff motions due — In re Acme Corp. Securities Litigation',
    );
    expect(field(events[1]!, 'SUMMARY')).toBe(
      'SUMMARY:Hearing: MOTION to dismiss\\, the amended complaint\\; with a long title — Smith v. Widget\\, Inc.',
    );
  });

  it('should link each event to its case page and name the motion', () => {
    expect(field(events[1]!, 'URL')).toBe(
      'URL;VALUE=URI:https://backoffice.example/cases/case/C-0002',
    );
    expect(field(events[1]!, 'DESCRIPTION')).toContain('Motion: MO-0007');
    expect(field(events[1]!, 'UID')).toBe('UID:MO-0007-H@backoffice');
  });
});
