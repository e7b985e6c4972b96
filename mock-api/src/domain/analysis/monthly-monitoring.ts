/**
 * The monitoring section of a client's monthly report, from the store: the cases with their
 * earliest open lead-plaintiff deadline, the client's losses from each case's latest completed
 * loss run (a client with lines in a run is eligible in that case), its monitoring settings and
 * its claims. The rules are core's (`monthlySection`).
 */
import type { MonthlyMonitoring } from '@backoffice/core/api';
import { LEAD_PLAINTIFF_RULE_ID } from '@backoffice/core/deadlines';
import { monthlySection, type CaseEstimate, type MonitoredCase } from '@backoffice/core/monitoring';
import type { Store } from '../../store/store.ts';
import { monitoringOf } from '../monitoring.ts';

function leadPlaintiffDeadlines(store: Store): Map<string, string> {
  const earliest = new Map<string, string>();
  for (const d of store.deadlines.all()) {
    if (d.state !== 'open' || d.ruleId !== LEAD_PLAINTIFF_RULE_ID) continue;
    const seen = earliest.get(d.caseId);
    if (seen === undefined || d.dueOn < seen) earliest.set(d.caseId, d.dueOn);
  }
  return earliest;
}

/** `estimates`: the client's losses by case (the report's own, so both say the same). */
export function monthlyMonitoring(
  store: Store,
  clientId: string,
  range: { start: string; end: string },
  estimates: readonly CaseEstimate[],
): MonthlyMonitoring {
  const settings = monitoringOf(store, clientId);
  const deadlines = leadPlaintiffDeadlines(store);
  const cases = store.cases.all().map((c): MonitoredCase => ({
    id: c.id,
    caption: c.caption,
    openedOn: c.filedOn ?? c.createdAt.slice(0, 10),
    leadPlaintiffDeadline: deadlines.get(c.id) ?? null,
  }));
  const claims = store.claims
    .all()
    .filter((c) => c.clientId === clientId)
    .flatMap((c) => {
      const settlement = store.settlements.get(c.settlementId);
      if (!settlement) return [];
      return [
        {
          settlementName: settlement.name,
          caseCaption: store.cases.get(c.caseId)?.caption ?? c.caseId,
          claimDeadline: settlement.claimDeadline,
          filed: c.filedOn !== null,
          payment: c.payment,
        },
      ];
    });
  return monthlySection({
    ...range,
    monitored: settings?.monitored ?? false,
    lossThresholdUsd: settings?.lossThresholdUsd ?? 0,
    cases,
    estimates,
    claims,
  });
}
