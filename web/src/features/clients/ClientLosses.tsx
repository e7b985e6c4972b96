/** The client's loss runs, case by case, with the recognised loss per case. */
import { LOSS_METHODS, LOSS_RUN_STATUSES, type LossRun } from '@backoffice/core/api';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { formatDateTime, formatMoney } from '../../lib/format/format.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { LossByCaseChart } from './LossByCaseChart.tsx';

const COLUMNS: readonly TableColumn<LossRun>[] = [
  { field: 'caseCaption', header: 'Case', flex: 2, minWidth: 150, wrap: true },
  {
    field: 'method',
    header: 'Method',
    kind: 'enum',
    enumLabel: humanize,
    width: 100,
    hideOnPhone: true,
  },
  {
    field: 'status',
    header: 'Status',
    kind: 'enum',
    enumLabel: humanize,
    width: 120,
    hideOnPhone: true,
  },
  {
    field: 'totalRecognizedLoss',
    header: 'Recognized loss',
    kind: 'money',
    format: (r) => formatMoney(r.totalRecognizedLoss),
    minWidth: 150,
  },
  {
    field: 'createdAt',
    header: 'Run on',
    kind: 'datetime',
    format: (r) => formatDateTime(r.createdAt),
    minWidth: 170,
    hideOnPhone: true,
  },
  { field: 'createdBy', header: 'By', width: 110, hideOnPhone: true },
];

const FILTERS: readonly TableFilter[] = [
  { kind: 'enum', param: 'method', label: 'Method', options: enumOptions(LOSS_METHODS) },
  { kind: 'enum', param: 'status', label: 'Status', options: enumOptions(LOSS_RUN_STATUSES) },
  { kind: 'dateRange', label: 'Run on' },
];

const rowHref = (run: LossRun) => hrefOf('case', { caseId: run.caseId });

export function ClientLosses({ clientId }: { clientId: string }) {
  return (
    <div className="client-tab">
      <LossByCaseChart clientId={clientId} />
      <DataTable
        endpoint="listLossRuns"
        label="Loss runs"
        urlPrefix="losses"
        columns={COLUMNS}
        filters={FILTERS}
        fixedQuery={{ clientId }}
        rowHref={rowHref}
        emptyText="No loss has been computed for this client."
      />
    </div>
  );
}
