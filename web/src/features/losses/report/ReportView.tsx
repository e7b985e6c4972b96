/** A report as the API writes it: title, when it was made, a summary of several cases, the cases. */
import type { LossReport, LossReportKind } from '@backoffice/core/api';
import { Banner } from '../../../components/feedback/Banner.tsx';
import { LoadFailure } from '../../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../../components/feedback/StatusView.tsx';
import { PageHeader } from '../../../components/screen/PageHeader.tsx';
import { describeApiError } from '../../../lib/api/api-error.ts';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { formatDateTime } from '../../../lib/format/format.ts';
import '../../../components/detail/detail.css';
import { ReportButtons, ReportFileStatus } from './ReportActions.tsx';
import { ReportSectionView } from './ReportSectionView.tsx';
import { ReportSummary } from './ReportSummary.tsx';
import { useReportFiles } from './use-report-files.ts';

export function ReportView({ kind, id }: { kind: LossReportKind; id: string }) {
  // Runs finish in the background: each visit asks again.
  const query = useApiQuery('getLossReport', { params: { kind, id } }, { staleTime: 0 });
  const report = query.data;
  if (!report) {
    if (query.isPending) return <StatusView title="Loading the report…" />;
    const missing = describeApiError(query.error).status === 404;
    return (
      <>
        <PageHeader title="Loss Report" />
        {missing ? (
          <Banner tone="warning">{`There is no ${kind} ${id}, or you may not see it.`}</Banner>
        ) : (
          <LoadFailure what="The report" error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  return <ReportBody report={report} />;
}

function ReportBody({ report }: { report: LossReport }) {
  const files = useReportFiles(report);
  return (
    <article className="loss-report">
      <header className="detail__header loss-report__header">
        <div className="detail__heading">
          <h1 className="detail__title">{report.title}</h1>
          <p className="detail__subtitle">Generated {formatDateTime(report.generatedAt)}</p>
        </div>
        <ReportButtons
          busy={files.progress !== null}
          onMake={(kind) => {
            void files.make(kind);
          }}
        />
      </header>
      <ReportFileStatus progress={files.progress} error={files.error} />
      {report.sections.length === 0 ? (
        <p className="muted">No completed loss run is on record for this report.</p>
      ) : null}
      <div className="loss-stack">
        {report.sections.length > 1 ? <ReportSummary report={report} /> : null}
        {report.sections.map((section) => (
          <ReportSectionView key={section.caseId} kind={report.kind} section={section} />
        ))}
      </div>
    </article>
  );
}
