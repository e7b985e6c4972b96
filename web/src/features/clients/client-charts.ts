/**
 * What the client's charts plot. Both are totals people compare with other screens, so they
 * never add up what does not add up: runs of one case are alternatives (FIFO, LIFO, reruns),
 * not parts, and amounts in different currencies are not summed.
 */
import type { Holding, LossRun } from '@backoffice/core/api';

export interface CaseLoss {
  caseId: string;
  caseCaption: string;
  loss: number;
}

/** The recognised loss per case from the newest completed run of each case. */
export function lossByCase(runs: readonly LossRun[]): CaseLoss[] {
  const newest = new Map<string, LossRun>();
  for (const run of runs) {
    if (run.status !== 'completed') continue;
    const seen = newest.get(run.caseId);
    if (!seen || run.createdAt > seen.createdAt) newest.set(run.caseId, run);
  }
  return [...newest.values()]
    .map((run) => ({
      caseId: run.caseId,
      caseCaption: run.caseCaption,
      loss: run.totalRecognizedLoss,
    }))
    .sort((a, b) => b.loss - a.loss);
}

export interface SecurityValue {
  ticker: string;
  securityName: string;
  marketValue: number;
}

export interface ValueBySecurity {
  currency: string;
  /** Largest first. */
  securities: SecurityValue[];
  /** Positions in other currencies, which the chart leaves out. */
  otherCurrencyPositions: number;
}

/**
 * Market value per security over the client's accounts, in one currency: the one holding the
 * most positions (USD for nearly every client).
 */
export function valueBySecurity(holdings: readonly Holding[]): ValueBySecurity {
  const counts = new Map<string, number>();
  for (const h of holdings) counts.set(h.currency, (counts.get(h.currency) ?? 0) + 1);
  const currency = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'USD';
  const bySecurity = new Map<string, SecurityValue>();
  for (const h of holdings) {
    if (h.currency !== currency) continue;
    const entry = bySecurity.get(h.securityId) ?? {
      ticker: h.ticker,
      securityName: h.securityName,
      marketValue: 0,
    };
    entry.marketValue += h.marketValue;
    bySecurity.set(h.securityId, entry);
  }
  return {
    currency,
    securities: [...bySecurity.values()].sort((a, b) => b.marketValue - a.marketValue),
    otherCurrencyPositions: holdings.length - (counts.get(currency) ?? 0),
  };
}
