/**
 * The net fund shared pro rata by recognized loss, with the plan's minimum payment, and the
 * check of what a claim was paid against what the plan gives it. Money is integer cents; the
 * shares are split exactly (BigInt) and the leftover cents go to the largest remainders, so the
 * payments add up to the amount distributed to the cent.
 */
import type { Cents } from '../../loss/types.ts';
import type { BelowMinimumRule } from './plan.ts';

export interface DistributionClaim {
  id: string;
  recognizedLoss: Cents;
}

export interface DistributionPayment {
  id: string;
  amount: Cents;
  /** Left out or not paid because its share was under the minimum payment. */
  belowMinimum: boolean;
}

export interface Distribution {
  payments: DistributionPayment[];
  /** What the payments add up to. */
  distributed: Cents;
  /** What the minimum payment kept back (only under `withhold`). */
  withheld: Cents;
}

export interface DistributionRule {
  minimumPayment: Cents;
  belowMinimum: BelowMinimumRule;
}

/** Each claim's share of `fund`, in cents, by largest remainder (ties to the earlier claim). */
function proRataShares(losses: readonly Cents[], fund: Cents): Cents[] {
  const total = losses.reduce((sum, l) => sum + BigInt(l), 0n);
  if (total === 0n) return losses.map(() => 0);
  const exact = losses.map((l) => BigInt(l) * BigInt(fund));
  const shares = exact.map((e) => e / total);
  let left = BigInt(fund) - shares.reduce((sum, s) => sum + s, 0n);
  const byRemainder = exact
    .map((e, i) => ({ i, remainder: e % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left === 0n) break;
    shares[i] = shares[i]! + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/**
 * The pro rata distribution of `netFund` among the claims with a recognized loss. Under
 * `redistribute` the smallest claim under the minimum is left out and the rest recomputed,
 * until every claim left gets at least the minimum; under `withhold` the shares are computed
 * once and those under the minimum are not paid.
 */
export function proRataDistribution(
  claims: readonly DistributionClaim[],
  netFund: Cents,
  rule: DistributionRule,
): Distribution {
  const inCalculation = new Set(claims.filter((c) => c.recognizedLoss > 0).map((c) => c.id));
  for (;;) {
    const included = claims.filter((c) => inCalculation.has(c.id));
    const shares = proRataShares(
      included.map((c) => c.recognizedLoss),
      netFund,
    );
    const amountOf = new Map(included.map((c, i) => [c.id, shares[i]!]));
    const under = included.filter((c) => amountOf.get(c.id)! < rule.minimumPayment);
    if (under.length > 0 && rule.belowMinimum === 'redistribute') {
      const smallest = under.reduce((a, b) => (b.recognizedLoss < a.recognizedLoss ? b : a));
      inCalculation.delete(smallest.id);
      continue;
    }
    const underIds = new Set(under.map((c) => c.id));
    const payments = claims.map((c) => {
      const belowMinimum = underIds.has(c.id) || (c.recognizedLoss > 0 && !amountOf.has(c.id));
      return { id: c.id, amount: belowMinimum ? 0 : (amountOf.get(c.id) ?? 0), belowMinimum };
    });
    const distributed = payments.reduce((sum, p) => sum + p.amount, 0);
    const withheld = under.reduce((sum, c) => sum + amountOf.get(c.id)!, 0);
    return { payments, distributed, withheld };
  }
}

/**
 * What one claim should receive when the administrator's distribution report gives the total
 * recognized losses of all accepted claims: its share of the net fund rounded to the cent (half
 * up), or 0 under the minimum payment. Null when the total is not above 0.
 */
export function expectedPayment(
  recognizedLoss: Cents,
  totalRecognized: Cents,
  netFund: Cents,
  minimumPayment: Cents,
): Cents | null {
  if (totalRecognized <= 0) return null;
  if (recognizedLoss <= 0) return 0;
  const exact = BigInt(recognizedLoss) * BigInt(netFund);
  const total = BigInt(totalRecognized);
  const amount = Number((2n * exact + total) / (2n * total));
  return amount < minimumPayment ? 0 : amount;
}

export interface PaymentCheck {
  expected: Cents;
  paid: Cents;
  /** Paid − expected: positive when overpaid. */
  difference: Cents;
  /** The difference is beyond the tolerance. */
  flagged: boolean;
}

export function checkPayment(expected: Cents, paid: Cents, tolerance: Cents): PaymentCheck {
  const difference = paid - expected;
  return { expected, paid, difference, flagged: Math.abs(difference) > tolerance };
}
