/** The reports generated for the client. */
import { REPORT_TYPES, type Report, reportList } from '@backoffice/core/api';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { formatCents } from '../../lib/format/format.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';
import { dateTimeColumn } from '../../components/data-table/columns.ts';

const COLUMNS: readonly TableColumn<Report>[] = [
  { field: 'title', header: 'Title', flex: 2, minWidth: 150, wrap: true },
  {
    field: 'type',
    header: 'Type',
    kind: 'enum',
    enumLabel: humanize,
    width: 120,
    hideOnPhone: true,
  },
  { field: 'period', header: 'Period', width: 100 },
  {
    field: 'summary',
    header: 'FIFO net loss',
    kind: 'money',
    sortable: false,
    format: (r) => formatCents(r.summary.fifoNet),
    minWidth: 160,
    hideOnPhone: true,
  },
  dateTimeColumn('generatedAt', 'Generated', { minWidth: 170, hideOnPhone: true }),
  { field: 'generatedBy', header: 'By', width: 110, hideOnPhone: true },
];

const FILTERS: readonly TableFilter[] = [
  { kind: 'enum', param: 'type', label: 'Type', options: enumOptions(REPORT_TYPES) },
  { kind: 'dateRange', label: 'Generated' },
];

export function ClientReports({ clientId }: { clientId: string }) {
  return (
    <DataTable
      endpoint="listReports"
      list={reportList}
      label="Reports"
      urlPrefix="reports"
      columns={COLUMNS}
      filters={FILTERS}
      fixedQuery={{ clientId }}
      emptyText="No reports have been generated for this client."
    />
  );
}
