/**
 * A client's annual or quarterly report: pick a client and a period, and the report shows as it
 * would be generated now (nothing is stored), with its charts and downloads.
 */
import type { ReportType } from '@backoffice/core/domain';
import { useId } from 'react';
import { ClientReportView } from '../../components/client-report/ClientReportView.tsx';
import { ReportDownloads } from '../../components/client-report/ReportDownloads.tsx';
import { LookupInput } from '../../components/data-table/LookupInput.tsx';
import { CLIENT_LOOKUP } from '../../components/data-table/lookups.ts';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import './analyses.css';
import { useReportParams } from './use-report-params.ts';

function Preview({
  type,
  clientId,
  period,
}: {
  type: ReportType;
  clientId: string;
  period: string;
}) {
  const query = useApiQuery(
    'getReportPreview',
    { query: { type, clientId, period } },
    { keepPrevious: true },
  );
  if (query.data) {
    return (
      <div className="analyses-stack" aria-busy={query.isFetching}>
        <ClientReportView report={query.data} actions={<ReportDownloads report={query.data} />} />
      </div>
    );
  }
  if (query.isPending) return <StatusView title="Working out the report…" />;
  return <LoadFailure what="The report" error={query.error} onRetry={() => void query.refetch()} />;
}

export function ClientPeriodReport({ type, title }: { type: ReportType; title: string }) {
  const { clientId, period, periods, set } = useReportParams(type);
  const clientBox = useId();
  return (
    <>
      <PageHeader title={title} />
      <div className="analyses-pickers">
        <div>
          <label htmlFor={clientBox}>Client</label>
          <LookupInput
            id={clientBox}
            label="Client"
            source={CLIENT_LOOKUP}
            value={clientId}
            onChange={(value) => {
              set('client', value);
            }}
          />
        </div>
        <label>
          {type === 'quarterly' ? 'Quarter' : 'Year'}
          <select
            value={period}
            onChange={(e) => {
              set('period', e.target.value);
            }}
          >
            {periods.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      </div>
      {clientId ? (
        <Preview type={type} clientId={clientId} period={period} />
      ) : (
        <p className="muted">Choose a client to see their report.</p>
      )}
    </>
  );
}
