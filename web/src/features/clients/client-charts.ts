/**
 * What the client's charts plot. Both are totals people compare with other screens, so they
 * never add up what does not add up: a case counts once, from its latest completed loss run
 * (the server picks it), and amounts in different currencies are not summed.
 */
import type { Holding, LossOverview } from '@backoffice/core/api';

type CaseTotals = Pick<
  LossOverview['byCase'][number],
  'caseId' | 'caseCaption' | 'fifoNet' | 'lifoNet'
>;

export interface CaseLoss {
  caseId: string;
  caseCaption: string;
  /** US dollars (the chart's scale), from the engine's integer cents; negative for a net gain. */
  fifo: number;
  lifo: number;
}

/** The client's FIFO and LIFO net loss per case, largest FIFO loss first. */
export function lossByCase(cases: readonly CaseTotals[]): CaseLoss[] {
  return cases
    .map((c) => ({
      caseId: c.caseId,
      caseCaption: c.caseCaption,
      fifo: c.fifoNet / 100,
      lifo: c.lifoNet / 100,
    }))
    .sort((a, b) => b.fifo - a.fifo);
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
