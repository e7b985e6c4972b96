/**
 * A settlement's plan of allocation as data: what the claims administrator applies to every
 * claim. The recognized loss per lot comes from the loss engine (`@backoffice/core/loss`); the
 * plan adds the lookback table, a per-share cap, a minimum payment and the pro rata rule.
 */
import type { Cents, InflationRange, IsoDate, LookbackTable } from '../../loss/types.ts';

/**
 * What happens to a claim whose pro rata share is under the minimum payment:
 * - `redistribute`: it is left out of the calculation and the fund is shared among the rest
 *   (the usual wording: "will not be included in the calculation");
 * - `withhold`: it is not paid and its share stays undistributed.
 */
export const BELOW_MINIMUM_RULES = ['redistribute', 'withhold'] as const;
export type BelowMinimumRule = (typeof BELOW_MINIMUM_RULES)[number];

export interface SettlementPlan {
  /** Artificial inflation per share by date range, in date order, not overlapping. */
  inflation: readonly InflationRange[];
  /** The PSLRA 90-day lookback: M, and M_d by date where the plan publishes them. */
  lookback: LookbackTable;
  /** The cap on the recognized loss per share, US dollars; null without one. */
  perShareCap: number | null;
  /** No payment under this amount (e.g. 1000 for $10); 0 without a minimum. */
  minimumPayment: Cents;
  belowMinimum: BelowMinimumRule;
}

/** The settlement class period and its corrective disclosure (null: the day after its end). */
export interface SettlementPeriod {
  start: IsoDate;
  end: IsoDate;
  disclosureDate: IsoDate | null;
}
