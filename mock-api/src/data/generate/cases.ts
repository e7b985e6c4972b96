/**
 * Securities class actions against issuers in the master. Each class period ends the day before
 * a corrective disclosure, whose price drop (a `Shock`) the price generator then writes into the
 * series; how far a case has come depends on how long ago that was.
 */
import type { Faker } from '@faker-js/faker';
import type { Case, CaseStatus, Deadline, Security } from '@backoffice/core/api';
import { seededStatusHistory } from './case-history.ts';
import { caseSummary } from './case-summary.ts';
import { addDays, toDay } from '../../domain/dates.ts';
import { judgeName, lawFirm } from './names.ts';
import type { Shock } from './prices.ts';
import type { Rng } from './rng.ts';

export const COURTS = [
  { name: 'S.D.N.Y.', office: 1 },
  { name: 'N.D. Cal.', office: 3 },
  { name: 'D. Del.', office: 1 },
  { name: 'D. Mass.', office: 1 },
  { name: 'N.D. Ill.', office: 1 },
  { name: 'C.D. Cal.', office: 2 },
  { name: 'S.D. Tex.', office: 4 },
  { name: 'D.N.J.', office: 2 },
  { name: 'E.D. Pa.', office: 2 },
] as const;

function statusFor(rng: Rng, monthsSince: number): CaseStatus {
  if (monthsSince < 2) return rng.pick(['investigation', 'filed']);
  if (monthsSince < 5) return rng.pick(['filed', 'lead_plaintiff_motion']);
  if (monthsSince < 18)
    return rng.pick(['lead_plaintiff_motion', 'class_certification', 'dismissed']);
  return rng.pick(['class_certification', 'settlement', 'settlement', 'dismissed']);
}

function deadlines(caseId: string, filedOn: string | null, status: CaseStatus, asOf: string) {
  if (!filedOn) return [];
  const plan: [Deadline['kind'], number, string][] = [
    ['lead_plaintiff', 60, 'PSLRA lead plaintiff motions due'],
    ['amended_complaint', 150, 'Amended complaint due'],
    ['opposition', 210, 'Opposition to motion to dismiss due'],
    ['class_certification', 420, 'Class certification motion due'],
    ['discovery_cutoff', 540, 'Fact discovery closes'],
  ];
  if (status === 'settlement') {
    plan.push(
      ['claims_filing', 700, 'Proof of claim forms due'],
      ['fairness_hearing', 640, 'Final approval (fairness) hearing'],
    );
  }
  return plan.map(([kind, after, description], i): Deadline => {
    const date = addDays(filedOn, after);
    return {
      id: `${caseId}-D${String(i + 1).padStart(2, '0')}`,
      kind,
      date,
      description,
      done: date <= asOf,
    };
  });
}

export interface CasePlan {
  cases: Case[];
  shocks: Shock[];
}

export function generateCases(
  rng: Rng,
  faker: Faker,
  securities: readonly Security[],
  days: readonly string[],
  count: number,
  stamp: string,
): CasePlan {
  const asOf = days[days.length - 1]!;
  const domestic = securities.map((s, i) => ({ s, i })).filter(({ s }) => s.market === 'domestic');
  const chosen = rng.sample(domestic, count);
  const cases: Case[] = [];
  const shocks: Shock[] = [];
  // Its own stream: the summaries' draws shift none of the other fields.
  const summaries = rng.fork('summaries');
  // A court's docket number names one case (the API refuses a second): drawn again if taken.
  const dockets = new Set<string>();
  const docketNumber = (court: (typeof COURTS)[number], filedOn: string) => {
    for (;;) {
      const number = `${String(court.office)}:${filedOn.slice(2, 4)}-cv-${String(rng.int(100, 9999)).padStart(5, '0')}`;
      if (dockets.has(`${court.name}|${number}`)) continue;
      dockets.add(`${court.name}|${number}`);
      return number;
    }
  };
  chosen.forEach(({ s, i }, n) => {
    const id = `CA-${String(n + 1).padStart(4, '0')}`;
    const startIdx = rng.int(60, days.length - 420);
    const endIdx = Math.min(startIdx + rng.int(60, 500), days.length - 25);
    const classPeriodStart = days[startIdx]!;
    const classPeriodEnd = days[endIdx]!;
    const drop = 0.15 + rng.next() * 0.3;
    shocks.push({ securityIndex: i, dayIndex: endIdx + 1, change: -drop });
    const monthsSince = (toDay(asOf) - toDay(classPeriodEnd)) / 30.4;
    const status = statusFor(rng, monthsSince);
    const filedOn =
      status === 'investigation' ? null : days[Math.min(endIdx + rng.int(3, 20), days.length - 1)]!;
    const court = rng.pick(COURTS);
    const issuer = s.name.replace(/ ADR$/, '');
    const disclosure = days[endIdx + 1] ?? classPeriodEnd;
    cases.push({
      id,
      caption: rng.chance(0.8)
        ? `In re ${issuer} Securities Litigation`
        : `City of ${faker.location.city()} Police & Fire Retirement System v. ${issuer}, et al.`,
      court: court.name,
      docketNumber: filedOn ? docketNumber(court, filedOn) : null,
      judge: filedOn ? judgeName(faker) : '',
      securityIds: [s.id],
      classPeriodStart,
      classPeriodEnd,
      // Set once the prices exist (see plans.ts).
      disclosureDate: null,
      planOfAllocation: null,
      status,
      filedOn,
      dog: rng.chance(0.3),
      settlementAmount:
        status === 'settlement'
          ? Math.round(Math.exp(Math.log(40e6) + rng.normal()) / 1e5) * 1e5
          : null,
      leadCounsel: filedOn ? lawFirm(faker) : '',
      deadlines: deadlines(id, filedOn, status, asOf),
      description: caseSummary(summaries, {
        issuer,
        classPeriodStart,
        classPeriodEnd,
        disclosure,
        drop,
      }),
      statusHistory: seededStatusHistory(status, disclosure, filedOn, asOf),
      createdAt: stamp,
      updatedAt: stamp,
    });
  });
  return { cases, shocks };
}

/** Bad quarters unrelated to any case, so not every sharp drop is a lawsuit. */
export function randomShocks(
  rng: Rng,
  securityCount: number,
  days: readonly string[],
  count: number,
) {
  return Array.from({ length: count }, (): Shock => ({
    securityIndex: rng.int(0, securityCount - 1),
    dayIndex: rng.int(1, days.length - 1),
    change: -(0.1 + rng.next() * 0.12),
  }));
}
