/** The dockets list: its columns and filters, declared once at module level. */
import { DOCKET_STATUSES, type Docket } from '@backoffice/core/api';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { CaseCell } from '../../components/litigation/CaseCell.tsx';
import { formatDate, formatNumber } from '../../lib/format/format.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';

export const DOCKET_COLUMNS: readonly TableColumn<Docket>[] = [
  { field: 'docketNumber', header: 'Docket number', width: 140 },
  {
    field: 'caseCaption',
    header: 'Case',
    cell: CaseCell,
    wrap: true,
    flex: 2,
    minWidth: 200,
  },
  { field: 'court', header: 'Court', flex: 1, minWidth: 110, hideOnPhone: true },
  { field: 'judge', header: 'Judge', flex: 1, minWidth: 150, hideOnPhone: true },
  {
    field: 'status',
    header: 'Status',
    kind: 'enum',
    enumLabel: humanize,
    width: 100,
    hideOnPhone: true,
  },
  {
    field: 'openedOn',
    header: 'Opened on',
    kind: 'date',
    format: (d) => formatDate(d.openedOn),
    width: 120,
    hideOnPhone: true,
  },
  {
    field: 'lastFilingOn',
    header: 'Last filing',
    kind: 'date',
    format: (d) => formatDate(d.lastFilingOn),
    width: 120,
    hideOnPhone: true,
  },
  {
    field: 'entryCount',
    header: 'Entries',
    kind: 'number',
    format: (d) => formatNumber(d.entryCount),
    width: 90,
    hideOnPhone: true,
  },
];

export const DOCKET_FILTERS: readonly TableFilter[] = [
  { kind: 'enum', param: 'status', label: 'Status', options: enumOptions(DOCKET_STATUSES) },
  { kind: 'text', param: 'court', label: 'Court' },
  { kind: 'text', param: 'caseId', label: 'Case ID' },
  { kind: 'dateRange', label: 'Opened' },
];
