/**
 * The Report Generator's pages, by its `{subPage}`: none or `new` is the form (with the recent
 * jobs), `job-<id>` one job's progress and results; anything else is named as not a page.
 */
export type GeneratorPage =
  { view: 'new' } | { view: 'job'; jobId: string } | { view: 'unknown'; subPage: string };

const JOB = /^job-([A-Za-z0-9_-]{1,64})$/;

export function parseGeneratorPage(subPage: string | undefined): GeneratorPage {
  if (subPage === undefined || subPage === '' || subPage === 'new') return { view: 'new' };
  const job = JOB.exec(subPage);
  return job ? { view: 'job', jobId: job[1]! } : { view: 'unknown', subPage };
}

export const jobSubPage = (jobId: string): string => `job-${jobId}`;
