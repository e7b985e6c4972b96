/**
 * Reconciliation of custodian holdings against trades: on every date an account reports
 * holdings, each security's reported quantity must equal the sum of its trades (buys minus
 * sells) up to that date. Where they differ the result names the kind of break:
 *
 * - `quantity_mismatch`: both say there is a position, of different sizes;
 * - `missing_holding`: the trades leave a position the custodian does not report;
 * - `unexpected_holding`: the custodian reports a position the trades do not explain.
 *
 * Trades must be given in date order (the generator's order); holdings in any order.
 */
import type { DiscrepancyKind } from '@backoffice/core/api';

export interface PositionTrade {
  accountId: string;
  securityId: string;
  tradeDate: string;
  side: 'buy' | 'sell';
  quantity: number;
}

export interface PositionHolding {
  accountId: string;
  securityId: string;
  asOfDate: string;
  quantity: number;
}

export interface Break<H> {
  accountId: string;
  securityId: string;
  asOfDate: string;
  kind: DiscrepancyKind;
  holding: H | null;
  holdingQuantity: number | null;
  tradeQuantity: number;
  difference: number;
}

const key = (accountId: string, securityId: string) => `${accountId}|${securityId}`;

export function reconcile<H extends PositionHolding>(
  trades: readonly PositionTrade[],
  holdings: readonly H[],
): Break<H>[] {
  // The dates each account reported, and what it reported per security and date.
  const reportDates = new Map<string, Set<string>>();
  const reported = new Map<string, Map<string, H>>();
  for (const h of holdings) {
    const dates = reportDates.get(h.accountId) ?? new Set<string>();
    dates.add(h.asOfDate);
    reportDates.set(h.accountId, dates);
    const k = key(h.accountId, h.securityId);
    const byDate = reported.get(k) ?? new Map<string, H>();
    byDate.set(h.asOfDate, h);
    reported.set(k, byDate);
  }
  const traded = new Map<string, PositionTrade[]>();
  for (const t of trades) {
    const k = key(t.accountId, t.securityId);
    const list = traded.get(k);
    if (list) list.push(t);
    else traded.set(k, [t]);
  }

  const breaks: Break<H>[] = [];
  for (const k of new Set([...traded.keys(), ...reported.keys()])) {
    const list = traded.get(k) ?? [];
    const byDate = reported.get(k);
    const [accountId, securityId] = k.split('|') as [string, string];
    const dates = [...(reportDates.get(accountId) ?? [])].sort();
    let i = 0;
    let position = 0;
    for (const asOfDate of dates) {
      while (i < list.length && list[i]!.tradeDate <= asOfDate) {
        const t = list[i]!;
        position += t.side === 'buy' ? t.quantity : -t.quantity;
        i += 1;
      }
      const holding = byDate?.get(asOfDate) ?? null;
      const reportedQty = holding?.quantity ?? 0;
      if (reportedQty === position) continue;
      const kind: DiscrepancyKind =
        holding === null
          ? 'missing_holding'
          : position === 0
            ? 'unexpected_holding'
            : 'quantity_mismatch';
      breaks.push({
        accountId,
        securityId,
        asOfDate,
        kind,
        holding,
        holdingQuantity: holding?.quantity ?? null,
        tradeQuantity: position,
        difference: reportedQty - position,
      });
    }
  }
  return breaks;
}
