/**
 * The client's losses case by case, each from the case's latest completed loss run: a chart of
 * FIFO and LIFO net loss, and a table with the lead-plaintiff factors and the recognized loss
 * under the case's plan of allocation, and the alert where its loss meets its monitoring
 * threshold. A row opens its case. Money comes in integer cents.
 */
import type { LossOverview } from '@backoffice/core/api';
import { LocalTable } from '../../components/data-table/LocalTable.tsx';
import type { TableColumn } from '../../components/data-table/types.ts';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { formatCents } from '../../lib/format/format.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { LossByCaseChart } from './LossByCaseChart.tsx';
import { ThresholdAlert, THRESHOLD_ALERT } from '../../components/monitoring/ThresholdAlert.tsx';
import { dateTimeColumn, numberColumn } from '../../components/data-table/columns.ts';

type CaseRow = LossOverview['byCase'][number];

const money = (field: 'fifoNet' | 'lifoNet' | 'recognizedLoss' | 'nfe', header: string) =>
  ({
    field,
    header,
    kind: 'money',
    format: (r: CaseRow) => formatCents(r[field]),
    minWidth: 140,
  }) satisfies TableColumn<CaseRow>;

const COLUMNS: readonly TableColumn<CaseRow>[] = [
  { field: 'caseCaption', header: 'Case', flex: 2, minWidth: 150, wrap: true },
  money('fifoNet', 'FIFO net loss'),
  { ...money('lifoNet', 'LIFO net loss'), hideOnPhone: true },
  { ...money('recognizedLoss', 'Recognized loss'), hideOnPhone: true },
  numberColumn('tsp', 'TSP', { width: 110, hideOnPhone: true }),
  { ...money('nfe', 'NFE'), hideOnPhone: true },
  {
    field: 'clientsAboveThreshold',
    header: 'Monitoring',
    minWidth: 150,
    // Filtered to this client, a case counts it above its threshold or not.
    format: (r: CaseRow) => (r.clientsAboveThreshold > 0 ? THRESHOLD_ALERT : ''),
    cell: ({ row }: { row: CaseRow }) => <ThresholdAlert above={row.clientsAboveThreshold > 0} />,
  },
  dateTimeColumn('finishedAt', 'Run finished', { minWidth: 170, hideOnPhone: true }),
];

const rowHref = (row: CaseRow) => hrefOf('case', { caseId: row.caseId });

export function ClientLosses({ clientId }: { clientId: string }) {
  const overview = useApiQuery('getLossOverview', { query: { clientId } });
  return (
    <div className="client-tab">
      <LossByCaseChart clientId={clientId} />
      {overview.isError ? (
        <LoadFailure
          what="The client’s losses"
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <LocalTable
          label="Losses by case"
          rows={overview.data?.byCase ?? []}
          columns={COLUMNS}
          rowHref={rowHref}
          emptyText={
            overview.isPending ? 'Loading…' : 'No completed loss run includes this client yet.'
          }
        />
      )}
    </div>
  );
}
