/**
 * The calendar: derived on every call from the cases' deadlines, the deadline records, the
 * settlements' deadlines and fairness hearings and the motions' filings, hearings and response
 * deadlines, so it can never disagree with them.
 */
import { calendarEventList, type CalendarEvent } from '@backoffice/core/api';
import { listRows } from '../../query/list.ts';
import type { HandlersOf } from '../handler.ts';
import type { Store } from '../../store/store.ts';

export function calendarEvents(store: Store): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const c of store.cases.all()) {
    for (const d of c.deadlines) {
      events.push({
        id: d.id,
        date: d.date,
        kind: 'case_deadline',
        title: d.description,
        caseId: c.id,
        caseCaption: c.caption,
        motionId: null,
        done: d.done,
      });
    }
  }
  for (const d of store.deadlines.all()) {
    events.push({
      id: d.id,
      date: d.dueOn,
      kind: 'court_deadline',
      title: d.title,
      caseId: d.caseId,
      caseCaption: store.cases.get(d.caseId)?.caption ?? d.caseCaption,
      motionId: null,
      done: d.state !== 'open',
    });
  }
  for (const s of store.settlements.all()) {
    const caption = store.cases.get(s.caseId)?.caption ?? s.caseCaption;
    const dates: [string, string | null, string][] = [
      ['CD', s.claimDeadline, 'Claim deadline'],
      ['OO', s.optOutDeadline, 'Opt-out deadline'],
      ['OB', s.objectionDeadline, 'Objection deadline'],
      ['FH', s.fairnessHearingOn, 'Fairness hearing'],
    ];
    for (const [suffix, date, what] of dates) {
      if (!date) continue;
      events.push({
        id: `${s.id}-${suffix}`,
        date,
        kind: 'settlement_deadline',
        title: `${what}: ${s.name}`,
        caseId: s.caseId,
        caseCaption: caption,
        motionId: null,
        settlementId: s.id,
        done: date < store.asOf,
      });
    }
  }
  for (const m of store.motions.all()) {
    const caption = store.cases.get(m.caseId)?.caption ?? m.caseCaption;
    const add = (
      suffix: string,
      date: string | null,
      kind: CalendarEvent['kind'],
      title: string,
    ) => {
      if (date)
        events.push({
          id: `${m.id}-${suffix}`,
          date,
          kind,
          title,
          caseId: m.caseId,
          caseCaption: caption,
          motionId: m.id,
          done: date <= store.asOf,
        });
    };
    add('F', m.filedOn, 'filing', `Filed: ${m.title}`);
    add('D', m.deadline, 'motion_deadline', `Response due: ${m.title}`);
    add('H', m.hearingDate, 'hearing', `Hearing: ${m.title}`);
  }
  return events;
}

export const calendarHandlers: HandlersOf<'listCalendarEvents'> = {
  listCalendarEvents: (call) => listRows(calendarEvents(call.store), call.query, calendarEventList),
};
