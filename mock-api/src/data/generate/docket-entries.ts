/**
 * A docket's entries in the order a securities class action runs: complaint, PSLRA notice,
 * appearances, lead-plaintiff motions, the court's order appointing lead plaintiff, amended
 * complaint, motion to dismiss, opposition, reply, the court's order; then class certification
 * and settlement for cases that got that far. Each step comes some days after the one before;
 * the docket stops at the case's status and at the data's "today".
 */
import type { Faker } from '@faker-js/faker';
import type { Case, DocketEntry } from '@backoffice/core/api';
import { addDays } from '../../domain/dates.ts';
import type { Rng } from './rng.ts';

/** Who files a step: plaintiffs' (lead) counsel, defendants' counsel, both, or the court. */
type Filer = 'plaintiffs' | 'defendants' | 'joint' | 'court' | 'movants';

interface Step {
  type: DocketEntry['documentType'];
  text: string;
  by: Filer;
  /** Days after the step before: [fewest, most]. */
  gap: readonly [number, number];
  /** Drawn with this chance (a step a docket may not have). */
  chance?: number;
}

export const COURT_FILER = 'Court';

const PLEADINGS: readonly Step[] = [
  {
    type: 'complaint',
    text: 'CLASS ACTION COMPLAINT for violations of Sections 10(b) and 20(a) of the Securities Exchange Act of 1934',
    by: 'plaintiffs',
    gap: [0, 0],
  },
  {
    type: 'notice',
    text: 'NOTICE pursuant to the PSLRA of pendency of class action and deadline for lead plaintiff motions',
    by: 'plaintiffs',
    gap: [0, 2],
  },
  {
    type: 'notice',
    text: 'NOTICE of appearance by counsel for defendants',
    by: 'defendants',
    gap: [7, 25],
  },
];

// PSLRA: motions are due 60 days after the notice; several investors usually move.
const LEAD_PLAINTIFF_MOTION: Step = {
  type: 'motion',
  text: 'MOTION to appoint lead plaintiff and approve selection of lead counsel',
  by: 'movants',
  gap: [0, 0],
};

const AFTER_LEAD_PLAINTIFF: readonly Step[] = [
  {
    type: 'order',
    text: 'ORDER appointing lead plaintiff and approving selection of lead counsel',
    by: 'court',
    gap: [20, 45],
  },
  {
    type: 'stipulation',
    text: 'STIPULATION and proposed order regarding schedule for amended complaint and motion to dismiss',
    by: 'joint',
    gap: [5, 15],
  },
  { type: 'complaint', text: 'AMENDED CLASS ACTION COMPLAINT', by: 'plaintiffs', gap: [45, 75] },
  {
    type: 'motion',
    text: 'MOTION to dismiss the amended complaint, with memorandum of law',
    by: 'defendants',
    gap: [45, 75],
  },
  {
    type: 'brief',
    text: 'OPPOSITION to motion to dismiss the amended complaint',
    by: 'plaintiffs',
    gap: [45, 60],
  },
  {
    type: 'brief',
    text: 'REPLY in further support of motion to dismiss',
    by: 'defendants',
    gap: [21, 35],
  },
  {
    type: 'transcript',
    text: 'TRANSCRIPT of oral argument on motion to dismiss',
    by: 'court',
    gap: [20, 60],
    chance: 0.5,
  },
];

const DISMISSAL_ORDER: Record<'granted' | 'denied', Step> = {
  granted: {
    type: 'order',
    text: 'OPINION AND ORDER granting motion to dismiss',
    by: 'court',
    gap: [30, 120],
  },
  denied: {
    type: 'order',
    text: 'OPINION AND ORDER denying in part motion to dismiss',
    by: 'court',
    gap: [30, 120],
  },
};

const CLASS_CERTIFICATION: readonly Step[] = [
  { type: 'motion', text: 'MOTION for class certification', by: 'plaintiffs', gap: [60, 150] },
  {
    type: 'brief',
    text: 'OPPOSITION to motion for class certification',
    by: 'defendants',
    gap: [45, 60],
  },
  {
    type: 'brief',
    text: 'REPLY in further support of motion for class certification',
    by: 'plaintiffs',
    gap: [21, 35],
  },
  { type: 'order', text: 'ORDER granting class certification', by: 'court', gap: [30, 90] },
];

const SETTLEMENT: readonly Step[] = [
  {
    type: 'motion',
    text: 'MOTION for preliminary approval of class action settlement',
    by: 'plaintiffs',
    gap: [30, 200],
  },
  {
    type: 'order',
    text: 'ORDER granting preliminary approval of settlement and approving notice to the class',
    by: 'court',
    gap: [14, 45],
  },
  {
    type: 'motion',
    text: 'MOTION for final approval of settlement and plan of allocation',
    by: 'plaintiffs',
    gap: [60, 100],
  },
  {
    type: 'order',
    text: 'JUDGMENT approving class action settlement',
    by: 'court',
    gap: [21, 45],
  },
];

/** The steps a case in this status has been through, in order (before cutting at today). */
function stepsFor(rng: Rng, status: Case['status']): Step[] {
  const movants = Array.from({ length: rng.int(1, 3) }, () => LEAD_PLAINTIFF_MOTION);
  const toMotions = [
    ...PLEADINGS,
    { ...LEAD_PLAINTIFF_MOTION, gap: [35, 45] as const },
    ...movants.slice(1),
  ];
  const throughDismissal = (outcome: 'granted' | 'denied') => [
    ...toMotions,
    ...AFTER_LEAD_PLAINTIFF,
    DISMISSAL_ORDER[outcome],
  ];
  switch (status) {
    case 'investigation':
      return [];
    case 'filed':
      return [...PLEADINGS];
    case 'lead_plaintiff_motion':
      return toMotions;
    case 'dismissed':
      return throughDismissal('granted');
    case 'class_certification':
      return [...throughDismissal('denied'), ...CLASS_CERTIFICATION.slice(0, -1)];
    case 'settlement':
      return [...throughDismissal('denied'), ...CLASS_CERTIFICATION, ...SETTLEMENT];
  }
}

/** A filed case's docket entries, numbered from 1, dated no later than `asOf`. */
export function docketEntriesFor(
  rng: Rng,
  faker: Faker,
  c: Case & { filedOn: string },
  asOf: string,
): Omit<DocketEntry, 'id' | 'docketId'>[] {
  const defendants = `${faker.person.lastName()} & ${faker.person.lastName()} LLP (defendants)`;
  const filerOf = (by: Filer, nth: number): string => {
    if (by === 'court') return COURT_FILER;
    if (by === 'defendants') return defendants;
    if (by === 'joint') return `${c.leadCounsel}; ${defendants}`;
    // The first movant is the firm that became lead counsel; others are competing investors' firms.
    if (by === 'movants' && nth > 0) return `${faker.person.lastName()} LLP`;
    return c.leadCounsel;
  };
  const entries: Omit<DocketEntry, 'id' | 'docketId'>[] = [];
  let date = c.filedOn;
  let movant = 0;
  for (const step of stepsFor(rng, c.status)) {
    if (step.chance !== undefined && !rng.chance(step.chance)) continue;
    date = addDays(date, rng.int(step.gap[0], step.gap[1]));
    if (date > asOf) break;
    entries.push({
      number: entries.length + 1,
      filedOn: date,
      documentType: step.type,
      description: step.text,
      filedBy: filerOf(step.by, step.by === 'movants' ? movant++ : 0),
      pages: step.by === 'court' ? rng.int(1, 40) : rng.int(5, 80),
    });
  }
  return entries;
}
