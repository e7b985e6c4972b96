/**
 * Client reports: previewed or generated one at a time from the current loss runs, cases and
 * holdings, or for many clients by a background job (`report-jobs.ts`); reviewed and sent
 * (core's domain/reports/report-review.ts has the moves, refused here with 409); the scorecard across clients or cases. A client-scoped user sees, previews
 * and generates only their own clients' reports; an unknown or unseen client is the same 422.
 */
import {
  reportJobList,
  reportList,
  type Report,
  type ReportCreate,
  type ReportJob,
  type ReportJobCreate,
} from '@backoffice/core/api';
import {
  applyReview,
  caseLines,
  NEW_REVIEW,
  reviewRefusal,
  scorecardOf,
  sendRefusal,
  scorecardsBy,
} from '@backoffice/core/domain';
import { ApiError } from '../../domain/api-error.ts';
import type { HandlersOf } from '../handler.ts';
import type { ClientScope } from '../../domain/client-scope.ts';
import type { Store } from '../../store/store.ts';
import { byClient, resource, type BodyCall, type Ctx, type IdCall } from '../resource.ts';
import { queueReportJob, type ReportJobs } from './report-jobs.ts';
import { caseLossesByClient, reportContent } from '../../domain/analysis/report-summary.ts';
import { monitoringOf } from '../../domain/monitoring.ts';
import { queueReportEmails } from '../../domain/notifications/report-email.ts';
import type { EmailPlan } from '../../domain/notifications/email-outbox.ts';

const reports = resource<Report>({
  what: 'report',
  source: (store) => store.reports,
  list: reportList,
  visible: byClient,
});

const jobs = resource<ReportJob>({
  what: 'report job',
  source: (store) => store.reportJobs,
  list: reportJobList,
  visible: (job, scope) => job.clientIds.every((id) => scope.sees(id)),
});

/** The client, if the caller may see it; else the same 422 as for an unknown one. */
function clientOf(ctx: Ctx, clientId: string, location: 'body' | 'query' = 'body') {
  const client = ctx.store.clients.get(clientId);
  if (client && ctx.scope.sees(client.id)) return client;
  const message = `No client '${clientId}'`;
  throw new ApiError('unprocessable', message, [{ location, field: 'clientId', message }]);
}

function build(body: ReportCreate, call: BodyCall<ReportCreate>, id: string): Report {
  return {
    id,
    ...reportContent(call.store, clientOf(call, body.clientId), body.type, body.period),
    ...NEW_REVIEW,
    jobId: null,
    generatedAt: call.now.toISOString(),
    generatedBy: call.user.username,
  };
}

function newJob(call: BodyCall<ReportJobCreate>, runner: ReportJobs): ReportJob {
  const { store, body, scope } = call;
  const unknown = body.clientIds.filter((id) => !store.clients.get(id) || !scope.sees(id));
  if (unknown.length > 0) {
    const message = `No client ${unknown.map((id) => `'${id}'`).join(', ')}`;
    throw new ApiError('unprocessable', message, [
      { location: 'body', field: 'clientIds', message },
    ]);
  }
  const { type, period, clientIds } = body;
  const job = queueReportJob(store, { type, period, clientIds }, call.user.username, call.now);
  runner.start(job.id);
  return job;
}

/** E-mails a reviewed report to its client's contacts (`email`: undefined while e-mail is off). */
function send(call: IdCall, email: EmailPlan | undefined): Report {
  const report = reports.find(call);
  const contacts = monitoringOf(call.store, report.clientId)?.contactEmails ?? [];
  const refusal = sendRefusal(report, contacts, email !== undefined);
  if (refusal) throw new ApiError('conflict', refusal);
  return queueReportEmails(call.store, report, contacts, call.user.username, call.now);
}

function scorecards(store: Store, scope: ClientScope, by: 'client' | 'case') {
  const losses = caseLossesByClient(store);
  const lines = store.clients
    .all()
    .filter((c) => scope.sees(c.id))
    .flatMap((client) =>
      caseLines(losses.get(client.id) ?? []).map((line) => ({ ...line, client })),
    );
  const rows = scorecardsBy(lines, (l) =>
    by === 'client'
      ? { id: l.client.id, name: l.client.name }
      : { id: l.caseId, name: l.caseCaption },
  );
  return { by, rows, total: scorecardOf(lines) };
}

/** `email`: undefined while no SMTP server is configured. */
export function reportHandlers(
  runner: ReportJobs,
  email: EmailPlan | undefined,
): HandlersOf<
  | 'listReports'
  | 'getReport'
  | 'createReport'
  | 'deleteReport'
  | 'updateReport'
  | 'sendReport'
  | 'getReportPreview'
  | 'getScorecards'
  | 'listReportJobs'
  | 'getReportJob'
  | 'createReportJob'
  | 'retryReportJob'
  | 'cancelReportJob'
> {
  return {
    listReports: reports.list,
    getReport: reports.get,
    createReport: reports.create(build),
    deleteReport: reports.remove(),
    updateReport: reports.update((row, patch, call) => {
      const refusal = reviewRefusal(row, patch.status);
      if (refusal) throw new ApiError('conflict', refusal);
      return applyReview(row, patch.status, call.user.username, call.now.toISOString());
    }),
    sendReport: (call) => send(call, email),
    getReportPreview: (call) =>
      reportContent(
        call.store,
        clientOf(call, call.query.clientId, 'query'),
        call.query.type,
        call.query.period,
      ),
    getScorecards: (call) => scorecards(call.store, call.scope, call.query.by),
    listReportJobs: jobs.list,
    getReportJob: jobs.get,
    createReportJob: (call) => newJob(call, runner),
    retryReportJob: (call) => runner.retry(jobs.find(call)),
    cancelReportJob: (call) => runner.cancel(jobs.find(call), call.user.username, call.now),
  };
}
