/** One report in place of the list: its figures and charts, downloads and review. */
import type { Report } from '@backoffice/core/api';
import { sendingNow } from '@backoffice/core/domain';
import { Link } from 'react-router-dom';
import { HistorySection } from '../../../components/audit/HistorySection.tsx';
import { ClientReportView } from '../../../components/client-report/ClientReportView.tsx';
import { ReportDownloads } from '../../../components/client-report/ReportDownloads.tsx';
import { LoadFailure } from '../../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../../components/feedback/StatusView.tsx';
import { PageHeader } from '../../../components/screen/PageHeader.tsx';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { formatDateTime } from '../../../lib/format/format.ts';
import { StatusBadge } from './report-columns.tsx';
import { ReportDelivery } from './ReportDelivery.tsx';
import { ReviewReport } from './ReviewReport.tsx';

const POLL_MS = 2000;

export function ReportPage({ id, listHref }: { id: string; listHref: string }) {
  // While its copies are being e-mailed, it is read again until each is sent or failed.
  const query = useApiQuery(
    'getReport',
    { params: { id } },
    {
      refetchInterval: (q: { state: { data?: Report } }) =>
        q.state.data && sendingNow(q.state.data) ? POLL_MS : false,
    },
  );
  const report = query.data;
  let body;
  if (report) {
    body = (
      <ClientReportView
        report={report}
        actions={
          <>
            <p>
              <StatusBadge status={report.status} /> Generated {formatDateTime(report.generatedAt)}{' '}
              by {report.generatedBy}
              {report.reviewedAt ? (
                <>
                  {' · '}Reviewed {formatDateTime(report.reviewedAt)} by {report.reviewedBy}
                </>
              ) : null}
              {report.sentAt ? (
                <>
                  {' · '}Sent {formatDateTime(report.sentAt)} by {report.sentBy}
                </>
              ) : null}
            </p>
            <ReviewReport report={report} listHref={listHref} />
            <ReportDelivery delivery={report.delivery} />
            <ReportDownloads report={report} />
            <HistorySection recordType="report" id={report.id} />
          </>
        }
      />
    );
  } else if (query.isPending) body = <StatusView title="Loading the report…" />;
  else
    body = (
      <LoadFailure what="The report" error={query.error} onRetry={() => void query.refetch()} />
    );
  return (
    <>
      <PageHeader title="Reports" />
      <Link className="cm-back" to={listHref}>
        ← All reports
      </Link>
      {body}
    </>
  );
}
