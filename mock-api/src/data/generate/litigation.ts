/** Dockets with their entries, and motions, for every case that has been filed. */
import type { Faker } from '@faker-js/faker';
import type { Case, Docket, DocketEntry, Motion } from '@backoffice/core/api';
import { addDays, instant } from '../../domain/dates.ts';
import { docketEntriesFor } from './docket-entries.ts';
import type { Rng } from './rng.ts';

const MOTION_PLAN: readonly [Motion['type'], string, number][] = [
  ['lead_plaintiff', 'Motion for appointment as lead plaintiff', 60],
  ['motion_to_dismiss', 'Motion to dismiss the consolidated complaint', 200],
  ['class_certification', 'Motion for class certification', 420],
  ['discovery', 'Motion to compel production of documents', 480],
  ['preliminary_approval', 'Motion for preliminary approval of settlement', 560],
  ['final_approval', 'Motion for final approval of settlement', 650],
];

/** Motions a case at this status has reached. */
const REACHED: Readonly<Record<Case['status'], number>> = {
  investigation: 0,
  filed: 1,
  lead_plaintiff_motion: 1,
  class_certification: 4,
  settlement: 6,
  dismissed: 2,
};

export function generateLitigation(rng: Rng, faker: Faker, cases: readonly Case[], asOf: string) {
  const dockets: Docket[] = [];
  const entries: DocketEntry[] = [];
  const motions: Motion[] = [];
  for (const c of cases) {
    if (!c.filedOn || !c.docketNumber) continue;
    const docketId = `DK-${String(dockets.length + 1).padStart(4, '0')}`;
    const own = docketEntriesFor(rng, faker, { ...c, filedOn: c.filedOn }, asOf);
    const status =
      c.status === 'dismissed'
        ? 'closed'
        : c.status === 'settlement' && rng.chance(0.5)
          ? 'closed'
          : 'open';
    for (const entry of own) {
      entries.push({ id: `DE-${String(entries.length + 1).padStart(5, '0')}`, docketId, ...entry });
    }
    dockets.push({
      id: docketId,
      caseId: c.id,
      caseCaption: c.caption,
      court: c.court,
      docketNumber: c.docketNumber,
      judgeInitials: [],
      judge: c.judge,
      status,
      openedOn: c.filedOn,
      closedOn: status === 'closed' ? (own.at(-1)?.filedOn ?? c.filedOn) : null,
      relatedDocketIds: [],
      lastFilingOn: own.at(-1)?.filedOn ?? null,
      entryCount: own.length,
      pacerHeader: null,
      parties: [],
      courtListenerScheduled: false,
    });
    MOTION_PLAN.slice(0, REACHED[c.status] + 1).forEach(([type, title, after], i, reached) => {
      const filedOn = addDays(c.filedOn!, after);
      const future = filedOn > asOf;
      const latest = i === reached.length - 1;
      const stamp = instant(future ? asOf : filedOn, 600);
      motions.push({
        id: `MO-${String(motions.length + 1).padStart(4, '0')}`,
        caseId: c.id,
        caseCaption: c.caption,
        type,
        title,
        filedBy: type === 'motion_to_dismiss' ? 'Defendants' : c.leadCounsel,
        filedOn: future ? null : filedOn,
        hearingDate: addDays(filedOn, rng.int(30, 75)),
        deadline: addDays(filedOn, rng.int(14, 28)),
        status: future
          ? 'draft'
          : latest && c.status !== 'dismissed'
            ? 'pending'
            : c.status === 'dismissed' && type === 'motion_to_dismiss'
              ? 'granted'
              : rng.pick(['granted', 'granted', 'denied']),
        notes: '',
        createdAt: stamp,
        updatedAt: stamp,
      });
    });
  }
  return { dockets, entries, motions };
}
