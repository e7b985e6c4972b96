/**
 * Drops and the cases built on them: whether a case already covers a drop, and what a new case
 * made from a drop starts with (the drop as its corrective disclosure, a class period ending the
 * day before).
 */
import { disclosureOf } from './class-period.ts';

/** A drop this many calendar days from a case's disclosure is that disclosure. */
export const DROP_CASE_WINDOW_DAYS = 5;

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const dateOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

interface CaseLike {
  id: string;
  securityIds: readonly string[];
  classPeriodEnd: string;
  disclosureDate: string | null;
}

/** The first case on the security whose corrective disclosure is the drop's date (± a few days). */
export function caseForDrop(
  cases: readonly CaseLike[],
  securityId: string,
  date: string,
): string | null {
  const day = dayOf(date);
  const hit = cases.find(
    (c) =>
      c.securityIds.includes(securityId) &&
      Math.abs(dayOf(disclosureOf(c)) - day) <= DROP_CASE_WINDOW_DAYS,
  );
  return hit?.id ?? null;
}

export interface CaseFromDrop {
  securityId: string;
  disclosureDate: string;
  classPeriodStart: string;
  classPeriodEnd: string;
}

/** A new case's dates from a drop: the class period is the year up to the day before it. */
export function caseFromDrop(securityId: string, date: string): CaseFromDrop {
  const day = dayOf(date);
  return {
    securityId,
    disclosureDate: date,
    classPeriodStart: dateOf(day - 365),
    classPeriodEnd: dateOf(day - 1),
  };
}
