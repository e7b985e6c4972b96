/**
 * `@backoffice/core/loss`: the loss engine. Pure and dependency-free; the web calculator, the
 * mock API's loss runs and the 13-F loss analyzer all call `calculateLoss`. core/README.md
 * states the rules, the rounding and a worked example.
 */
export { calculateLoss, validateLossInput, type LossOptions } from './calculate.ts';
export { LossInputError } from './errors.ts';
export { defaultDisclosureDate, lookbackWindow, LOOKBACK_DAYS } from './lookback.ts';
export { formatCents } from './decimal.ts';
export { isIsoDate } from './dates.ts';
export type * from './types.ts';
export {
  calculateLossByAccount,
  hasClassPeriodTrade,
  type AccountLoss,
  type LossByAccount,
} from './by-account.ts';
