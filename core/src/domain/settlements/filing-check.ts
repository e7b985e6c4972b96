/**
 * The check before a claim's filing file is exported: every transaction falls in the claim
 * period, and each account's holdings in each security reconcile (start + bought − sold = end).
 * An administrator rejects a file that does not, so the export is refused naming the account or
 * transaction instead.
 */
import { decimalOf } from '../../loss/decimal.ts';
import { RAT_ZERO, ratAdd, ratCmp, ratSub, ratToNumber, type Rat } from '../../loss/rational.ts';
import type { IsoDate, TradeSide } from '../../loss/types.ts';

export interface FilingTransaction {
  /** How the problem names it (a trade id). */
  id: string;
  date: IsoDate;
  side: TradeSide;
  quantity: number;
}

export interface FilingPosition {
  account: string;
  /** How the problem names the security (a ticker or CUSIP). */
  security: string;
  startHolding: number;
  endHolding: number;
  transactions: readonly FilingTransaction[];
}

export interface FilingProblem {
  account: string;
  security: string;
  /** The transaction at fault; absent when the holdings as a whole do not reconcile. */
  transactionId?: string;
  message: string;
}

const sum = (values: readonly number[]): Rat =>
  values.reduce<Rat>((total, v) => ratAdd(total, decimalOf(v)), RAT_ZERO);

function reconcileProblem(position: FilingPosition): FilingProblem | null {
  const { account, security, startHolding, endHolding, transactions } = position;
  const bought = sum(transactions.filter((t) => t.side === 'BUY').map((t) => t.quantity));
  const sold = sum(transactions.filter((t) => t.side === 'SELL').map((t) => t.quantity));
  const expected = ratSub(ratAdd(decimalOf(startHolding), bought), sold);
  if (ratCmp(expected, decimalOf(endHolding)) === 0) return null;
  const message = `Account ${account}, ${security}: the holdings do not reconcile: start ${String(startHolding)} + bought ${String(ratToNumber(bought))} − sold ${String(ratToNumber(sold))} = ${String(ratToNumber(expected))}, but the end holding is ${String(endHolding)}`;
  return { account, security, message };
}

/** Every problem of the positions; empty when the file may be exported. */
export function filingProblems(
  period: { start: IsoDate; end: IsoDate },
  positions: readonly FilingPosition[],
): FilingProblem[] {
  const problems: FilingProblem[] = [];
  for (const position of positions) {
    const { account, security } = position;
    for (const t of position.transactions) {
      if (t.date >= period.start && t.date <= period.end) continue;
      problems.push({
        account,
        security,
        transactionId: t.id,
        message: `Account ${account}, ${security}: transaction ${t.id} on ${t.date} is outside the claim period ${period.start} to ${period.end}`,
      });
    }
    const unreconciled = reconcileProblem(position);
    if (unreconciled) problems.push(unreconciled);
  }
  return problems;
}
