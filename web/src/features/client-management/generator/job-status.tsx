/**
 * A generation job's state: a badge, and while it is under way a bar with how many reports are
 * done. Progress is read from the API, so a reload shows it as it is.
 */
import type { ReportJob } from '@backoffice/core/api';
import type { TableColumn } from '../../../components/data-table/types.ts';
import { formatNumber } from '../../../lib/format/format.ts';
import { humanize } from '../../../lib/format/labels.ts';
import { hrefOf } from '../../../lib/hrefs.ts';
import { jobSubPage } from './generator-page.ts';
import { dateTimeColumn } from '../../../components/data-table/columns.ts';

/** How often a job under way is read again. */
export const POLL_MS = 1000;

export const isActive = (job: Pick<ReportJob, 'status'>) =>
  job.status === 'queued' || job.status === 'running';

export const progressText = (job: ReportJob) =>
  `${formatNumber(job.progress.done)} of ${formatNumber(job.progress.total)} reports`;

export function JobBadge({ status }: { status: ReportJob['status'] }) {
  return <span className={`job-badge job-badge--${status}`}>{humanize(status)}</span>;
}

export function JobProgress({ job }: { job: ReportJob }) {
  return (
    <div className="cm-progress">
      <p>
        <JobBadge status={job.status} /> {progressText(job)}
      </p>
      <progress
        max={job.progress.total}
        value={job.progress.done}
        aria-label={`Progress of job ${job.id}`}
        aria-valuetext={progressText(job)}
      />
    </div>
  );
}

export const jobHref = (job: Pick<ReportJob, 'id'>) =>
  hrefOf('reportGenerator', { subPage: jobSubPage(job.id) });

export const JOB_COLUMNS: readonly TableColumn<ReportJob>[] = [
  dateTimeColumn('createdAt', 'Started', { minWidth: 170 }),
  { field: 'type', header: 'Type', kind: 'enum', enumLabel: humanize, width: 110 },
  { field: 'period', header: 'Period', width: 100 },
  {
    field: 'status',
    header: 'Status',
    kind: 'enum',
    enumLabel: humanize,
    cell: ({ row }) => <JobBadge status={row.status} />,
    width: 130,
  },
  {
    field: 'progress',
    header: 'Reports',
    sortable: false,
    format: progressText,
    minWidth: 140,
    hideOnPhone: true,
  },
  { field: 'createdBy', header: 'By', width: 110, hideOnPhone: true },
];
