/**
 * The preview of one report of the job being set up: one of the chosen clients (the first by
 * default), as the report would be generated now. Shown once type, period and a client are set.
 */
import type { ReportType } from '@backoffice/core/api';
import { useState } from 'react';
import { ClientReportView } from '../../../components/client-report/ClientReportView.tsx';
import { ReportDownloads } from '../../../components/client-report/ReportDownloads.tsx';
import { LookupLabel } from '../../../components/data-table/LookupInput.tsx';
import { CLIENT_LOOKUP } from '../../../components/data-table/lookups.ts';
import { LoadFailure } from '../../../components/feedback/LoadFailure.tsx';
import { StatusView } from '../../../components/feedback/StatusView.tsx';
import { useApiQuery } from '../../../lib/api/use-api.ts';

interface PreviewProps {
  type: ReportType;
  period: string;
  clientIds: readonly string[];
}

function Figures({
  type,
  period,
  clientId,
}: {
  type: ReportType;
  period: string;
  clientId: string;
}) {
  const query = useApiQuery(
    'getReportPreview',
    { query: { type, clientId, period } },
    { keepPrevious: true },
  );
  if (query.data) {
    return (
      <ClientReportView report={query.data} actions={<ReportDownloads report={query.data} />} />
    );
  }
  if (query.isPending) return <StatusView title="Working out the preview…" />;
  return (
    <LoadFailure what="The preview" error={query.error} onRetry={() => void query.refetch()} />
  );
}

export function GeneratorPreview({ type, period, clientIds }: PreviewProps) {
  const [picked, setPicked] = useState('');
  const clientId = clientIds.includes(picked) ? picked : clientIds[0];
  if (!clientId) return <p className="muted">Choose a client to preview their report.</p>;
  return (
    <section className="cm-stack" aria-labelledby="generator-preview">
      <div className="cm-preview-pick">
        <h2 id="generator-preview" className="client-report__title">
          Preview
        </h2>
        <label className="form-field">
          <span className="form-field__label">The report of</span>
          <select
            className="form-control"
            value={clientId}
            onChange={(e) => {
              setPicked(e.target.value);
            }}
          >
            {clientIds.map((id) => (
              <option key={id} value={id}>
                <LookupLabel source={CLIENT_LOOKUP} value={id} />
              </option>
            ))}
          </select>
        </label>
      </div>
      <Figures type={type} period={period} clientId={clientId} />
    </section>
  );
}
