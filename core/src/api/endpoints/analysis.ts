/** Loss runs and their results, and generated client reports. */
import {
  lossResultList,
  lossResultSchema,
  lossRunCreateSchema,
  lossOverviewQuery,
  lossOverviewSchema,
  lossReportParams,
  lossReportSchema,
  lossRunList,
  lossRunSchema,
} from '../entities/losses.ts';
import {
  reportCreateSchema,
  reportJobCreateSchema,
  reportJobList,
  reportJobSchema,
  reportList,
  reportPatchSchema,
  reportPreviewQuery,
  reportPreviewSchema,
  reportSchema,
  scorecardQuery,
  scorecardsSchema,
} from '../entities/reports.ts';
import { endpoint } from '../endpoint.ts';
import { action, change, create, getOne, list, listUnder, remove } from './kinds.ts';

const runs = { tag: 'Loss runs', item: lossRunSchema };
const reports = { tag: 'Reports', item: reportSchema };
const reportJobs = { tag: 'Reports', item: reportJobSchema };

export const analysisEndpoints = {
  listLossRuns: list({ ...runs, path: '/loss-runs', summary: 'List loss runs', list: lossRunList }),
  getLossRun: getOne({ ...runs, path: '/loss-runs/{id}', summary: 'One loss run' }),
  createLossRun: create({
    ...runs,
    path: '/loss-runs',
    summary: "Start a run of a case's losses across every client and account (a background job)",
    body: lossRunCreateSchema,
    // 409: the case already has a run queued or running; 422: no such case.
    errors: [409, 422],
  }),
  deleteLossRun: remove({
    tag: 'Loss runs',
    path: '/loss-runs/{id}',
    summary: 'Delete a run and its results (a running one is stopped)',
  }),
  retryLossRun: action({
    ...runs,
    path: '/loss-runs/{id}/retry',
    summary: 'Start a failed or cancelled run again, with the case as it is now',
    // 409: the run is not failed, its case is gone, or the case has another run going.
    errors: [409],
  }),
  cancelLossRun: action({
    ...runs,
    path: '/loss-runs/{id}/cancel',
    summary: 'Stop a queued or running run; it is kept as failed, saying who cancelled it',
    // 409: the run is not queued or running.
    errors: [409],
  }),
  listLossResults: listUnder({
    tag: 'Loss runs',
    item: lossResultSchema,
    path: '/loss-runs/{id}/results',
    summary: 'The result lines of a run, per account and security',
    list: lossResultList,
  }),
  getLossOverview: endpoint({
    tag: 'Loss runs',
    method: 'GET',
    path: '/loss-overview',
    summary:
      'Totals of the latest run of each case, by case and by client, and the lead-plaintiff ranking',
    query: lossOverviewQuery,
    response: lossOverviewSchema,
  }),
  getLossReport: endpoint({
    tag: 'Loss runs',
    method: 'GET',
    path: '/loss-reports/{kind}/{id}',
    summary: 'A loss report of a case or a client, from the latest runs',
    params: lossReportParams,
    response: lossReportSchema,
  }),

  listReports: list({ ...reports, path: '/reports', summary: 'List reports', list: reportList }),
  getReport: getOne({ ...reports, path: '/reports/{id}', summary: 'One report' }),
  createReport: create({
    ...reports,
    path: '/reports',
    summary: 'Generate an annual, quarterly or scorecard report for a client',
    body: reportCreateSchema,
    errors: [422],
  }),
  deleteReport: remove({ tag: 'Reports', path: '/reports/{id}', summary: 'Delete a report' }),
  updateReport: change({
    ...reports,
    path: '/reports/{id}',
    summary: 'Review a report: mark a draft reviewed, a reviewed one sent or back to draft',
    body: reportPatchSchema,
    // 409: the move is not allowed from the report's status (the answer names both).
    errors: [409],
  }),
  sendReport: action({
    ...reports,
    path: '/reports/{id}/send',
    summary:
      "E-mail a reviewed report to the client's contacts, as a PDF; it is sent once every copy is",
    // 409: not reviewed, already being sent, e-mail off, or the client has no contacts.
    errors: [409],
  }),
  getReportPreview: endpoint({
    tag: 'Reports',
    method: 'GET',
    path: '/report-preview',
    summary: "A client's report as it would be generated now, without storing it",
    query: reportPreviewQuery,
    response: reportPreviewSchema,
    errors: [422],
  }),
  getScorecards: endpoint({
    tag: 'Reports',
    method: 'GET',
    path: '/scorecards',
    summary: 'Recoveries against losses and outcomes, per client or per case',
    query: scorecardQuery,
    response: scorecardsSchema,
  }),
  listReportJobs: list({
    ...reportJobs,
    path: '/report-jobs',
    summary: 'List report generation jobs',
    list: reportJobList,
  }),
  getReportJob: getOne({ ...reportJobs, path: '/report-jobs/{id}', summary: 'One report job' }),
  createReportJob: create({
    ...reportJobs,
    path: '/report-jobs',
    summary: 'Generate one kind of report for several clients (a background job)',
    body: reportJobCreateSchema,
    errors: [422],
  }),
  retryReportJob: action({
    ...reportJobs,
    path: '/report-jobs/{id}/retry',
    summary: 'Go on with a failed or cancelled job from the client it stopped at',
    // 409: the job is not failed.
    errors: [409],
  }),
  cancelReportJob: action({
    ...reportJobs,
    path: '/report-jobs/{id}/cancel',
    summary: 'Stop a queued or running job; it is kept as failed, saying who cancelled it',
    // 409: the job is not queued or running.
    errors: [409],
  }),
};
