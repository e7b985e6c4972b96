/**
 * When a settlement's dates are worth a reminder: its claim deadline 30 and again 7 days ahead
 * while a client's claim is not filed yet, and a deficient claim's cure deadline within 7 days.
 */
import { dayNumber } from '../../loss/dates.ts';
import type { IsoDate } from '../../loss/types.ts';
import type { ClaimStatus } from './claim-status.ts';

/** The claim deadline is told 30 days before and again 7 days before. */
export const CLAIM_DEADLINE_WARNINGS = [7, 30] as const;
/** A deficiency's cure deadline is told once it is this close. */
export const CURE_DEADLINE_WARNING = 7;

/** Claims still to be filed: nothing has gone to the administrator yet. */
export const claimNotFiled = (status: ClaimStatus): boolean =>
  status === 'eligible' || status === 'in_preparation';

export const settlementDaysLeft = (due: IsoDate, today: IsoDate): number =>
  dayNumber(due) - dayNumber(today);

/**
 * Which reminder a deadline `due` is in on `today`: the smallest window (7, then 30 days) it
 * falls in, or null when it is further off or past.
 */
export function claimDeadlineWarning(due: IsoDate, today: IsoDate): number | null {
  const left = settlementDaysLeft(due, today);
  return CLAIM_DEADLINE_WARNINGS.find((days) => left >= 0 && left <= days) ?? null;
}

/** Whether a cure deadline is within its warning (today included, not past). */
export function cureDeadlineNear(cureBy: IsoDate, today: IsoDate): boolean {
  const left = settlementDaysLeft(cureBy, today);
  return left >= 0 && left <= CURE_DEADLINE_WARNING;
}
