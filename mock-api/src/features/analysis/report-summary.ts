/**
 * The figures of a client report. Losses come from the client's latest completed loss run per
 * case; the recovery estimate assumes settled cases pay a fixed share of recognised loss (a
 * common rule of thumb for securities class actions); holdings are valued in US dollars at the
 * last snapshot on or before the end of the period.
 */
import type { Holding, ReportSummary, ReportType } from '@backoffice/core/api';
import { positionKey } from '../../data/generate/trading.ts';
import { fxOn } from '../../store/prices.ts';
import type { Store } from '../../store/store.ts';

export const RECOVERY_SHARE = 0.2;

export function periodEnd(type: ReportType, period: string): string {
  if (type !== 'quarterly') return `${period}-12-31`;
  const quarter = Number(period.slice(-1));
  return `${period.slice(0, 4)}-${['03-31', '06-30', '09-30', '12-31'][quarter - 1]!}`;
}

export function reportTitle(type: ReportType, clientName: string, period: string): string {
  const kind = { annual: 'Annual Report', quarterly: 'Quarterly Report', scorecard: 'Scorecard' }[
    type
  ];
  return `${clientName}: ${kind} ${period}`;
}

/** Holdings never change, so each store's are grouped by client once. */
const holdingsByClient = new WeakMap<object, Map<string, Holding[]>>();

function clientHoldings(store: Store, clientId: string): readonly Holding[] {
  let groups = holdingsByClient.get(store.holdings);
  if (!groups) {
    groups = new Map();
    for (const h of store.holdings.all()) {
      const list = groups.get(h.clientId);
      if (list) list.push(h);
      else groups.set(h.clientId, [h]);
    }
    holdingsByClient.set(store.holdings, groups);
  }
  return groups.get(clientId) ?? [];
}

function holdingsValueUsd(store: Store, clientId: string, end: string): number {
  const holdings = clientHoldings(store, clientId);
  let latest = '';
  for (const h of holdings) if (h.asOfDate <= end && h.asOfDate > latest) latest = h.asOfDate;
  let total = 0;
  for (const h of holdings) {
    if (h.asOfDate === latest) total += h.marketValue * fxOn(store, h.currency, latest);
  }
  return Math.round(total);
}

function exposedCaseIds(store: Store, clientId: string): Set<string> {
  const accounts = store.accounts.all().filter((a) => a.clientId === clientId);
  const trades = store.trades.all();
  const exposed = new Set<string>();
  for (const c of store.cases.all()) {
    const bought = accounts.some((a) =>
      c.securityIds.some((s) =>
        (store.positions.get(positionKey(a.id, s)) ?? []).some((i) => {
          const t = trades[i]!;
          return (
            t.side === 'buy' && t.tradeDate >= c.classPeriodStart && t.tradeDate <= c.classPeriodEnd
          );
        }),
      ),
    );
    if (bought) exposed.add(c.id);
  }
  return exposed;
}

export function summarizeClient(
  store: Store,
  clientId: string,
  type: ReportType,
  period: string,
): ReportSummary {
  const latestRun = new Map<string, { createdAt: string; loss: number }>();
  let lossRuns = 0;
  for (const run of store.lossRuns.all()) {
    if (run.clientId !== clientId || run.status !== 'completed') continue;
    lossRuns += 1;
    const seen = latestRun.get(run.caseId);
    if (!seen || run.createdAt > seen.createdAt)
      latestRun.set(run.caseId, { createdAt: run.createdAt, loss: run.totalRecognizedLoss });
  }
  const exposed = exposedCaseIds(store, clientId);
  let recognizedLoss = 0;
  let recovery = 0;
  let settledCases = 0;
  for (const caseId of exposed) {
    const loss = latestRun.get(caseId)?.loss ?? 0;
    recognizedLoss += loss;
    if (store.cases.get(caseId)?.status === 'settlement') {
      settledCases += 1;
      recovery += loss * RECOVERY_SHARE;
    }
  }
  return {
    casesWithExposure: exposed.size,
    lossRuns,
    recognizedLoss: Math.round(recognizedLoss * 100) / 100,
    settledCases,
    estimatedRecovery: Math.round(recovery * 100) / 100,
    holdingsValueUsd: holdingsValueUsd(store, clientId, periodEnd(type, period)),
  };
}
