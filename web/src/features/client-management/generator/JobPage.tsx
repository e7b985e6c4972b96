/**
 * One generation job: its progress while it runs (asked again each second, and read from the
 * API, so a reload finds it where it is), then each report made with its downloads.
 */
import type { Report, ReportType } from '@backoffice/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { HistorySection } from '../../../components/audit/HistorySection.tsx';
import '../../../components/client-report/client-report.css';
import { ReportDownloads } from '../../../components/client-report/ReportDownloads.tsx';
import { Banner } from '../../../components/feedback/Banner.tsx';
import { LoadFailure } from '../../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../../components/feedback/StatusView.tsx';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { formatDateTime } from '../../../lib/format/format.ts';
import { hrefOf } from '../../../lib/hrefs.ts';
import { JobActions } from './JobActions.tsx';
import { isActive, JobProgress, POLL_MS } from './job-status.tsx';

const KIND: Record<ReportType, string> = {
  annual: 'Annual reports',
  quarterly: 'Quarterly reports',
  monthly: 'Monthly monitoring reports',
  scorecard: 'Scorecards',
};

function Result({ report }: { report: Report }) {
  return (
    <li className="cm-result">
      <div>
        <p className="cm-result__title">
          <Link to={hrefOf('clientReports', undefined, { report: report.id })}>{report.title}</Link>
        </p>
        <p className="muted">Generated {formatDateTime(report.generatedAt)}</p>
      </div>
      <ReportDownloads report={report} />
    </li>
  );
}

function Results({ jobId, done }: { jobId: string; done: number }) {
  const query = useApiQuery('listReports', {
    query: { jobId, pageSize: 100, sort: 'clientName:asc' },
  });
  const client = useQueryClient();
  // Each report the job makes appears as it is made.
  const seen = useRef(done);
  useEffect(() => {
    if (seen.current === done) return;
    seen.current = done;
    void client.invalidateQueries({ queryKey: ['api', 'listReports'] });
  }, [client, done]);
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="card" aria-labelledby="job-results">
      <h2 id="job-results" className="client-report__title">
        Reports made
      </h2>
      <ul className="cm-results">
        {items.map((r) => (
          <Result key={r.id} report={r} />
        ))}
      </ul>
    </section>
  );
}

export function JobPage({ jobId }: { jobId: string }) {
  const query = useApiQuery(
    'getReportJob',
    { params: { id: jobId } },
    { refetchInterval: (q) => (q.state.data && isActive(q.state.data) ? POLL_MS : false) },
  );
  const job = query.data;
  if (!job) {
    if (query.isPending) return <StatusView title="Loading the job…" />;
    return <LoadFailure what="The job" error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <div className="cm-stack">
      <section className="card" aria-labelledby="job-title">
        <h2 id="job-title" className="client-report__title">
          {`${KIND[job.type]} for ${job.period}`}
        </h2>
        <p className="muted">
          Started {formatDateTime(job.createdAt)} by {job.createdBy}
          {job.finishedAt ? `, finished ${formatDateTime(job.finishedAt)}` : ''}
        </p>
        <JobProgress job={job} />
        {job.message ? <Banner tone="error">{job.message}</Banner> : null}
        <JobActions job={job} />
        <HistorySection recordType="reportJob" id={job.id} />
      </section>
      <Results jobId={job.id} done={job.progress.done} />
    </div>
  );
}
