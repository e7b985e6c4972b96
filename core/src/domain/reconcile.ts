/**
 * Reconciliation of custodian holdings against trades. Per account and security, between two
 * dates the account reported holdings: start + bought − sold must equal the end holding (a
 * position not reported counts as 0; before the first report the start is 0). Where it does
 * not, the break names its kind:
 *
 * - `quantity_mismatch`: the custodian reports a position, of another size than expected;
 * - `missing_holding`: the trades leave a position the custodian does not report;
 * - `unexpected_holding`: the custodian reports a position the trades do not explain.
 *
 * Trades and holdings may come in any order.
 */
import type { DiscrepancyKind } from '../api/entities/discrepancies.ts';

export interface PositionTrade {
  id: string;
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

export interface Break {
  accountId: string;
  securityId: string;
  /** The report date the period starts after; null for the first report. */
  startDate: string | null;
  /** The report date the period ends on. */
  endDate: string;
  kind: DiscrepancyKind;
  start: number;
  bought: number;
  sold: number;
  /** start + bought − sold. */
  expected: number;
  /** The reported end holding; null when the custodian reports none. */
  end: number | null;
  /** end − expected (a missing end counts as 0). */
  difference: number;
  /** The trades of the period, in date order. */
  tradeIds: string[];
}

const key = (accountId: string, securityId: string) => `${accountId}|${securityId}`;

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = keyOf(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

function kindOf(expected: number, end: number | null): DiscrepancyKind {
  if (end === null) return 'missing_holding';
  return expected === 0 ? 'unexpected_holding' : 'quantity_mismatch';
}

/** Every period break of every account and security, by end date then account. */
export function reconcile(
  trades: readonly PositionTrade[],
  holdings: readonly PositionHolding[],
): Break[] {
  const reportDates = new Map<string, string[]>();
  for (const [accountId, rows] of groupBy(holdings, (h) => h.accountId)) {
    reportDates.set(accountId, [...new Set(rows.map((h) => h.asOfDate))].sort());
  }
  const reported = new Map<string, Map<string, number>>();
  for (const h of holdings) {
    const k = key(h.accountId, h.securityId);
    const byDate = reported.get(k) ?? new Map<string, number>();
    byDate.set(h.asOfDate, h.quantity);
    reported.set(k, byDate);
  }
  const traded = groupBy(trades, (t) => key(t.accountId, t.securityId));
  const breaks: Break[] = [];
  for (const k of new Set([...traded.keys(), ...reported.keys()])) {
    const [accountId, securityId] = k.split('|') as [string, string];
    const list = [...(traded.get(k) ?? [])].sort((a, b) => a.tradeDate.localeCompare(b.tradeDate));
    const byDate = reported.get(k);
    let i = 0;
    let startDate: string | null = null;
    for (const endDate of reportDates.get(accountId) ?? []) {
      const start = startDate === null ? 0 : (byDate?.get(startDate) ?? 0);
      let bought = 0;
      let sold = 0;
      const tradeIds: string[] = [];
      for (; i < list.length && list[i]!.tradeDate <= endDate; i += 1) {
        const t = list[i]!;
        if (t.side === 'buy') bought += t.quantity;
        else sold += t.quantity;
        tradeIds.push(t.id);
      }
      const expected = start + bought - sold;
      const end = byDate?.get(endDate) ?? null;
      const difference = (end ?? 0) - expected;
      if (difference !== 0) {
        const kind = kindOf(expected, end);
        breaks.push({
          accountId,
          securityId,
          startDate,
          endDate,
          kind,
          start,
          bought,
          sold,
          expected,
          end,
          difference,
          tradeIds,
        });
      }
      startDate = endDate;
    }
  }
  return breaks.sort((a, b) =>
    a.endDate === b.endDate
      ? key(a.accountId, a.securityId).localeCompare(key(b.accountId, b.securityId))
      : a.endDate < b.endDate
        ? -1
        : 1,
  );
}
