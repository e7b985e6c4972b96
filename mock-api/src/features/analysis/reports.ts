/** Client reports: generated on request from the current loss runs, cases and holdings. */
import { reportList, type Report, type ReportCreate } from '@backoffice/core/api';
import { unprocessable } from '../../http/errors.ts';
import type { HandlersOf } from '../../http/handler.ts';
import { byClient, resource, type BodyCall } from '../resource.ts';
import { reportTitle, summarizeClient } from './report-summary.ts';

const reports = resource<Report>({
  what: 'report',
  source: (store) => store.reports,
  list: reportList,
  visible: byClient,
});

function build(body: ReportCreate, call: BodyCall<ReportCreate>, id: string): Report {
  const client = call.store.clients.get(body.clientId);
  if (!client || !call.scope.sees(client.id))
    throw unprocessable('clientId', `No client '${body.clientId}'`);
  return {
    id,
    type: body.type,
    clientId: client.id,
    clientName: client.name,
    period: body.period,
    title: reportTitle(body.type, client.name, body.period),
    summary: summarizeClient(call.store, client.id, body.type, body.period),
    generatedAt: call.now.toISOString(),
    generatedBy: call.user.username,
  };
}

export const reportHandlers: HandlersOf<
  'listReports' | 'getReport' | 'createReport' | 'deleteReport'
> = {
  listReports: reports.list,
  getReport: reports.get,
  createReport: reports.create(build),
  deleteReport: reports.remove(),
};
