/**
 * GET /loss-overview: the latest completed run of each case, summed by case and by client, and
 * each case's lead-plaintiff ranking of clients (largest FIFO net loss first, with TSP, NSP and
 * NFE, and the alert of a monitored client whose loss meets its threshold). Only the lines of the clients the caller may see are summed.
 */
import type { LossOverview, LossResult } from '@backoffice/core/api';
import { meetsThreshold } from '@backoffice/core/monitoring';
import type { ClientScope } from '../../domain/client-scope.ts';
import { monitoringOf } from '../../domain/monitoring.ts';
import type { Store } from '../../store/store.ts';
import {
  addTo,
  byFifoNet,
  justTotals,
  latestRuns,
  noTotals,
  resultsOf,
  type LossTotals,
} from '../../domain/analysis/loss-results.ts';

type CaseRow = LossOverview['byCase'][number];
type ClientRow = LossOverview['byClient'][number];
type Ranking = LossOverview['leadPlaintiff'][number];

interface Filter {
  caseId?: string | undefined;
  clientId?: string | undefined;
}

interface ClientSums extends LossTotals {
  clientName: string;
  cases: Set<string>;
}

function addClient(map: Map<string, ClientSums>, line: LossResult): ClientSums {
  let sums = map.get(line.clientId);
  if (!sums) {
    sums = { ...noTotals(), clientName: line.clientName, cases: new Set() };
    map.set(line.clientId, sums);
  }
  addTo(sums, line);
  sums.cases.add(line.caseId);
  return sums;
}

/** A monitored client whose FIFO net loss meets its threshold. */
function aboveThreshold(store: Store, clientId: string, fifoNet: number): boolean {
  const settings = monitoringOf(store, clientId);
  return settings?.monitored === true && meetsThreshold(fifoNet, settings.lossThresholdUsd);
}

function ranking(store: Store, clients: Map<string, ClientSums>): Ranking['ranking'] {
  return [...clients.entries()]
    .map(([clientId, s]) => ({
      clientId,
      clientName: s.clientName,
      aboveThreshold: aboveThreshold(store, clientId, s.fifoNet),
      ...justTotals(s),
    }))
    .sort(byFifoNet((r) => r.clientName))
    .map((row, i) => ({ rank: i + 1, ...row }));
}

export function lossOverview(store: Store, scope: ClientScope, filter: Filter): LossOverview {
  const byCase: CaseRow[] = [];
  const leadPlaintiff: Ranking[] = [];
  const byClient = new Map<string, ClientSums>();
  for (const run of latestRuns(store).values()) {
    if (filter.caseId && run.caseId !== filter.caseId) continue;
    const lines = resultsOf(store, run.id).filter(
      (l) => scope.sees(l.clientId) && (!filter.clientId || l.clientId === filter.clientId),
    );
    if (lines.length === 0) continue;
    const caseCaption = store.cases.get(run.caseId)?.caption ?? run.caseCaption;
    const totals = noTotals();
    const clients = new Map<string, ClientSums>();
    for (const line of lines) {
      addTo(totals, line);
      addClient(clients, line);
      addClient(byClient, line);
    }
    const ranked = ranking(store, clients);
    byCase.push({
      caseId: run.caseId,
      caseCaption,
      runId: run.id,
      finishedAt: run.finishedAt ?? run.createdAt,
      clientsCount: clients.size,
      clientsAboveThreshold: ranked.filter((r) => r.aboveThreshold).length,
      accountsCount: new Set(lines.map((l) => l.accountId)).size,
      ...totals,
    });
    leadPlaintiff.push({
      caseId: run.caseId,
      caseCaption,
      runId: run.id,
      ranking: ranked,
    });
  }
  byCase.sort(byFifoNet((r) => r.caseCaption));
  const order = new Map(byCase.map((r, i) => [r.caseId, i]));
  leadPlaintiff.sort((a, b) => order.get(a.caseId)! - order.get(b.caseId)!);
  const clients: ClientRow[] = [...byClient.entries()]
    .map(([clientId, s]) => ({
      clientId,
      clientName: s.clientName,
      casesCount: s.cases.size,
      ...justTotals(s),
    }))
    .sort(byFifoNet((r) => r.clientName));
  return { byCase, byClient: clients, leadPlaintiff };
}
