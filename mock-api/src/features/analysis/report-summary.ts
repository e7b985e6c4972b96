/**
 * The figures of a client report. Losses are the client's lines in the latest completed loss run
 * of each case, in integer cents; the recovery estimate assumes settled cases pay a fixed share
 * of the claim (a common rule of thumb for securities class actions); holdings are valued in US
 * dollars at the last snapshot on or before the end of the period.
 */
import type { Holding, ReportSummary, ReportType } from '@backoffice/core/api';
import { positionKey } from '../../data/generate/trading.ts';
import { fxOn } from '../../store/prices.ts';
import type { Store } from '../../store/store.ts';
import {
  addTo,
  latestRuns,
  noTotals,
  resultsOf,
  totalsOf,
  type LossTotals,
} from './loss-results.ts';

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

/** The claim a settlement pays on: the plan's recognized loss, else the FIFO net loss. */
const claimOf = (t: LossTotals) => Math.max(0, t.recognizedLoss ?? t.fifoNet);

export function summarizeClient(
  store: Store,
  clientId: string,
  type: ReportType,
  period: string,
): ReportSummary {
  const totals = noTotals();
  let lossRuns = 0;
  let recovery = 0;
  for (const run of latestRuns(store).values()) {
    const lines = resultsOf(store, run.id).filter((l) => l.clientId === clientId);
    if (lines.length === 0) continue;
    lossRuns += 1;
    const caseTotals = totalsOf(lines);
    addTo(totals, caseTotals);
    if (store.cases.get(run.caseId)?.status === 'settlement') {
      recovery += Math.round(claimOf(caseTotals) * RECOVERY_SHARE);
    }
  }
  const exposed = exposedCaseIds(store, clientId);
  const settledCases = [...exposed].filter(
    (id) => store.cases.get(id)?.status === 'settlement',
  ).length;
  return {
    casesWithExposure: exposed.size,
    lossRuns,
    fifoNet: totals.fifoNet,
    lifoNet: totals.lifoNet,
    recognizedLoss: totals.recognizedLoss,
    settledCases,
    estimatedRecovery: recovery,
    holdingsValueUsd: holdingsValueUsd(store, clientId, periodEnd(type, period)),
  };
}
