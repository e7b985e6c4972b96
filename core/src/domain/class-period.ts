/**
 * A securities class action's class period: the days on which buyers of the security were
 * misled. It must not end before it starts; the server refuses such a case (422) and forms say
 * so before sending. Dates are calendar dates (`2024-03-15`), which compare as strings.
 */
import { defaultDisclosureDate } from '../loss/lookback.ts';

export const CLASS_PERIOD_BACKWARDS = 'The class period ends before it starts';

export function classPeriodInOrder(start: string, end: string): boolean {
  return start <= end;
}

/**
 * The corrective disclosure that opens a case's 90-day lookback: the case's own date, or the
 * loss engine's default, the day after the class period ends.
 */
export function disclosureOf(c: { classPeriodEnd: string; disclosureDate: string | null }): string {
  return c.disclosureDate ?? defaultDisclosureDate(c.classPeriodEnd);
}
