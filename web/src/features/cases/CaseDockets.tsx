/**
 * The case's dockets. A row opens the Dockets screen narrowed to this case with that docket's
 * entries showing (`?caseId=…&docket=…`, the parameters that screen's table and selection read).
 */
import { DOCKET_STATUSES, type Docket } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { formatDate, formatNumber } from '../../lib/format/format.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';
import { hrefOf } from '../../lib/hrefs.ts';

const docketHref = (row: Docket) =>
  hrefOf('dockets', undefined, { caseId: row.caseId, docket: row.id });

const COLUMNS: readonly TableColumn<Docket>[] = [
  { field: 'docketNumber', header: 'Docket number', minWidth: 160 },
  { field: 'court', header: 'Court', flex: 1, minWidth: 140, hideOnPhone: true },
  { field: 'judge', header: 'Judge', flex: 1, minWidth: 160, hideOnPhone: true },
  { field: 'status', header: 'Status', kind: 'enum', enumLabel: humanize, width: 110 },
  {
    field: 'openedOn',
    header: 'Opened on',
    kind: 'date',
    format: (d) => formatDate(d.openedOn),
    width: 130,
    hideOnPhone: true,
  },
  {
    field: 'lastFilingOn',
    header: 'Last filing',
    kind: 'date',
    format: (d) => formatDate(d.lastFilingOn),
    width: 130,
  },
  {
    field: 'entryCount',
    header: 'Entries',
    kind: 'number',
    format: (d) => formatNumber(d.entryCount),
    width: 100,
    hideOnPhone: true,
  },
];

const FILTERS: readonly TableFilter[] = [
  { kind: 'enum', param: 'status', label: 'Status', options: enumOptions(DOCKET_STATUSES) },
  { kind: 'dateRange', label: 'Opened' },
];

export function CaseDockets({ caseId }: { caseId: string }) {
  return (
    <DataTable
      endpoint="listDockets"
      label="Dockets of the case"
      columns={COLUMNS}
      filters={FILTERS}
      fixedQuery={{ caseId }}
      urlPrefix="dockets"
      rowHref={docketHref}
      actions={
        <Link className="button" to={hrefOf('dockets', undefined, { caseId })}>
          Open in Dockets
        </Link>
      }
      emptyText="Nothing has been filed for this case yet."
    />
  );
}
