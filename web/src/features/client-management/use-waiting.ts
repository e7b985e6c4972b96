/**
 * What waits in each Client Management screen, read as list totals (one row asked for, the
 * total used): reports awaiting review (drafts), generation jobs queued or running, news scheduled or in
 * draft. While a job runs the count is asked again every few seconds.
 */
import { useApiQuery } from '../../lib/api/use-api.ts';

const POLL_MS = 3000;

const totalOf = (answer: { total: number } | undefined) => answer?.total;
const sum = (...totals: (number | undefined)[]) =>
  totals.some((t) => t === undefined) ? undefined : totals.reduce((a = 0, b = 0) => a + b, 0);

export function useWaiting() {
  const page = { pageSize: 10 } as const;
  // A generated report is a draft until someone has reviewed it.
  const review = useApiQuery('listReports', { query: { ...page, status: 'draft' } });
  const whileAny = {
    refetchInterval: (q: { state: { data?: { total: number } } }) =>
      (q.state.data?.total ?? 0) > 0 ? POLL_MS : false,
  };
  const running = useApiQuery(
    'listReportJobs',
    { query: { ...page, status: 'running' } },
    whileAny,
  );
  const queued = useApiQuery('listReportJobs', { query: { ...page, status: 'queued' } }, whileAny);
  const scheduled = useApiQuery('listNews', { query: { ...page, status: 'scheduled' } });
  const drafts = useApiQuery('listNews', { query: { ...page, status: 'draft' } });
  const jobs = sum(totalOf(running.data), totalOf(queued.data));
  return {
    awaitingReview: totalOf(review.data),
    jobsUnderWay: jobs,
    newsScheduled: totalOf(scheduled.data),
    newsDrafts: totalOf(drafts.data),
  };
}
