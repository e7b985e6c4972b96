/**
 * The events monitoring tells of, each with a key that names it once (so it is told once):
 * from a loss run as it finishes (thresholds crossed, clients newly eligible, the run failed),
 * and from a sweep over what time makes due (deadlines, lead-plaintiff deadlines where a client
 * is above its threshold, failed report jobs, late custodian files).
 */
import type { LossRun, Notification, User } from '@backoffice/core/api';
import {
  claimDeadlineWarning,
  claimNotFiled,
  cureDeadlineNear,
  settlementDaysLeft,
} from '@backoffice/core/domain';
import {
  lossesByClient,
  meetsThreshold,
  newlyEligible,
  thresholdCrossings,
} from '@backoffice/core/monitoring';
import { LEAD_PLAINTIFF_RULE_ID } from '@backoffice/core/deadlines';
import { derivedFrom } from '../../store/derived.ts';
import { toDay } from '../dates.ts';
import type { Store } from '../../store/store.ts';
import { latestRuns, resultsOf } from '../analysis/loss-results.ts';
import { monitoringOf } from '../monitoring.ts';
import { clientAudience, starterAudience, userAudience, userSees } from './audience.ts';

export interface NotificationEvent {
  key: string;
  kind: Notification['kind'];
  title: string;
  message: string;
  caseId: string | null;
  clientId: string | null;
  record: Notification['record'];
  audience: User[];
  /**
   * E-mailed at once to those who hear of it by e-mail, rather than in the day's digest: a
   * threshold crossed, a lead-plaintiff deadline 3 days away, a deadline due or overdue, a job
   * failed. A client newly eligible and a late custodian file wait for the digest.
   */
  urgent: boolean;
}

// One formatter: making one per call (toLocaleString) costs more than the rest of an event.
const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const usd = (cents: number) => USD.format(cents / 100);
const clientName = (store: Store, id: string) => store.clients.get(id)?.name ?? id;
const caption = (store: Store, id: string) => store.cases.get(id)?.caption ?? id;

/** The case's completed run before `run`, if any. */
function previousRun(store: Store, run: LossRun): LossRun | undefined {
  return store.lossRuns
    .all()
    .filter((r) => r.caseId === run.caseId && r.status === 'completed' && r.id !== run.id)
    .filter((r) => (r.finishedAt ?? r.createdAt) <= (run.finishedAt ?? run.createdAt))
    .sort((a, b) => (a.finishedAt ?? '').localeCompare(b.finishedAt ?? ''))
    .at(-1);
}

function settingsOf(store: Store, clientIds: Iterable<string>) {
  return [...clientIds].map((clientId) => {
    const s = monitoringOf(store, clientId);
    return {
      clientId,
      monitored: s?.monitored ?? false,
      lossThresholdUsd: s?.lossThresholdUsd ?? 0,
    };
  });
}

/** What a finished run tells: its failure, or the thresholds it crossed and the clients it added. */
export function runEvents(store: Store, run: LossRun): NotificationEvent[] {
  const name = caption(store, run.caseId);
  if (run.status === 'failed') {
    return [
      {
        key: `jobFailed:lossRun:${run.id}:${run.finishedAt ?? run.createdAt}`,
        kind: 'jobFailed',
        title: `The loss run of ${name} failed`,
        message: run.message ?? 'The run failed.',
        caseId: run.caseId,
        clientId: null,
        record: { type: 'lossRun', id: run.id },
        audience: starterAudience(store, run.createdBy),
        urgent: true,
      },
    ];
  }
  if (run.status !== 'completed') return [];
  const before = previousRun(store, run);
  const previous = before ? lossesByClient(resultsOf(store, before.id)) : new Map<string, number>();
  const current = lossesByClient(resultsOf(store, run.id));
  const events: NotificationEvent[] = [];
  for (const c of thresholdCrossings(previous, current, settingsOf(store, current.keys()))) {
    events.push({
      key: `thresholdCrossed:${run.id}:${c.clientId}`,
      kind: 'thresholdCrossed',
      title: `${clientName(store, c.clientId)} crossed its loss threshold in ${name}`,
      message: `Estimated FIFO net loss ${usd(c.lossCents)}, threshold ${usd(c.thresholdUsd * 100)} (loss run ${run.id}).`,
      caseId: run.caseId,
      clientId: c.clientId,
      record: { type: 'case', id: run.caseId },
      audience: clientAudience(store, c.clientId),
      urgent: true,
    });
  }
  for (const clientId of newlyEligible(previous, current)) {
    events.push({
      key: `newEligibleClient:${run.caseId}:${clientId}`,
      kind: 'newEligibleClient',
      title: `${clientName(store, clientId)} is eligible in ${name}`,
      message: `It traded the case's securities in the class period; estimated FIFO net loss ${usd(current.get(clientId) ?? 0)}.`,
      caseId: run.caseId,
      clientId,
      record: { type: 'client', id: clientId },
      audience: clientAudience(store, clientId),
      urgent: false,
    });
  }
  return events;
}

/** The lead-plaintiff deadline is told 14 days before and again 3 days before. */
const LEAD_PLAINTIFF_WARNINGS = [3, 14] as const;

function deadlineEvents(store: Store, today: string): NotificationEvent[] {
  const events: NotificationEvent[] = [];
  const latest = latestRuns(store);
  for (const d of store.deadlines.all()) {
    if (d.state !== 'open') continue;
    const left = toDay(d.dueOn) - toDay(today);
    const name = caption(store, d.caseId);
    if (left <= 0) {
      events.push({
        key: `deadlineDue:${d.id}:${d.dueOn}`,
        kind: 'deadlineDue',
        title: `${d.title} is ${left === 0 ? 'due today' : 'overdue'} in ${name}`,
        message: `Due on ${d.dueOn}; owner ${d.ownerName}.`,
        caseId: d.caseId,
        clientId: null,
        record: { type: 'deadline', id: d.id },
        audience: userAudience(store, d.ownerId),
        urgent: true,
      });
    }
    const warning = LEAD_PLAINTIFF_WARNINGS.find((days) => left >= 0 && left <= days);
    const run = latest.get(d.caseId);
    if (d.ruleId !== LEAD_PLAINTIFF_RULE_ID || warning === undefined || !run) continue;
    const losses = lossesByClient(resultsOf(store, run.id));
    for (const s of settingsOf(store, losses.keys())) {
      if (!s.monitored || !meetsThreshold(losses.get(s.clientId), s.lossThresholdUsd)) continue;
      events.push({
        key: `leadPlaintiffDeadline:${d.id}:${d.dueOn}:${String(warning)}:${s.clientId}`,
        kind: 'leadPlaintiffDeadline',
        title: `Lead-plaintiff deadline in ${String(left)} days in ${name}`,
        message: `${clientName(store, s.clientId)} is above its threshold with an estimated FIFO net loss of ${usd(losses.get(s.clientId) ?? 0)}; motions are due on ${d.dueOn}.`,
        caseId: d.caseId,
        clientId: s.clientId,
        record: { type: 'case', id: d.caseId },
        audience: clientAudience(store, s.clientId),
        urgent: warning === 3,
      });
    }
  }
  return events;
}

function reportJobEvents(store: Store): NotificationEvent[] {
  return store.reportJobs
    .all()
    .filter((j) => j.status === 'failed')
    .map((j) => ({
      key: `jobFailed:reportJob:${j.id}:${j.finishedAt ?? j.createdAt}`,
      kind: 'jobFailed' as const,
      title: `Report job ${j.id} failed`,
      message: j.message ?? 'The job failed.',
      caseId: null,
      clientId: null,
      record: { type: 'reportJob' as const, id: j.id },
      // Only to users who may see every client the job was for.
      audience: starterAudience(store, j.createdBy).filter((u) =>
        j.clientIds.every((id) => userSees(store, u, id)),
      ),
      urgent: true,
    }));
}

/**
 * Kept until the tracker, the clients, their monitoring or the users change: the sweep after
 * every write (a loss run's too) would otherwise rebuild an event per late file each time.
 */
const lateFileEvents = derivedFrom(
  (store: Store) => [store.tracker, store.clients, store.clientMonitoring, store.users],
  lateFileEventsNow,
);

function lateFileEventsNow(store: Store): NotificationEvent[] {
  // A client has many files: its audience is worked out once a sweep, not once a file.
  const audiences = new Map<string, User[]>();
  const audienceOf = (clientId: string) => {
    let users = audiences.get(clientId);
    if (!users) audiences.set(clientId, (users = clientAudience(store, clientId)));
    return users;
  };
  return store.tracker
    .all()
    .filter((t) => t.status === 'late')
    .map((t) => ({
      key: `custodianFileLate:${t.id}:${t.expectedBy}`,
      kind: 'custodianFileLate' as const,
      title: `${t.custodian}'s ${t.kind} file for ${t.clientName} is late`,
      message: `The ${t.period} file was expected by ${t.expectedBy}.`,
      caseId: null,
      clientId: t.clientId,
      record: { type: 'trackerEntry' as const, id: t.id },
      audience: audienceOf(t.clientId),
      urgent: false,
    }));
}

const inDays = (left: number) => (left === 0 ? 'today' : `in ${String(left)} days`);

/**
 * A settlement's claim deadline, 30 and again 7 days ahead, to the people of each client whose
 * claim is not filed (claims are a client's, so client ownership and scope decide who hears);
 * a deficient claim's cure deadline within 7 days, likewise.
 */
function claimEvents(store: Store, today: string): NotificationEvent[] {
  const events: NotificationEvent[] = [];
  const settlements = new Map(store.settlements.all().map((s) => [s.id, s]));
  for (const c of store.claims.all()) {
    const s = settlements.get(c.settlementId);
    if (!s) continue;
    const record = { type: 'settlement' as const, id: s.id };
    const client = clientName(store, c.clientId);
    const warning = claimDeadlineWarning(s.claimDeadline, today);
    if (warning !== null && claimNotFiled(c.status)) {
      const left = settlementDaysLeft(s.claimDeadline, today);
      events.push({
        key: `claimDeadline:${s.id}:${s.claimDeadline}:${String(warning)}:${c.clientId}`,
        kind: 'claimDeadline',
        title: `Claim deadline ${inDays(left)} for ${s.name}`,
        message: `${client}'s claim is not filed yet; claims are due with ${s.administrator.name} on ${s.claimDeadline} (${caption(store, s.caseId)}).`,
        caseId: s.caseId,
        clientId: c.clientId,
        record,
        audience: clientAudience(store, c.clientId),
        // The last warning (7 days) cannot wait for tomorrow's digest.
        urgent: warning <= 7,
      });
    }
    const cureBy = c.status === 'deficient' ? c.deficiency?.cureBy : undefined;
    if (cureBy && cureDeadlineNear(cureBy, today)) {
      events.push({
        key: `claimDeficiencyCure:${c.id}:${cureBy}`,
        kind: 'claimDeficiencyCure',
        title: `${client}'s claim in ${s.name} must be cured ${inDays(settlementDaysLeft(cureBy, today))}`,
        message: `Deficient: ${c.deficiency?.reason ?? ''}; cure by ${cureBy}.`,
        caseId: s.caseId,
        clientId: c.clientId,
        record,
        audience: clientAudience(store, c.clientId),
        urgent: true,
      });
    }
  }
  return events;
}

/** What the state of the data tells on `today` (ISO date). */
export function sweepEvents(store: Store, today: string): NotificationEvent[] {
  return [
    ...deadlineEvents(store, today),
    ...reportJobEvents(store),
    ...lateFileEvents(store),
    ...claimEvents(store, today),
  ];
}
