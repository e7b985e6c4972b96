/**
 * A claim's recognized loss under a plan of allocation: each account × security of the client on
 * its own, as the loss engine matches it (FIFO, the plans' usual rule, with each position capped
 * at its own market loss), then added up. The lot trail of every position is kept, so a
 * claims-filing service can check the administrator's figure lot by lot.
 */
import { calculateLoss } from '../../loss/calculate.ts';
import { LossInputError } from '../../loss/errors.ts';
import { hasClassPeriodTrade } from '../../loss/by-account.ts';
import type {
  Cents,
  DailyClose,
  LossProblem,
  LossTrade,
  RecognizedLotLine,
} from '../../loss/types.ts';
import type { SettlementPeriod, SettlementPlan } from './plan.ts';

/** One account's trades in one security, in date order. */
export interface ClaimPosition {
  account: string;
  securityId: string;
  /** Shares held the day before the class period; default 0. */
  startHolding?: number;
  trades: readonly LossTrade[];
  /** Closes of the lookback window, for M_d on a lookback sale the plan's table has no row for. */
  closes?: readonly DailyClose[];
}

export interface PositionRecognizedLoss {
  account: string;
  securityId: string;
  amount: Cents;
  uncapped: Cents;
  marketLoss: Cents;
  lots: RecognizedLotLine[];
}

export interface ClaimProblem extends LossProblem {
  account: string;
  securityId: string;
}

export interface ClaimRecognizedLoss {
  /** The positions' amounts added up. */
  amount: Cents;
  positions: PositionRecognizedLoss[];
  /** What kept a position from being computed, naming its account and security. */
  problems: ClaimProblem[];
}

function positionLoss(
  plan: SettlementPlan,
  period: SettlementPeriod,
  position: ClaimPosition,
): PositionRecognizedLoss {
  const output = calculateLoss({
    classPeriod: { start: period.start, end: period.end },
    ...(period.disclosureDate ? { disclosureDate: period.disclosureDate } : {}),
    startHolding: position.startHolding ?? 0,
    trades: position.trades,
    lookback: plan.lookback,
    ...(position.closes ? { prices: position.closes } : {}),
    inflation: plan.inflation,
    ...(plan.perShareCap === null ? {} : { perShareCap: plan.perShareCap }),
  });
  // An inflation table was given, so the engine always answers the recognized loss.
  const recognized = output.recognizedLoss ?? { amount: 0, uncapped: 0, marketLoss: 0, lots: [] };
  const { account, securityId } = position;
  return { account, securityId, ...recognized };
}

/** Positions without a class-period trade have no recognized loss and are left out. */
export function claimRecognizedLoss(
  plan: SettlementPlan,
  period: SettlementPeriod,
  positions: readonly ClaimPosition[],
): ClaimRecognizedLoss {
  const result: ClaimRecognizedLoss = { amount: 0, positions: [], problems: [] };
  for (const position of positions) {
    if (!hasClassPeriodTrade(period, position.trades)) continue;
    try {
      const loss = positionLoss(plan, period, position);
      result.positions.push(loss);
      result.amount += loss.amount;
    } catch (error) {
      if (!(error instanceof LossInputError)) throw error;
      const { account, securityId } = position;
      result.problems.push(...error.problems.map((p) => ({ ...p, account, securityId })));
    }
  }
  return result;
}
