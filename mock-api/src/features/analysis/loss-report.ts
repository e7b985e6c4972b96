/**
 * GET /loss-reports/{kind}/{id}: what a printed loss report shows. For a case, the lines of its
 * latest completed run (by client, account and ticker); for a client, its lines from the latest
 * run of every case (by case caption). Totals are sums of integer cents: section by section, and
 * overall as the sum of the sections.
 */
import type { LossReport, LossReportKind, LossResult, LossRun } from '@backoffice/core/api';
import { notFound } from '../../domain/api-error.ts';
import type { ClientScope } from '../../domain/client-scope.ts';
import type { Store } from '../../store/store.ts';
import { justTotals, latestRuns, resultsOf, totalsOf } from '../../domain/analysis/loss-results.ts';

type Section = LossReport['sections'][number];

const byAccount = (a: LossResult, b: LossResult) =>
  a.accountNumber.localeCompare(b.accountNumber) || a.ticker.localeCompare(b.ticker);
const byClientThenAccount = (a: LossResult, b: LossResult) =>
  a.clientName.localeCompare(b.clientName) || byAccount(a, b);

function section(store: Store, run: LossRun, lines: LossResult[]): Section {
  return {
    caseId: run.caseId,
    caseCaption: store.cases.get(run.caseId)?.caption ?? run.caseCaption,
    classPeriodStart: run.classPeriodStart,
    classPeriodEnd: run.classPeriodEnd,
    disclosureDate: run.disclosureDate,
    runId: run.id,
    finishedAt: run.finishedAt ?? run.createdAt,
    lookbacks: run.lookbacks,
    lines,
    totals: justTotals(totalsOf(lines)),
  };
}

function caseSections(store: Store, scope: ClientScope, caseId: string) {
  const c = store.cases.get(caseId);
  if (!c) throw notFound('case', caseId);
  const run = latestRuns(store).get(caseId);
  const lines = run ? resultsOf(store, run.id).filter((l) => scope.sees(l.clientId)) : [];
  return {
    title: c.caption,
    sections: run ? [section(store, run, lines.toSorted(byClientThenAccount))] : [],
  };
}

function clientSections(store: Store, scope: ClientScope, clientId: string) {
  const client = store.clients.get(clientId);
  if (!client || !scope.sees(clientId)) throw notFound('client', clientId);
  const sections: Section[] = [];
  for (const run of latestRuns(store).values()) {
    const lines = resultsOf(store, run.id).filter((l) => l.clientId === clientId);
    if (lines.length > 0) sections.push(section(store, run, lines.toSorted(byAccount)));
  }
  sections.sort((a, b) => a.caseCaption.localeCompare(b.caseCaption));
  return { title: client.name, sections };
}

export function lossReport(
  store: Store,
  scope: ClientScope,
  kind: LossReportKind,
  id: string,
  now: Date,
): LossReport {
  const { title, sections } =
    kind === 'case' ? caseSections(store, scope, id) : clientSections(store, scope, id);
  return {
    kind,
    id,
    title: `Loss report: ${title}`,
    generatedAt: now.toISOString(),
    sections,
    totals: justTotals(totalsOf(sections.map((s) => s.totals))),
  };
}
