/**
 * What a claim's filing file holds, read from the store: per account and security of the claim,
 * the transactions in the claim period (the settlement class period through the lookback's end)
 * and the holdings at its start and end. A holding is the custodian's: the position the account
 * last reported (a security it did not list counts 0, as reconciliation reads it), carried
 * forward by the trades since. So the file reconciles exactly when the custodian's reports agree
 * with the trades between them; a break is refused by core `filingProblems`, naming the account.
 */
import type { Claim, Settlement, Trade } from '@backoffice/core/api';
import type { FilingAccount } from '@backoffice/core/domain';
import { lookbackWindow } from '@backoffice/core/loss';
import { addDays } from '../../domain/dates.ts';
import { positionKey } from '../../store/positions.ts';
import type { Store } from '../../store/store.ts';

export interface ClaimPeriod {
  start: string;
  end: string;
}

export function claimPeriod(s: Settlement): ClaimPeriod {
  const disclosure = s.disclosureDate ?? addDays(s.classPeriodEnd, 1);
  return { start: s.classPeriodStart, end: lookbackWindow(disclosure).end };
}

/** The account's report dates, and its reported quantity per security and date. */
function reportsOf(store: Store, accountId: string) {
  const dates = new Set<string>();
  const quantity = new Map<string, number>();
  for (const h of store.holdings.all()) {
    if (h.accountId !== accountId) continue;
    dates.add(h.asOfDate);
    quantity.set(`${h.securityId}@${h.asOfDate}`, h.quantity);
  }
  return { dates: [...dates].sort(), quantity };
}

function heldOn(
  date: string,
  securityId: string,
  reports: ReturnType<typeof reportsOf>,
  trades: readonly Trade[],
): number {
  const reported = reports.dates.filter((d) => d <= date).at(-1);
  let held = reported ? (reports.quantity.get(`${securityId}@${reported}`) ?? 0) : 0;
  for (const t of trades) {
    if ((reported === undefined || t.tradeDate > reported) && t.tradeDate <= date)
      held += t.side === 'buy' ? t.quantity : -t.quantity;
  }
  return held;
}

export function filingAccounts(store: Store, claim: Claim, period: ClaimPeriod): FilingAccount[] {
  const client = store.clients.get(claim.clientId);
  return claim.positions.map((p) => {
    const security = store.securities.get(p.securityId);
    const rows = store.trades.positions;
    const trades = (store.positions.get(positionKey(p.accountId, p.securityId)) ?? []).map(
      (i) => rows[i]!,
    );
    const reports = reportsOf(store, p.accountId);
    return {
      claimant: client?.name ?? claim.clientName,
      account: p.accountNumber,
      // Client records keep no tax id yet: the column stays empty until they do.
      taxId: '',
      security: security?.ticker ?? p.ticker,
      cusip: security?.cusip ?? '',
      start: period.start,
      end: period.end,
      startHolding: heldOn(addDays(period.start, -1), p.securityId, reports, trades),
      endHolding: heldOn(period.end, p.securityId, reports, trades),
      trades: trades
        .filter((t) => t.tradeDate >= period.start && t.tradeDate <= period.end)
        .map((t) => ({
          id: t.id,
          date: t.tradeDate,
          side: t.side === 'buy' ? 'BUY' : 'SELL',
          quantity: t.quantity,
          price: t.price,
          currency: t.currency,
        })),
    };
  });
}
