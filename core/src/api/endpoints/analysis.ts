/** Loss runs and their results, and generated client reports. */
import {
  lossResultList,
  lossResultSchema,
  lossRunCreateSchema,
  lossRunList,
  lossRunSchema,
} from '../entities/losses.ts';
import { reportCreateSchema, reportList, reportSchema } from '../entities/reports.ts';
import { create, getOne, list, listUnder, remove } from './kinds.ts';

const runs = { tag: 'Loss runs', item: lossRunSchema };
const reports = { tag: 'Reports', item: reportSchema };

export const analysisEndpoints = {
  listLossRuns: list({ ...runs, path: '/loss-runs', summary: 'List loss runs', list: lossRunList }),
  getLossRun: getOne({ ...runs, path: '/loss-runs/{id}', summary: 'One loss run' }),
  createLossRun: create({
    ...runs,
    path: '/loss-runs',
    summary: "Compute a client's recognised loss on a case",
    body: lossRunCreateSchema,
    errors: [422],
  }),
  deleteLossRun: remove({ tag: 'Loss runs', path: '/loss-runs/{id}', summary: 'Delete a run' }),
  listLossResults: listUnder({
    tag: 'Loss runs',
    item: lossResultSchema,
    path: '/loss-runs/{id}/results',
    summary: 'The result lines of a run, per account and security',
    list: lossResultList,
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
};
