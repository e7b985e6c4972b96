/**
 * Checks the input and reads it into exact values in one pass. Every problem is collected (one
 * never hides the next); when there is none, the engine has what it needs: each trade's period,
 * its US-dollar price and, for a sale, the per-share value the PSLRA credits.
 */
import { addDays, dayOf, isIsoDate } from './dates.ts';
import { decimalPlaces } from './decimal.ts';
import { inflationTable } from './inflation.ts';
import { lookbackSource, type LookbackSource } from './lookback.ts';
import { capProblems, checkDates, startQuantity } from './input-checks.ts';
import { tradeIsValid, tradeProblems } from './trade-checks.ts';
import { adjustedQn, factorScale, shareFactor, splitProblems } from './split-basis.ts';
import { prepareTrade, tradeContext, type PreparedTrade } from './trades.ts';
import type { Rat } from './rational.ts';
import type { IsoDate, LossInput, LossProblem, LossSplit, LossTrade } from './types.ts';

export interface Prepared {
  problems: LossProblem[];
  trades: PreparedTrade[];
  /** 10^k: every quantity is an integer number of 1/qScale shares. */
  qScale: number;
  startQn: number;
  /** Null when the dates are not valid (then `problems` says so). */
  lookback: LookbackSource | null;
  withInflation: boolean;
}

/** The finest decimal among the quantities: all of them are integers at that scale. */
function quantityScale(startHolding: number, trades: readonly LossTrade[]): number {
  let places = Math.max(0, decimalPlaces(startHolding));
  for (const t of trades) {
    if (
      typeof t.quantity === 'number' &&
      !Number.isInteger(t.quantity) &&
      Number.isFinite(t.quantity)
    ) {
      places = Math.max(places, decimalPlaces(t.quantity));
    }
  }
  return 10 ** places;
}

function tradesOf(input: LossInput, problems: LossProblem[]): readonly LossTrade[] {
  const raw: unknown = input.trades;
  if (Array.isArray(raw)) return input.trades;
  problems.push({ field: 'trades', message: 'The trades must be a list' });
  return [];
}

function outOfOrder(
  t: LossTrade,
  index: number,
  lastIndex: number,
  lastDate: IsoDate,
): LossProblem {
  const message = `Trade ${index + 1} (${t.date}) is out of date order: trade ${lastIndex + 1} before it is on ${lastDate}`;
  return { field: `trades[${index}].date`, tradeIndex: index, date: t.date, message };
}

function oversold(t: LossTrade, index: number, held: number): LossProblem {
  const message = `Trade ${index + 1} (${t.date}) sells ${t.quantity} shares but only ${held} are held at that point (counting the start holding)`;
  return { field: `trades[${index}].quantity`, tradeIndex: index, date: t.date, message };
}

/**
 * The share factor of each trade's day and of the start holding's (the day before the period);
 * null for 1, and no list at all without splits.
 */
interface SplitBasis {
  start: Rat | null;
  trades: (Rat | null)[] | null;
}

const isOne = (r: Rat) => r.big === null && r.n === r.d;

function splitBasis(
  input: LossInput,
  trades: readonly LossTrade[],
  splits: readonly LossSplit[],
  basisDay: IsoDate | null,
): SplitBasis {
  if (splits.length === 0 || basisDay === null) return { start: null, trades: null };
  const factor = (date: unknown) => {
    if (!isIsoDate(date)) return null;
    const f = shareFactor(splits, date as IsoDate, basisDay);
    return isOne(f) ? null : f;
  };
  return {
    start: factor(addDays(input.classPeriod.start, -1)),
    trades: trades.map((t) => factor(t.date)),
  };
}

const inBasis = (qn: number, factor: Rat | null) => (factor ? adjustedQn(qn, factor) : qn);

export function prepare(input: LossInput): Prepared {
  const problems: LossProblem[] = [];
  const dates = checkDates(input, problems);
  const trades = tradesOf(input, problems);
  const bad = splitProblems(input.splits);
  problems.push(...bad);
  const splits = bad.length === 0 ? (input.splits ?? []) : [];
  const lookback = dates ? lookbackSource({ ...input, splits }, dates.disclosure) : null;
  const basis = splitBasis(input, trades, splits, lookback?.window.end ?? null);
  // Whole units of 1/qScale shares after every factor: the decimals' scale times the factors'.
  const factors = [basis.start, ...(basis.trades ?? [])].filter((f): f is Rat => f !== null);
  const qScale =
    quantityScale(typeof input.startHolding === 'number' ? input.startHolding : 0, trades) *
    factorScale(factors);
  const startQn = inBasis(startQuantity(input, qScale, problems), basis.start);
  const table = dates && input.inflation ? inflationTable(input.inflation) : null;
  const ctx = dates && lookback ? tradeContext(input, lookback, table, qScale) : null;
  const prepared: PreparedTrade[] = [];
  let held = startQn;
  let lastDay = -1;
  let lastIndex = -1;
  for (let index = 0; index < trades.length; index += 1) {
    const t = trades[index]!;
    const day = dayOf(t.date);
    const ok = tradeIsValid(t, day, qScale);
    if (!ok) problems.push(...tradeProblems(t, index, qScale));
    if (day < lastDay && day !== -1)
      problems.push(outOfOrder(t, index, lastIndex, trades[lastIndex]!.date));
    else if (day !== -1) {
      lastDay = day;
      lastIndex = index;
    }
    if (!ok) continue;
    const factor = basis.trades?.[index] ?? null;
    const qn = inBasis(Math.round(t.quantity * qScale), factor);
    if (t.side === 'BUY') held += qn;
    else if (qn <= held) held -= qn;
    else {
      problems.push(oversold(t, index, held / qScale));
      held = 0;
    }
    if (ctx) prepared.push(prepareTrade(t, index, day, { qn, factor }, ctx, problems));
  }
  if (lookback) problems.push(...lookback.problems);
  if (table) problems.push(...table.problems);
  problems.push(...capProblems(input));
  return { problems, trades: prepared, qScale, startQn, lookback, withInflation: table !== null };
}
