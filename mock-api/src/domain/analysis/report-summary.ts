/**
 * The figures of a client report, from the store: the client's lines in the latest completed
 * loss run of each case (integer cents), their trades in the period, and their holdings valued
 * in US dollars at the last snapshot on or before the end of the period. The rules (claims,
 * recoveries, outcomes, totals, the scorecard) are core's (domain/reports), which the web's
 * report screens use too.
 */
import type {
  Client,
  Holding,
  ReportPreview,
  ReportSummary,
  ReportType,
} from '@backoffice/core/api';
import {
  caseLines,
  caseTotals,
  holdingLines,
  periodRange,
  scorecardOf,
  tradesByMonth,
  type CaseLine,
  type CaseLoss,
  type TradeFact,
} from '@backoffice/core/domain';
import { positionKey } from '../../store/positions.ts';
import { derivedFrom } from '../../store/derived.ts';
import { fxOn } from '../../store/prices.ts';
import type { Store } from '../../store/store.ts';
import { latestRuns, resultsOf, totalsOf } from './loss-results.ts';
import { monthlyMonitoring } from './monthly-monitoring.ts';

export function periodEnd(type: ReportType, period: string): string {
  return periodRange(type, period).end;
}

export function reportTitle(type: ReportType, clientName: string, period: string): string {
  const kind = {
    annual: 'Annual Report',
    quarterly: 'Quarterly Report',
    monthly: 'Monthly Monitoring Report',
    scorecard: 'Scorecard',
  }[type];
  return `${clientName}: ${kind} ${period}`;
}

/** Each client's holdings, grouped again after any change to the holdings. */
const holdingsByClient = derivedFrom(
  (store: Store) => [store.holdings],
  (store) => Map.groupBy(store.holdings.all(), (h: Holding) => h.clientId),
);

function clientHoldings(store: Store, clientId: string): readonly Holding[] {
  return holdingsByClient(store).get(clientId) ?? [];
}

/** The client's last snapshot on or before `end`, each position valued in US dollars. */
function snapshot(store: Store, clientId: string, end: string) {
  const holdings = clientHoldings(store, clientId);
  let latest = '';
  for (const h of holdings) if (h.asOfDate <= end && h.asOfDate > latest) latest = h.asOfDate;
  const rows = holdings
    .filter((h) => h.asOfDate === latest)
    .map((h) => ({ ...h, valueUsd: h.marketValue * fxOn(store, h.currency, latest) }));
  return { asOf: latest === '' ? null : latest, rows };
}

function clientAccountIds(store: Store, clientId: string): Set<string> {
  return new Set(
    store.accounts
      .all()
      .filter((a) => a.clientId === clientId)
      .map((a) => a.id),
  );
}

function* clientTrades(store: Store, clientId: string): Generator<TradeFact> {
  const accounts = clientAccountIds(store, clientId);
  // The positions index holds places in the table (holes and all), not in `all()`.
  const trades = store.trades.positions;
  for (const [key, indexes] of store.positions) {
    if (!accounts.has(key.slice(0, key.indexOf('|')))) continue;
    for (const i of indexes) {
      const trade = trades[i];
      if (trade) yield trade;
    }
  }
}

function exposedCaseIds(store: Store, clientId: string): Set<string> {
  const accounts = [...clientAccountIds(store, clientId)];
  const trades = store.trades.positions;
  const exposed = new Set<string>();
  for (const c of store.cases.all()) {
    const bought = accounts.some((a) =>
      c.securityIds.some((s) =>
        (store.positions.get(positionKey(a, s)) ?? []).some((i) => {
          const t = trades[i];
          return (
            t !== undefined &&
            t.side === 'buy' &&
            t.tradeDate >= c.classPeriodStart &&
            t.tradeDate <= c.classPeriodEnd
          );
        }),
      ),
    );
    if (bought) exposed.add(c.id);
  }
  return exposed;
}

/** Each client's loss in each case whose latest completed run has lines of theirs. */
export function caseLossesByClient(store: Store): Map<string, CaseLoss[]> {
  const byClient = new Map<string, CaseLoss[]>();
  for (const run of latestRuns(store).values()) {
    const c = store.cases.get(run.caseId);
    if (!c) continue;
    const groups = Map.groupBy(resultsOf(store, run.id), (l) => l.clientId);
    for (const [clientId, lines] of groups) {
      const t = totalsOf(lines);
      const loss: CaseLoss = {
        caseId: c.id,
        caseCaption: c.caption,
        status: c.status,
        fifoNet: t.fifoNet,
        lifoNet: t.lifoNet,
        recognizedLoss: t.recognizedLoss,
      };
      const list = byClient.get(clientId);
      if (list) list.push(loss);
      else byClient.set(clientId, [loss]);
    }
  }
  return byClient;
}

export function clientCaseLosses(store: Store, clientId: string): CaseLoss[] {
  const losses: CaseLoss[] = [];
  for (const run of latestRuns(store).values()) {
    const lines = resultsOf(store, run.id).filter((l) => l.clientId === clientId);
    const c = store.cases.get(run.caseId);
    if (lines.length === 0 || !c) continue;
    const t = totalsOf(lines);
    losses.push({
      caseId: c.id,
      caseCaption: c.caption,
      status: c.status,
      fifoNet: t.fifoNet,
      lifoNet: t.lifoNet,
      recognizedLoss: t.recognizedLoss,
    });
  }
  return losses;
}

function summaryOf(
  store: Store,
  clientId: string,
  lines: readonly CaseLine[],
  holdingsValueUsd: number,
): ReportSummary {
  const totals = caseTotals(lines);
  const exposed = exposedCaseIds(store, clientId);
  const settledCases = [...exposed].filter(
    (id) => store.cases.get(id)?.status === 'settlement',
  ).length;
  return {
    casesWithExposure: exposed.size,
    lossRuns: lines.length,
    fifoNet: totals.fifoNet,
    lifoNet: totals.lifoNet,
    recognizedLoss: totals.recognizedLoss,
    settledCases,
    estimatedRecovery: totals.recovery,
    holdingsValueUsd: Math.round(holdingsValueUsd),
  };
}

export function summarizeClient(
  store: Store,
  clientId: string,
  type: ReportType,
  period: string,
): ReportSummary {
  const held = snapshot(store, clientId, periodEnd(type, period));
  const value = held.rows.reduce((sum, h) => sum + h.valueUsd, 0);
  return summaryOf(store, clientId, caseLines(clientCaseLosses(store, clientId)), value);
}

/** A client's report as it would be generated now. */
export function reportContent(
  store: Store,
  client: Pick<Client, 'id' | 'name'>,
  type: ReportType,
  period: string,
): ReportPreview {
  const range = periodRange(type, period);
  const held = snapshot(store, client.id, range.end);
  const losses = clientCaseLosses(store, client.id);
  const cases = caseLines(losses);
  const value = held.rows.reduce((sum, h) => sum + h.valueUsd, 0);
  return {
    type,
    clientId: client.id,
    clientName: client.name,
    period,
    title: reportTitle(type, client.name, period),
    summary: summaryOf(store, client.id, cases, value),
    figures: {
      periodStart: range.start,
      periodEnd: range.end,
      holdingsAsOf: held.asOf,
      holdings: holdingLines(held.rows),
      trades: tradesByMonth(range.months, clientTrades(store, client.id)),
      cases,
      scorecard: scorecardOf(cases),
    },
    monitoring: type === 'monthly' ? monthlyMonitoring(store, client.id, range, losses) : null,
  };
}
