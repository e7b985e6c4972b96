/**
 * A docket's columns and filters, declared once: each table takes the ones it shows and gives
 * them its own widths. `DOCKET_COLUMNS` is the Dockets screen's list, over every case.
 */
import { DOCKET_STATUSES, type Docket } from '@backoffice/core/api';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { CaseCell } from '../../components/litigation/CaseCell.tsx';
import { enumOptions, humanize } from '../../lib/format/labels.ts';
import { dateColumn, numberColumn } from '../../components/data-table/columns.ts';

/** One column per field, without a width: the tables add theirs. */
export const DOCKET = {
  docketNumber: { field: 'docketNumber', header: 'Docket number' },
  court: { field: 'court', header: 'Court', flex: 1, hideOnPhone: true },
  judge: { field: 'judge', header: 'Judge', flex: 1, hideOnPhone: true },
  status: { field: 'status', header: 'Status', kind: 'enum', enumLabel: humanize },
  openedOn: dateColumn('openedOn', 'Opened on'),
  lastFilingOn: dateColumn('lastFilingOn', 'Last filing'),
  entryCount: numberColumn('entryCount', 'Entries'),
} satisfies Record<string, TableColumn<Docket>>;

export const DOCKET_COLUMNS: readonly TableColumn<Docket>[] = [
  { ...DOCKET.docketNumber, width: 140 },
  {
    field: 'caseCaption',
    header: 'Case',
    cell: CaseCell,
    wrap: true,
    flex: 2,
    minWidth: 200,
  },
  { ...DOCKET.court, minWidth: 110 },
  { ...DOCKET.judge, minWidth: 150 },
  { ...DOCKET.status, width: 100, hideOnPhone: true },
  { ...DOCKET.openedOn, width: 120, hideOnPhone: true },
  { ...DOCKET.lastFilingOn, width: 120, hideOnPhone: true },
  { ...DOCKET.entryCount, width: 90, hideOnPhone: true },
];

const STATUS_FILTER: TableFilter = {
  kind: 'enum',
  param: 'status',
  label: 'Status',
  options: enumOptions(DOCKET_STATUSES),
};
const OPENED_FILTER: TableFilter = { kind: 'dateRange', label: 'Opened' };

/** The filters of a case's dockets; the Dockets screen's list adds the court and the case. */
export const CASE_DOCKET_FILTERS: readonly TableFilter[] = [STATUS_FILTER, OPENED_FILTER];

export const DOCKET_FILTERS: readonly TableFilter[] = [
  STATUS_FILTER,
  { kind: 'text', param: 'court', label: 'Court' },
  { kind: 'text', param: 'caseId', label: 'Case ID' },
  OPENED_FILTER,
];
