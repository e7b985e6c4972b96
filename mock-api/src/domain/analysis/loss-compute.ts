/**
 * A loss run's work, in two steps the job runner paces and the data generator runs straight
 * through: `planRun` takes the case as it is now (securities, plan of allocation) with the run's
 * dates, checks each security's lookback with the engine and lists the positions; `computeLine`
 * is one engine call for one position. Every figure is the engine's (`@backoffice/core/loss`).
 */
import type { LossResult, LossRun, LossRunLookback } from '@backoffice/core/api';
import {
  calculateLoss,
  LossInputError,
  type DailyClose,
  type InflationRange,
  type LossSplit,
} from '@backoffice/core/loss';
import { addDays } from '../dates.ts';
import { pricePoints, splitsOf } from '../../store/prices.ts';
import type { Store } from '../../store/store.ts';
import { positionInput, runPositions, type RunDates, type RunPosition } from './loss-input.ts';

export interface RunPlan {
  runId: string;
  caseId: string;
  dates: RunDates;
  lookbacks: LossRunLookback[];
  positions: RunPosition[];
  /** Each security's closes from the disclosure date on: one list per run, as the engine caches by list. */
  prices: ReadonlyMap<string, readonly DailyClose[]>;
  /** Each security's stock splits: the engine puts quantities and prices in one basis. */
  splits: ReadonlyMap<string, readonly LossSplit[]>;
  inflation: readonly InflationRange[] | undefined;
}

/** A problem the run stops on, worded for the person who started it. */
export class RunProblem extends Error {
  override name = 'RunProblem';
}

/** The engine's own words for what is wrong (its problems, not its generic heading). */
function messageOf(err: unknown): string {
  if (!(err instanceof LossInputError)) return err instanceof Error ? err.message : String(err);
  const shown = err.problems.slice(0, 3).map((p) => p.message);
  const more = err.problems.length - shown.length;
  return `${shown.join('; ')}${more > 0 ? `; and ${String(more)} more` : ''}`;
}

export function datesOf(run: LossRun): RunDates {
  return {
    classPeriodStart: run.classPeriodStart,
    classPeriodEnd: run.classPeriodEnd,
    disclosureDate: run.disclosureDate,
  };
}

function lookbackOf(
  store: Store,
  securityId: string,
  dates: RunDates,
  closes: DailyClose[],
  splits: readonly LossSplit[],
) {
  const ticker = store.securities.get(securityId)?.ticker ?? securityId;
  try {
    // No trades: the engine only checks the closes and works out M.
    const { lookback } = calculateLoss({
      classPeriod: { start: dates.classPeriodStart, end: dates.classPeriodEnd },
      disclosureDate: dates.disclosureDate,
      trades: [],
      prices: closes,
      splits,
    });
    return { securityId, ticker, start: lookback.start, end: lookback.end, mean: lookback.mean };
  } catch (err) {
    throw new RunProblem(`${ticker} (${securityId}): ${messageOf(err)}`);
  }
}

/** Throws a `RunProblem` when the case is gone or a security's lookback lacks prices. */
export function planRun(store: Store, run: LossRun): RunPlan {
  const c = store.cases.get(run.caseId);
  if (!c) throw new RunProblem(`Case ${run.caseId} no longer exists`);
  const dates = datesOf(run);
  const prices = new Map<string, DailyClose[]>();
  const splits = new Map<string, readonly LossSplit[]>();
  const lookbacks: LossRunLookback[] = [];
  for (const securityId of c.securityIds) {
    const closes = pricePoints(store, securityId, addDays(dates.disclosureDate, -1), store.asOf);
    const securitySplits = splitsOf(store, securityId);
    prices.set(securityId, closes);
    splits.set(securityId, securitySplits);
    lookbacks.push(lookbackOf(store, securityId, dates, closes, securitySplits));
  }
  return {
    runId: run.id,
    caseId: c.id,
    dates,
    lookbacks,
    positions: runPositions(store, c.securityIds, dates),
    prices,
    splits,
    inflation: c.planOfAllocation?.inflation,
  };
}

export type ResultLine = Omit<LossResult, 'id'>;

/** One position's line; throws a `RunProblem` naming the account when the engine refuses it. */
export function computeLine(store: Store, plan: RunPlan, position: RunPosition): ResultLine {
  const { account, securityId } = position;
  const security = store.securities.get(securityId);
  const clientName = store.clients.get(account.clientId)?.name ?? account.clientName;
  const prices = plan.prices.get(securityId) ?? [];
  const { input, startHolding, tradesCount, firstTradeDate } = positionInput(
    store,
    position,
    plan.dates,
    prices,
    plan.inflation,
    plan.splits.get(securityId) ?? [],
  );
  let out;
  try {
    // Runs keep totals only: without the lot-by-lot trail the figures are the same, and faster.
    out = calculateLoss(input, { trail: false });
  } catch (err) {
    throw new RunProblem(
      `Account ${account.accountNumber} of ${clientName}, ${security?.ticker ?? securityId}: ${messageOf(err)}`,
    );
  }
  return {
    runId: plan.runId,
    caseId: plan.caseId,
    clientId: account.clientId,
    clientName,
    accountId: account.id,
    accountNumber: account.accountNumber,
    securityId,
    ticker: security?.ticker ?? '',
    cusip: security?.cusip ?? '',
    tradesCount,
    firstTradeDate,
    startHolding,
    tsp: out.tsp,
    nsp: out.nsp,
    nfe: out.nfe,
    retained: out.retained,
    fifoNet: out.fifo.net,
    fifoNoOffset: out.fifo.noOffset,
    lifoNet: out.lifo.net,
    lifoNoOffset: out.lifo.noOffset,
    recognizedLoss: out.recognizedLoss?.amount ?? null,
  };
}

/** The whole run at once (the data generator's seeded runs); throws a `RunProblem`. */
export function computeRun(store: Store, run: LossRun): { plan: RunPlan; lines: ResultLine[] } {
  const plan = planRun(store, run);
  return { plan, lines: plan.positions.map((p) => computeLine(store, plan, p)) };
}
