/** Holding-trade discrepancies: the reconciliation's breaks, found once (both sides are fixed). */
import { discrepancyList, type Discrepancy } from '@backoffice/core/api';
import { reconcile } from '../../domain/reconcile.ts';
import type { HandlersOf } from '../../http/handler.ts';
import { listRows } from '../../http/list.ts';
import type { Store } from '../../store/store.ts';

const found = new WeakMap<object, Discrepancy[]>();

export function discrepancies(store: Store): Discrepancy[] {
  const cached = found.get(store.holdings);
  if (cached) return cached;
  const breaks = reconcile(store.trades.all(), store.holdings.all());
  const rows = breaks
    .sort((a, b) =>
      a.asOfDate === b.asOfDate
        ? a.accountId.localeCompare(b.accountId)
        : a.asOfDate < b.asOfDate
          ? -1
          : 1,
    )
    .map((b, i): Discrepancy => {
      const account = store.accounts.get(b.accountId);
      const security = store.securities.get(b.securityId);
      return {
        id: `DS-${String(i + 1).padStart(4, '0')}`,
        accountId: b.accountId,
        accountNumber: account?.accountNumber ?? '',
        clientId: account?.clientId ?? '',
        clientName: account?.clientName ?? '',
        custodian: account?.custodian ?? '',
        securityId: b.securityId,
        cusip: security?.cusip ?? '',
        ticker: security?.ticker ?? '',
        securityName: security?.name ?? '',
        market: security?.market ?? 'domestic',
        asOfDate: b.asOfDate,
        kind: b.kind,
        holdingQuantity: b.holdingQuantity,
        tradeQuantity: b.tradeQuantity,
        difference: b.difference,
      };
    });
  found.set(store.holdings, rows);
  return rows;
}

export const discrepancyHandlers: HandlersOf<'listDiscrepancies'> = {
  listDiscrepancies: (call) =>
    listRows(discrepancies(call.store), call.query, discrepancyList, (row) =>
      call.scope.sees(row.clientId),
    ),
};
