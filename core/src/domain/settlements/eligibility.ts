/** Which clients a settlement reaches: those that traded an eligible security in its class period. */
import type { IsoDate } from '../../loss/types.ts';

export interface EligibilityTrade {
  clientId: string;
  securityId: string;
  date: IsoDate;
}

/** The clients with a trade of an eligible security in the period (inclusive), in first-seen order. */
export function eligibleClientIds(
  period: { start: IsoDate; end: IsoDate },
  securityIds: readonly string[],
  trades: Iterable<EligibilityTrade>,
): string[] {
  const eligible = new Set(securityIds);
  const clients = new Set<string>();
  for (const t of trades) {
    if (eligible.has(t.securityId) && t.date >= period.start && t.date <= period.end)
      clients.add(t.clientId);
  }
  return [...clients];
}
